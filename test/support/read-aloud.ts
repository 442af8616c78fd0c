/**
 * A page read aloud by Guidepup's virtual screen reader (`@guidepup/virtual-screen-reader`, which reads the
 * accessibility tree the way the ARIA and HTML-AAM specifications build it), and the text the same page shows a
 * sighted person, for ./spoken-log.ts to compare.
 *
 * What "shown" means here, jsdom having no layout and no style sheets: a text is shown unless it is inside an
 * element with `hidden`, `display: none` or `visibility: hidden` (inline, or jsdom's own style sheet), a
 * `<template>`, `<script>`, `<style>` or `<noscript>`, a closed `<details>` (its summary excepted), or an element
 * of the `visually-hidden` class (src/styles.css: drawn for no one). `aria-hidden` text is shown: it is hidden
 * from the screen reader, not from the eye. What a field holds is shown, and so are a list's chosen option and an
 * image's text alternative (the image shows it). A password's characters count as shown too: the page shows a
 * dot for each, and the virtual screen reader says the characters where a real one says "star" or "bullet".
 * Visually hidden words are shown only where they say in words what the page says without them, each listed in
 * INTENDED_HIDDEN with why; any other visually hidden text heard is heard and not shown.
 */
import { Virtual } from '@guidepup/virtual-screen-reader'
import { act } from '@testing-library/react'
import type { MessageKey } from '../../src/i18n/i18n'
import type { ControlKind, DomStates, Heard } from './spoken-log'

const BUSY =
  "a form's busy status (src/screens/parts/busy.tsx, LiveStatus): says in words what the spinner in its button shows"

/**
 * Visually hidden words a screen reader may say though no one sees them written, by catalog id, and why each
 * says what the page shows.
 */
export const INTENDED_HIDDEN: Readonly<Partial<Record<MessageKey, string>>> = {
  ERROR_PREFIX:
    "before a field's message: says what its red bar and colour show, that the message is an error (WCAG 1.4.1, docs/decisions/003)",
  SIGNING_IN: BUSY,
  RESENDING: BUSY,
  SENDING: BUSY,
  SENDING_REQUEST: BUSY,
  SAVING: BUSY,
  ACTIVATING: BUSY,
  LINKING_ACCOUNT: BUSY,
  OPENS_IN_NEW_TAB:
    "after a partner's logo link: what following it does, which a sighted person learns from the tab it opens (WCAG G201)",
}

/** The furthest a reading goes before it is taken for a loop: the longest page here says a few hundred things. */
const MAX_PHRASES = 3_000
const END = 'end of document'

function controlKind(element: Element): ControlKind | null {
  const tag = element.tagName
  const role = element.getAttribute('role')
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type
    if (type === 'checkbox') return 'checkbox'
    if (type === 'radio') return 'radio'
    if (type === 'submit' || type === 'button' || type === 'reset') return 'button'
    if (type === 'image') return 'image'
    return type === 'hidden' ? null : 'field'
  }
  if (tag === 'SELECT' || tag === 'TEXTAREA') return 'field'
  if (tag === 'BUTTON' || role === 'button') return 'button'
  if (tag === 'A' && element.hasAttribute('href')) return 'link'
  if (tag === 'IMG') return 'image'
  if (role === 'checkbox') return 'checkbox'
  if (role === 'radio') return 'radio'
  return null
}

function domStates(element: Element): DomStates {
  const checkable =
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
  const ariaChecked = element.getAttribute('aria-checked')
  const ariaExpanded = element.getAttribute('aria-expanded')
  return {
    checked: checkable ? element.checked : ariaChecked === null ? null : ariaChecked === 'true',
    expanded: ariaExpanded === null ? null : ariaExpanded === 'true',
    invalid: element.getAttribute('aria-invalid') === 'true',
    disabled:
      element.getAttribute('aria-disabled') === 'true' || ((element as HTMLButtonElement).disabled ?? false),
  }
}

/** What was said of `node`, with its states and its own shown text when it is a control. */
function heardOf(phrase: string, node: Node | null, intended: ReadonlySet<string>): Heard {
  const element = node instanceof Element ? node : null
  const control = element === null ? null : controlKind(element)
  if (element === null || control === null) return { phrase, control, dom: null, ownText: null }
  return {
    phrase,
    control,
    dom: domStates(element),
    // A button's or a link's name comes from its content: its shown words may be said more fully (label in name).
    ownText: control === 'button' || control === 'link' ? shownText(element, intended) : null,
    ...(element instanceof HTMLSelectElement ? { standsFor: [element.value] } : {}),
  }
}

/**
 * An option of a closed list: a screen reader reading the page says the list and its chosen option, and the
 * other options once the person opens it; the virtual screen reader walks them all, so they are left out.
 */
const inClosedList = (node: Node | null): boolean =>
  node instanceof HTMLOptionElement &&
  node.parentElement !== null &&
  (() => {
    const list = node.closest('select')
    return list !== null && !list.multiple && list.size <= 1
  })()

/** A reader of the page that listens as the page changes: what its live regions announce. */
export interface Listening {
  /** Stops listening; what live regions announced since it began. */
  stop: () => Promise<Heard[]>
}

/** Begins listening to `root` before a step: what its live regions announce as the step changes them. */
export async function listen(root: HTMLElement = document.body): Promise<Listening> {
  const reader = new Virtual()
  await reader.start({ container: root })
  const before = (await reader.spokenPhraseLog()).length
  return {
    stop: async () => {
      // The live announcements are said a microtask after the DOM changed.
      await act(async () => {
        await Promise.resolve()
      })
      const said = (await reader.spokenPhraseLog()).slice(before)
      await reader.stop()
      // Only what live regions said: where focus went is read again, with its element, by readAloud.
      return said.filter((phrase) => LIVE.test(phrase)).map((phrase) => heardOf(phrase, null, new Set()))
    },
  }
}

/** Reads the page from its start to its end, as a screen reader's "read all" or arrowing down does. */
export async function readAloud(
  intended: ReadonlySet<string>,
  root: HTMLElement = document.body,
): Promise<Heard[]> {
  const reader = new Virtual()
  await reader.start({ container: root })
  const heard: Heard[] = []
  let last = await reader.lastSpokenPhrase()
  const first = { phrase: last, node: reader.activeNode }
  try {
    for (let count = 0; ; count++) {
      if (!inClosedList(reader.activeNode)) heard.push(heardOf(last, reader.activeNode, intended))
      if (last === END) break
      if (count > MAX_PHRASES) throw new Error(`the reading went past ${MAX_PHRASES} phrases`)
      await reader.next()
      last = await reader.lastSpokenPhrase()
      // A document with nothing in it has no end: the reader comes back to its start.
      if (reader.activeNode === first.node && last === first.phrase) break
    }
  } finally {
    await reader.stop()
  }
  return heard
}

const LIVE = /^(?:polite|assertive):/

const NOT_SHOWN_TAGS = new Set(['TEMPLATE', 'SCRIPT', 'STYLE', 'NOSCRIPT'])

function isHidden(element: Element): boolean {
  if (NOT_SHOWN_TAGS.has(element.tagName)) return true
  if (element instanceof HTMLElement) {
    if (element.hidden) return true
    const style = getComputedStyle(element)
    if (style.display === 'none' || style.visibility === 'hidden') return true
  }
  return element instanceof HTMLInputElement && element.type === 'hidden'
}

/**
 * The page's shown text, in document order (the rule is in this file's header). `intended` are the visually
 * hidden words, in the page's language, that count as shown.
 */
export function shownText(root: Element, intended: ReadonlySet<string>): string {
  const parts: string[] = []
  const fold = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.nodeValue ?? '')
      return
    }
    if (!(node instanceof Element) || isHidden(node)) return
    if (node.classList.contains('visually-hidden')) {
      if (intended.has(fold(node.textContent))) parts.push(node.textContent ?? '')
      return
    }
    if (node instanceof HTMLInputElement) {
      if (node.type === 'image') parts.push(node.alt)
      else if (node.type === 'submit' || node.type === 'button' || node.type === 'reset')
        parts.push(node.value)
      else if (!['checkbox', 'radio', 'hidden'].includes(node.type)) parts.push(node.value)
      return
    }
    if (node instanceof HTMLTextAreaElement) {
      parts.push(node.value)
      return
    }
    if (node instanceof HTMLSelectElement) {
      parts.push([...node.selectedOptions].map((option) => option.text).join(' '))
      return
    }
    if (node instanceof HTMLImageElement) {
      parts.push(node.alt)
      return
    }
    if (node instanceof HTMLDetailsElement && !node.open) {
      const summary = [...node.children].find((child) => child.tagName === 'SUMMARY')
      if (summary !== undefined) visit(summary)
      return
    }
    for (const child of node.childNodes) visit(child)
  }
  visit(root)
  return parts.join(' ')
}
