/**
 * The marks on `<html>` by which the build's prerendered page, index.html's head script
 * (scripts/index-scripts.ts) and the app tell each other how far the page has come. Beside the storage keys the
 * head script reads too (storage.ts), so that early-input.ts and main.tsx need nothing of the prerender.
 */
/**
 * On `<html>`: the page a prerendered file holds (its path, or its pattern with its variant's values), the raw
 * paths it serves (a regular expression), the host variant it was rendered for, the query parameters its screen
 * reads besides `lang`, those it cannot be shown without, and the year its footer shows.
 */
export const PRERENDERED = 'data-prerendered'
export const PRERENDERED_MATCH = 'data-prerendered-match'
export const PRERENDERED_HOST = 'data-prerendered-host'
export const PRERENDERED_QUERY = 'data-prerendered-query'
export const PRERENDERED_REQUIRED = 'data-prerendered-required'
export const PRERENDERED_YEAR = 'data-prerendered-year'
/**
 * On `<html>` when a prerendered page must not be hydrated: the app's first render differs from it in what the
 * HTML cannot hold (a link with the key in it, a value from the query), so React renders over it in one commit,
 * with the same layout (decision 019).
 */
export const PRERENDERED_REPLACE = 'data-prerendered-replace'
/** On an element of a prerendered page: filled with this query parameter's value before the page is painted. */
export const QUERY_SLOT = 'data-query-slot'
/** On `<html>` until the head script has filled the page's query slots: the content is not painted before. */
export const PRERENDER_FILLING = 'data-prerender-filling'
/** On `<html>`: the entry scripts, space-separated, which the head script starts once the page is painted. */
export const PRERENDERED_ENTRY = 'data-entry'
/** On `<html>`: the modules of the page's screen, which the head script preloads beside the entry scripts. */
export const PRERENDERED_PRELOAD = 'data-preload'
/** On `<html>`, set by the head script before the first paint: this visitor's page differs; its content is hidden. */
export const PRERENDER_STALE = 'data-prerender-stale'
/** On `<html>` once the app has started; until then the head script holds a prerendered form's submit. */
export const APP_STARTED = 'data-app-started'
/** On `<html>` when the head script held a prerendered form's submit (src/browser/early-input.ts sends it). */
export const SUBMITTED_EARLY = 'data-submitted-early'
/** Class of the shell's loading line on a prerendered page: shown only while stale content is hidden. */
export const PRERENDER_LOADING = 'prerender-loading'
/**
 * On `<html>` once this page load has replayed the kept appToken or kept a new one (storage.ts): a sign-in
 * screen mounted again in the same page, or the page restored from the back-forward cache, does not send it
 * again. On the document rather than in a variable, because it belongs to the page load.
 */
export const APP_TOKEN_REPLAYED = 'data-app-token-replayed'
