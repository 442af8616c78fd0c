/**
 * A field's message has its space (docs/decisions/003): leaving a field with any message it can show moves
 * nothing below it, so a field left by pressing the button below it does not move the button from under the
 * pointer. Tried at a narrow phone's width and a desktop's, in both Canadian languages, with every message of every
 * form; and the press itself, once, with the mouse, right after typing a password too short (the journeys do the
 * same in every engine).
 */
import type { Page } from '@playwright/test'
import { text } from './catalog'
import { expect, test, problemShown } from './support'

/** A form, and what to leave in each field in turn: every message it can show. */
const FORMS: readonly { path: string; leave: readonly [field: string, value: string | null][] }[] = [
  {
    path: '/',
    leave: [
      ['#username', ''],
      ['#password', ''],
    ],
  },
  {
    path: '/forgot',
    leave: [
      ['#email', ''],
      ['#email', 'sam.student@'],
    ],
  },
  {
    path: '/registration/demo-sso-educator',
    leave: [
      ['#firstName', ''],
      ['#firstName', 'Sam2'],
      ['#lastName', 'St3'],
      ['#institution', null],
    ],
  },
  {
    path: '/reset/demo-parent-valid/ActivateParent',
    leave: [
      ['#new-password', ''],
      ['#new-password', 'short'],
      ['#confirm-password', ''],
      ['#confirm-password', 'other'],
    ],
  },
]

const submitTop = async (page: Page) => (await page.locator('main button[type=submit]').boundingBox())?.y

for (const width of [320, 1280]) {
  for (const lang of ['en', 'fr'] as const) {
    test(`at ${width} px in ${lang}, a field's message appears without moving the button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const form of FORMS) {
        await page.goto(`${form.path}?lang=${lang}`)
        for (const [field, value] of form.leave) {
          const before = await submitTop(page)
          if (value === null) await page.locator(field).focus()
          else await page.locator(field).fill(value)
          await page.locator('main h1').click()
          await expect(page.locator(`${field}-error`), `${form.path} ${field}`).toBeVisible()
          expect(await submitTop(page), `${form.path}: leaving ${field} with "${value}"`).toBe(before)
        }
      }
    })
  }
}

test('one press of Activate account with the mouse, right after typing a password too short, is a submit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/reset/demo-parent-valid/ActivateParent?lang=fr')
  await page.locator('#new-password').fill('short')
  await page.getByRole('button', { name: text('fr-CA', 'ACTIVATE_ACCOUNT_BUTTON') }).click()
  // The submit's answer: the summary, which takes focus.
  await expect(problemShown(page)).toBeFocused()
  await expect(problemShown(page)).toContainText(text('fr-CA', 'MIN_CHARACTER_WARNING_8'))
})
