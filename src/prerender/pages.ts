/**
 * The screens whose first state the build writes as HTML (issue 9): every screen with no token or key in its
 * path, in the default language and host. A visitor who needs anything else (another language, a query, a
 * stored token) gets the same file with the content hidden and rendered afresh (index.html's head script).
 *
 * Where the files go is one rule, shared by every server that serves them (vite preview, the benchmark's
 * server, deploy/): `/` is `prerendered/index.html`, any other path `prerendered{path}.html`. Any other path
 * is served `index.html`, the empty shell.
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

export const PRERENDERED_LOCALE = 'en-CA'

/** On `<html>`: the path a prerendered page was rendered for, and the year its footer shows. */
export const PRERENDERED = 'data-prerendered'
export const PRERENDERED_YEAR = 'data-prerendered-year'
/** On `<html>`: the entry scripts, space-separated, which the head script starts once the page is painted. */
export const PRERENDERED_ENTRY = 'data-entry'
/** On `<html>`, set by the head script before the first paint: this visitor's page differs; its content is hidden. */
export const PRERENDER_STALE = 'data-prerender-stale'
/** Class of the shell's loading line on a prerendered page: shown only while stale content is hidden. */
export const PRERENDER_LOADING = 'prerender-loading'

export const prerenderedFile = (path: string): string => `prerendered${path === '/' ? '/index' : path}.html`

/** The prerendered file for a request's path, or null when the shell serves it. */
export function prerenderedFileFor(pathname: string): string | null {
  return (PRERENDERED_PATHS as readonly string[]).includes(pathname) ? prerenderedFile(pathname) : null
}
