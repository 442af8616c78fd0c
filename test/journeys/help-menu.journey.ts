/**
 * The header's help menu (spec section 1; src/shell/help-menu.tsx, machines/header-menu/), as a person uses it
 * in every engine: a button that says whether its list is open, opened with the keyboard (Enter, Space) or the
 * pointer, its two items (the product's help and contact pages, in the page's language: en/, fr/, en-gb/),
 * Escape closing it with focus back on the button, and focus or a click elsewhere closing it.
 */
import { isDeepStrictEqual } from 'node:util'
import { text, type Locale } from '../e2e/catalog'
import { expect, journey } from './journey'
import { keyTo, seeFocusOn, tabTo } from './keyboard-steps'
import type { Person } from './person'

/** What a person sees of the menu: whether its button says it is open, and the items it shows. */
interface MenuSeen {
  expanded: string | null
  items: { name: string; path: string }[]
}

/** The help menu as it is now: its button (named by its words) and the shown items of the list it controls. */
function menu(person: Person, button: string): Promise<MenuSeen> {
  return person.tab.evaluate((name: string): MenuSeen => {
    const fold = (words: string | null) => (words ?? '').replace(/\s+/g, ' ').trim()
    const toggle = [...document.querySelectorAll('header button')].find(
      (candidate) => fold(candidate.textContent) === name,
    )
    const list = document.getElementById(toggle?.getAttribute('aria-controls') ?? '')
    const shown = (element: Element) =>
      element.closest('[hidden]') === null && element.getBoundingClientRect().height > 0
    return {
      expanded: toggle?.getAttribute('aria-expanded') ?? null,
      items: [...(list?.querySelectorAll('a[href]') ?? [])].filter(shown).map((link) => ({
        name: fold(link.textContent),
        path: new URL((link as HTMLAnchorElement).href).pathname,
      })),
    }
  }, button)
}

async function seeMenu(person: Person, button: string, wanted: MenuSeen): Promise<void> {
  let last: MenuSeen | null = null
  await person
    .waitUntil(`the help menu ${wanted.expanded === 'true' ? 'open' : 'closed'}`, async () => {
      last = await menu(person, button)
      return isDeepStrictEqual(last, wanted)
    })
    .catch((error: unknown) => {
      throw new Error(`${String(error)}; the menu is ${JSON.stringify(last)}`)
    })
}

const LANGUAGES: { locale: Locale; open: string; host?: string; product: string }[] = [
  { locale: 'en-CA', open: '/', product: 'en' },
  { locale: 'fr-CA', open: '/?lang=fr', product: 'fr' },
  { locale: 'en-GB', open: '/', host: 'uk.localhost', product: 'en-gb' },
]

journey.describe('the header’s help menu', () => {
  journey(
    'with the keyboard: Enter opens it, Tab walks its items, Escape closes it and returns focus',
    async ({ person }) => {
      const say = (key: Parameters<typeof text>[1]) => text('en-CA', key)
      const help = say('FOOTER_HELP')
      const open: MenuSeen = {
        expanded: 'true',
        items: [
          { name: help, path: '/demo/product/en/help' },
          { name: say('FOOTER_CONTACT'), path: '/demo/product/en/contact' },
        ],
      }
      const closed: MenuSeen = { expanded: 'false', items: [] }
      await person.open('/')
      await tabTo(person, 'button', help)
      await seeMenu(person, help, closed)

      await person.key('Enter')
      await seeMenu(person, help, open)
      await keyTo(person, 'Tab', 'link', help)
      await keyTo(person, 'Tab', 'link', say('FOOTER_CONTACT'))
      await person.key('Escape')
      await seeMenu(person, help, closed)
      await seeFocusOn(person, 'button', help)

      // Space opens it too, and again closes it.
      await person.key('Space')
      await seeMenu(person, help, open)
      await person.key('Space')
      await seeMenu(person, help, closed)

      // Focus that leaves the menu closes it: past its last item to the next control.
      await person.key('Enter')
      await seeMenu(person, help, open)
      await keyTo(person, 'Tab', 'link', help)
      await keyTo(person, 'Tab', 'link', say('FOOTER_CONTACT'))
      await person.key('Tab')
      await seeMenu(person, help, closed)
    },
  )

  journey(
    'with the pointer: a click opens it, a click elsewhere closes it, an item leads to its page',
    async ({ person }) => {
      const say = (key: Parameters<typeof text>[1]) => text('en-CA', key)
      const help = say('FOOTER_HELP')
      await person.open('/')
      const button = await person.find('button', help)
      await person.tab.click(button)
      await seeMenu(person, help, {
        expanded: 'true',
        items: [
          { name: help, path: '/demo/product/en/help' },
          { name: say('FOOTER_CONTACT'), path: '/demo/product/en/contact' },
        ],
      })
      await person.tab.click(await person.find('heading', say('SIGN_IN_TITLE')))
      await seeMenu(person, help, { expanded: 'false', items: [] })

      // Open again, and follow an item: the product's contact page.
      await person.tab.click(button)
      await person.waitUntil('the help menu open', async () => (await menu(person, help)).expanded === 'true')
      const contact = await person.tab.element(
        (name: string, item: string) => {
          const fold = (words: string | null) => (words ?? '').replace(/\s+/g, ' ').trim()
          const toggle = [...document.querySelectorAll('header button')].find(
            (candidate) => fold(candidate.textContent) === name,
          )
          const list = document.getElementById(toggle?.getAttribute('aria-controls') ?? '')
          return (
            [...(list?.querySelectorAll('a[href]') ?? [])].find((link) => fold(link.textContent) === item) ??
            null
          )
        },
        help,
        say('FOOTER_CONTACT'),
      )
      expect(contact, 'the menu’s Contact us').not.toBeNull()
      if (contact !== null) await person.tab.click(contact)
      await person.seeAddress(/\/demo\/product\/en\/contact$/)
    },
  )

  journey('its items are in the page’s language: en-CA, fr-CA and en-GB', async ({ person }) => {
    for (const { locale, open, host, product } of LANGUAGES) {
      const say = (key: Parameters<typeof text>[1]) => text(locale, key)
      const help = say('FOOTER_HELP')
      await person.open(open, { host })
      await person.tab.click(await person.find('button', help))
      await seeMenu(person, help, {
        expanded: 'true',
        items: [
          { name: help, path: `/demo/product/${product}/help` },
          { name: say('FOOTER_CONTACT'), path: `/demo/product/${product}/contact` },
        ],
      })
      await person.key('Escape')
      await seeMenu(person, help, { expanded: 'false', items: [] })
    }
  })
})
