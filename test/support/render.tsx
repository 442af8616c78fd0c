import { I18nProvider } from '@lingui/react'
import { render, type RenderResult } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { STAND_INS, type PortalConfig, type Site } from '../../src/config'
import { i18n } from '../../src/i18n/i18n'
import type { Locale } from '../../src/i18n/locale'
import { PageProvider } from '../../src/page'

/** The compiled catalog the app would fetch from /assets/i18n/{locale}.json (`npm run i18n:compile`). */
export function compiledCatalog(locale: Locale): Record<string, unknown> {
  const file = resolve(import.meta.dirname, `../../src/locales/${locale}.json`)
  return (JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, unknown> }).messages
}

/** Keys rendered while no translation was found; a test fails on any (see `missingKeys`). */
export const missingKeys = new Set<string>()

export function activateLocale(locale: Locale): void {
  i18n.loadAndActivate({ locale, messages: compiledCatalog(locale) as never })
}

i18n.on('missing', ({ id }) => {
  missingKeys.add(id)
})

export interface PortalRender extends RenderResult {
  location: ReturnType<typeof memoryLocation>
}

/** Renders a view inside the app's providers, with the router on an in-memory location. */
export function renderInPortal(
  ui: ReactNode,
  options: { locale?: Locale; site?: Site; path?: string; config?: PortalConfig } = {},
): PortalRender {
  const locale = options.locale ?? 'en-CA'
  activateLocale(locale)
  const location = memoryLocation({ path: options.path ?? '/', record: true })
  const result = render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PageProvider
          site={options.site ?? 'CA'}
          config={options.config ?? STAND_INS}
          year={new Date().getFullYear()}
          locale={locale}
          origin={window.location.origin}
        >
          {ui}
        </PageProvider>
      </Router>
    </I18nProvider>,
  )
  return Object.assign(result, { location })
}

/** What the App is told of the page, as main.tsx tells it from the visit: the stand-ins, in Canada, by default. */
export const pageOf = (locale: Locale = 'en-CA', site: Site = 'CA', config: PortalConfig = STAND_INS) => ({
  site,
  config,
  year: new Date().getFullYear(),
  locale,
  origin: window.location.origin,
})

/**
 * What the page says is wrong: its error summary, or a link problem's explanation. Neither is an alert (a focus
 * move or the heading announces them, docs/decisions/035), so they are found as what they are.
 */
export function problemShown(): HTMLElement {
  const found = problemShownOrNull()
  if (found === null) throw new Error('the page shows no error summary and no link problem')
  return found
}

export const problemShownOrNull = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('.error-summary, .panel--error')
