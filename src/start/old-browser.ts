/**
 * The old-browser page (spec section 1): Internet Explorer, or any browser that cannot run module scripts, sees
 * links to Chrome, Firefox and Safari instead of the sign-in page, in the page's language. The head script
 * (./head-entry.ts) shows it once the document is parsed. Such a browser runs this, so it and what it imports use
 * ES5's built-ins only, and the build writes the head script as ES5 (test/unit/head-script.test.ts checks both).
 */
import { USER_AGENT_MAX_LENGTH } from '../browser/device.ts'
import { PRERENDER_STALE, type HeadTexts } from './protocol.ts'

const BROWSER_LINKS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
  { name: 'Apple Safari', href: 'https://www.apple.com/safari/' },
] as const

/** On `<html>` once the page shows where to go instead (the head script then leaves no visit: the app stays off). */
const UNSUPPORTED_BROWSER = 'data-unsupported-browser'

/** Whether the browser runs module scripts and is not Internet Explorer: two tests, nothing measurable. */
export const isSupportedBrowser = (doc: Document, userAgent: string): boolean =>
  'noModule' in doc.createElement('script') &&
  !/Trident\/|MSIE /.test(userAgent.slice(0, USER_AGENT_MAX_LENGTH))

/** The page, in the language the head script decided (`text` is that language's), once the document is parsed. */
export function showOldBrowserPage(doc: Document, text: HeadTexts): void {
  const html = doc.documentElement
  html.setAttribute(UNSUPPORTED_BROWSER, '')
  // A prerendered page hidden as not this visitor's (the head script) is replaced here: show the root again.
  html.removeAttribute(PRERENDER_STALE)
  doc.title = text.unsupportedTitle
  const main = doc.createElement('main')
  main.style.cssText = 'font: 18px/1.5 Arial, sans-serif; max-width: 36em; margin: 2em auto; padding: 0 1em'
  const heading = doc.createElement('h1')
  heading.appendChild(doc.createTextNode(text.unsupportedTitle))
  const paragraph = doc.createElement('p')
  paragraph.appendChild(doc.createTextNode(text.unsupportedText))
  const list = doc.createElement('ul')
  for (const browser of BROWSER_LINKS) {
    const item = doc.createElement('li')
    const anchor = doc.createElement('a')
    anchor.href = browser.href
    anchor.appendChild(doc.createTextNode(browser.name))
    item.appendChild(anchor)
    list.appendChild(item)
  }
  main.appendChild(heading)
  main.appendChild(paragraph)
  main.appendChild(list)
  const root = doc.getElementById('root')
  if (root === null) return
  while (root.firstChild) root.removeChild(root.firstChild)
  root.appendChild(main)
}
