/**
 * The build's server entry (scripts/prerender.ts): renders the first state of one screen to HTML, as the browser
 * will render it on its first pass, so that the app can hydrate it without changing a thing. Nothing here
 * ships to the browser.
 */
import type { Messages } from '@lingui/core'
import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { App } from '../app'
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
 * `guidanceWindow` is a DOM for DOMPurify, which has none to work with on the server (the catalog's guidance
 * HTML is sanitised here exactly as in the browser).
 */
export async function renderPage(
  address: { path: string; search: string },
  language: PrerenderedLanguage,
  messages: Messages,
  guidanceWindow: GuidanceWindow,
): Promise<string> {
  i18n.loadAndActivate({ locale: language.locale, messages })
  setGuidanceWindow(guidanceWindow)
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={address.path} ssrSearch={address.search}>
      <App locale={language.locale} site={language.host} />
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
