import { text } from './catalog'
import { expect, test } from './support'

test.describe('guidance and legal pages', () => {
  test('the error page reads its code', async ({ page }) => {
    await page.goto('/error?code=100')
    await expect(page.getByText('The page you were sent to does not exist', { exact: false })).toBeVisible()
    await page.goto('/error?code=500')
    await expect(page.getByText('Something went wrong while signing you in', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: 'Go to sign in' }).click()
    await expect(page.getByLabel('Username or email')).toBeVisible()
  })

  test('a table of contents entry takes the keyboard to its section', async ({ page }) => {
    await page.goto('/legal')
    const contents = page.getByRole('navigation', { name: 'Contents' })
    const last = contents.getByRole('link').last()
    const name = (await last.textContent()) ?? ''
    await last.focus()
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { level: 2, name, exact: true })
    await expect(heading).toBeInViewport()
    expect(new URL(page.url()).hash).toBe(`#${await heading.getAttribute('id')}`)
  })

  test('switches the terms of use to French in place', async ({ page }) => {
    await page.goto('/legal')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
    await page.getByRole('button', { name: 'Français' }).click()
    await expect(page.getByRole('heading', { level: 1, name: text('fr-CA', 'FOOTER_TERMS') })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Table des matières' })).toBeVisible()
  })

  test('the UK host shows the UK privacy policy', async ({ page, baseURL }) => {
    const uk = new URL('/privacy', baseURL)
    uk.hostname = 'uk.localhost'
    await page.goto(uk.toString())
    await expect(page.getByText(/UK GDPR/).first()).toBeVisible()
  })
})
