/**
 * What a person using the keyboard alone does and reads, in any engine: Tab until a control has focus, type only
 * where focus is, ask what has focus (as a screen reader says it: a role and a name), and walk every Tab stop of
 * a page. The keyboard journeys' steps, kept beside person.ts, whose abilities every journey uses.
 */
import type { Key } from './engines/engine'
import { expect } from './journey'
import type { Person } from './person'

/** What has focus, as a screen reader names it. */
export interface Focus {
  /** 'error summary', 'field', 'checkbox', 'button', 'link', 'heading', 'main', 'body', or the element's tag. */
  role: string
  name: string
}

/**
 * Reads what has focus. Sent as source text: it uses nothing but the page. The name is the element's
 * aria-label, the words of what aria-labelledby points at, a field's `<label for>`, or its own words.
 */
function focusInPage(): { role: string; name: string } {
  const element = document.activeElement
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  if (element === null || element === document.body) return { role: 'body', name: '' }
  // No alert and no role (docs/decisions/035): a screen reader says its heading first, and so is it named here.
  if (element.classList.contains('error-summary'))
    return { role: 'error summary', name: fold(element.querySelector('h2')?.textContent) }
  const tag = element.tagName.toLowerCase()
  const type = element.getAttribute('type')
  const role =
    element.getAttribute('role') ??
    (tag === 'input' && (type === 'checkbox' || type === 'radio')
      ? 'checkbox'
      : tag === 'input' || tag === 'select' || tag === 'textarea'
        ? 'field'
        : tag === 'a'
          ? 'link'
          : /^h[1-6]$/.test(tag)
            ? 'heading'
            : tag)
  const labelledBy = element.getAttribute('aria-labelledby')
  const label = element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
  const name =
    element.getAttribute('aria-label') ??
    (labelledBy === null
      ? null
      : labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')) ??
    label?.textContent ??
    element.textContent
  return { role, name: fold(name) }
}

function focus(person: Person): Promise<Focus> {
  return person.tab.evaluate(focusInPage)
}

/**
 * Waits until focus is on that role and name, or on that role when no name is given (a `main` is named by all
 * its words). Focus moves after a render, not with the key press.
 */
export async function seeFocusOn(person: Person, role: string, name?: string): Promise<void> {
  let last: Focus | null = null
  await person
    .waitUntil(`focus on ${role}${name === undefined ? '' : ` "${name}"`}`, async () => {
      last = await focus(person)
      return last.role === role && (name === undefined || last.name === name)
    })
    .catch((error: unknown) => {
      throw new Error(`${String(error)}; focus is on ${JSON.stringify(last)}`)
    })
}

/** Presses a key and waits for focus to land on that role and name. */
export async function keyTo(person: Person, key: Key, role: string, name: string): Promise<void> {
  await person.key(key)
  await seeFocusOn(person, role, name)
}

/**
 * Presses Tab until focus is on that role and name, as a person does who cannot point; at most `most` presses.
 * Returns the names passed on the way, for a failure to show.
 */
export async function tabTo(person: Person, role: string, name: string, most = 25): Promise<Focus[]> {
  const passed: Focus[] = []
  for (let presses = 0; presses < most; presses++) {
    await person.key('Tab')
    const now = await focus(person)
    if (now.role === role && now.name === name) return passed
    passed.push(now)
  }
  throw new Error(`${most} Tabs did not reach ${role} "${name}"; they passed ${JSON.stringify(passed)}`)
}

/**
 * Types where focus is, after checking it is on that field: `fillIn` finds the field itself, and a person using
 * the keyboard types only into the field they tabbed to.
 */
export async function typeHere(person: Person, label: string, value: string): Promise<void> {
  expect(await focus(person), `focus before typing into ${label}`).toEqual({ role: 'field', name: label })
  await person.fillIn(label, value)
}

/** One Tab stop: which control (its place among the page's controls), its name, and whether it is on screen. */
export interface Stop {
  index: number
  name: string
  /** Why a person would not see it, or null when its box is wholly inside the window. */
  offScreen: string | null
}

/** What counts as a control: whatever a person may tab to or operate. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]'

function stopInPage(controls: string): { index: number; name: string; offScreen: string | null } {
  const element = document.activeElement
  const index = element === null ? -1 : [...document.querySelectorAll(controls)].indexOf(element)
  if (element === null || element === document.body || index === -1) {
    return { index: -1, name: '', offScreen: null }
  }
  // A control styled away (a checkbox drawn by its label) is seen where its label is.
  let box = element.getBoundingClientRect()
  if ((box.width < 2 || box.height < 2) && element.id !== '') {
    const label = document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
    if (label !== null) box = label.getBoundingClientRect()
  }
  const view = { width: document.documentElement.clientWidth, height: window.innerHeight }
  const offScreen =
    box.left < 0 || box.right > view.width + 0.5
      ? `sideways: ${Math.round(box.left)}–${Math.round(box.right)} px of ${view.width}`
      : box.top < 0 || box.bottom > view.height + 0.5
        ? `above or below: ${Math.round(box.top)}–${Math.round(box.bottom)} px of ${view.height}`
        : null
  const label = element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
  const name = element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? ''
  return { index, name: name.replace(/\s+/g, ' ').trim(), offScreen }
}

/**
 * The Tab stops of the page from where focus is now (the top of a freshly opened page) until `last` (a control's
 * place among the page's controls) has focus, or focus leaves the page or comes round to the first stop again;
 * at most `most`. It stops at `last` rather than going past it: past the last stop, Firefox gives the keyboard
 * to the browser's own controls, where it stays for the next page the tab opens.
 */
export async function tabStops(person: Person, last: number, most = 60): Promise<Stop[]> {
  const stops: Stop[] = []
  for (let presses = 0; presses < most; presses++) {
    await person.key('Tab')
    const stop = await person.tab.evaluate(stopInPage, CONTROLS)
    if (stop.index === -1 || stops.some((earlier) => earlier.index === stop.index)) break
    stops.push(stop)
    if (stop.index === last) break
  }
  return stops
}

/** The controls a person sees and may operate now, by their place among the page's controls, and their names. */
export function controlsShown(person: Person): Promise<{ index: number; name: string }[]> {
  return person.tab.evaluate((controls: string) => {
    const all = [...document.querySelectorAll(controls)]
    const shown = (element: Element) => {
      if (!(element instanceof HTMLElement)) return false
      if (element.closest('[hidden], [aria-hidden="true"], [inert]') !== null) return false
      if (element.tabIndex < 0 || element.matches(':disabled')) return false
      let box = element.getBoundingClientRect()
      if ((box.width < 2 || box.height < 2) && element.id !== '') {
        const label = document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
        if (label !== null) box = label.getBoundingClientRect()
      }
      // Off the page on purpose (a skip link until it has focus) is not shown.
      const onPage = box.bottom + window.scrollY > 0 && box.right + window.scrollX > 0
      return box.width > 0 && box.height > 0 && onPage && getComputedStyle(element).visibility !== 'hidden'
    }
    const nameOf = (element: Element) => {
      const label =
        element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
      const name = element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? ''
      return name.replace(/\s+/g, ' ').trim()
    }
    return all.flatMap((element, index) => (shown(element) ? [{ index, name: nameOf(element) }] : []))
  }, CONTROLS)
}
