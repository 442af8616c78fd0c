/**
 * An oracle's screen (machines/shared/oracle.ts) checked in the page, in any engine: the runner turns its words into
 * patterns in the page's language (words.ts) and sends them to `checkInPage`, which runs in the page and says what
 * differs. Elements are found as a person or a screen reader finds them: by their label or accessible name, and
 * only when shown (the same way as test/journeys/person.ts); every element that matches is checked.
 */
import type { Control, Focus, Screen } from '../../machines/shared/oracle'
import type { Locale } from '../e2e/catalog'
import { matcherOf, type Matcher } from './words'

interface ControlCheck {
  role: Control['role']
  name: Matcher
  /** Inside what the disclosure button of this name controls. */
  in: Matcher | null
  absent: boolean
  busy: boolean | null
  expanded: boolean | null
  value: string | null
  checked: boolean | null
  /** The field's message; `none` for no message; null when the oracle says nothing of it. */
  message: Matcher | 'none' | null
}

type FocusCheck =
  'alert' | { heading: Matcher } | 'main' | 'kept' | { field: Matcher } | { button: Matcher } | null

/** What one look at the page checks; plain JSON, sent into the page. */
export interface PageCheck {
  /** The address's path and query (`lang` left out), as a pattern's source. */
  url: string | null
  heading: Matcher | null
  shows: Matcher[]
  hides: Matcher[]
  controls: ControlCheck[]
  focus: FocusCheck
  storage: Record<string, string | null> | null
  cookies: Record<string, string | null> | null
  analytics: 'off' | 'on' | 'stopped' | null
}

/** A screen's checks in the page's language. `focus` only where the step moved into the state. */
export function pageCheck(screen: Screen, locale: Locale, withFocus: Focus | null): PageCheck {
  const matcher = (words: Parameters<typeof matcherOf>[1]) => matcherOf(locale, words)
  const focus = (): FocusCheck => {
    if (withFocus === null) return null
    if (withFocus === 'heading') {
      if (screen.heading === undefined) throw new Error('focus on the heading of a screen without one')
      return { heading: matcher(screen.heading) }
    }
    if (typeof withFocus === 'string') return withFocus
    return 'field' in withFocus ? { field: matcher(withFocus.field) } : { button: matcher(withFocus.button) }
  }
  return {
    url: screen.url === undefined ? null : screen.url.source,
    heading: screen.heading === undefined ? null : matcher(screen.heading),
    shows: (screen.shows ?? []).map(matcher),
    hides: (screen.hides ?? []).map(matcher),
    controls: (screen.controls ?? []).map((control) => ({
      role: control.role,
      name: matcher(control.name),
      in: control.in === undefined ? null : matcher(control.in),
      absent: control.absent === true,
      busy: control.busy ?? null,
      expanded: control.expanded ?? null,
      value: control.value ?? null,
      checked: control.checked ?? null,
      message:
        control.message === undefined ? null : control.message === null ? 'none' : matcher(control.message),
    })),
    focus: focus(),
    storage: screen.storage === undefined ? null : { ...screen.storage },
    cookies: screen.cookies === undefined ? null : { ...screen.cookies },
    analytics: screen.analytics ?? null,
  }
}

/** The element the person's gesture acts on, kept in the page by `rememberFocus` for a `kept` check. */
declare global {
  interface Window {
    portalPathRunFocus?: Element | null
  }
}

/** Remembers where focus is now: a `kept` check after the step asks that it is still there. */
export function rememberFocus(): void {
  window.portalPathRunFocus = document.activeElement
}

/**
 * Runs in the page (sent as source: it uses nothing but its argument). Returns what differs from the check, one
 * line each; none when the page shows what the state promises.
 */
export function checkInPage(check: PageCheck): string[] {
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const whole = (matcher: Matcher) => new RegExp(`^${matcher.source}$`)
  const within = (matcher: Matcher) => new RegExp(matcher.source)
  const shown = (element: Element) => {
    if (!(element instanceof HTMLElement)) return true
    if (element.closest('[hidden], [aria-hidden="true"]') !== null) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const labelFor = (element: Element) =>
    element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
  const labelOf = (element: Element) =>
    element.getAttribute('aria-label') ?? labelFor(element)?.textContent ?? ''
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent ?? ''
  const buttons = () => [...document.querySelectorAll('button, [role="button"], input[type="submit"]')]
  const shownOrLabelled = (element: Element) => {
    const label = labelFor(element)
    return shown(element) || (label !== null && shown(label))
  }
  const candidates = (control: ControlCheck): Element[] => {
    let scope: ParentNode = document
    if (control.in !== null) {
      const named = whole(control.in)
      const disclosure = buttons().find((button) => named.test(fold(nameOf(button))))
      const controlled = disclosure?.getAttribute('aria-controls')
      const region = controlled == null ? null : document.getElementById(controlled)
      if (region === null) return []
      scope = region
    }
    const all = (selector: string) => [...scope.querySelectorAll(selector)]
    const name = whole(control.name)
    switch (control.role) {
      case 'field':
        return all('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea')
          .filter((element) => name.test(fold(labelOf(element))))
          .filter(shownOrLabelled)
      case 'checkbox':
        return all('input[type="checkbox"]')
          .filter((element) => name.test(fold(labelOf(element))))
          .filter(shownOrLabelled)
      case 'radio':
        return all('input[type="radio"]')
          .filter((element) => name.test(fold(labelOf(element))))
          .filter(shownOrLabelled)
      case 'button':
        return all('button, [role="button"], input[type="submit"]')
          .filter((element) => name.test(fold(nameOf(element))))
          .filter(shown)
      case 'link':
        return all('a[href]')
          .filter((element) => name.test(fold(nameOf(element))))
          .filter(shown)
      case 'image':
        return all('img[alt]')
          .filter((element) => name.test(fold(element.getAttribute('alt'))))
          .filter(shown)
    }
  }
  /** The message a field's `aria-describedby` points to that says what is wrong with it, if any. */
  const messageOf = (element: Element): string | null => {
    const ids = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'))
    const messages = ids.flatMap((id) => {
      const message = document.getElementById(id)
      return message !== null && shown(message) ? [fold(message.textContent)] : []
    })
    return messages.length === 0 ? null : messages.join(' ')
  }
  const problems: string[] = []
  if (check.url !== null) {
    const address = new URL(location.href)
    address.searchParams.delete('lang')
    const seen = `${address.pathname}${address.search}`
    if (!new RegExp(check.url).test(seen)) problems.push(`the address is ${seen}, not /${check.url}/`)
  }
  const text = fold(document.body.innerText)
  const headings = [...document.querySelectorAll('h1')].filter(shown)
  if (check.heading !== null) {
    const said = headings.map((heading) => fold(heading.textContent))
    if (!said.some((words) => whole(check.heading as Matcher).test(words)))
      problems.push(`the heading is ${JSON.stringify(said)}, not ${check.heading.said}`)
  }
  for (const matcher of check.shows)
    if (!within(matcher).test(text)) problems.push(`the page does not show ${matcher.said}`)
  for (const matcher of check.hides)
    if (within(matcher).test(text)) problems.push(`the page shows ${matcher.said}`)
  for (const control of check.controls) {
    const found = candidates(control)
    const what = `${control.role} ${control.name.said}${control.in === null ? '' : ` in ${control.in.said}`}`
    if (control.absent) {
      if (found.length > 0) problems.push(`a ${what} is shown`)
      continue
    }
    if (found.length === 0) problems.push(`no ${what} is shown`)
    found.forEach((element, index) => {
      const which = found.length === 1 ? `the ${what}` : `${what} (${index + 1} of ${found.length})`
      const busy = element.getAttribute('aria-disabled') === 'true'
      if (control.busy !== null && busy !== control.busy)
        problems.push(`${which} is ${busy ? '' : 'not '}aria-disabled`)
      const expanded = element.getAttribute('aria-expanded') === 'true'
      if (control.expanded !== null && expanded !== control.expanded)
        problems.push(`${which} is ${expanded ? '' : 'not '}expanded`)
      const value = (element as HTMLInputElement).value
      if (control.value !== null && value !== control.value)
        problems.push(`${which} holds ${JSON.stringify(value)}, not ${JSON.stringify(control.value)}`)
      const checked = (element as HTMLInputElement).checked
      if (control.checked !== null && checked !== control.checked)
        problems.push(`${which} is ${checked ? '' : 'not '}ticked`)
      if (control.message !== null) {
        const message = messageOf(element)
        const invalid = element.getAttribute('aria-invalid') === 'true'
        if (control.message === 'none') {
          if (message !== null || invalid)
            problems.push(`${which} says ${JSON.stringify(message ?? 'aria-invalid')} beside it, not nothing`)
        } else if (message === null || !within(control.message).test(message) || !invalid)
          problems.push(
            `${which} says ${JSON.stringify(message ?? 'nothing')}${invalid ? '' : ' (not aria-invalid)'} beside it, not ${control.message.said}`,
          )
      }
    })
  }
  const active = document.activeElement
  const described =
    active === null || active === document.body
      ? 'nothing (the page)'
      : `${active.tagName.toLowerCase()}${active.id === '' ? '' : `#${active.id}`} "${fold(labelOf(active) || nameOf(active)).slice(0, 60)}"`
  const focus = check.focus
  if (focus === 'alert' && active?.closest('[role="alert"], .error-summary') == null)
    problems.push(`focus is on ${described}, not on the error summary`)
  if (focus !== null && typeof focus === 'object' && 'heading' in focus) {
    const heading = whole(focus.heading)
    if (
      !(active instanceof HTMLHeadingElement) ||
      active.tagName !== 'H1' ||
      !heading.test(fold(active.textContent))
    )
      problems.push(`focus is on ${described}, not on the h1 ${focus.heading.said}`)
  }
  if (focus === 'main' && active?.id !== 'main')
    problems.push(`focus is on ${described}, not on the main content`)
  if (focus === 'kept' && (active !== window.portalPathRunFocus || active === document.body))
    problems.push(`focus moved to ${described} from where the person's gesture put it`)
  if (focus !== null && typeof focus === 'object' && 'field' in focus) {
    const name = whole(focus.field)
    if (active === null || !name.test(fold(labelOf(active))))
      problems.push(`focus is on ${described}, not on the field ${focus.field.said}`)
  }
  if (focus !== null && typeof focus === 'object' && 'button' in focus) {
    const name = whole(focus.button)
    if (active === null || !buttons().includes(active) || !name.test(fold(nameOf(active))))
      problems.push(`focus is on ${described}, not on the button ${focus.button.said}`)
  }
  const cookieOf = (name: string) => {
    const entry = document.cookie
      .split(';')
      .map((each) => each.trim())
      .find((each) => each.indexOf(`${name}=`) === 0)
    return entry === undefined ? null : entry.slice(name.length + 1)
  }
  for (const [name, expected] of Object.entries(check.cookies ?? {})) {
    const kept = cookieOf(name)
    if (kept !== expected)
      problems.push(`the cookie ${name} holds ${JSON.stringify(kept)}, not ${JSON.stringify(expected)}`)
  }
  if (check.analytics !== null) {
    const asked = performance
      .getEntriesByType('resource')
      .some((entry) => /\/gtag\/js\?|\/g\/collect\?/.test(entry.name))
    const cookie = document.cookie.split(';').some((each) => /^_ga(_|=)/.test(each.trim()))
    const layer = 'dataLayer' in window
    if (check.analytics === 'off' && (asked || cookie || layer))
      problems.push(
        `analytics runs without a yes (${[asked ? 'its script or a hit' : '', cookie ? 'a _ga cookie' : '', layer ? 'a dataLayer' : ''].filter(Boolean).join(', ')})`,
      )
    if (check.analytics === 'on' && !asked) problems.push('the analytics tag was never asked for')
    const switchedOff = Object.keys(window).some(
      (name) => name.indexOf('ga-disable-') === 0 && Reflect.get(window, name) === true,
    )
    if (check.analytics === 'stopped' && (cookie || !switchedOff))
      problems.push(
        `analytics is not stopped (${cookie ? 'a _ga cookie is left' : 'the tag is not switched off'})`,
      )
  }
  for (const [key, expected] of Object.entries(check.storage ?? {})) {
    const kept = localStorage.getItem(key)
    if (kept !== expected)
      problems.push(`localStorage ${key} holds ${JSON.stringify(kept)}, not ${JSON.stringify(expected)}`)
  }
  return problems
}
