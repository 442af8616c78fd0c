import { configuredPort } from '../../playwright.config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../journeys/engines/engine'
import { expect, expectSignedInAs, readAppToken, recordApiPosts, signIn, test } from './support'

/*
 * Playwright starts Chromium with --disable-back-forward-cache (so that page.goBack() always reloads); this file
 * gives the cache back, in a worker of its own, in the whole browser: the other tests run in Chromium's headless
 * shell, which keeps this page out of its cache ("masked"), where the browser restores it (docs/decisions/023). It
 * runs against the build the suite makes from the current sources (the configured one); dist/ may predate them.
 */
test.use({
  baseURL: `http://localhost:${configuredPort}`,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: ['--headless', ...CHROMIUM_ARGS],
  },
})

test.describe('the back-forward cache', () => {
  test('Back from the product shows the usable sign-in form, not "Taking you to your account…"', async ({
    page,
  }) => {
    // The portal's pages are sent with Cache-Control: no-store, which today keeps Chromium from caching them
    // ("response-cache-control-no-store"); whether a browser caches such a page is its choice. Without the header
    // here, Chromium caches the sign-in page as a browser that does would.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue()
        const response = await route.fetch()
        const headers = { ...response.headers() }
        delete headers['cache-control']
        await route.fulfill({ response, headers })
      },
    )
    await page.goto('/')
    // Survives only if the browser brings back this very document rather than loading the page again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await signIn(page, 'sam.student')
    await expectSignedInAs(page, 'Sam Student')
    // Keep me signed in was ticked (the default): the page going back holds a token it could replay.
    expect(await readAppToken(page)).toBeTruthy()
    const replays = recordApiPosts(page, '/api/auth/redirect')

    // A restored page fires pageshow, not load.
    await page.goBack({ waitUntil: 'commit' })

    const [restored, notRestored] = await page.evaluate(() => [
      'sameDocument' in window,
      JSON.stringify(
        (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown } | undefined)
          ?.notRestoredReasons ?? null,
      ),
    ])
    expect(restored, `the page was not restored from the back-forward cache: ${notRestored}`).toBe(true)
    await expect(page).toHaveURL(/\/$/)
    const button = page.getByRole('button', { name: 'Sign in', exact: true })
    await expect(button).toBeVisible()
    await expect(button).not.toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByLabel('Username or email')).toBeEditable()
    for (const busy of ['Taking you to your account…', 'Signing you in…', 'Signing you back in…']) {
      await expect(page.getByText(busy)).toHaveCount(0)
    }
    // The kept sign-in's token is not replayed by the restored page: it would send the person straight back.
    await page.getByLabel('Username or email').fill('sam.student')
    expect(replays).toHaveLength(0)
    await expect(page).toHaveURL(/\/$/)
  })
})
