import type { Page } from '@playwright/test'
import type { MessageKey } from '../../src/i18n/i18n'
import { text } from './catalog'
import { expect, isApiPost, recordApiPosts, test, problemShown } from './support'

const say = (key: MessageKey, values?: Record<string, string>) => text('en-CA', key, values)

const firstName = (page: Page) => page.getByLabel(say('FIRST_NAME'))
const lastName = (page: Page) => page.getByLabel(say('LAST_NAME'))
const institution = (page: Page) => page.getByLabel(say('INSTITUTION'))
const email = (page: Page) => page.getByLabel(say('EMAIL'))
const sendButton = (page: Page) => page.getByRole('button', { name: say('SEND_REQUEST') })

async function openForm(page: Page, k: string) {
  await page.goto(`/registration/${k}`)
  await expect(page.getByRole('heading', { level: 1, name: say('REGISTRATION_TITLE') })).toBeVisible()
  await expect(firstName(page)).toBeVisible()
}

async function fillNames(page: Page) {
  await firstName(page).fill('Zoë')
  await lastName(page).fill("O'Neil")
  await institution(page).selectOption({ label: 'Riverside Secondary School' })
}

test.describe('SSO registration', () => {
  test('without a key goes to the error page', async ({ page }) => {
    await page.goto('/registration')
    await expect(page).toHaveURL(/\/error$/)
  })

  test('with the keyboard alone: REQUIRED once each field is left, then the request is sent', async ({
    page,
  }) => {
    const sent = recordApiPosts(page, '/api/auth/registration')
    await openForm(page, 'demo-sso-educator')
    // The claim is an email: it fills the field, which cannot be changed.
    await expect(email(page)).toHaveValue('new.educator@example.org')
    await expect(email(page)).toHaveAttribute('readonly', '')
    await expect(email(page)).toHaveAccessibleDescription(say('EMAIL_FROM_SSO_HINT'))

    await firstName(page).focus()
    for (let stop = 0; stop < 4; stop += 1) await page.keyboard.press('Tab')
    await expect(email(page)).toBeFocused()
    // Under the fields; the form's live region says each once too, with its label (docs/decisions/035).
    await expect(page.locator('.field__message').getByText(say('REQUIRED'))).toHaveCount(3)
    expect(sent).toEqual([])

    await page.keyboard.press('Shift+Tab')
    await expect(institution(page)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(institution(page)).toHaveValue('101')
    for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press('Shift+Tab')
    await expect(firstName(page)).toBeFocused()
    await page.keyboard.type('Jean-François')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Tremblay')
    await page.keyboard.press('Tab')
    await page.keyboard.type('JF')
    await expect(page.locator('.field__message').getByText(say('REQUIRED'))).toHaveCount(0)

    const request = page.waitForRequest(isApiPost('/api/auth/registration'))
    await page.keyboard.press('Enter')
    expect((await request).postDataJSON()).toEqual({
      Email: 'new.educator@example.org',
      FirstName: 'Jean-François',
      LastName: 'Tremblay',
      DisplayName: 'JF',
      InstitutionId: 101,
      K: 'demo-sso-educator',
    })
    await expect(page).toHaveURL(/\/registrationconfirmation$/)
    await expect(page.getByRole('heading', { level: 1, name: say('REGISTRATION_SENT_TITLE') })).toBeVisible()
    await expect(page.getByText(say('REGISTRATION_SENT_TEXT'))).toBeVisible()
    await expect(
      page.getByText(say('REGISTRATION_SENT_NOTIFY', { email: 'new.educator@example.org' })),
    ).toBeVisible()
    // A reload keeps the page: the history entry holds where the notification goes.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: say('REGISTRATION_SENT_TITLE') })).toBeVisible()
  })

  test('names with digits or symbols are refused; accents, hyphens, apostrophes and spaces are letters', async ({
    page,
  }) => {
    const sent = recordApiPosts(page, '/api/auth/registration')
    await openForm(page, 'demo-sso-educator')
    await firstName(page).fill('R2D2')
    await lastName(page).fill('Smith!')
    await lastName(page).blur()
    await firstName(page).focus()
    await firstName(page).blur()
    await expect(page.locator('.field__message').getByText(say('NAME_LETTERS_ONLY'))).toHaveCount(2)
    await sendButton(page).click()
    await expect(page.locator('.error-summary')).toContainText(say('NAME_LETTERS_ONLY'))
    expect(sent).toEqual([])

    for (const [first, last] of [
      ['Zoë', "O'Neil"],
      ['Mary Ann', 'Jean-François'],
    ]) {
      await firstName(page).fill(first ?? '')
      await lastName(page).fill(last ?? '')
      await expect(page.locator('.field__message').getByText(say('NAME_LETTERS_ONLY'))).toHaveCount(0)
    }
  })

  test('choosing Select one again after an institution shows REQUIRED', async ({ page }) => {
    await openForm(page, 'demo-sso-educator')
    const options = institution(page).getByRole('option')
    await expect(options).toHaveText([
      say('SELECT_ONE'),
      'Northern College',
      'Riverside Secondary School',
      'École secondaire des Érables',
      'Lakeview Adult Learning Centre',
    ])
    await institution(page).selectOption({ label: 'Northern College' })
    await expect(institution(page)).not.toHaveAttribute('aria-invalid')
    await institution(page).selectOption({ label: say('SELECT_ONE') })
    await expect(institution(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(institution(page)).toHaveAccessibleDescription(`${say('ERROR_PREFIX')} ${say('REQUIRED')}`)
  })

  test('a claim that is not an email leaves the email to type, and a malformed one sends nothing', async ({
    page,
  }) => {
    const sent = recordApiPosts(page, '/api/auth/registration')
    await openForm(page, 'demo-sso-claim')
    await expect(email(page)).toHaveValue('')
    await expect(email(page)).not.toHaveAttribute('readonly')
    await fillNames(page)
    await email(page).fill('jordan.lee@')
    await sendButton(page).click()
    await expect(page.locator('.error-summary')).toContainText(say('EMAIL_ENTERED_INVALID'))
    expect(sent).toEqual([])

    await email(page).fill('  jordan.lee@example.org ')
    const request = page.waitForRequest(isApiPost('/api/auth/registration'))
    await sendButton(page).click()
    expect((await request).postDataJSON()).toMatchObject({
      Email: 'jordan.lee@example.org',
      K: 'demo-sso-claim',
    })
    await expect(
      page.getByText(say('REGISTRATION_SENT_NOTIFY', { email: 'jordan.lee@example.org' })),
    ).toBeVisible()
  })

  test('registration data that fails to load offers Try again', async ({ page, guard }) => {
    guard.allowHttpError('/api/auth/getregistrationdata', 500)
    const loads = recordApiPosts(page, '/api/auth/getregistrationdata')
    await page.goto('/registration/demo-sso-server')
    await expect(problemShown(page)).toContainText(say('REGISTRATION_LOAD_FAILED'))
    await page.getByRole('button', { name: say('TRY_AGAIN') }).click()
    await expect.poll(() => loads.length).toBe(2)
    await expect(problemShown(page)).toContainText(say('REGISTRATION_LOAD_FAILED'))
  })

  test('the confirmation reached directly goes to sign-in', async ({ page }) => {
    await page.goto('/registrationconfirmation')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByLabel('Username or email')).toBeVisible()
  })

  test('the welcome page leads to the form, in French too', async ({ page }) => {
    await page.goto('/account/demo-sso-educator?lang=fr')
    await page.getByRole('link', { name: text('fr-CA', 'ACCOUNT_WELCOME_REGISTER') }).click()
    await expect(page).toHaveURL(/\/registration\/demo-sso-educator\?lang=fr$/)
    await expect(page.getByLabel(text('fr-CA', 'FIRST_NAME'))).toBeVisible()
    await expect(page.getByLabel(text('fr-CA', 'INSTITUTION')).getByRole('option').first()).toHaveText(
      text('fr-CA', 'SELECT_ONE'),
    )
  })
})
