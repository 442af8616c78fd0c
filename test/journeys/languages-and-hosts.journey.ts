/**
 * The portal's languages and hosts, in every engine: French from the address (`?lang=fr`) and from the header's
 * toggle, the UK host (`uk.localhost`, which every engine maps to this machine) in en-GB with no toggle, and the
 * error page in each of the three. Words come from the compiled catalogs, so each check reads in its language.
 */
import { text, type Locale } from '../e2e/catalog'
import { expect, journey } from './journey'
import type { Person } from './person'
import { DEMO_PASSWORD, seeSignedInAs, signIn } from './steps'

type Key = Parameters<typeof text>[1]

const UK_HOST = 'uk.localhost'
const FOOTER_PAGES = ['help', 'contact', 'privacy', 'terms']

/** Where the footer's links lead, as paths: the product's pages in the page's language. */
function footerPaths(person: Person): Promise<string[]> {
  return person.tab.evaluate(() =>
    [...document.querySelectorAll('footer nav a[href]')].map(
      (link) => new URL((link as HTMLAnchorElement).href).pathname,
    ),
  )
}

/** The product's pages in the language, then the portal's own cookies page (decision 031). */
const productPages = (language: string) => [
  ...FOOTER_PAGES.map((page) => `/demo/product/${language}/${page}`),
  '/cookies',
]

/** Waits until the page says it is in that language (`<html lang>`, which screen readers speak it by). */
async function seeLanguage(person: Person, locale: Locale): Promise<void> {
  await person.waitUntil(
    `<html lang="${locale}">`,
    async () => (await person.tab.evaluate(() => document.documentElement.lang)) === locale,
  )
}

/** The same sign-in page, in its language: the heading, the lead, the footer's product pages and the year. */
async function seeSignInPageIn(person: Person, locale: Locale, product: string): Promise<void> {
  await person.see('heading', text(locale, 'SIGN_IN_TITLE'))
  await seeLanguage(person, locale)
  await person.see('text', text(locale, 'SIGN_IN_INTRO'))
  await person.see('field', text(locale, 'USERNAME_OR_EMAIL'))
  expect(await footerPaths(person), `the footer's links in ${locale}`).toEqual(productPages(product))
  await person.see('text', text(locale, 'FOOTER_COPYRIGHT', { year: new Date().getFullYear() }))
}

journey.describe('languages and hosts', () => {
  journey(
    'opens in French with ?lang=fr, keeps French to the next screen, and signs in in French',
    async ({ person }) => {
      const fr = (key: Key) => text('fr-CA', key)
      await person.open('/?lang=fr')
      await seeSignInPageIn(person, 'fr-CA', 'fr')

      await person.follow(fr('TROUBLE_SIGNING_IN'))
      await person.seeAddress(/\/forgot\?lang=fr$/)
      await person.see('heading', fr('FORGOT_TITLE'))
      await seeLanguage(person, 'fr-CA')

      await person.follow(fr('GO_BACK_TO_SIGN_IN'))
      await person.see('heading', fr('SIGN_IN_TITLE'))
      await signIn(person, 'sam.student', DEMO_PASSWORD, 'fr-CA')
      await seeSignedInAs(person, 'Sam Student')
    },
  )

  journey(
    'the header toggle switches to French in place, keeping what was typed, and back',
    async ({ person }) => {
      await person.open('/')
      await seeSignInPageIn(person, 'en-CA', 'en')
      await person.fillIn(text('en-CA', 'USERNAME_OR_EMAIL'), 'sam.student')

      await person.press(text('en-CA', 'LANGUAGE_TOGGLE'))
      await seeSignInPageIn(person, 'fr-CA', 'fr')
      expect(await person.fieldValue(text('fr-CA', 'USERNAME_OR_EMAIL'))).toBe('sam.student')
      expect(new URL(await person.tab.url()).searchParams.get('lang')).toBe('fr')
      expect(await person.tab.evaluate(() => document.title)).toBe(
        `${text('fr-CA', 'SIGN_IN_TITLE')} – ${text('fr-CA', 'APP_NAME')}`,
      )

      await person.press(text('fr-CA', 'LANGUAGE_TOGGLE'))
      await seeSignInPageIn(person, 'en-CA', 'en')
      expect(await person.fieldValue(text('en-CA', 'USERNAME_OR_EMAIL'))).toBe('sam.student')
    },
  )

  journey(
    'the UK host speaks en-GB, has no language toggle, and stays in en-GB with ?lang=fr',
    async ({ person }) => {
      for (const path of ['/', '/?lang=fr']) {
        await person.open(path, { host: UK_HOST })
        await seeSignInPageIn(person, 'en-GB', 'en-gb')
        expect(new URL(await person.tab.url()).hostname).toBe(UK_HOST)
        await person.see('button', text('en-GB', 'FOOTER_HELP'))
        // Neither the toggle nor its word anywhere: the UK site has one language.
        expect(await person.shows('button', text('en-CA', 'LANGUAGE_TOGGLE'))).toBe(false)
        expect(await person.shows('text', text('en-CA', 'LANGUAGE_TOGGLE'))).toBe(false)
      }
    },
  )

  const WHERE: { locale: Locale; query: string; host?: string }[] = [
    { locale: 'en-CA', query: '' },
    { locale: 'fr-CA', query: '&lang=fr' },
    { locale: 'en-GB', query: '', host: UK_HOST },
  ]
  journey(
    'the error page reads its code, in English, French and on the UK host in en-GB',
    async ({ person }) => {
      // The SSO message is one that en-GB spells its own way ("organisation"): the UK host must say it so.
      expect(text('en-GB', 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR')).not.toBe(
        text('en-CA', 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'),
      )
      for (const { locale, query, host } of WHERE) {
        for (const [code, message] of [
          ['401', 'PAGE_DOES_NOT_EXIST_ERROR'],
          ['500', 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'],
        ] as const) {
          await person.open(`/error?code=${code}${query}`, { host })
          await person.see('heading', text(locale, 'ERROR_TITLE'))
          await person.see('text', text(locale, message))
          await seeLanguage(person, locale)
        }
        // From the last, the way back to signing in.
        await person.follow(text(locale, 'GO_TO_SIGN_IN'))
        await person.see('field', text(locale, 'USERNAME_OR_EMAIL'))
      }
    },
  )
})
