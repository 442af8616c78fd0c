// With .ts extensions: the Vite config loads this module (scripts/prerender.ts), and so do deploy/ and the
// benchmark's server.
import type { Site } from '../config.ts'
import { LANGUAGE_IDS, localeFor, type Locale } from '../i18n/locale.ts'
import { patternSegments, BRANDING_NAMES } from '../urls/address.ts'
import { ROUTE_NAMES, ROUTES, type RouteName } from '../urls/routes.ts'
import {
  DECODABLE_CHARACTER,
  decodedCharacterPattern,
  decodedTextPattern,
  segmentPatterns,
  servedPathPattern,
  pageServes,
  type ServedPage,
} from './served-paths.ts'

/**
 * The screens whose first state the build writes as HTML (decisions 015 and 019), derived from the route list:
 * each route marked `prerendered`, a branded one once per branding name, and a route with parameters (a token, a
 * key) once per value of its `screenValues` and once for any other value, rendered with placeholders in place of
 * its parameters. One page then serves every link of its route. Each is written in every language a visitor
 * may see first: en-CA and fr-CA on the Canadian host (fr-CA for `?lang=fr`, or an email link in French), en-GB
 * on the UK host. The UK partner host gets the shell: it sends most visitors elsewhere (decision 004).
 *
 * Where the files go is one rule, shared by every server (vite preview, deploy/'s nginx, the benchmark's):
 * `{language folder}/{page file}.html`, and `index.html` (the empty shell) for any path no page serves. A
 * visitor whose first render would differ anyway (another query, a stored token) gets the file with its
 * content hidden, and the app renders afresh (index.html's head script).
 */

/** The languages the pages are written in, the host each is for, and the folder each goes to. */
export const PRERENDERED_LANGUAGES = [
  { locale: 'en-CA', host: 'CA', folder: 'prerendered' },
  { locale: 'fr-CA', host: 'CA', folder: 'prerendered/fr-CA' },
  { locale: 'en-GB', host: 'UK', folder: 'prerendered/en-GB' },
] as const satisfies readonly { locale: Locale; host: Site; folder: string }[]

export type PrerenderedLanguage = (typeof PRERENDERED_LANGUAGES)[number]

/**
 * What a parameter is rendered with when the page is the same for every value of it. It passes every params
 * schema, and the build fails if it reaches the HTML as text; an attribute holding it is left out
 * (scripts/prerender.ts).
 */
export const placeholderFor = (name: string): string => `prerender-placeholder-${name}`
export const PLACEHOLDER_MARK = 'prerender-placeholder-'

/** One segment of a page's path: a literal, or a parameter with its screen value (null: any other value). */
type Segment =
  { literal: string } | { param: string; value: string | null; anyCase: boolean; others: string[] }

export interface PrerenderedPage extends ServedPage {
  /** The page as its HTML names it: its path, or its pattern with its screen values (`/reset/:token/ActivateAccount`). */
  id: string
  /** Its file under a language's folder, without `.html`: `index`, `forgot/florida`, `reset/_/ActivateAccount`. */
  file: string
  /** The raw paths it serves (`pageServes`), as a regular expression source, for nginx (servedPathPattern). */
  match: string
  /** The query parameters its screen reads (route list), besides `lang`. */
  query: readonly string[]
  /** The path and query the build renders it with, in a language. */
  renderedAt: (language: PrerenderedLanguage) => { path: string; search: string }
  /** Its path, segment by segment: the build checks that each screen value changes what it shows as declared. */
  segments: readonly Segment[]
}

function pageOf(
  route: RouteName,
  segments: Segment[],
  values: Record<string, string | null>,
): PrerenderedPage {
  const { linkLanguage, query = [] } = ROUTES[route]
  const id = `/${segments
    .map((segment) => ('literal' in segment ? segment.literal : (segment.value ?? `:${segment.param}`)))
    .join('/')}`
  const file =
    id === '/'
      ? 'index'
      : segments.map((segment) => ('literal' in segment ? segment.literal : (segment.value ?? '_'))).join('/')
  return {
    route,
    values,
    id,
    file,
    match: servedPathPattern({ route, values }),
    query,
    segments,
    renderedAt(language) {
      // An email link that carries its language is rendered with it; any other page in French with ?lang=fr.
      const values: Record<string, string> = {}
      for (const segment of segments) {
        if ('literal' in segment) continue
        values[segment.param] = segment.value ?? placeholderFor(segment.param)
      }
      if (linkLanguage === true) {
        values.languageType = String(LANGUAGE_IDS[language.locale])
        values.translationLanguage = language.locale
      }
      const search = new URLSearchParams()
      if (language.locale === 'fr-CA' && linkLanguage !== true) search.set('lang', 'fr')
      for (const name of query) search.set(name, placeholderFor(name))
      const text = search.toString()
      const path = `/${segments
        .map((segment) =>
          'literal' in segment ? segment.literal : encodeURIComponent(values[segment.param] ?? ''),
        )
        .join('/')}`
      return { path, search: text === '' ? '' : `?${text}` }
    },
  }
}

/** Every combination of the screen values (null: any other value), one record per page. */
function valueCombinations(
  screenValues: NonNullable<(typeof ROUTES)[RouteName]['screenValues']>,
): Record<string, string | null>[] {
  return Object.entries(screenValues).reduce<Record<string, string | null>[]>(
    (combinations, [param, { values }]) =>
      combinations.flatMap((combination) =>
        [...values, null].map((value) => ({ ...combination, [param]: value })),
      ),
    [{}],
  )
}

function pagesOf(route: RouteName): PrerenderedPage[] {
  const { prerendered, signInPage, screenValues = {} } = ROUTES[route]
  if (prerendered !== true) return []
  const parts = patternSegments(route)
  if (signInPage === 'branded')
    return BRANDING_NAMES.map((branding) =>
      pageOf(
        route,
        parts.map((part) => ('literal' in part ? part : { literal: branding })),
        { branding },
      ),
    )
  return valueCombinations(screenValues).map((combination) =>
    pageOf(
      route,
      parts.map((part): Segment => {
        if ('literal' in part) return part
        const { param } = part
        const declared = screenValues[param]
        return {
          param,
          value: combination[param] ?? null,
          anyCase: declared?.anyCase === true,
          others: declared === undefined ? [] : [...declared.values],
        }
      }),
      combination,
    ),
  )
}

/** Every prerendered page, in the route list's order: the first that serves a path (pageServes) serves it. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = ROUTE_NAMES.flatMap(pagesOf)

export const prerenderedFile = (page: PrerenderedPage, language: PrerenderedLanguage): string =>
  `${language.folder}/${page.file}.html`

/** The page that serves a raw path, or null when the shell does. */
export function prerenderedPageFor(pathname: string): PrerenderedPage | null {
  return PRERENDERED_PAGES.find((page) => pageServes(page, pathname)) ?? null
}

/**
 * The prerendered file for a request: its path's page in the language the visitor will see first (the host's,
 * `?lang=`, or the link's: localeFor), or null when the shell serves it (no page, or the UK partner host).
 */
export function prerenderedFileFor(pathname: string, search: string, host: Site): string | null {
  if (host === 'UK_PARTNER') return null
  const page = prerenderedPageFor(pathname)
  const locale = localeFor(host, search, pathname)
  const language = PRERENDERED_LANGUAGES.find((candidate) => candidate.locale === locale)
  return page === null || language === undefined ? null : prerenderedFile(page, language)
}

/**
 * The raw paths of email links in French (languageType 3, or a translationLanguage such as fr-CA), as regular
 * expression sources: localeFor's link rule (src/i18n/locale.ts) on what the route matcher decodes, for a server
 * that cannot run it (nginx).
 */
export function frenchLinkPatterns(): string[] {
  return ROUTE_NAMES.filter((name) => ROUTES[name].linkLanguage === true).map((name) => {
    const at = (french: 'type' | 'translation') =>
      segmentPatterns(name, (param) => {
        if (param === 'languageType' && french === 'type')
          return decodedTextPattern(String(LANGUAGE_IDS['fr-CA']))
        if (param === 'translationLanguage' && french === 'translation')
          return `${decodedTextPattern('fr', true)}(?:${decodedCharacterPattern('-_')}${DECODABLE_CHARACTER}*)?`
        return null
      })
    return `^(?:${at('type')}|${at('translation')})$`
  })
}
