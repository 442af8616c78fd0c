/**
 * Choosing from a list and reading what it shows as chosen: steps of the forms with a list (registration), kept
 * beside person.ts, whose abilities every journey uses.
 */
import type { Name, Person } from './person'

/**
 * Chooses an option of a list by typing the first words of its label, as a person does with the keyboard: every
 * engine's closed `<select>` moves to the first option whose label starts with what was typed. No engine's
 * popup is opened (each draws its own, outside the page).
 */
export async function choose(person: Person, label: Name, firstWords: string): Promise<void> {
  await person.fillIn(label, firstWords)
}

/** The label of the option a list, found by its label, shows as chosen; null when there is no such list. */
export function chosenIn(person: Person, label: string): Promise<string | null> {
  return person.tab.evaluate((wanted: string) => {
    const fold = (words: string | null) => (words ?? '').replace(/\s+/g, ' ').trim()
    const labelElement = [...document.querySelectorAll('label')].find(
      (candidate) => fold(candidate.textContent) === wanted,
    )
    const list = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null
    return list instanceof HTMLSelectElement ? fold(list.selectedOptions[0]?.textContent ?? null) : null
  }, label)
}
