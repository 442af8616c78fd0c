/**
 * What the fields hold is what is sent, however it got there (docs/decisions/022): typed, pasted, dropped, put
 * there by a password manager with no event at all, or brought back by the browser on Back or reload. Each way
 * is done in the page as the browser or the extension does it, in every engine.
 */
import { text } from '../e2e/catalog'
import { freshLinks } from './email-link-steps'
import { expect, journey } from './journey'
import type { Person } from './person'
import { DEMO_PASSWORD, seeSignedInAs, signIn } from './steps'

const USERNAME = text('en-CA', 'USERNAME_OR_EMAIL')
const PASSWORD = text('en-CA', 'PASSWORD')
const SIGN_IN = text('en-CA', 'SIGN_IN_BUTTON')
const REQUIRED = text('en-CA', 'REQUIRED')

/**
 * How a value reaches a field without a person typing it. The element's own setter is what every one of them
 * uses; what follows differs: nothing (a password manager, some phone autofill), an `input` event saying how
 * (a paste, a drop), or a lone `change` event (some autofill).
 */
type Way = 'no event' | 'pasted' | 'dropped' | 'change only'
const WAYS: readonly Way[] = ['no event', 'pasted', 'dropped', 'change only']

/** Puts values into the fields with these labels, the way given, once the page shows them. */
async function putIn(person: Person, values: Record<string, string>, way: Way): Promise<void> {
  for (const label of Object.keys(values)) await person.see('field', label)
  await person.tab.evaluate(
    (entries: [string, string][], how: string) => {
      const fold = (words: string) => words.replace(/\s+/g, ' ').trim()
      for (const [label, value] of entries) {
        const labelElement = [...document.querySelectorAll('label')].find(
          (candidate) => fold(candidate.textContent ?? '') === label,
        )
        const control = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null
        if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement))
          throw new Error(`no field labelled ${label}`)
        const prototype =
          control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
        if (how === 'pasted' || how === 'dropped') {
          const inputType = how === 'pasted' ? 'insertFromPaste' : 'insertFromDrop'
          control.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: value }))
        } else if (how === 'change only') {
          control.dispatchEvent(new Event('change', { bubbles: true }))
        }
      }
    },
    Object.entries(values),
    way,
  )
}

journey.describe('what the fields hold is what is sent', () => {
  for (const way of WAYS) {
    journey(
      `sign-in with the username and password ${way === 'no event' ? 'filled with no event' : way}`,
      async ({ person }) => {
        await person.open('/')
        await putIn(person, { [USERNAME]: 'sam.student', [PASSWORD]: DEMO_PASSWORD }, way)
        // Leaving a field judges what it holds: nothing is missing.
        await person.tab.click(await person.find('field', USERNAME))
        await person.key('Tab')
        await person.press(SIGN_IN)
        await seeSignedInAs(person, 'Sam Student')
      },
    )
  }

  journey('sign-in filled with no event, sent with Enter', async ({ person }) => {
    await person.open('/')
    await putIn(person, { [USERNAME]: 'sam.student', [PASSWORD]: DEMO_PASSWORD }, 'no event')
    await person.tab.click(await person.find('field', PASSWORD))
    await person.key('Enter')
    await seeSignedInAs(person, 'Sam Student')
  })

  journey('sign-in after Back: what the browser restored into the fields is sent', async ({ person }) => {
    await person.open('/')
    await person.fillIn(USERNAME, 'sam.student')
    await person.follow(text('en-CA', 'TROUBLE_SIGNING_IN'))
    await person.see('heading', text('en-CA', 'FORGOT_TITLE'))
    await person.tab.back()
    await person.waitForApp()
    await person.see('button', SIGN_IN)
    const restored = await person.fieldValue(USERNAME)
    // Engines differ in what they restore; whatever shows is what must be sent.
    if (restored === '') await person.fillIn(USERNAME, 'sam.student')
    else expect(restored).toBe('sam.student')
    await putIn(person, { [PASSWORD]: DEMO_PASSWORD }, 'no event')
    await person.press(SIGN_IN)
    await person.seeNo('text', REQUIRED)
    await seeSignedInAs(person, 'Sam Student')
  })

  journey('forgot password with the email filled with no event', async ({ person }) => {
    await person.open('/forgot')
    await putIn(person, { [text('en-CA', 'EMAIL')]: 'sam.student@example.org' }, 'no event')
    await person.press(text('en-CA', 'SEND_LINK'))
    await person.see('heading', text('en-CA', 'LINK_SENT_TITLE'))
  })

  journey("a parent's activation link, both passwords filled by a password manager", async ({ person }) => {
    const { fresh } = await freshLinks(person)
    await person.open(fresh.activateParent)
    const password = 'Paula-journey-1'
    await putIn(
      person,
      { [text('en-CA', 'CREATE_PASSWORD')]: password, [text('en-CA', 'CONFIRM_PASSWORD')]: password },
      'no event',
    )
    await person.press(text('en-CA', 'ACTIVATE_ACCOUNT_BUTTON'))
    await person.seeNo('text', REQUIRED)
    await seeSignedInAs(person, 'Paula Parent')
  })

  journey('portfolio linking with the username and password filled with no event', async ({ person }) => {
    await person.open('/portfoliolinking/demo-sso-educator/educator')
    await putIn(person, { [USERNAME]: 'eve.educator', [PASSWORD]: DEMO_PASSWORD }, 'no event')
    await person.press(text('en-CA', 'LINK_ACCOUNT_BUTTON'))
    await seeSignedInAs(person, 'Eve Educator')
  })

  journey('registration with every field filled by autofill with no event', async ({ person }) => {
    await person.open('/registration/demo-sso-educator')
    await putIn(
      person,
      {
        [text('en-CA', 'FIRST_NAME')]: 'Zoë',
        [text('en-CA', 'LAST_NAME')]: "O'Neil",
        [text('en-CA', 'DISPLAY_NAME')]: 'Zo',
        // Riverside Secondary School, by the id its option carries.
        [text('en-CA', 'INSTITUTION')]: '102',
      },
      'no event',
    )
    await person.press(text('en-CA', 'SEND_REQUEST'))
    await person.seeNo('text', REQUIRED)
    await person.see('heading', text('en-CA', 'REGISTRATION_SENT_TITLE'))
  })
})

journey('the forced new password filled by a password manager', async ({ person }) => {
  await person.open('/')
  await signIn(person, 'max.mustreset')
  await person.see('heading', text('en-CA', 'MUST_RESET_TITLE'))
  await putIn(person, { [text('en-CA', 'NEW_PASSWORD')]: 'Filled-with-no-event-1' }, 'no event')
  await person.press(text('en-CA', 'SAVE_PASSWORD'))
  await person.seeNo('text', REQUIRED)
  await person.see('heading', text('en-CA', 'PASSWORD_CHANGED_TITLE'))
})
