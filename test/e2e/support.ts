/**
 * Shared end-to-end support: the `test` every spec imports (with a guard that watches each page), the axe
 * check, and the few facts about the demo data that several specs need.
 */
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
  type APIResponse,
} from '@playwright/test'
import type { TelemetryReceived } from '../../demo-api/state'
import { configuredPort, LOGIN_HOSTS, TELEMETRY_URL } from '../../playwright.config'
import { needsNoConsent } from '../support/ports'
import { PAGE_FACTS_ID, type PrerenderedPageFacts } from '../../src/start/protocol'
import type { PageEvent } from '../journeys/engines/engine'
import { PageWatch, type PageGuard } from '../support/page-guard'

export { expect }

export const DEMO_PASSWORD = 'Demo-pass-1'

export const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

// The axe-core that @axe-core/playwright itself loads, so the script injected here and the builder agree.
const requireAxe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const AXE_SOURCE = (requireAxe('axe-core') as { source: string }).source
// Given to AxeBuilder instead of the 600 kB source, which it would otherwise send (and the trace record)
// twice per run; the source is already in every document of the page through `loadAxe`.
const AXE_LOADED_CHECK = "if (typeof window.axe === 'undefined') throw new Error('axe-core is not loaded')"

const pagesWithAxe = new WeakSet<Page>()

async function loadAxe(page: Page): Promise<void> {
  if (!pagesWithAxe.has(page)) {
    pagesWithAxe.add(page)
    await page.addInitScript({ content: AXE_SOURCE })
  }
  // The init script covers documents loaded from now on; the one on screen may predate it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
}

/**
 * Runs axe on the page as it is now and fails with one readable line per violation and node. The check is
 * soft: the test goes on, so one screen's violations do not hide those of the screens after it.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await loadAxe(page)
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_LOADED_CHECK })
    // Only violations are read, so only they are collected in detail. This comes before withTags because
    // options() replaces every option, the tags included. No preload: axe would fetch every style sheet and
    // re-create it as an inline <style>, which the production CSP (sent by the preview too) refuses, and the
    // only rule that needs it, css-orientation-lock, is covered by a unit test on styles.css
    // (test/unit/orientation.test.ts). It also makes each run several times quicker.
    .options({ resultTypes: ['violations'], preload: false })
    .withTags(WCAG_TAGS)
    // The portal has no frames, so axe can run in the page itself instead of finishing each run in an extra
    // blank page, which halves its time.
    .setLegacyMode()
    .analyze()
  const lines = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
    ...violation.nodes.map((node) => `    at ${String(node.target[0] ?? '(no target)')}`),
  ])
  expect.soft(lines, `axe violations on ${label}`).toEqual([])
}

// The configured build's login hosts are mapped to this machine (playwright.config.ts).
const MAPPED_HOSTS: readonly string[] = Object.values(LOGIN_HOSTS)

/**
 * Besides loopback names, the configured build's login hosts and the names of one-build.spec.ts's two
 * environments (`*.env-a.test`, `*.env-b.test`, which it maps to this machine): `.test` names exist nowhere else
 * (RFC 6761).
 */
const isMappedHost = (hostname: string) =>
  MAPPED_HOSTS.includes(hostname) || /\.env-[ab]\.test$/.test(hostname)

/**
 * Fails the test when a page logs a console error, throws, opens a dialog, or requests a host outside this
 * machine, unless the test declared it (the guard every engine's tests share, test/support/page-guard.ts):
 * nothing the portal does may reach an outside host. Outside requests are reported, not aborted: any route makes
 * Playwright intercept every request and turns off the browser cache, which costs the suite more time than its
 * budget allows, and the recorded request already fails the test.
 */
async function watchContext(
  context: BrowserContext,
  runTest: (guard: PageGuard) => Promise<void>,
): Promise<void> {
  const watch = new PageWatch(isMappedHost, needsNoConsent)
  const seen: PageEvent[] = []
  const dialogs: string[] = []

  const watchPage = (page: Page) => {
    page.on('request', (request: Request) => {
      seen.push({ kind: 'request', method: request.method(), url: request.url() })
    })
    page.on('pageerror', (error) => {
      seen.push({ kind: 'page error', message: error.message })
    })
    page.on('dialog', (dialog) => {
      dialogs.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`)
      void dialog.dismiss()
    })
    page.on('console', (message) => {
      if (message.type() === 'error')
        seen.push({ kind: 'console error', text: message.text(), source: message.location().url })
    })
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)

  await runTest(watch)

  expect(
    [...watch.problems(seen), ...dialogs],
    'console errors, page errors, dialogs or outside requests',
  ).toEqual([])
}

/**
 * Whether the app has taken over the page, or the page has said it cannot (decision 026). A prerendered page is on
 * screen (and its fields can be typed in) before the app runs, but its links do little until then; the shell shows
 * nothing before it.
 */
const appHasStarted = (page: Page) =>
  page
    .evaluate(() => {
      const html = document.documentElement
      // A page of the demo's (the product's stand-in) has no app to wait for.
      return (
        document.getElementById('root') === null ||
        html.hasAttribute('data-app-started') ||
        html.hasAttribute('data-start-failed') ||
        html.hasAttribute('data-unsupported-browser')
      )
    })
    // The page may be navigating away (a redirect): ask the next one.
    .catch(() => false)

export const test = base.extend<{ guard: PageGuard }>({
  // Named `provide`, not `use`: the React hooks lint rule takes any `use(...)` call for a hook.
  guard: [async ({ context }, provide) => watchContext(context, provide), { auto: true }],
  // `goto` returns once the app has started, as a person would wait for a page to respond. `waitUntil: 'commit'`
  // returns at once, for a test about what shows before that (or a page whose script never runs).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      // Asked often: expect.poll's default intervals grow to a second, which the suite would pay on every visit.
      // Most pages are prerendered now, link pages too, so most visits wait here: as long as a test may wait
      // for what a page shows once started, on a machine several suites share.
      if (options?.waitUntil !== 'commit')
        await expect.poll(() => appHasStarted(page), { intervals: [25, 50, 100], timeout: 15_000 }).toBe(true)
      return response
    }
    await provide(page)
  },
})

/** The same path on another login host; `*.localhost` names resolve to this machine in Chromium. */
function onHost(hostname: string, baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL)
  url.hostname = hostname
  return url.toString()
}

/** The same path on the UK login host. */
export const ukUrl = (baseURL: string | undefined, path = '/') => onHost('uk.localhost', baseURL, path)

/**
 * A GET from Node as a browser on the url's host would send it: Node resolves neither `*.localhost` nor the
 * `.test` names Chromium maps, so the request goes to localhost with the host's name in its Host header.
 */
export function getOnHost(request: APIRequestContext, url: string): Promise<APIResponse> {
  const target = new URL(url)
  const { host } = target
  target.hostname = 'localhost'
  return request.get(target.toString(), { headers: { host } })
}

/** Every POST to an API path while the page lives, so a test can say how many were sent. */
export function recordApiPosts(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request)
  })
  return seen
}

export const isApiPost = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path

/**
 * Holds the page's calls to an API path until `release()`, so a busy or waiting state stays on screen for as
 * long as the test needs it instead of for however long the server happens to take.
 */
export async function holdApiCall(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const matches = (url: URL) => url.pathname === path
  await page.route(matches, async (route) => {
    await released
    // The page may have navigated away meanwhile, which cancels the request: nothing is left to continue.
    await route.continue().catch(() => {})
  })
  return {
    release: async () => {
      release()
      await page.unroute(matches)
    },
  }
}

export async function readAppToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('appToken'))
}

/** Fills the sign-in form by its labels (English) and submits it with the button. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

export async function expectSignedInAs(page: Page, displayName: string): Promise<void> {
  await expect(page).toHaveURL(/\/demo\/signed-in\?/)
  await expect(page.getByText(`You are signed in as ${displayName}`)).toBeVisible()
}

export type AnalyticsHit = Record<string, string>

/**
 * The hits the configured build's analytics stand-in has collected from pages under `origin` (several files send
 * hits to it at once, each from its own origin). Asked from Node by `localhost`, which needs no host mapping.
 */
export async function analyticsHitsFrom(request: APIRequestContext, origin: string): Promise<AnalyticsHit[]> {
  const response = await request.get(`http://localhost:${configuredPort}/demo/analytics/collected.json`)
  const { hits } = (await response.json()) as { hits: AnalyticsHit[] }
  return hits.filter((hit) => hit.dl?.startsWith(`${origin}/`))
}

/**
 * What the demo's telemetry collector behind `request`'s server has received (the latest of each kind; compare two
 * reads with `receivedSince` from demo-api/pages/telemetry.ts).
 */
export async function telemetryReceived(request: APIRequestContext): Promise<TelemetryReceived> {
  return (await (await request.get(`${TELEMETRY_URL}/collected.json`)).json()) as TelemetryReceived
}

/** A Content-Security-Policy header's directives, each with its values. */
export const cspDirectives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values]
    }),
  )

/**
 * What an HTML page says of itself, as served: its language and, for a prerendered page, its description
 * (src/start/protocol.ts: its name and entry scripts); null for anything else (the shell).
 */
export function servedPage(html: string): (PrerenderedPageFacts & { locale: string }) | null {
  const facts = new RegExp(`<script type="application/json" id="${PAGE_FACTS_ID}">([^<]*)</script>`).exec(
    html,
  )?.[1]
  const locale = /<html lang="([^"]+)"/.exec(html)?.[1] ?? ''
  return facts === undefined ? null : { ...(JSON.parse(facts) as PrerenderedPageFacts), locale }
}

/**
 * What the page says is wrong: its error summary (or the page that could not load, drawn as one), or a link
 * problem's explanation. None is an alert (docs/decisions/035): the summary is announced by taking focus, a link
 * problem by its heading.
 */
export const problemShown = (page: Page) => page.locator('.error-summary, .panel--error')
