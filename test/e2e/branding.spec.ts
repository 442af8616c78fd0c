import type { Page, Route } from '@playwright/test'
import { expect, expectNoAxeViolations, holdApiCall, test } from './support'
import type { PageGuard } from '../support/page-guard'

const FLORIDA_HEADER = 'Florida Department of Education'
const FLORIDA_JSON = '/branding-assets/florida/branding.json'

const headerLogo = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('img', { name })
const brandingImages = (page: Page) => page.locator('.branding img')

/** Sums every layout shift the page makes from its first byte (what CLS adds up), for `layoutShift()`. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number }
    record.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function layoutShift(page: Page): Promise<number> {
  // Two frames, so a shift caused by the last change has been laid out and reported.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift)),
        ),
      ),
  )
}

async function expectWorkingUnbrandedSignIn(page: Page): Promise<void> {
  await expect(page.getByLabel('Username or email')).toBeVisible()
  await expect(page.locator('.branding[aria-busy]')).toHaveCount(0)
  await expect(brandingImages(page)).toHaveCount(0)
  await page.getByLabel('Username or email').fill('sam.student')
  await expect(page.getByLabel('Username or email')).toHaveValue('sam.student')
}

test.describe('branding from the route', () => {
  for (const [path, header] of [
    ['/florida', FLORIDA_HEADER],
    ['/new-hampshire', /New Hampshire/],
  ] as const) {
    test(`${path} shows its logos with no axe violations at 320 px and on a desktop`, async ({ page }) => {
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await expect(headerLogo(page, header)).toBeVisible()
        await expect(page.getByRole('contentinfo').locator('.branding img')).not.toHaveCount(0)
        await expectNoAxeViolations(page, `${path} at ${width}px`)
      }
    })
  }

  test('logos that arrive late move nothing on the page, at 320 px and on a desktop', async ({ page }) => {
    await recordLayoutShifts(page)
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 640 })
      const held = await holdApiCall(page, FLORIDA_JSON)
      await page.goto('/florida')
      await expect(page.getByLabel('Username or email')).toBeVisible()
      await held.release()
      await expect(headerLogo(page, FLORIDA_HEADER)).toBeVisible()
      await page
        .getByRole('contentinfo')
        .locator('.branding img')
        .evaluate((image: HTMLImageElement) => image.decode())
      expect(await layoutShift(page), `layout shift at ${width}px`).toBe(0)
    }
  })
})

test.describe('branding.json that fails', () => {
  const failures: {
    name: string
    allow?: (guard: PageGuard) => void
    answer: (route: Route) => Promise<void>
  }[] = [
    {
      name: 'the CDN cannot be reached',
      allow: (guard) => guard.allowConsoleError(/branding\.json|ERR_INTERNET_DISCONNECTED/),
      answer: (route) => route.abort('internetdisconnected'),
    },
    {
      name: 'the CDN answers 404',
      allow: (guard) => guard.allowHttpError(FLORIDA_JSON, 404),
      answer: (route) => route.fulfill({ status: 404, body: 'Not found' }),
    },
    {
      name: 'the file is not JSON',
      answer: (route) => route.fulfill({ contentType: 'application/json', body: '{"logos": {"header": [' }),
    },
    {
      name: 'the JSON has the wrong shape',
      answer: (route) => route.fulfill({ json: { logos: { header: 'header.svg', footer: 7 } } }),
    },
    {
      name: 'a logo links to javascript:',
      answer: (route) =>
        route.fulfill({
          json: {
            logos: { header: [{ src: 'header.svg', alt: 'Evil', href: 'javaScript:alert(1)' }], footer: [] },
          },
        }),
    },
  ]

  for (const failure of failures) {
    test(`leaves the page unbranded and working when ${failure.name}`, async ({ page, guard }) => {
      failure.allow?.(guard)
      await page.route(`**${FLORIDA_JSON}`, failure.answer)
      await page.goto('/florida')
      await expectWorkingUnbrandedSignIn(page)
      await expect(page.getByRole('link', { name: 'Trouble signing in?' })).toHaveAttribute(
        'href',
        '/forgot/florida',
      )
    })
  }
})

test.describe('branding looked up for an institution', () => {
  test('brands the page like /florida, and keeps the brand on the next screen', async ({ page }) => {
    const lookUps: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/branding/branding-package/')) lookUps.push(url.pathname)
    })
    await page.goto('/?institutionId=demo-florida')
    await expect(headerLogo(page, FLORIDA_HEADER)).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('img', { name: /Florida/ })).toBeVisible()
    expect(lookUps).toEqual(['/branding/branding-package/demo-florida'])
    await expectNoAxeViolations(page, 'sign-in branded for an institution')

    await page.getByRole('link', { name: 'Trouble signing in?' }).click()
    await expect(page).toHaveURL('/forgot')
    await expect(headerLogo(page, FLORIDA_HEADER)).toBeVisible()
    expect(lookUps).toHaveLength(1)
  })

  for (const [institution, what] of [
    ['demo-none', 'has no package'],
    ['demo-unknown-package', 'has a package this portal does not know'],
    ['demo-server', 'cannot be looked up'],
  ] as const) {
    test(`leaves the page unbranded and working when the institution ${what}`, async ({ page, guard }) => {
      guard.allowHttpError(`/branding/branding-package/${institution}`, 500)
      await page.goto(`/?institutionId=${institution}`)
      await expectWorkingUnbrandedSignIn(page)
    })
  }

  test('an answer that comes late moves nothing, whether it brands the page or not', async ({ page }) => {
    await recordLayoutShifts(page)
    for (const [institution, branded] of [
      ['demo-florida', true],
      ['demo-none', false],
    ] as const) {
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 640 })
        const held = await holdApiCall(page, `/branding/branding-package/${institution}`)
        await page.goto(`/?institutionId=${institution}`)
        await expect(page.getByLabel('Username or email')).toBeVisible()
        await expect(page.locator('.branding[aria-busy="true"]')).toHaveCount(2)
        await held.release()
        await expect(page.locator('.branding[aria-busy]')).toHaveCount(0)
        if (branded) {
          await expect(headerLogo(page, FLORIDA_HEADER)).toBeVisible()
          await page
            .getByRole('contentinfo')
            .locator('.branding img')
            .evaluate((image: HTMLImageElement) => image.decode())
        }
        expect(await layoutShift(page), `${institution} at ${width}px`).toBe(0)
      }
    }
  })
})
