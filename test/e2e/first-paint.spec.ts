import type { Page } from '@playwright/test'
import { text } from './catalog'
import { DEMO_PASSWORD, expect, expectSignedInAs, isApiPost, recordApiPosts, test, ukUrl } from './support'

/** The catalog requests a page makes, with how each was started (`link` for the head's preload). */
async function catalogLoads(page: Page): Promise<{ name: string; initiator: string }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/i18n/'))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        initiator: (entry as PerformanceResourceTiming).initiatorType,
      })),
  )
}

test.describe('no request waterfall before the first paint', () => {
  for (const [label, address, catalog, heading] of [
    ['/', (base?: string) => new URL('/', base).toString(), 'en-CA', 'Sign in'],
    ['/?lang=fr', (base?: string) => new URL('/?lang=fr', base).toString(), 'fr-CA', 'Se connecter'],
    ['the UK host', (base?: string) => ukUrl(base, '/'), 'en-GB', 'Sign in'],
  ] as const) {
    test(`${label}: the catalog is asked for from the head, once, beside the entry script`, async ({
      page,
      baseURL,
    }) => {
      const requests: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.startsWith('/assets/i18n/')) requests.push(pathname)
      })
      await page.goto(address(baseURL))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(requests).toEqual([`/assets/i18n/${catalog}.json`])
      expect(await catalogLoads(page)).toEqual([{ name: `/assets/i18n/${catalog}.json`, initiator: 'link' }])
    })
  }
})

test.describe('a link loads the screen it leads to before it is followed', () => {
  function chunkRequests(page: Page): string[] {
    const chunks: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) chunks.push(pathname)
    })
    return chunks
  }

  test('when pointed at, and when focused from the keyboard', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    const chunks = chunkRequests(page)
    const forgot = page.getByRole('link', { name: 'Trouble signing in?' })
    await forgot.hover()
    await expect.poll(() => chunks.some((chunk) => chunk.includes('/forgot-password-'))).toBe(true)

    const noAccount = page.getByRole('link', { name: "Don't have an account?" })
    await forgot.focus()
    await page.keyboard.press('Tab')
    await expect(noAccount).toBeFocused()
    await expect.poll(() => chunks.some((chunk) => chunk.includes('/no-account-'))).toBe(true)

    const before = chunks.length
    await noAccount.press('Enter')
    await expect(page).toHaveURL('/noaccount')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(chunks.slice(before).filter((chunk) => chunk.includes('/no-account-'))).toEqual([])
  })
})

test.describe('a form’s calls load at the first sign of use, not with the page', () => {
  /** The chunks a page asks for that hold the calls: the HTTP client and the sign-in endpoints. */
  function callChunks(page: Page): string[] {
    const chunks: string[] = []
    page.on('request', (request) => {
      const name = /^\/assets\/(client|login)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)
      if (name?.[1] !== undefined) chunks.push(name[1])
    })
    return chunks
  }

  test('the sign-in page loads none of them until a field is focused', async ({ page }) => {
    const chunks = callChunks(page)
    await page.goto('/')
    // Longer than anything main.tsx puts off until the page is idle (at most 2 s).
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(2500)
    await page.getByRole('link', { name: 'Trouble signing in?' }).hover()
    expect(chunks).toEqual([])

    await page.getByLabel('Username or email').focus()
    await expect.poll(() => chunks.toSorted()).toEqual(['client', 'login'])
  })

  test('pointing at Sign in loads them', async ({ page }) => {
    const chunks = callChunks(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign in', exact: true }).hover()
    await expect.poll(() => chunks.toSorted()).toEqual(['client', 'login'])
  })

  test('a submit before they have arrived waits for them, then signs in', async ({ page }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/login-*.js', async (route) => {
      await released
      await route.continue()
    })
    const logins = recordApiPosts(page, '/api/auth/login')
    await page.goto('/')
    await page.getByLabel('Username or email').fill('sam.student')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: text('en-CA', 'SIGNING_IN') }),
    ).toBeAttached()
    expect(logins).toHaveLength(0)

    const login = page.waitForRequest(isApiPost('/api/auth/login'))
    release()
    await login
    await expectSignedInAs(page, 'Sam Student')
    expect(logins).toHaveLength(1)
  })

  test('another screen’s form loads the HTTP client once its field is focused', async ({ page }) => {
    const chunks = callChunks(page)
    await page.goto('/forgot')
    await page.waitForLoadState('networkidle')
    expect(chunks).toEqual([])
    await page.getByLabel('Email address').focus()
    await expect.poll(() => chunks).toEqual(['client'])
  })
})
