/**
 * What search engines may do with the portal (docs/decisions/033): the front door and the static pages may be
 * indexed, nothing else. The pages a link opens, whose address holds a token or a key, are never indexed: the
 * servers send `X-Robots-Tag` on every response for their paths (nginx, rendered by deploy/render-nginx.ts, and
 * `vite preview`, deploy/preview-headers.ts), their prerendered HTML says `noindex` too (scripts/prerender.ts), and
 * /robots.txt lets a crawler fetch them, so that it reads the noindex. Which routes those are is read from the
 * route list, never listed here.
 */
import { patternSegments } from '../src/urls/address.ts'
import { ROUTE_NAMES, ROUTES, type RouteName } from '../src/urls/routes.ts'

/** What a link page's responses say to a search engine: not in the index, and no link followed from it. */
export const ROBOTS_TAG = 'noindex, nofollow'

/** What a link page's HTML says, for a crawler that reads the page but not its headers. */
export const ROBOTS_META = '<meta name="robots" content="noindex">'

/**
 * The product's choice (decision 033): the pages a search may lead a person to. The front door, and the static
 * pages anyone may read before signing in: the terms of use, the privacy policy, the cookies page.
 */
export const INDEXED_ROUTES = [
  'signIn',
  'legal',
  'privacy',
  'cookies',
] as const satisfies readonly RouteName[]

const parametersOf = (name: RouteName) =>
  patternSegments(name).flatMap((segment) => ('param' in segment ? [segment.param] : []))

/**
 * The names a link carries a token or a key under: the parameters of the paths that hold one (`holdsToken`), such
 * as `k`, the single sign-on key of `/account/{k}`. A route whose screen reads one of them from its query (the
 * workspace chooser's `?k=`) holds a key in its address too.
 */
const LINK_PARAMETERS = new Set(
  ROUTE_NAMES.filter((name) => ROUTES[name].holdsToken === true).flatMap(parametersOf),
)

/** Whether a route's address holds a token or a key: in its path, or in a query parameter its screen reads. */
export const isLinkRoute = (name: RouteName): boolean =>
  ROUTES[name].holdsToken === true ||
  (ROUTES[name].query ?? []).some((parameter) => LINK_PARAMETERS.has(parameter))

/** Every route a link opens, in the route list's order. */
export const LINK_ROUTES: readonly RouteName[] = ROUTE_NAMES.filter(isLinkRoute)

/**
 * The link routes as path shapes: the first segment of each that holds its token in its path (any path under it
 * counts, as for the referrer policy: tokenPathPattern), and the whole path, segment by segment (null for a
 * parameter), of each that holds its key in its query.
 */
function linkPaths(): { tokenFolders: string[]; keyPaths: (string | null)[][] } {
  const tokenFolders = new Set<string>()
  const keyPaths: (string | null)[][] = []
  for (const name of LINK_ROUTES) {
    const parts = patternSegments(name)
    const first = parts[0]
    if (ROUTES[name].holdsToken === true)
      tokenFolders.add(first !== undefined && 'literal' in first ? first.literal : '')
    else keyPaths.push(parts.map((part) => ('literal' in part ? part.literal : null)))
  }
  return { tokenFolders: [...tokenFolders].sort(), keyPaths }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The requests for a link page as one regular expression over the raw path and query (nginx's `$request_uri`),
 * read case-insensitively, as the router matches literals. Looser than the router on purpose: any path under a
 * token route's first segment, and a key route's path with any query or none.
 */
export function linkPathPattern(): string {
  const { tokenFolders, keyPaths } = linkPaths()
  const alternatives = [
    ...(tokenFolders.length === 0 ? [] : [`(?:${tokenFolders.map(escaped).join('|')})/+[^/?#]`]),
    ...keyPaths.map(
      (parts) => `${parts.map((part) => (part === null ? '[^/?#]+' : escaped(part))).join('/+')}/*(?:\\?|$)`,
    ),
  ]
  return `^/+(?:${alternatives.join('|')})`
}

const LINK_REQUEST = new RegExp(linkPathPattern(), 'i')

/** Whether a request (its raw path and query) is for a link page. */
export const isLinkRequest = (requestUri: string): boolean => LINK_REQUEST.test(requestUri)

/**
 * /robots.txt (RFC 9309): the indexed pages, in English and with `?lang=fr`, and the files they are rendered with;
 * the link pages, so that a crawler fetches them and reads their noindex (a page a crawler may not fetch can still
 * be listed by its address alone, token and all, when a public page links to it); nothing else. Fetching one
 * spends nothing: a link page only reads its link on arrival (decision 019).
 */
export function robotsTxt(): string {
  const { tokenFolders, keyPaths } = linkPaths()
  const indexed = INDEXED_ROUTES.map((name) => ROUTES[name].pattern)
  return [
    '# The front door and the static pages may be indexed, nothing else (docs/decisions/033).',
    'User-agent: *',
    ...indexed.flatMap((path) => [`Allow: ${path}$`, `Allow: ${path}?lang=fr$`]),
    '# The scripts, styles and catalogs those pages are rendered with.',
    'Allow: /assets/',
    '# The pages a link opens, only so that a crawler reads their noindex: one it may not fetch could still be',
    '# listed by its address, and the address holds the token.',
    ...tokenFolders.map((folder) => `Allow: /${folder}/`),
    ...keyPaths.flatMap((parts) => {
      const path = `/${parts.map((part) => part ?? '*').join('/')}`
      return [`Allow: ${path}$`, `Allow: ${path}?`]
    }),
    'Disallow: /',
    '',
  ].join('\n')
}
