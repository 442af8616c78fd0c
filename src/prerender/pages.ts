/**
 * The screens whose first state the build writes as HTML (issue 9): every screen with no token or key in its
 * path, on the Canadian host, in English and, for `?lang=fr`, in French. A visitor who needs anything else
 * (the UK hosts, another query, a stored token) gets the file with its content hidden, and the app renders
 * afresh (index.html's head script).
 *
 * Where the files go is one rule, shared by every server that serves them (vite preview, the benchmark's
 * server, deploy/): `/` is `prerendered/index.html`, any other path `prerendered{path}.html`, and with
 * `lang=fr` in the query, the same under `prerendered/fr-CA/`. Any other path is served `index.html`, the
 * empty shell.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/sdmylife',
  '/florida',
  '/new-hampshire',
  '/forgot',
  '/forgot/sdmylife',
  '/forgot/florida',
  '/forgot/new-hampshire',
  '/noaccount',
  '/legal',
  '/privacy',
  '/error',
  '/parent',
  '/educatornotfound',
  '/registrationnotallowed',
] as const

/** Each language prerendered, with the query that asks for it (the `?lang=` the app writes, src/i18n/locale). */
export const PRERENDERED_LOCALES = [
  { locale: 'en-CA', search: '', folder: 'prerendered' },
  { locale: 'fr-CA', search: '?lang=fr', folder: 'prerendered/fr-CA' },
] as const

export type PrerenderedLocale = (typeof PRERENDERED_LOCALES)[number]

/** On `<html>`: the path and query a prerendered page was rendered for, and the year its footer shows. */
export const PRERENDERED = 'data-prerendered'
export const PRERENDERED_SEARCH = 'data-prerendered-search'
export const PRERENDERED_YEAR = 'data-prerendered-year'
/** On `<html>`: the entry scripts, space-separated, which the head script starts once the page is painted. */
export const PRERENDERED_ENTRY = 'data-entry'
/** On `<html>`, set by the head script before the first paint: this visitor's page differs; its content is hidden. */
export const PRERENDER_STALE = 'data-prerender-stale'
/** On `<html>` once the app has started; until then the head script holds a prerendered form's submit. */
export const APP_STARTED = 'data-app-started'
/** On `<html>` when the head script held a prerendered form's submit (src/browser/early-input.ts sends it). */
export const SUBMITTED_EARLY = 'data-submitted-early'
/** Class of the shell's loading line on a prerendered page: shown only while stale content is hidden. */
export const PRERENDER_LOADING = 'prerender-loading'

export const prerenderedFile = (path: string, language: PrerenderedLocale = PRERENDERED_LOCALES[0]): string =>
  `${language.folder}${path === '/' ? '/index' : path}.html`

/** The prerendered file for a request's path and query, or null when the shell serves it. */
export function prerenderedFileFor(pathname: string, search = ''): string | null {
  if (!(PRERENDERED_PATHS as readonly string[]).includes(pathname)) return null
  const french = new URLSearchParams(search).get('lang') === 'fr'
  return prerenderedFile(pathname, PRERENDERED_LOCALES[french ? 1 : 0])
}
