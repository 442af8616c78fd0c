/**
 * Signing in and asking for a reset link with the keyboard alone, in every engine: from the top of the page,
 * Tab to the fields, type, Enter; where focus goes after each submit; and the error summary, which takes focus
 * and whose links take it to the fields (src/screens/parts/errors.tsx). Then, at a phone's and a desktop's
 * width, each page fits the window, has no axe violation, and every control it shows is a Tab stop on screen.
 */
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'
import { controlsShown, keyTo, seeFocusOn, tabStops, tabTo, typeHere } from './keyboard-steps'
import { DEMO_PASSWORD, seeSignedInAs } from './steps'

const say = (key: Parameters<typeof text>[1], values?: Record<string, string>) => text('en-CA', key, values)

journey.describe('with the keyboard alone', () => {
  journey('a student signs in: skip link, Tab, type, Enter; a refusal takes focus', async ({ person }) => {
    await person.open('/')
    // The first Tab from the top of the page is the skip link, and it takes focus past the header.
    await keyTo(person, 'Tab', 'link', say('SKIP_TO_CONTENT'))
    await person.key('Enter')
    await seeFocusOn(person, 'main')
    await keyTo(person, 'Tab', 'field', say('USERNAME_OR_EMAIL'))
    await typeHere(person, say('USERNAME_OR_EMAIL'), 'sam.student')
    await keyTo(person, 'Tab', 'field', say('PASSWORD'))
    await typeHere(person, say('PASSWORD'), 'not-the-password')
    await person.key('Enter')

    // The refusal is read at once: the summary takes focus, and the next Tab is the form again.
    await seeFocusOn(person, 'error summary', say('ERROR_SUMMARY_TITLE'))
    await person.see('alert', say('USERNAME_OR_PASSWORD_NOT_FOUND'))
    await keyTo(person, 'Tab', 'field', say('USERNAME_OR_EMAIL'))
    expect(await person.fieldValue(say('USERNAME_OR_EMAIL'))).toBe('sam.student')
    await keyTo(person, 'Tab', 'field', say('PASSWORD'))
    await typeHere(person, say('PASSWORD'), DEMO_PASSWORD)
    await person.key('Enter')
    await seeSignedInAs(person, 'Sam Student')
  })

  journey(
    'an empty submit: the summary takes focus, and each of its links the field it names',
    async ({ person }) => {
      await person.open('/')
      await tabTo(person, 'button', say('SIGN_IN_BUTTON'))
      await person.key('Enter')

      await seeFocusOn(person, 'error summary', say('ERROR_SUMMARY_TITLE'))
      const required = (field: string) => say('ERROR_SUMMARY_ITEM', { field, message: say('REQUIRED') })
      await keyTo(person, 'Tab', 'link', required(say('USERNAME_OR_EMAIL')))
      await keyTo(person, 'Enter', 'field', say('USERNAME_OR_EMAIL'))
      // The summary stands before the form: back from the first field is its last link.
      await keyTo(person, 'Shift+Tab', 'link', required(say('PASSWORD')))
      await keyTo(person, 'Enter', 'field', say('PASSWORD'))
    },
  )

  journey(
    'follows Trouble signing in? and asks for a link: focus is on each new screen',
    async ({ person }) => {
      await person.open('/')
      await tabTo(person, 'link', say('TROUBLE_SIGNING_IN'))
      await person.key('Enter')
      await person.see('heading', say('FORGOT_TITLE'))
      await person.seeAddress(/\/forgot$/)
      // A screen reader announces the new screen: focus is on its main part, and the title names it.
      await seeFocusOn(person, 'main')
      expect(await person.tab.evaluate(() => document.title)).toBe(
        `${say('FORGOT_TITLE')} – ${say('APP_NAME')}`,
      )

      await keyTo(person, 'Tab', 'field', say('EMAIL'))
      await typeHere(person, say('EMAIL'), 'sam.student@example.org')
      await person.key('Enter')
      await person.see('heading', say('LINK_SENT_TITLE'))
      await seeFocusOn(person, 'heading', say('LINK_SENT_TITLE'))
    },
  )
})

const PAGES = [
  { path: '/', heading: say('SIGN_IN_TITLE') },
  { path: '/forgot', heading: say('FORGOT_TITLE') },
]

for (const { path, heading } of PAGES) {
  for (const width of [320, 1280]) {
    journey(
      `${path} at ${width} px: no sideways scroll, no axe violation, every control a Tab stop on screen`,
      async ({ person }) => {
        // Fails unless the page is as wide as asked (person.resize): a window may not go as narrow as asked.
        await person.resize(width)
        const at = `${path} at ${width} px`
        await person.open(path)
        await person.see('heading', heading)
        expect(await person.scrollsSideways(), `sideways scroll on ${at}`).toBe(false)
        expect(await person.axeViolations(), `axe on ${at}`).toEqual([])

        // Focus is shown (and a skip link appears) only in a window that has the keyboard: a person's has.
        const keyboard = await person.tab.evaluate(() => document.hasFocus())
        expect(keyboard, `the window has the keyboard on ${at}`).toBe(true)

        const shown = await controlsShown(person)
        const stops = await tabStops(person, Math.max(...shown.map((control) => control.index)))
        const reached = new Set(stops.map((stop) => stop.index))
        expect(
          shown.filter((control) => !reached.has(control.index)).map((control) => control.name),
          `controls Tab does not reach on ${at}`,
        ).toEqual([])
        expect(
          stops.filter((stop) => stop.offScreen !== null).map((stop) => `${stop.name}: ${stop.offScreen}`),
          `Tab stops not wholly on screen on ${at}`,
        ).toEqual([])
      },
    )
  }
}
