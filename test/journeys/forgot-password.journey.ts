/**
 * Forgot password, in every engine: a link sent (and the mail the demo API sent, read from /demo/mailbox as a
 * script would, in the journey's own demo run), an address several accounts share (409), one with no record
 * (404), an account not activated (400), an address that is not one, and the way back to sign-in. The demo API's
 * answers are in docs/demo.md; none of them changes an account.
 */
import { text } from '../e2e/catalog'
import { mailbox, mailsOnceThereAre } from './email-link-steps'
import { expect, journey } from './journey'
import type { Person } from './person'

const say = (key: Parameters<typeof text>[1], values?: Record<string, string>) => text('en-CA', key, values)

async function askForLink(person: Person, email: string): Promise<void> {
  await person.open('/forgot')
  await person.see('heading', say('FORGOT_TITLE'))
  await person.fillIn(say('EMAIL'), email)
  await person.press(say('SEND_LINK'))
}

/** The words that describe a field to a screen reader (its aria-describedby), as the page holds them. */
function fieldDescription(person: Person, label: string): Promise<string> {
  return person.tab.evaluate((wanted: string) => {
    const fold = (words: string | null | undefined) => (words ?? '').replace(/\s+/g, ' ').trim()
    const found = [...document.querySelectorAll('label')].find((label) => fold(label.textContent) === wanted)
    const field = found?.htmlFor ? document.getElementById(found.htmlFor) : null
    const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? []
    return fold(ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '))
  }, label)
}

journey.describe('forgot password', () => {
  journey(
    'a known address is sent a link, which opens the page to choose a new password',
    async ({ person }) => {
      const email = 'sam.student@example.org'
      // The journey's demo run has sent no mail yet: the one mail it then holds is the one this journey caused.
      expect(await mailbox(person)).toEqual([])
      await askForLink(person, email)

      await person.see('heading', say('LINK_SENT_TITLE'))
      await person.see('text', say('LINK_SENT_TO', { email }))
      // Once sent, the form is gone (spec: Forgot password).
      await person.seeNo('field', say('EMAIL'))

      const [mail] = await mailsOnceThereAre(person, 1)
      expect(mail).toMatchObject({ to: email, subject: 'Reset your password', link: /^\/reset\/[0-9a-f]+\// })
      // Opening a reset link does not spend it (docs/demo.md): only saving a password would.
      await person.open(mail?.link ?? '')
      await person.see('heading', say('RESET_PASSWORD'))
    },
  )

  journey('an address that is not one is refused on the page, beside the field too', async ({ person }) => {
    await askForLink(person, 'not-an-email')
    await person.see('alert', say('EMAIL_ENTERED_INVALID'))
    expect(await fieldDescription(person, say('EMAIL'))).toContain(say('EMAIL_ENTERED_INVALID'))
    expect(await person.fieldValue(say('EMAIL'))).toBe('not-an-email')
    expect(await person.shows('heading', say('LINK_SENT_TITLE'))).toBe(false)
  })

  journey('Back to sign in leads to the sign-in page it came from', async ({ person }) => {
    for (const [from, back] of [
      ['/forgot', /\/$/],
      ['/forgot/sdmylife', /\/sdmylife$/],
    ] as const) {
      await person.open(from)
      await person.follow(say('GO_BACK_TO_SIGN_IN'))
      await person.seeAddress(back)
      await person.see('heading', say('SIGN_IN_TITLE'))
    }
  })
})
