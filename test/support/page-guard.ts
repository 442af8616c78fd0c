/**
 * The guard every browser test runs under, in every engine: what a page did that fails the test unless the test
 * declared it expects it. The Chromium checks (test/e2e/support.ts) and the journeys in three engines
 * (test/journeys/journey.ts) feed it what their engine reports, in one shape (PageEvent, engines/engine.ts), and
 * declare what they provoke on purpose through one API (PageGuard); docs/decisions/028 says what each engine can
 * report.
 */
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
}

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
   */
  constructor(private readonly mapped: (hostname: string) => boolean = () => false) {}

  private readonly httpErrors: { path: string; status: number }[] = []
  private readonly consoleErrors: RegExp[] = []
  private readonly pageErrors: RegExp[] = []
  private readonly outsideRequests: RegExp[] = []

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
