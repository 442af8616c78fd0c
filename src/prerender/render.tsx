/**
 * The build's server entry (scripts/prerender.ts): renders the first state of one screen to HTML, as the browser
 * will render it on its first pass, so that the app can hydrate it without changing a thing. Nothing here
 * ships to the browser.
 */
import type { Messages } from '@lingui/core'
import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { App } from '../app'
import { PRODUCT_HOST_PLACEHOLDER, STAND_INS, type PortalConfig } from '../config'
import { setGuidanceWindow, type GuidanceWindow } from '../content/guidance-html'
import { i18n, translate } from '../i18n/i18n'
import type { PrerenderedLanguage } from './pages'

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = ''
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)
  return html
}

/**
 * The configuration a prerendered page is rendered with: the stand-ins, but for the product host, which the build
 * does not know and leaves as a placeholder for the server that serves the page to fill (deploy/page-config.ts).
 */
const PRERENDER_CONFIG: PortalConfig = { ...STAND_INS, productHost: PRODUCT_HOST_PLACEHOLDER }

/**
 * `guidanceWindow` is a DOM for DOMPurify, which has none to work with on the server (the catalog's guidance
 * HTML is sanitised here exactly as in the browser).
 */
export async function renderPage(
  address: { path: string; search: string },
  language: PrerenderedLanguage,
  messages: Messages,
  guidanceWindow: GuidanceWindow,
  year: number,
): Promise<string> {
  i18n.loadAndActivate({ locale: language.locale, messages })
  setGuidanceWindow(guidanceWindow)
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={address.path} ssrSearch={address.search}>
      <App
        page={{ site: language.host, locale: language.locale, config: PRERENDER_CONFIG, year, origin: '' }}
      />
    </Router>,
    {
      onError(error) {
        throw error instanceof Error ? error : new Error(String(error))
      },
    },
  )
  return text(prelude)
}

/** The document title PageHeading sets once the page runs, for the HTML to carry it from the start. */
export const documentTitle = (heading: string): string => `${heading} – ${translate('APP_NAME')}`
