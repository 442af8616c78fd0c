/**
 * The emailed links that set a password, as a person follows them, in every engine: a password reset, an account
 * activation, a parent's activation (which lists the students) and a higher-education activation. A valid link
 * sets the password and signs in, the new password then signs in from the sign-in page, and the link, spent, says
 * so when opened again; an expired link says so and offers a new one. Each flow belongs to one demo account
 * (docs/demo.md), and every journey has the demo's accounts and links to itself (its demo run);
 * valid links are fresh from /demo/links.json.
 */
import { DEMO_LINKS, type LinkFlow } from '../../demo-api/demo-links'
import type { MessageKey } from '../../src/i18n/i18n'
import { text } from '../e2e/catalog'
import { freshLinks } from './email-link-steps'
import { expect, journey } from './journey'
import type { Person } from './person'
import { seeSignedInAs, signIn } from './steps'

const t = (key: MessageKey, values?: Record<string, string | number>) => text('en-CA', key, values)

interface PasswordLink {
  flow: Extract<LinkFlow, 'reset' | 'activateAccount' | 'activateParent' | 'higherEdActivation'>
  title: string
  username: string
  displayName: string
  /** What the page says of the account the link is for. */
  shows: string[]
  /** The password the journey sets, on the account of its own demo run, which no other journey touches. */
  password: string
  /** Higher-education links are not checked on opening: the form shows, and saving meets the link's state. */
  checkedFirst: boolean
}

/** The call that answers a spent (409) or expired (410) link: the check on opening, or the save. */
const refusedBy = (link: PasswordLink) =>
  link.checkedFirst ? '/api/auth/validateemailtoken' : '/api/higher-ed/register-new-user'

const RESET: PasswordLink = {
  flow: 'reset',
  title: 'Password reset',
  username: 'rory.reset',
  displayName: 'Rory Reset',
  shows: ['rory.reset'],
  password: 'Rory-journey-1',
  checkedFirst: true,
}
const ACTIVATION: PasswordLink = {
  flow: 'activateAccount',
  title: 'Account activation',
  username: 'alex.activate',
  displayName: 'Alex Activate',
  shows: ['alex.activate@example.org', 'Lakeside Secondary School'],
  password: 'Alex-journey-1',
  checkedFirst: true,
}
const PARENT: PasswordLink = {
  flow: 'activateParent',
  title: 'Parent activation',
  username: 'paula.parent',
  displayName: 'Paula Parent',
  shows: ['paula.parent@example.org', t('YOUR_CHILDREN')],
  password: 'Paula-journey-1',
  checkedFirst: true,
}
const HIGHER_ED: PasswordLink = {
  flow: 'higherEdActivation',
  title: 'Higher-education activation',
  username: 'hana.highered',
  displayName: 'Hana Highered',
  shows: ['hana.highered@example.org', 'Northern College'],
  password: 'Hana-journey-1',
  checkedFirst: false,
}

const activating = (link: PasswordLink) => link.flow !== 'reset'
const pageTitle = (link: PasswordLink) => t(activating(link) ? 'ACTIVATE_ACCOUNT' : 'RESET_PASSWORD')
const passwordLabel = (link: PasswordLink) => t(activating(link) ? 'CREATE_PASSWORD' : 'NEW_PASSWORD')
const saveButton = (link: PasswordLink) => t(activating(link) ? 'ACTIVATE_ACCOUNT_BUTTON' : 'SIGN_IN_BUTTON')

/** The seeded link of a flow in a state (`demo-<flow>-<state>`). */
function seeded(flow: LinkFlow, state: 'expired' | 'used'): string {
  const link = DEMO_LINKS.find((candidate) => candidate.flow === flow && candidate.state === state)
  if (link === undefined) throw new Error(`no seeded ${state} link for ${flow}`)
  return link.path
}

/** Empties a field as a person does, key by key from its end, so the next words typed are all it holds. */
async function empty(person: Person, label: string): Promise<void> {
  const held = (await person.fieldValue(label)) ?? ''
  // Typing puts the caret at the end in every engine (WebDriver's Element Send Keys says so); one more letter to
  // take back, since WebDriver refuses to type nothing.
  await person.fillIn(label, 'x')
  for (let index = 0; index <= held.length; index += 1) await person.key('Backspace')
  expect(await person.fieldValue(label)).toBe('')
}

/** Whatever the link, the page says whose account it is for, and asks for the new password. */
async function seeTheForm(person: Person, link: PasswordLink): Promise<void> {
  await person.see('heading', pageTitle(link))
  for (const words of link.shows) await person.see('text', words)
  await person.see('field', passwordLabel(link))
}

/** Types the new password (and, on a parent's link, confirms it) and saves it. */
async function choosePassword(person: Person, link: PasswordLink, password = link.password): Promise<void> {
  await person.fillIn(passwordLabel(link), password)
  if (link.flow === 'activateParent') await person.fillIn(t('CONFIRM_PASSWORD'), password)
  await person.press(saveButton(link))
}

/**
 * Chooses the new password as a person does, with the slips a person makes on the way, which the page explains
 * before anything is sent, and saves it.
 */
async function chooseWithSlips(person: Person, link: PasswordLink): Promise<void> {
  const label = passwordLabel(link)
  if (link.flow === 'reset') {
    // Too short: said on leaving the field. The person empties it and types a longer one.
    await person.fillIn(label, 'short')
    await person.key('Tab')
    await person.see('text', t('MIN_CHARACTER_WARNING_8'))
    await empty(person, label)
  }
  if (link.flow === 'activateParent') {
    // The confirmation differs by a letter: said when saving, in a summary whose entry leads to the field.
    const confirm = t('CONFIRM_PASSWORD')
    await person.fillIn(label, link.password)
    await person.fillIn(confirm, `${link.password}x`)
    await person.press(saveButton(link))
    await person.see('alert', t('PASSWORDS_DO_NOT_MATCH'))
    await person.follow(t('ERROR_SUMMARY_ITEM', { field: confirm, message: t('PASSWORDS_DO_NOT_MATCH') }))
    expect(await person.focused()).toBe(confirm)
    await person.key('Backspace')
    expect(await person.fieldValue(confirm)).toBe(link.password)
    await person.seeNo('alert', t('PASSWORDS_DO_NOT_MATCH'))
    await person.press(saveButton(link))
    return
  }
  await choosePassword(person, link)
}

async function seeUsed(person: Person): Promise<void> {
  await person.see('heading', t('LINK_USED_TITLE'))
  await person.see('alert', t('LINK_USED_TEXT'))
  await person.see('link', t('GO_TO_SIGN_IN'))
  await person.see('link', t('GET_NEW_LINK'))
  await person.seeNo('field', /./)
}

async function seeExpired(person: Person, link: PasswordLink): Promise<void> {
  await person.see('heading', t('LINK_EXPIRED_TITLE'))
  await person.see(
    'alert',
    t(link.flow === 'activateParent' ? 'LINK_EXPIRED_PARENT_TEXT' : 'LINK_EXPIRED_TEXT'),
  )
  await person.seeNo('field', /./)
}

for (const link of [RESET, ACTIVATION, PARENT, HIGHER_ED]) {
  journey.describe(`${link.title} link (${link.username})`, () => {
    journey(
      'a valid link sets the password and signs in; the new password signs in; the link is then used',
      async ({ person, guard }) => {
        guard.allowHttpError(refusedBy(link), 409)
        const { fresh } = await freshLinks(person)
        await person.open(fresh[link.flow])
        await seeTheForm(person, link)
        if (link.flow === 'activateParent') {
          // The students the parent is invited for, by name.
          await person.see('text', 'Sam Student')
          await person.see('text', 'Léa Tremblay')
        }
        await chooseWithSlips(person, link)
        await seeSignedInAs(person, link.displayName)

        await person.open('/')
        await signIn(person, link.username, link.password)
        await seeSignedInAs(person, link.displayName)

        // The same mail, opened again: the link is spent (409).
        await person.open(fresh[link.flow])
        if (!link.checkedFirst) {
          await seeTheForm(person, link)
          await choosePassword(person, link, `${link.password}-again`)
        }
        await seeUsed(person)
      },
    )

    journey('an expired link says so, and offers a new one', async ({ person, guard }) => {
      guard.allowHttpError(refusedBy(link), 410)
      await person.open(seeded(link.flow, 'expired'))
      if (!link.checkedFirst) {
        // Only saving meets the expiry (410); the password is not saved.
        await seeTheForm(person, link)
        await choosePassword(person, link, 'Never-saved-1')
      }
      await seeExpired(person, link)
      await person.follow(t('GET_NEW_LINK'))
      await person.seeAddress(/\/forgot$/)
      await person.see('heading', t('FORGOT_TITLE'))
    })
  })
}
