/**
 * Steps several journeys take, in the portal's own words (read from its compiled catalogs, so a step holds in
 * every language it is given).
 */
import { text, type Locale } from '../e2e/catalog'
import type { Person } from './person'

export const DEMO_PASSWORD = 'Demo-pass-1'

/** Fills the sign-in form by its labels and presses its button, in the page's language. */
export async function signIn(
  person: Person,
  username: string,
  password = DEMO_PASSWORD,
  locale: Locale = 'en-CA',
): Promise<void> {
  await person.fillIn(text(locale, 'USERNAME_OR_EMAIL'), username)
  await person.fillIn(text(locale, 'PASSWORD'), password)
  await person.press(text(locale, 'SIGN_IN_BUTTON'))
}

/** The demo's stand-in for the product says who signed in. */
export async function seeSignedInAs(person: Person, displayName: string): Promise<void> {
  await person.seeAddress(/\/demo\/signed-in\?/)
  await person.see('text', `You are signed in as ${displayName}`)
}
