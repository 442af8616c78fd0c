/**
 * The emailed links that confirm an address, as a person follows them, in every engine: a personal email's
 * verification (vera.verify, for vera.personal@example.net) and a username change (uma.username, to
 * uma.new@example.org). Opening one sends nothing; its one button confirms, and the new username then signs in.
 * A spent link says so (409); an expired one (410) offers a new link, which arrives in the demo's mailbox and
 * confirms, tried in each language in every engine. These links carry their language: a French one opens in
 * French, a UK one on the UK host in en-GB (spec section 3).
 */
import { LINK_MESSAGES } from '../../demo-api/link-answers'
import type { MessageKey } from '../../src/i18n/i18n'
import { text, type Locale } from '../e2e/catalog'
import { freshLinks, LINK_LANGUAGES, mailsOnceThereAre } from './email-link-steps'
import { expect, journey } from './journey'
import type { Person } from './person'
import { DEMO_PASSWORD, seeSignedInAs, signIn } from './steps'

interface ConfirmationLink {
  flow: 'verifyEmail' | 'usernameChange'
  name: string
  /** The first path segment and the tokenType of its links. */
  route: string
  /** The seeded expired link's token. */
  expiredToken: string
  title: MessageKey
  button: MessageKey
  confirmed: MessageKey
  /** The address being confirmed: what the page confirms, and where a new link is mailed. */
  address: string
  /** The call its button sends, which answers a spent (409) or expired (410) link. */
  confirmedBy: string
}

const VERIFY_EMAIL: ConfirmationLink = {
  flow: 'verifyEmail',
  name: 'Personal email verification (vera.verify)',
  route: 'verify/{token}/PersonalEmail',
  expiredToken: 'demo-verify-expired',
  title: 'EMAIL_CONFIRMATION',
  button: 'CONFIRM_EMAIL_BUTTON',
  confirmed: 'EMAIL_CONFIRMED',
  address: 'vera.personal@example.net',
  confirmedBy: '/api/auth/personalemailverify',
}

const USERNAME_CHANGE: ConfirmationLink = {
  flow: 'usernameChange',
  name: 'Username change (uma.username)',
  route: 'confirmusernamechange/{token}/UserNameChange',
  expiredToken: 'demo-username-expired',
  title: 'USERNAME_CHANGE_TITLE',
  button: 'CONFIRM_USERNAME_BUTTON',
  confirmed: 'USERNAME_CHANGED',
  address: 'uma.new@example.org',
  confirmedBy: '/api/auth/confirmUserNameChange',
}

/** The server's own words for a refused link, which the page shows as they are, in the link's language. */
const serverSays = (locale: Locale) => LINK_MESSAGES[locale === 'fr-CA' ? 'fr' : 'en']

const lang = (person: Person) => person.tab.evaluate(() => document.documentElement.lang)

/** Opening the link sent nothing: the page asks first, and the press confirms. */
async function confirm(person: Person, link: ConfirmationLink, locale: Locale = 'en-CA'): Promise<void> {
  await person.see('heading', text(locale, link.title))
  await person.press(text(locale, link.button))
  await person.see('heading', text(locale, link.title))
  await person.see('text', text(locale, link.confirmed, { email: link.address }))
}

for (const link of [VERIFY_EMAIL, USERNAME_CHANGE]) {
  journey.describe(`${link.name} link`, () => {
    journey('confirms with one press; opened again, the link is used', async ({ person, guard }) => {
      guard.allowHttpError(link.confirmedBy, 409)
      const t = (key: MessageKey) => text('en-CA', key)
      const { fresh } = await freshLinks(person)
      await person.open(fresh[link.flow])
      await confirm(person, link)

      if (link.flow === 'usernameChange') {
        // The next step the page offers: signing in, now with the new username.
        await person.follow(t('SIGN_IN_BUTTON'))
        await person.seeAddress(/\/$/)
        await signIn(person, link.address, DEMO_PASSWORD)
        await seeSignedInAs(person, 'Uma Username')
      }

      // The same mail, opened again and pressed again: the server says it was used (409).
      await person.open(fresh[link.flow])
      await person.press(t(link.button))
      await person.see('heading', t('LINK_USED_TITLE'))
      await person.see('alert', serverSays('en-CA').used)
      await person.follow(t('SIGN_IN_BUTTON'))
      await person.see('field', t('USERNAME_OR_EMAIL'))
    })

    journey(
      'an expired link offers a new one, which is mailed in the link’s language and confirms: in each language',
      async ({ person, guard }) => {
        guard.allowHttpError(link.confirmedBy, 410)
        // Every language in every engine, one after the other: the demo run is this journey's own, so the
        // mails in its mailbox are the ones these presses sent, one per language (email-link-steps.ts).
        for (const [index, { locale, segments, host }] of LINK_LANGUAGES.entries()) {
          const t = (key: MessageKey, values?: Record<string, string>) => text(locale, key, values)
          await person.open(`/${link.route.replace('{token}', link.expiredToken)}/${segments}`, { host })
          expect(await lang(person), `the expired link in ${locale}`).toBe(locale)
          await person.press(t(link.button))
          await person.see('heading', t('LINK_EXPIRED_TITLE'))
          await person.see('alert', serverSays(locale).expired)

          await person.press(t('CLICK_HERE_FOR_NEW_ONE'))
          await person.see('heading', t('LINK_SENT_TITLE'))
          await person.see('text', t('RESEND_EMAIL_CONFIRMATION'))
          // Asked once, the next ask waits a minute (the Chromium suite counts it down with a paused clock).
          await person.see('button', t('SEND_ANOTHER_EMAIL'))

          const mail = (await mailsOnceThereAre(person, index + 1)).at(-1)
          expect(mail?.to, `the new ${locale} link's mail`).toBe(link.address)
          expect(mail?.link).toMatch(new RegExp(`^/${link.route.split('/')[0]}/[0-9a-f]+/.*/${segments}$`))
          const mailed = mail?.link ?? ''
          await person.open('/demo/mailbox', { host })
          await person.follow(mailed)
          await person.seeAddress(new RegExp(`${mailed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
          await person.waitForApp()
          expect(await lang(person), `the new ${locale} link`).toBe(locale)
          await confirm(person, link, locale)
        }
      },
    )
  })
}

journey('a French link opens in French, and confirms in French', async ({ person }) => {
  const t = (key: MessageKey, values?: Record<string, string>) => text('fr-CA', key, values)
  const { freshFrench } = await freshLinks(person)
  expect(freshFrench.verifyEmail).toMatch(/\/3\/fr-CA$/)
  await person.open(freshFrench.verifyEmail)
  expect(await lang(person)).toBe('fr-CA')
  await confirm(person, VERIFY_EMAIL, 'fr-CA')

  await person.open(freshFrench.usernameChange)
  expect(await lang(person)).toBe('fr-CA')
  await person.see('heading', t('USERNAME_CHANGE_TITLE'))
  await person.see('button', t('CONFIRM_USERNAME_BUTTON'))
})
