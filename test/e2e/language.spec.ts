import type { Page } from '@playwright/test'
import { expect, expectSignedInAs, isApiPost, test, ukUrl } from './support'

const FOOTER_PAGES = ['help', 'contact', 'privacy', 'terms']

async function footerHrefs(page: Page): Promise<string[]> {
  const links = page.getByRole('contentinfo').getByRole('navigation').getByRole('link')
  await expect(links).toHaveCount(FOOTER_PAGES.length)
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
}

test.describe('language', () => {
  test('switches to French in place, keeping what was typed', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
    await page.getByLabel('Username or email').fill('sam.student')

    await page.getByRole('button', { name: 'Français' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible()
    await expect(page.getByLabel("Nom d'utilisateur ou courriel")).toHaveValue('sam.student')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fr')
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible()
    await expect(page).toHaveTitle(/^Se connecter – Planificateur de carrière et d'études$/)
  })

  test('signs in in French with SelectedLanguage 1', async ({ page }) => {
    await page.goto('/?lang=fr')
    await page.getByLabel("Nom d'utilisateur ou courriel").fill('sam.student')
    await page.getByLabel('Mot de passe', { exact: true }).fill('Demo-pass-1')

    const loginRequest = page.waitForRequest(isApiPost('/api/auth/login'))
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    expect((await loginRequest).postDataJSON()).toMatchObject({ SelectedLanguage: 1 })
    await expectSignedInAs(page, 'Sam Student')
  })

  test('opens in French with ?lang=fr', async ({ page }) => {
    await page.goto('/?lang=fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible()
    await expect(
      page.getByText(
        "Utilisez le nom d'utilisateur ou l'adresse courriel ainsi que le mot de passe de votre compte.",
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: "Vous n'arrivez pas à vous connecter ?" })).toHaveAttribute(
      'href',
      '/forgot?lang=fr',
    )
  })

  test('keeps French when following a link to another screen', async ({ page }) => {
    await page.goto('/?lang=fr')
    await page.getByRole('link', { name: "Vous n'arrivez pas à vous connecter ?" }).click()
    await expect(page).toHaveURL('/forgot?lang=fr')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' }),
    ).toBeVisible()
  })

  test('points the footer links at the product pages of the language', async ({ page }) => {
    await page.goto('/')
    expect(await footerHrefs(page)).toEqual(FOOTER_PAGES.map((name) => `/demo/product/en/${name}`))

    await page.getByRole('button', { name: 'Français' }).click()
    await expect(page.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible()
    expect(await footerHrefs(page)).toEqual(FOOTER_PAGES.map((name) => `/demo/product/fr/${name}`))

    await page.goto('/?lang=fr')
    expect(await footerHrefs(page)).toEqual(FOOTER_PAGES.map((name) => `/demo/product/fr/${name}`))
  })

  test('shows the current year in the footer', async ({ page }) => {
    const year = new Date().getFullYear()
    await page.goto('/')
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${year} Career and Education Planner. All rights reserved.`,
    )
    await page.goto('/?lang=fr')
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${year} Planificateur de carrière et d'études. Tous droits réservés.`,
    )
  })

  test('serves the UK host in en-GB without a language toggle', async ({ page, baseURL }) => {
    await page.goto(ukUrl(baseURL))
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Français' })).toHaveCount(0)
    await expect(page.getByText('Français')).toHaveCount(0)
    expect(await footerHrefs(page)).toEqual(FOOTER_PAGES.map((name) => `/demo/product/en-gb/${name}`))
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `)
  })

  test('stays in en-GB on the UK host even with ?lang=fr', async ({ page, baseURL }) => {
    await page.goto(ukUrl(baseURL, '/?lang=fr'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })
})
