/**
 * A page's query as the app and the head script both read it (decision 026): the language rule's `lang` and the
 * values a page shows, and the route matcher's decoding. ES5's built-ins only: the head script carries it
 * (src/urls/match.ts says why).
 */

/** A segment or query value decoded once; null when it holds an escape that does not decode. */
export function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * A query parameter's first value as the browser's URLSearchParams reads it (`+` is a space, escapes decoded; an
 * escape that does not decode is left as it is), or null when the query has none.
 */
export function queryValue(search: string, name: string): string | null {
  const pairs = search.replace(/^\?/, '').split('&')
  for (const pair of pairs) {
    if (pair === '') continue
    const cut = pair.indexOf('=')
    const raw = (cut === -1 ? pair : pair.slice(0, cut)).replace(/\+/g, ' ')
    if ((decodeOnce(raw) ?? raw) !== name) continue
    const value = (cut === -1 ? '' : pair.slice(cut + 1)).replace(/\+/g, ' ')
    return decodeOnce(value) ?? value
  }
  return null
}

/** The names of the query's parameters, decoded, in order (a name twice is listed twice). */
export function queryNames(search: string): string[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const cut = pair.indexOf('=')
      const raw = (cut === -1 ? pair : pair.slice(0, cut)).replace(/\+/g, ' ')
      return decodeOnce(raw) ?? raw
    })
}

/**
 * The most of a query value a page shows, trimmed: the app and the head script, which fills a prerendered page's
 * query slots before it is painted, read it by this one rule.
 */
const QUERY_TEXT_LENGTH = 200

/** A query value as a page shows it: trimmed, at most QUERY_TEXT_LENGTH characters, '' when absent. */
export const queryText = (search: string, name: string): string =>
  (queryValue(search, name) ?? '').trim().slice(0, QUERY_TEXT_LENGTH)
