/**
 * The forced new password (docs/demo.md: max.mustreset), in every engine. Choosing the new password spends the
 * account's must-reset state, and the demo has one such account; each journey runs in a demo run of its own
 * (journey.ts, demo-api/runs.ts), so max.mustreset is as seeded whichever engine, and however often the journeys
 * run.
 */
import type { MessageKey } from '../../src/i18n/i18n'
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'
import type { Person } from './person'
import { DEMO_PASSWORD, seeSignedInAs, signIn } from './steps'

const say = (key: MessageKey, values?: Record<string, string>) => text('en-CA', key, values)

/** The accessible description of a field, as a screen reader reads it after the label: its aria-describedby. */
function descriptionOf(person: Person, label: string): Promise<string | null> {
  return person.tab.evaluate((wanted: string) => {
    const fold = (words: string | null) => (words ?? '').replace(/\s+/g, ' ').trim()
    const labelElement = [...document.querySelectorAll('label')].find(
      (candidate) => fold(candidate.textContent) === wanted,
    )
    const field = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null
    if (field === null) return null
    return (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => fold(document.getElementById(id)?.textContent ?? null))
      .join(' ')
  }, label)
}

journey(
  'max.mustreset must choose a new password at /mustreset, then signs in with it',
  async ({ person }) => {
    const newPassword = 'short-and-longer-2024'
    await person.open('/')
    await signIn(person, 'max.mustreset')
    await person.seeAddress(/\/mustreset$/)
    await person.see('heading', say('MUST_RESET_TITLE'))
    expect(await person.axeViolations(), 'axe on the form').toEqual([])

    // Too short: the person is told why, and nothing is saved (the must-reset state is still there below).
    await person.fillIn(say('NEW_PASSWORD'), 'short')
    await person.press(say('SAVE_PASSWORD'))
    await person.see('alert', say('MIN_CHARACTER_WARNING_8'))
    expect(await descriptionOf(person, say('NEW_PASSWORD'))).toContain(say('MIN_CHARACTER_WARNING_8'))
    expect(await person.axeViolations(), 'axe with the error').toEqual([])

    // What was typed stays, and a person told it is too short types more after it.
    expect(await person.fieldValue(say('NEW_PASSWORD'))).toBe('short')
    await person.fillIn(say('NEW_PASSWORD'), '-and-longer-2024')
    await person.press(say('SAVE_PASSWORD'))
    await person.see('heading', say('PASSWORD_CHANGED_TITLE'))
    expect(await person.axeViolations(), 'axe on the confirmation').toEqual([])

    await person.follow(say('GO_TO_SIGN_IN'))
    await person.seeAddress(/^[^?#]*:\/\/[^/]+\/$/)
    // The old password no longer opens the account; the new one does, and with no new password asked for.
    await signIn(person, 'max.mustreset', DEMO_PASSWORD)
    await person.see('alert', say('USERNAME_OR_PASSWORD_NOT_FOUND'))
    expect(await person.fieldValue(say('PASSWORD'))).toBe('')
    await person.fillIn(say('PASSWORD'), newPassword)
    await person.press(say('SIGN_IN_BUTTON'))
    await seeSignedInAs(person, 'Max Mustreset')
  },
)
