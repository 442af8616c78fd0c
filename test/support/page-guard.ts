/**
 * The guard every browser test runs under, in every engine: what a page did that fails the test unless the test
 * declared it expects it. The Chromium checks (test/e2e/support.ts) and the journeys in three engines
 * (test/journeys/journey.ts) feed it what their engine reports, in one shape (PageEvent, engines/engine.ts), and
 * declare what they provoke on purpose through one API (PageGuard); docs/decisions/028 says what each engine can
 * report.
 */
import { PATH_RUN_COOKIE } from '../../demo-api/path-runs'
import { DEMO_RUN_COOKIE } from '../../demo-api/runs'
import { declarationOf, type StoredIn } from '../../src/kept-in-browser'
import type { PageEvent } from '../journeys/engines/engine'

export interface PageGuard {
  /**
   * Declares an HTTP error answer the test provokes on purpose (e.g. 401 for an unknown username), so
   * Chromium's console report of it is not taken for a fault. Anything not declared still fails the test.
   */
  allowHttpError(path: string, status: number): void
  /** Declares console errors the test provokes on purpose, matched on their text or source url. */
  allowConsoleError(pattern: RegExp): void
  /** Declares an uncaught page error the test provokes on purpose, matched on its message. */
  allowPageError(pattern: RegExp): void
  /** Declares a request to a host outside this machine the test provokes on purpose, matched on its url. */
  allowOutsideRequest(pattern: RegExp): void
  /**
   * Declares that the test accepts analytics cookies (or serves a host that needs no consent) before any analytics
   * request it makes: without it, any request to the analytics tag or its collector, and any analytics cookie,
   * fails the test (docs/decisions/031). A test that declares it checks itself that nothing went before the yes.
   */
  allowAnalytics(): void
  /** Declares storage keys (a cookie, or a local or session storage key) the test itself writes, by name. */
  allowStorage(pattern: RegExp): void
}

/** What a page keeps, as the page reads it: `document.cookie`, and the keys of its two storages. */
export interface KeptInPage {
  /** The page's address. */
  readonly address: string
  readonly cookies: string
  readonly localStorage: readonly string[]
  readonly sessionStorage: readonly string[]
}

/** Reads what the page keeps. Sent into the page as source: it uses nothing but itself. */
export function readKeptInPage(): KeptInPage {
  const keys = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
  return {
    address: location.href,
    cookies: document.cookie,
    localStorage: keys(localStorage),
    sessionStorage: keys(sessionStorage),
  }
}

/** The cookies a test's tab holds for the test's own runs (demo-api/runs.ts, demo-api/path-runs.ts). */
const TEST_COOKIES = [DEMO_RUN_COOKIE, PATH_RUN_COOKIE]

/** The analytics tag's script and its hits: Google's hosts, and the demo's stand-in for them. */
const ANALYTICS_REQUEST =
  /^https?:\/\/([^/]*\.)?(google-analytics\.com|analytics\.google\.com|googletagmanager\.com)\/|\/demo\/analytics\/(gtag|g\/collect)/

/** Loopback names: every engine resolves `*.localhost` to this machine. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'

// Chromium reports every HTTP error answer to fetch as a console error with this text.
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/

/** A PageGuard that keeps what was declared and judges what a page did by it. */
export class PageWatch implements PageGuard {
  /**
   * @param mapped names the engine resolves to this machine besides loopback ones (the Chromium checks map the
   *   configured build's `.test` hosts), which are no outside host either
   * @param needsNoConsent a page address on a server whose analytics needs no consent
   *   (`PORTAL_ANALYTICS_CONSENT=not-required`, the configured server), where the tag runs on load
   */
  constructor(
    private readonly mapped: (hostname: string) => boolean = () => false,
    private readonly needsNoConsent: (url: URL) => boolean = () => false,
  ) {}

  /** Whether analytics may run for a request or a page at `url`: the test said yes, or the server needs none. */
  private analyticsMayRun(url: string): boolean {
    return this.analyticsAllowed || (URL.canParse(url) && this.needsNoConsent(new URL(url)))
  }

  private readonly httpErrors: { path: string; status: number }[] = []
  private readonly consoleErrors: RegExp[] = []
  private readonly pageErrors: RegExp[] = []
  private readonly outsideRequests: RegExp[] = []
  private readonly storage: RegExp[] = []
  private analyticsAllowed = false

  allowHttpError(path: string, status: number): void {
    this.httpErrors.push({ path, status })
  }
  allowConsoleError(pattern: RegExp): void {
    this.consoleErrors.push(pattern)
  }
  allowPageError(pattern: RegExp): void {
    this.pageErrors.push(pattern)
  }
  allowOutsideRequest(pattern: RegExp): void {
    this.outsideRequests.push(pattern)
  }
  allowAnalytics(): void {
    this.analyticsAllowed = true
  }
  allowStorage(pattern: RegExp): void {
    this.storage.push(pattern)
  }

  /**
   * What the page kept that nothing declares (src/kept-in-browser.ts, the test's own cookies, what the test declared it
   * writes), and any analytics cookie the test never agreed to, one line each (docs/decisions/031).
   */
  storageProblems(kept: KeptInPage): string[] {
    const names = kept.cookies
      .split(';')
      .map((entry) => entry.trim().split('=')[0] ?? '')
      .filter((name) => name !== '')
    const found: [StoredIn | 'sessionStorage', string][] = [
      ...names.map((name): [StoredIn, string] => ['cookie', name]),
      ...kept.localStorage.map((name): [StoredIn, string] => ['localStorage', name]),
      ...kept.sessionStorage.map((name): ['sessionStorage', string] => ['sessionStorage', name]),
    ]
    return found.flatMap(([place, name]) => {
      if (this.storage.some((pattern) => pattern.test(name))) return []
      if (place === 'cookie' && TEST_COOKIES.includes(name)) return []
      const declared = place === 'sessionStorage' ? undefined : declarationOf(name, place)
      if (declared === undefined) return [`${place} ${name}, which src/kept-in-browser.ts does not declare`]
      if (declared.category === 'analytics' && !this.analyticsMayRun(kept.address))
        return [`the analytics cookie ${name}, set without the person's yes`]
      return []
    })
  }

  private isOutsideRequest(url: string): boolean {
    if (!URL.canParse(url)) return false
    const { protocol, hostname } = new URL(url)
    // Inline images, object URLs and the browser's own pages never touch the network.
    if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'ws:' && protocol !== 'wss:')
      return false
    return !isLoopback(hostname) && !this.mapped(hostname)
  }

  /** What fails the test, one line each, or null for an event that was declared or is no problem. */
  problemWith(event: PageEvent): string | null {
    switch (event.kind) {
      case 'request':
        if (!this.analyticsMayRun(event.url) && ANALYTICS_REQUEST.test(event.url))
          return `an analytics request without the person's yes: ${event.method} ${event.url}`
        return this.isOutsideRequest(event.url) &&
          !this.outsideRequests.some((pattern) => pattern.test(event.url))
          ? `request to an outside host: ${event.method} ${event.url}`
          : null
      case 'page error':
        return this.pageErrors.some((pattern) => pattern.test(event.message))
          ? null
          : `page error: ${event.message}`
      case 'console error': {
        const failed = FAILED_RESOURCE.exec(event.text)
        if (failed && URL.canParse(event.source)) {
          const { pathname } = new URL(event.source)
          const status = Number(failed[1])
          if (this.httpErrors.some((entry) => entry.path === pathname && entry.status === status)) return null
        }
        if (this.consoleErrors.some((pattern) => pattern.test(event.text) || pattern.test(event.source)))
          return null
        return `console error: ${event.text} (${event.source})`
      }
    }
  }

  /** Every problem among `events`, in order: none when the pages did only what the test declared. */
  problems(events: readonly PageEvent[]): string[] {
    return events.flatMap((event) => {
      const problem = this.problemWith(event)
      return problem === null ? [] : [problem]
    })
  }
}
