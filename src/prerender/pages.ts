// With .ts extensions: the Vite config loads this module (scripts/prerender.ts).
import { fillPattern } from '../urls/links.ts'
import { ROUTE_NAMES, ROUTES, type RouteName, type Routes } from '../urls/routes.ts'
import { BRANDING_NAMES, type BrandingName } from '../urls/sign-in-params.ts'

/** A prerendered page's path, as a type: a prerendered route's pattern, a branded one with each branding name. */
export type PrerenderedPage = {
  [N in RouteName]: Routes[N] extends { prerendered: true }
    ? Routes[N]['pattern'] extends `${infer Head}:branding`
      ? `${Head}${BrandingName}`
      : Routes[N]['pattern']
    : never
}[RouteName]

/**
 * The screens whose first state the build writes as HTML (decision 015): the routes marked `prerendered` in the
 * route list, a branded one once per branding name, on the Canadian host, in English and, for `?lang=fr`, in
 * French. A visitor who needs anything else (the UK hosts, another query, a stored token) gets the file with its
 * content hidden, and the app renders afresh (index.html's head script).
 *
 * Where the files go is one rule, shared by every server that serves them (vite preview, the benchmark's
 * server, deploy/): `/` is `prerendered/index.html`, any other path `prerendered{path}.html`, and with
 * `lang=fr` in the query, the same under `prerendered/fr-CA/`. Any other path is served `index.html`, the
 * empty shell.
 */
export const PRERENDERED_PAGES = ROUTE_NAMES.flatMap((name) => {
  const { pattern, prerendered, variant } = ROUTES[name]
  if (prerendered !== true) return []
  return variant === 'branded'
    ? BRANDING_NAMES.map((branding) => fillPattern(pattern, { branding }))
    : [pattern]
}) as readonly PrerenderedPage[]

/** Each language prerendered, with the query that asks for it (the `?lang=` the app writes, src/i18n/locale). */
export const PRERENDERED_LOCALES = [
  { locale: 'en-CA', search: '', folder: 'prerendered' },
  { locale: 'fr-CA', search: '?lang=fr', folder: 'prerendered/fr-CA' },
] as const

export type PrerenderedLocale = (typeof PRERENDERED_LOCALES)[number]

export const prerenderedFile = (path: string, language: PrerenderedLocale = PRERENDERED_LOCALES[0]): string =>
  `${language.folder}${path === '/' ? '/index' : path}.html`

/** The prerendered file for a request's path and query, or null when the shell serves it. */
export function prerenderedFileFor(pathname: string, search = ''): string | null {
  if (!(PRERENDERED_PAGES as readonly string[]).includes(pathname)) return null
  const french = new URLSearchParams(search).get('lang') === 'fr'
  return prerenderedFile(pathname, PRERENDERED_LOCALES[french ? 1 : 0])
}
