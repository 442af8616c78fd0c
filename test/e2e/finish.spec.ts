/**
 * The finish of every screen (screens.ts), measured in Chromium: buttons (and links drawn as buttons) have room
 * around their words; a button that cannot be used yet does not look like one that can, and still stands out from
 * the page; the main column's text, panels, fields and buttons end on one right edge (at a phone's and a desktop's
 * width, light and dark); and focus is never hidden: Tab goes forwards through every stop and Shift+Tab back, and
 * each focused element must be on screen and not under the sticky header (WCAG 2.2 2.4.11, which axe does not
 * test), in short windows (375×640 and 1280×720) so that long pages scroll and the header has something to cover.
 * Each screen is opened once for all of it, in en-CA and in French, whose longer words wrap and lengthen pages:
 * French is measured at both widths in light and walked with the keyboard in the phone's window, where it makes
 * pages longest; colours, the scheme's only difference, do not depend on the language (en-CA has both).
 * docs/decisions/020-screen-patterns-and-finish.md says why each holds;
 * focus.spec.ts checks that focus is never lost.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support'
import {
  contrast,
  measure,
  MIN_CONTRAST,
  MIN_PADDING_PX,
  sameLook,
  type Look,
  type Measured,
} from './finish-checks'
import { tabThrough, watchFocus } from './focus-checks'
import { lookAt, PROVOKED_FAILURES, screenGroups } from './screens'

const WIDTHS = [375, 1280] as const
const SCHEMES = { 'en-CA': ['light', 'dark'], 'fr-CA': ['light'] } as const
/** Short windows, so that long pages scroll and the header has something to cover. */
const PHONE_VIEW = { width: 375, height: 640 } as const
const FOCUS_VIEWS = {
  'en-CA': [PHONE_VIEW, { width: 1280, height: 720 }],
  'fr-CA': [PHONE_VIEW],
} as const
type Locale = keyof typeof SCHEMES

type Unusable = Measured['unusable'][number] & { where: string }

/** Measures the screen in each scheme and width, and keeps its buttons' looks for the comparison at the end. */
async function checkFinish(
  page: Page,
  name: string,
  locale: Locale,
  usable: Look[],
  unusable: Unusable[],
): Promise<void> {
  for (const scheme of SCHEMES[locale]) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const where = `${name} (${locale}, ${width}px, ${scheme})`
      const found = await measure(page)
      expect
        .soft(found.tightButtons, `buttons with under ${MIN_PADDING_PX} px of side padding on ${where}`)
        .toEqual([])
      expect.soft(found.offEdge, `column items off the column's right edge on ${where}`).toEqual([])
      usable.push(...found.usable)
      unusable.push(...found.unusable.map((button) => ({ ...button, where })))
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Tabs forwards from the top of the page and back, in each window, checking every stop. */
async function checkFocusNeverHidden(page: Page, name: string, locale: Locale): Promise<void> {
  for (const view of FOCUS_VIEWS[locale]) {
    await page.setViewportSize(view)
    const where = `${name} (${locale}, ${view.width}px)`
    // From the top of the page, as after it loads: the next Tab starts at the document's start.
    const forwards = await tabThrough(page, 'Tab', true, where)
    // Then back from past the last stop, where forwards ended.
    const backwards = await tabThrough(page, 'Shift+Tab', false, where)
    for (const [key, stops] of [
      ['Tab', forwards],
      ['Shift+Tab', backwards],
    ] as const) {
      for (const [index, problem] of stops.entries())
        expect.soft(problem, `${key} stop ${index + 1} on ${where}`).toBeNull()
    }
    expect.soft(backwards.length, `Shift+Tab reaches as many stops as Tab on ${where}`).toBe(forwards.length)
  }
}

test.describe('the finish of every screen', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  // Usable buttons are collected over every screen: the one unusable button (a resend that waits) is then
  // compared with what a usable button looks like anywhere.
  for (const { locale, screens, names } of screenGroups(12)) {
    test(`padding, column edges, unusable buttons, and focus never hidden: ${names} in ${locale}`, async ({
      page,
      request,
      guard,
      baseURL,
    }) => {
      guard.allowConsoleError(PROVOKED_FAILURES)
      await watchFocus(page)
      const usable: Look[] = []
      const unusable: Unusable[] = []
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await page.setViewportSize({ width: 1280, height: 800 })
          await lookAt(screen, { page, request, guard, locale, baseURL }, async () => {
            // The finish first, on the screen as it opened: Tabbing moves focus in and out of its fields.
            await checkFinish(page, screen.name, locale, usable, unusable)
            await checkFocusNeverHidden(page, screen.name, locale)
          })
        })
      }
      for (const button of unusable) {
        expect
          .soft(
            usable.some((look) => sameLook(look, button.look)),
            `"${button.name}" on ${button.where} looks usable`,
          )
          .toBe(false)
        expect
          .soft(
            contrast(button.boundary, button.page),
            `"${button.name}" on ${button.where}: its edge against the page`,
          )
          .toBeGreaterThanOrEqual(MIN_CONTRAST)
        expect
          .soft(
            contrast(button.color, button.page),
            `"${button.name}" on ${button.where}: its words against the page`,
          )
          .toBeGreaterThanOrEqual(MIN_CONTRAST)
      }
    })
  }

  test('the check sees an unusable button: the resend waits, looking so, then looks usable again', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(PROVOKED_FAILURES)
    await page.clock.install()
    await page.goto('/verify/demo-verify-expired/PersonalEmail/1/en-CA')
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await page.getByRole('button', { name: 'Send me a new link' }).click()
    const again = page.getByRole('button', { name: 'Send another email' })
    await expect(again).toHaveAttribute('aria-disabled', 'true')
    const waiting = await measure(page)
    expect(waiting.unusable.map((button) => button.name)).toEqual(['Send another email'])
    // Right under it, tied to it: why it cannot be pressed, and until when.
    await expect(again).toHaveAccessibleDescription(/You can ask for another email in \d+ seconds\./)

    await page.clock.runFor(61_000)
    await expect(again).not.toHaveAttribute('aria-disabled', 'true')
    const ready = await measure(page)
    expect(ready.unusable).toEqual([])
    const [waitingLook] = waiting.unusable.map((button) => button.look)
    expect(waitingLook === undefined || ready.usable.some((look) => sameLook(look, waitingLook))).toBe(false)
  })
})
