// Opening in French, the header's toggle, the footer's links and year in each language, and the UK host in
// en-GB are journeys now, in every engine (test/journeys/languages-and-hosts.journey.ts); what stays here is
// the request a person cannot see.
import { text } from './catalog'
import { expect, expectSignedInAs, isApiPost, test } from './support'

test.describe('language', () => {
  test('signs in in French with SelectedLanguage 1', async ({ page }) => {
    await page.goto('/?lang=fr')
    await page.getByLabel(text('fr-CA', 'USERNAME_OR_EMAIL')).fill('sam.student')
    await page.getByLabel('Mot de passe', { exact: true }).fill('Demo-pass-1')

    const loginRequest = page.waitForRequest(isApiPost('/api/auth/login'))
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    expect((await loginRequest).postDataJSON()).toMatchObject({ SelectedLanguage: 1 })
    await expectSignedInAs(page, 'Sam Student')
  })
})
