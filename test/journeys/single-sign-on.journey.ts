/**
 * Single sign-on (docs/demo.md, "Single sign-on"), in every engine: a person the school's sign-in vouched for, but
 * whom the portal does not know yet, asks for an account or links the account they have. The seeded
 * `demo-sso-*` keys keep no state a journey depends on (a request is only recorded, a link only remembers its
 * last account), so every engine may use them at once.
 */
import type { MessageKey } from '../../src/i18n/i18n'
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'
import { choose, chosenIn } from './form-steps'
import type { Person } from './person'
import { DEMO_PASSWORD, seeSignedInAs } from './steps'

const say = (key: MessageKey, values?: Record<string, string>) => text('en-CA', key, values)

/** The claim demo-sso-educator's identity provider vouches for (demo-api/sso-keys.ts). */
const CLAIMED_EMAIL = 'new.educator@example.org'
const EDUCATOR_LINKING = '/portfoliolinking/demo-sso-educator/educator'

async function openRegistration(person: Person, k: string): Promise<void> {
  await person.open(`/registration/${k}`)
  await person.see('heading', say('REGISTRATION_TITLE'))
  await person.see('field', say('FIRST_NAME'))
}

async function fillInNames(person: Person): Promise<void> {
  await person.fillIn(say('FIRST_NAME'), 'Zoë')
  await person.fillIn(say('LAST_NAME'), "O'Neil")
  await choose(person, say('INSTITUTION'), 'Riverside')
  expect(await chosenIn(person, say('INSTITUTION'))).toBe('Riverside Secondary School')
}

journey.describe('registration through single sign-on', () => {
  journey(
    'a new educator asks for an account with the email the school vouched for, and is told it is almost there',
    async ({ person }) => {
      await openRegistration(person, 'demo-sso-educator')
      // The email is the identity provider's, and cannot be changed: typing into it changes nothing.
      expect(await person.fieldValue(say('EMAIL'))).toBe(CLAIMED_EMAIL)
      await person.see('text', say('EMAIL_FROM_SSO_HINT'))
      await person.fillIn(say('EMAIL'), 'someone.else')
      expect(await person.fieldValue(say('EMAIL'))).toBe(CLAIMED_EMAIL)

      await fillInNames(person)
      await person.press(say('SEND_REQUEST'))

      await person.seeAddress(/\/registrationconfirmation$/)
      await person.see('heading', say('REGISTRATION_SENT_TITLE'))
      await person.see('text', say('REGISTRATION_SENT_TEXT'))
      await person.see('text', say('REGISTRATION_SENT_NOTIFY', { email: CLAIMED_EMAIL }))
    },
  )

  journey('the welcome page offers registering or linking an account', async ({ person }) => {
    await person.open('/account/demo-sso-educator')
    await person.see('heading', say('ACCOUNT_WELCOME_TITLE'))
    await person.follow(say('ACCOUNT_WELCOME_REGISTER'))
    await person.seeAddress(/\/registration\/demo-sso-educator$/)
    // The heading shows while the form loads (registration.tsx): the form is there once its fields are.
    await person.see('heading', say('REGISTRATION_TITLE'))
    await person.see('field', say('EMAIL'))
    expect(await person.fieldValue(say('EMAIL'))).toBe(CLAIMED_EMAIL)

    await person.open('/account/demo-sso-educator')
    await person.follow(say('ACCOUNT_WELCOME_LINK'))
    await person.seeAddress(new RegExp(`${EDUCATOR_LINKING}$`))
    await person.see('heading', say('PORTFOLIO_LINKING_TITLE'))
    await person.see('text', say('PORTFOLIO_LINKING_EDUCATOR_TEXT'))
  })
})

journey.describe('portfolio linking', () => {
  journey('an educator links the account they have, after a wrong password', async ({ person, guard }) => {
    guard.allowHttpError('/api/auth/portfolioLinking', 401)
    await person.open(EDUCATOR_LINKING)
    await person.see('heading', say('PORTFOLIO_LINKING_TITLE'))
    await person.see('link', say('PORTFOLIO_LINKING_REGISTER'))
    await person.see('link', say('PORTFOLIO_LINKING_FORGOT'))

    await person.fillIn(say('USERNAME_OR_EMAIL'), 'eve.educator')
    await person.fillIn(say('PASSWORD'), 'not-the-password')
    await person.press(say('LINK_ACCOUNT_BUTTON'))
    await person.see('alert', say('USERNAME_OR_PASSWORD_NOT_FOUND'))
    // The username stays for the next try; the wrong password does not.
    expect(await person.fieldValue(say('USERNAME_OR_EMAIL'))).toBe('eve.educator')
    expect(await person.fieldValue(say('PASSWORD'))).toBe('')

    await person.fillIn(say('PASSWORD'), DEMO_PASSWORD)
    await person.press(say('LINK_ACCOUNT_BUTTON'))
    await seeSignedInAs(person, 'Eve Educator')
  })
})
