/**
 * An oracle's screen (machines/shared/oracle.ts) checked in the page, in any engine: the runner turns its words into
 * patterns in the page's language (words.ts) and sends them to `checkInPage`, which runs in the page and says what
 * differs. Elements are found as a person or a screen reader finds them: by their label or accessible name, and
 * only when shown (the same way as test/journeys/person.ts).
 */
import type { Control, Focus, Screen } from '../../machines/shared/oracle'
import type { Locale } from '../e2e/catalog'
import { matcherOf, type Matcher } from './words'

interface ControlCheck {
  role: Control['role']
  name: Matcher
  absent: boolean
  busy: boolean | null
  expanded: boolean | null
  value: string | null
  checked: boolean | null
}

type FocusCheck = 'alert' | 'heading' | 'kept' | { field: Matcher } | null

/** What one look at the page checks; plain JSON, sent into the page. */
export interface PageCheck {
  /** The address's path and query (`lang` left out), as a pattern's source. */
  url: string | null
  heading: Matcher | null
  shows: Matcher[]
  hides: Matcher[]
  controls: ControlCheck[]
  focus: FocusCheck
}

/** A screen's checks in the page's language. `focus` only where the step moved into the state. */
export function pageCheck(screen: Screen, locale: Locale, withFocus: Focus | null): PageCheck {
  const matcher = (words: Parameters<typeof matcherOf>[1]) => matcherOf(locale, words)
  return {
    url: screen.url === undefined ? null : screen.url.source,
    heading: screen.heading === undefined ? null : matcher(screen.heading),
    shows: (screen.shows ?? []).map(matcher),
    hides: (screen.hides ?? []).map(matcher),
    controls: (screen.controls ?? []).map((control) => ({
      role: control.role,
      name: matcher(control.name),
      absent: control.absent === true,
      busy: control.busy ?? null,
      expanded: control.expanded ?? null,
      value: control.value ?? null,
      checked: control.checked ?? null,
    })),
    focus:
      withFocus === null
        ? null
        : typeof withFocus === 'object'
          ? { field: matcher(withFocus.field) }
          : withFocus,
  }
}

/** The element the person's last gesture left focused, kept in the page by `rememberFocus` for a `kept` check. */
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
  const labelOf = (element: Element) => {
    const labelled = element.getAttribute('aria-label')
    if (labelled !== null) return labelled
    const label = element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
    return label?.textContent ?? ''
  }
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent ?? ''
  const all = (selector: string) => [...document.querySelectorAll(selector)]
  const candidates = (control: ControlCheck): Element[] => {
    const name = whole(control.name)
    switch (control.role) {
      case 'field':
        return all('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea')
          .filter((element) => name.test(fold(labelOf(element))))
          .filter((element) => {
            const label = document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
            return shown(element) || (label !== null && shown(label))
          })
      case 'checkbox':
        return all('input[type="checkbox"]')
          .filter((element) => name.test(fold(labelOf(element))))
          .filter((element) => {
            const label = document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
            return shown(element) || (label !== null && shown(label))
          })
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
  const problems: string[] = []
  if (check.url !== null) {
    const address = new URL(location.href)
    address.searchParams.delete('lang')
    const seen = `${address.pathname}${address.search}`
    if (!new RegExp(check.url).test(seen)) problems.push(`the address is ${seen}, not /${check.url}/`)
  }
  const text = fold(document.body.innerText)
  if (check.heading !== null) {
    const headings = all('h1').filter(shown)
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
    const what = `${control.role} ${control.name.said}`
    if (control.absent) {
      if (found.length > 0) problems.push(`a ${what} is shown`)
      continue
    }
    const element = found[0]
    if (element === undefined) {
      problems.push(`no ${what} is shown`)
      continue
    }
    const busy = element.getAttribute('aria-disabled') === 'true'
    if (control.busy !== null && busy !== control.busy)
      problems.push(`the ${what} is ${busy ? '' : 'not '}aria-disabled`)
    const expanded = element.getAttribute('aria-expanded') === 'true'
    if (control.expanded !== null && expanded !== control.expanded)
      problems.push(`the ${what} is ${expanded ? '' : 'not '}expanded`)
    const value = (element as HTMLInputElement).value
    if (control.value !== null && value !== control.value)
      problems.push(`the ${what} holds ${JSON.stringify(value)}, not ${JSON.stringify(control.value)}`)
    const checked = (element as HTMLInputElement).checked
    if (control.checked !== null && checked !== control.checked)
      problems.push(`the ${what} is ${checked ? '' : 'not '}ticked`)
  }
  const active = document.activeElement
  const described =
    active === null || active === document.body
      ? 'nothing (the page)'
      : `${active.tagName.toLowerCase()} "${fold(labelOf(active) || nameOf(active)).slice(0, 60)}"`
  const focus = check.focus
  if (focus === 'alert' && active?.closest('[role="alert"], .error-summary') == null)
    problems.push(`focus is on ${described}, not on the error summary`)
  if (focus === 'heading' && !(active instanceof HTMLHeadingElement) && active?.id !== 'main')
    problems.push(`focus is on ${described}, not on the heading`)
  if (focus === 'kept' && active !== window.portalPathRunFocus)
    problems.push(`focus moved to ${described} from where the person left it`)
  if (focus !== null && typeof focus === 'object') {
    const name = whole(focus.field)
    if (active === null || !name.test(fold(labelOf(active))))
      problems.push(`focus is on ${described}, not on the field ${focus.field.said}`)
  }
  return problems
}
