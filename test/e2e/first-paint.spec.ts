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
