/**
 * The gestures a walk's person makes, the same way in every engine (test/journeys/engines/): a field's text is
 * replaced by selecting it and typing (or deleting), a field is left by tabbing out of it, a button is pressed by
 * its name, a checkbox ticked by its label, an option chosen from its list. Each leaves focus where a person's
 * would be, and remembers it for the oracle's `kept` focus (page-check.ts).
 */
import type { Words } from '../../machines/shared/oracle'
import { rememberFocus } from './page-check'
import type { WalkState } from './world'

/** Remembers where the gesture left focus; a gesture that sent the page elsewhere left no focus to keep. */
const remember = (walk: WalkState) => walk.person.tab.evaluate(rememberFocus).catch(() => {})

/**
 * Replaces what the field labelled `label` holds with `value`, as a person does: into the field, select all it
 * holds and delete it, then type. (Typing over a selection is not the same in every engine's automation: classic
 * WebDriver puts the caret at the end first, so the old text is deleted on its own.)
 */
export async function typeInto(walk: WalkState, label: Words, value: string): Promise<void> {
  const name = walk.say(label)
  const field = await walk.person.find('field', name)
  await walk.person.tab.click(field)
  const holdsText = await walk.person.tab.evaluate(() => {
    const active = document.activeElement
    if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return false
    active.select()
    return active.value !== ''
  })
  if (holdsText) await walk.person.key('Backspace')
  if (value !== '') await walk.person.tab.type(field, value)
  await remember(walk)
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
  await walk.person.press(walk.say(name))
  await remember(walk)
}

export async function tick(walk: WalkState, label: Words): Promise<void> {
  await walk.person.tick(walk.say(label))
  await remember(walk)
}

/** Chooses the option with `value` in the list labelled `label`. */
export async function choose(walk: WalkState, label: Words, value: string): Promise<void> {
  const list = await walk.person.find('field', walk.say(label))
  await walk.person.tab.select(list, value)
  await remember(walk)
}

export async function key(walk: WalkState, pressed: 'Escape'): Promise<void> {
  await walk.person.key(pressed)
  await remember(walk)
}
