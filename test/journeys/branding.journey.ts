/**
 * Branding, as a person sees it in every engine (spec sections 1 and 7; src/shell/branding.tsx): the branded
 * sign-in routes (/florida, /new-hampshire) and an institution's branding looked up from its id
 * (`/?institutionId=demo-florida`) show the package's header and footer logos, loaded and named, the header's
 * opening its link in a new tab; the brand stays on the next screen; and the space the logos take is held from
 * the first paint, so when a late answer brings them, or brings none, nothing on the page moves.
 */
import { isDeepStrictEqual } from 'node:util'
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'
import type { Person } from './person'

const say = (key: Parameters<typeof text>[1]) => text('en-CA', key)

/**
 * A logo as a person meets it: its words (alt), whether it has loaded and shows, and where its link opens, with
 * the words the link adds for a screen reader.
 */
interface LogoSeen {
  alt: string
  shown: boolean
  opens: { href: string; target: string | null; says: string } | null
}

/** The branding logos the header (banner) and the footer (contentinfo) show now. */
function logos(person: Person): Promise<{ header: LogoSeen[]; footer: LogoSeen[] }> {
  return person.tab.evaluate(() => {
    const seen = (place: string) =>
      [...document.querySelectorAll<HTMLImageElement>(`${place} .branding img`)].map((image) => {
        const link = image.closest('a')
        const box = image.getBoundingClientRect()
        return {
          alt: image.alt,
          shown: image.complete && image.naturalWidth > 0 && box.width > 0 && box.height > 0,
          opens:
            link === null
              ? null
              : {
                  href: new URL(link.href).pathname,
                  target: link.getAttribute('target'),
                  says: (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
                },
        }
      })
    return { header: seen('header'), footer: seen('footer') }
  })
}

const FLORIDA = {
  header: [
    {
      alt: 'Florida Department of Education',
      shown: true,
      opens: { href: '/demo/product/en/help', target: '_blank', says: say('OPENS_IN_NEW_TAB') },
    },
  ],
  footer: [{ alt: 'Florida career pathways partnership', shown: true, opens: null }],
}

const NEW_HAMPSHIRE = {
  header: [
    {
      alt: 'New Hampshire Department of Education',
      shown: true,
      opens: { href: '/demo/product/en/help', target: '_blank', says: say('OPENS_IN_NEW_TAB') },
    },
  ],
  footer: [{ alt: 'New Hampshire college and career readiness', shown: true, opens: null }],
}

async function seeLogos(person: Person, wanted: Awaited<ReturnType<typeof logos>>): Promise<void> {
  let last: unknown = null
  await person
    .waitUntil('the branding logos', async () => {
      last = await logos(person)
      return isDeepStrictEqual(last, wanted)
    })
    .catch((error: unknown) => {
      throw new Error(`${String(error)}; the page shows ${JSON.stringify(last)}`)
    })
}

/** Where the sign-in form and the footer stand on the page, to tell whether anything moved. */
function layout(person: Person): Promise<Record<string, number>> {
  return person.tab.evaluate(() => {
    const top = (selector: string) =>
      Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? -1)
    return {
      heading: top('main h1'),
      username: top('main input'),
      footer: top('footer'),
      footerBottom: Math.round(document.querySelector('footer')?.getBoundingClientRect().bottom ?? -1),
      headerHeight: Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? -1),
    }
  })
}

journey.describe('branding', () => {
  for (const [path, brand] of [
    ['/florida', FLORIDA],
    ['/new-hampshire', NEW_HAMPSHIRE],
  ] as const) {
    journey(
      `${path} shows its logos at 320 and 1280 px, and keeps them on the next screen`,
      async ({ person }) => {
        for (const width of [320, 1280]) {
          await person.resize(width)
          await person.open(path)
          await person.see('heading', say('SIGN_IN_TITLE'))
          await seeLogos(person, brand)
          expect(await person.scrollsSideways(), `sideways scroll on ${path} at ${width} px`).toBe(false)
          expect(await person.axeViolations(), `axe on ${path} at ${width} px`).toEqual([])
        }
        await person.follow(say('TROUBLE_SIGNING_IN'))
        await person.seeAddress(new RegExp(`/forgot${path}$`))
        await person.see('heading', say('FORGOT_TITLE'))
        await seeLogos(person, brand)
      },
    )
  }

  journey(
    'an institution’s id brands the page like /florida, and the next screen too',
    async ({ person }) => {
      await person.open('/?institutionId=demo-florida')
      await seeLogos(person, FLORIDA)
      await person.follow(say('TROUBLE_SIGNING_IN'))
      await person.seeAddress(/\/forgot$/)
      await seeLogos(person, FLORIDA)
    },
  )

  for (const [institution, brand] of [
    ['demo-slow', FLORIDA],
    ['demo-none', null],
  ] as const) {
    journey(
      `space for the logos is held while ${institution} is looked up: nothing moves when the answer comes`,
      async ({ person }) => {
        for (const width of [320, 1280]) {
          await person.resize(width)
          // demo-slow answers after 2.5 s: the page is read while it waits.
          await person.open(`/?institutionId=${institution}`)
          await person.see('field', say('USERNAME_OR_EMAIL'))
          const waiting = await layout(person)
          if (brand === null) await person.waitUntil('the look-up to end', async () => !(await busy(person)))
          else {
            expect(await busy(person), 'the logos’ places say they are busy').toBe(true)
            await seeLogos(person, brand)
          }
          expect(await busy(person)).toBe(false)
          expect(await layout(person), `what moved at ${width} px`).toEqual(waiting)
          // With logos or without, their places keep the room they held.
          expect(await regionHeights(person), `the logos' places at ${width} px`).toEqual([
            expect.any(Number),
            expect.any(Number),
          ])
          for (const height of await regionHeights(person)) expect(height).toBeGreaterThanOrEqual(44)
        }
      },
    )
  }
})

/** Whether the logos' places still say they wait for the branding (aria-busy). */
const busy = (person: Person) =>
  person.tab.evaluate(() => document.querySelector('.branding[aria-busy="true"]') !== null)

/** The heights of the logos' places, header's and footer's. */
const regionHeights = (person: Person) =>
  person.tab.evaluate(() =>
    [...document.querySelectorAll('.branding')].map((region) =>
      Math.round(region.getBoundingClientRect().height),
    ),
  )
