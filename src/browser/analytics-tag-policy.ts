/**
 * The page's `default` Trusted Types policy, made only where analytics is configured for its host (docs/decisions
 * 025). Google's tag adds the scripts it needs after its first one by assigning a plain string to a new script
 * element's `src` (`{scriptHost}/gtag/destination?id=G-…&l=dataLayer&cx=c&gtm=…`). Under the policy's
 * `require-trusted-types-for 'script'` the browser hands such a string to the default policy, and with none it
 * refuses it. This one lets through only a script in the tag's folder on the configured script host for the
 * page's own measurement id; every other script address, and every string bound for HTML or script text, it
 * refuses.
 *
 * A refusal is `null`, not an exception: for null the browser blocks the value and reports the violation
 * (`require-trusted-types-for`, to the collector the policy names); for a rule that throws it blocks the value but
 * reports nothing, in Chromium and in Firefox ESR alike.
 *
 * In the outside scripts' chunk with the analytics module, which makes it before it adds the analytics script;
 * never in the entry.
 */
import { DEFAULT_POLICY, policyOf } from '../trusted-types'
import { analyticsTagFolder } from './script-urls'

/** A file name directly in the tag's folder: `js`, `destination`. No further folder, no `..`, no encoded slash. */
const TAG_FILE = /^[a-z][a-z0-9_-]*$/i

const refuse = (): null => null

/**
 * The default policy's script-URL rule: the address, resolved against the page, if it is a file directly in
 * `{scriptHost}/gtag/` over http(s), with no credentials or fragment, whose only `id` is the page's measurement
 * id; otherwise null.
 */
export function analyticsTagRule(
  scriptHost: string,
  id: string,
  pageUrl: string,
): (url: string) => string | null {
  const folder = new URL(analyticsTagFolder(scriptHost), pageUrl)
  return (url) => {
    if (!URL.canParse(url, pageUrl)) return null
    const address = new URL(url, pageUrl)
    const ids = address.searchParams.getAll('id')
    const allowed =
      ['http:', 'https:'].includes(address.protocol) &&
      address.origin === folder.origin &&
      address.username === '' &&
      address.password === '' &&
      address.hash === '' &&
      address.pathname.startsWith(folder.pathname) &&
      TAG_FILE.test(address.pathname.slice(folder.pathname.length)) &&
      ids.length === 1 &&
      ids[0] === id
    return allowed ? address.href : null
  }
}

/**
 * Makes the window's default policy for the analytics tag of `id` on `scriptHost`, once; nothing where the engine
 * has no Trusted Types, where the tag's strings reach their sinks as they are.
 */
export function allowAnalyticsTagScripts(view: Window, scriptHost: string, id: string): void {
  policyOf(view, DEFAULT_POLICY, () => ({
    createScriptURL: analyticsTagRule(scriptHost, id, view.location.href),
    createHTML: refuse,
    createScript: refuse,
  }))
}
