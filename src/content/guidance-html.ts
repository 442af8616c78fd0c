/**
 * Guidance written as HTML in the catalogs (spec: /noaccount "with html guidance"). Translators and the
 * product's own strings are trusted less than code: whatever a catalog holds goes through DOMPurify, keeping
 * only text structure and links. No script, no style, no event handler, no form, no image; a link keeps only
 * an http(s), mailto or same-site href, and a link to another site gets rel="noopener noreferrer" so the
 * page it opens can neither reach back to this one nor learn which page (and token) sent it.
 */
import DOMPurify, { type WindowLike } from 'dompurify'

const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a', 'h2', 'h3']
const ALLOWED_ATTR = ['href']
/** Absolute http(s) and mailto urls, and paths on this site; nothing else (no javascript:, data:, //host). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i

let purifier: ReturnType<typeof DOMPurify> | null = null
/** What DOMPurify and the link check need of a window. */
export type GuidanceWindow = WindowLike & { location: Pick<Location, 'href' | 'origin'> }

let purifierWindow: () => GuidanceWindow = () => window

/** The build's prerender has no browser window: it lends DOMPurify a DOM of its own (src/prerender). */
export function setGuidanceWindow(given: GuidanceWindow): void {
  purifierWindow = () => given
  purifier = null
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
  purifier = instance
  return instance
}

/** The catalog's HTML with only what is safe to show left in it. */
export function sanitizeGuidance(html: string): string {
  return guidancePurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  })
}
