/**
 * The gestures a walk's person makes, the same way in every engine (test/journeys/engines/): a field's text is
 * replaced by selecting it and typing (or deleting), a field is left by tabbing out of it, a button is pressed by
 * its name, a checkbox ticked by its label, an option chosen from its list. Before acting, each marks in the page
 * the control it acts on, where focus must then be for the oracle's `kept` (page-check.ts): a gesture that loses
 * focus on its own way (a click that leaves it on the page) is seen, not forgiven. Only Tab and Escape hand focus
 * on by the browser's or the page's own rules, so for those what they reached is marked after.
 */
import type { Words } from '../../machines/shared/oracle'
import { rememberFocus } from './page-check'
import type { WalkState } from './world'

/** Remembers where focus is after a key that moves it; a key that sent the page elsewhere left nothing to keep. */
const remember = (walk: WalkState) => walk.person.tab.evaluate(rememberFocus).catch(() => {})

/**
 * Marks in the page the control a gesture is about to act on: the field or checkbox by its label, the button by
 * its name (runs in the page, as source).
 */
function markTarget(wanted: { role: 'field' | 'checkbox' | 'radio' | 'button'; name: string }): boolean {
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const labelOf = (element: Element) =>
    element.getAttribute('aria-label') ??
    (element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`))
      ?.textContent ??
    ''
  const selector =
    wanted.role === 'button'
      ? 'button, [role="button"], input[type="submit"]'
      : wanted.role === 'checkbox' || wanted.role === 'radio'
        ? `input[type="${wanted.role}"]`
        : 'input, select, textarea'
  const target = [...document.querySelectorAll(selector)].find((element) =>
    wanted.role === 'button'
      ? fold(element.getAttribute('aria-label') ?? element.textContent) === wanted.name &&
        (element as HTMLElement).offsetParent !== null
      : fold(labelOf(element)) === wanted.name,
  )
  window.portalPathRunFocus = target ?? null
  return target !== undefined
}

const aim = (walk: WalkState, role: 'field' | 'checkbox' | 'radio' | 'button', name: string) =>
  walk.person.tab.evaluate(markTarget, { role, name })

/**
 * Replaces what the field labelled `label` holds with `value`, as a person does: into the field, select all it
 * holds and delete it, then type. (Typing over a selection is not the same in every engine's automation: classic
 * WebDriver puts the caret at the end first, so the old text is deleted on its own.)
 */
export async function typeInto(walk: WalkState, label: Words, value: string): Promise<void> {
  const name = walk.say(label)
  const field = await walk.person.find('field', name)
  await aim(walk, 'field', name)
  await walk.person.tab.click(field)
  const holdsText = await walk.person.tab.evaluate(() => {
    const active = document.activeElement
    if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return false
    active.select()
    return active.value !== ''
  })
  if (holdsText) await walk.person.key('Backspace')
  if (value !== '') await walk.person.tab.type(field, value)
}

/**
 * Leaves the field: into it, as Tab would bring focus there (a click would open a list's options), then Tab to
 * whatever comes next.
 */
export async function leave(walk: WalkState, label: Words): Promise<void> {
  const name = walk.say(label)
  await walk.person.find('field', name)
  await walk.person.tab.evaluate((wanted: string) => {
    const fold = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
    const labelOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`))
        ?.textContent ??
      ''
    const control = [...document.querySelectorAll<HTMLElement>('input, select, textarea')].find(
      (element) => fold(labelOf(element)) === wanted,
    )
    control?.focus()
  }, name)
  await walk.person.key('Tab')
  await remember(walk)
}

export async function press(walk: WalkState, name: Words): Promise<void> {
  const said = walk.say(name)
  const button = await walk.person.find('button', said)
  await aim(walk, 'button', said)
  await walk.person.tab.click(button)
}

export async function tick(walk: WalkState, label: Words): Promise<void> {
  const said = walk.say(label)
  const box = await walk.person.find('checkbox', said)
  await aim(walk, 'checkbox', said)
  await walk.person.tab.click(box)
}

/** Chooses the radio button labelled `label`, by a click on it. */
export async function pick(walk: WalkState, label: Words): Promise<void> {
  const said = walk.say(label)
  const button = await walk.person.find('radio', said)
  await aim(walk, 'radio', said)
  await walk.person.tab.click(button)
}

/** Chooses the option with `value` in the list labelled `label`. */
export async function choose(walk: WalkState, label: Words, value: string): Promise<void> {
  const said = walk.say(label)
  const list = await walk.person.find('field', said)
  await aim(walk, 'field', said)
  // Into the list first, as a person's choice is made in it: the engines' own choosing leaves focus where it was.
  await walk.person.tab.evaluate(() => (window.portalPathRunFocus as HTMLElement | null)?.focus())
  await walk.person.tab.select(list, value)
}

export async function key(walk: WalkState, pressed: 'Escape'): Promise<void> {
  await walk.person.key(pressed)
  await remember(walk)
}
