/**
 * Guidance written as HTML in the catalogs (spec: /noaccount "with html guidance"). Translators and the
 * product's own strings are trusted less than code: whatever a catalog holds goes through DOMPurify, keeping
 * only text structure and links. No script, no style, no event handler, no form, no image; a link keeps only
 * an http(s), mailto or same-site href, and a link to another site gets rel="noopener noreferrer" so the
 * page it opens can neither reach back to this one nor learn which page (and token) sent it.
 *
 * Where the engine has Trusted Types, the page requires them (docs/decisions/025): the sanitised HTML comes back as
 * DOMPurify's trusted output, made by the portal-guidance-html policy, which only DOMPurify is given and which
 * makes HTML only while a sanitize call runs.
 */
import DOMPurify, { type Config, type WindowLike } from 'dompurify'
import type { TrustedTypesFactory, TrustedTypesPolicy } from '../trusted-types'

const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a', 'h2', 'h3']
const ALLOWED_ATTR = ['href']
/** Absolute http(s) and mailto urls, and paths on this site; nothing else (no javascript:, data:, //host). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i

/**
 * src/trusted-types.ts's GUIDANCE_HTML_POLICY, written out: imported, it would bring the chunk that holds the
 * names (the outside scripts', vite.config.ts) to the guidance page. A unit test checks the two are the same.
 */
const GUIDANCE_HTML_POLICY = 'portal-guidance-html'

let purifier: ReturnType<typeof DOMPurify> | null = null
/** The guidance policy, made with the purifier (once per window); null where the engine has no Trusted Types. */
let policy: TrustedTypesPolicy | null = null
/** What DOMPurify and the link check need of a window. */
export type GuidanceWindow = WindowLike & { location: Pick<Location, 'href' | 'origin'> }

let purifierWindow: () => GuidanceWindow = () => window

/** The build's prerender has no browser window: it lends DOMPurify a DOM of its own (src/prerender). */
export function setGuidanceWindow(given: GuidanceWindow): void {
  purifierWindow = () => given
  purifier = null
  policy = null
}

/** True while sanitizeGuidance runs: the only time the guidance policy makes HTML. */
let sanitizing = false

/**
 * The window's guidance policy, or null without Trusted Types. DOMPurify hands its createHTML both the HTML it
 * parses into an inert document and the serialised result, so the rule itself passes HTML through; what keeps it
 * from blessing anything else is that only sanitizeGuidance hands it to DOMPurify, and it makes HTML only during
 * that call. Its own code rather than the shared helper's, so the guidance chunk loads nothing more.
 */
function guidancePolicy(host: GuidanceWindow): TrustedTypesPolicy | null {
  const factory: unknown = Reflect.get(host, 'trustedTypes')
  if (typeof factory !== 'object' || factory === null || !('createPolicy' in factory)) return null
  return (factory as TrustedTypesFactory).createPolicy(GUIDANCE_HTML_POLICY, {
    createHTML: (html) => {
      if (!sanitizing) throw new TypeError(`${GUIDANCE_HTML_POLICY} makes HTML for DOMPurify only`)
      return html
    },
    // DOMPurify insists on this rule; the guidance keeps no attribute that takes a script URL.
    createScriptURL: () => {
      throw new TypeError(`${GUIDANCE_HTML_POLICY} makes no script URL`)
    },
  })
}

function guidancePurifier(): ReturnType<typeof DOMPurify> {
  if (purifier !== null) return purifier
  const host = purifierWindow()
  const instance = DOMPurify(host)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    const href = node.getAttribute('href')
    if (href === null || !SAFE_HREF.test(href.trim())) {
      node.removeAttribute('href')
      return
    }
    const url = new URL(href.trim(), host.location.href)
    if (url.origin !== host.location.origin) node.setAttribute('rel', 'noopener noreferrer')
  })
  policy = guidancePolicy(host)
  purifier = instance
  return instance
}

/**
 * The catalog's HTML with only what is safe to show left in it: DOMPurify's trusted output where the engine has
 * Trusted Types, a string where it has none (the build's prerender, older engines).
 */
export function sanitizeGuidance(html: string): string | TrustedHTML {
  const instance = guidancePurifier()
  const settings: Config = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false }
  sanitizing = true
  try {
    if (policy === null) return instance.sanitize(html, { ...settings, TRUSTED_TYPES_POLICY: null })
    return instance.sanitize(html, {
      ...settings,
      // DOMPurify's types want a policy with every rule; it calls only createHTML (and createScriptURL, above).
      TRUSTED_TYPES_POLICY: policy as unknown as NonNullable<Config['TRUSTED_TYPES_POLICY']>,
      RETURN_TRUSTED_TYPE: true,
    })
  } finally {
    sanitizing = false
  }
}
