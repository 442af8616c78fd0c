import type { Page } from '@playwright/test'
import { expect, test, ukUrl } from './support'

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
