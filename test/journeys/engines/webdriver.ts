/**
 * WebKitGTK, Safari's engine, through Debian's WebKitWebDriver, over classic W3C WebDriver
 * (docs/decisions/023). The protocol is a dozen JSON calls over HTTP, written here rather than taken from a
 * binding: selenium-webdriver's current line needs Node 22, and WebdriverIO's `webdriver` brings driver
 * downloaders with install scripts this project would have to review and deny. Each tab is a session of its
 * own, a new browser process with nothing kept from the last one; a session starts in under half a second.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ElementRef, Engine, Key, PageEvent, PageFunction, Tab, TabCookie } from './engine'

/** The browser WebKitWebDriver starts: WebKitGTK in a window of its own (webkit-window.js says why not MiniBrowser). */
const BROWSER = fileURLToPath(new URL('webkit-window.js', import.meta.url))
/** The W3C name of the key that holds an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'
/** The W3C code points of the keys the journeys press. */
const KEY_CODES: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Space: '\uE00D',
  Escape: '\uE00C',
  Backspace: '\uE003',
}
const SHIFT = '\uE008'
/** Each call, a navigation included, as long as a journey waits for a page on a shared machine. */
const CALL_TIMEOUT = 20_000

class WebDriverError extends Error {}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()))
    })
  })
}

function client(base: string) {
  return async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    timeout = CALL_TIMEOUT,
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(timeout),
    })
    const answer = (await response.json()) as { value: T | { error: string; message: string } }
    const { value } = answer
    if (!response.ok) {
      const problem = value as { error?: string; message?: string }
      throw new WebDriverError(`WebKitWebDriver ${method} ${path}: ${problem.error} ${problem.message ?? ''}`)
    }
    return value as T
  }
}

type Call = ReturnType<typeof client>

/** The message handler webkit-window.js gives every page, as the page sees it. */
interface WebKitHandler {
  postMessage(message: string): void
}

/** A function's source as a WebDriver script body: its arguments come in `arguments`, a promise is awaited. */
const scriptOf = (fn: PageFunction<never[], unknown>) => `return (${fn.toString()}).apply(null, arguments)`

type Recorded = PageEvent | { kind: 'mark'; id: string }

/** What the window has recorded in its journal (webkit-window.js), or nothing while it has recorded nothing. */
function readJournal(file: string): Recorded[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Recorded[]
  } catch {
    return []
  }
}

/** How long a resized window's page may take to get its new width. */
const RESIZE_SETTLE_MS = 2_000
/** How long the window may take to record a mark the page sent it: messages arrive in a few milliseconds. */
const MARK_TIMEOUT = 2_000

class WebDriverTab implements Tab {
  readonly engine = 'webkit' as const
  private readonly everyPage: string[] = []

  constructor(
    private readonly call: Call,
    private readonly session: string,
    private readonly journal: string,
    private readonly browsersEnded: () => Promise<void>,
  ) {}

  private path(rest: string) {
    return `/session/${this.session}${rest}`
  }
  /** WebKitWebDriver has no way to run code before a page's own scripts: it runs as soon as the page is there. */
  private async runEveryPage() {
    for (const source of this.everyPage)
      await this.call('POST', this.path('/execute/sync'), { script: source, args: [] })
  }
  async goto(url: string) {
    await this.call('POST', this.path('/url'), { url })
    await this.runEveryPage()
  }
  url() {
    return this.call<string>('GET', this.path('/url'))
  }
  async back() {
    await this.call('POST', this.path('/back'))
    await this.runEveryPage()
  }
  async reload() {
    await this.call('POST', this.path('/refresh'))
    await this.runEveryPage()
  }
  async resize(width: number, height: number) {
    await this.call('POST', this.path('/window/rect'), { width, height })
    // WebKitWebDriver answers once GTK has been asked; the page's viewport follows a moment later, on a busy
    // machine sometimes after the answer. What the page has after a short wait is what the journey judges.
    const deadline = Date.now() + RESIZE_SETTLE_MS
    let given = await this.evaluate(() => window.innerWidth)
    while (given !== width && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      given = await this.evaluate(() => window.innerWidth)
    }
    return given
  }
  evaluate<TArgs extends unknown[], TResult>(fn: PageFunction<TArgs, TResult>, ...args: TArgs) {
    return this.call<TResult>('POST', this.path('/execute/sync'), {
      script: scriptOf(fn as PageFunction<never[], unknown>),
      args,
    })
  }
  async runScript(source: string) {
    await this.call('POST', this.path('/execute/sync'), { script: source, args: [] })
  }
  async element<TArgs extends unknown[]>(fn: PageFunction<TArgs, Element | null>, ...args: TArgs) {
    const found = await this.evaluate(fn as PageFunction<TArgs, unknown>, ...args)
    if (found === null || typeof found !== 'object' || !(ELEMENT_KEY in found)) return null
    return { engineElement: (found as Record<string, string>)[ELEMENT_KEY] }
  }
  async click(element: ElementRef) {
    // WebKitWebDriver's Element Click does not scroll an element below the fold into view, as the standard says
    // it must, and answers "element not interactable"; a person scrolls to it first, as Puppeteer's click does.
    await this.call('POST', this.path('/execute/sync'), {
      script: "arguments[0].scrollIntoView({ block: 'center', inline: 'center' })",
      args: [{ [ELEMENT_KEY]: element.engineElement }],
    })
    await this.call('POST', this.path(`/element/${String(element.engineElement)}/click`))
  }
  async type(element: ElementRef, text: string) {
    await this.call('POST', this.path(`/element/${String(element.engineElement)}/value`), { text })
  }
  async select(element: ElementRef, value: string) {
    // WebKitWebDriver answers "not interactable" to a click on an option of a closed list; a person's keyboard does
    // it: focus on the list, then the arrow keys move its choice, as WebKitGTK's lists take them without opening.
    const moves = await this.call<number>('POST', this.path('/execute/sync'), {
      script:
        'const list = arguments[0]; list.focus(); ' +
        'return [...list.options].findIndex((option) => option.value === arguments[1]) - list.selectedIndex',
      args: [{ [ELEMENT_KEY]: element.engineElement }, value],
    })
    const arrow = moves < 0 ? '\uE013' : '\uE015'
    for (let step = 0; step < Math.abs(moves); step++) {
      await this.call('POST', this.path('/actions'), {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: arrow },
              { type: 'keyUp', value: arrow },
            ],
          },
        ],
      })
    }
  }
  async press(key: Key) {
    const keys = key === 'Shift+Tab' ? [SHIFT, KEY_CODES.Tab] : [KEY_CODES[key]]
    await this.call('POST', this.path('/actions'), {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            ...keys.map((value) => ({ type: 'keyDown', value })),
            ...[...keys].reverse().map((value) => ({ type: 'keyUp', value })),
          ],
        },
      ],
    })
  }
  async beforeEveryPage(source: string) {
    this.everyPage.push(source)
    await this.call('POST', this.path('/execute/sync'), { script: source, args: [] })
  }
  /**
   * The window's journal, once it holds everything the page said before now: the page sends a mark, which arrives
   * after the messages it sent earlier. A page that cannot send one (one navigating away) is read as it is.
   */
  async pageEvents() {
    const id = randomUUID()
    const sent = await this.evaluate((mark: string) => {
      const handlers = (window as unknown as { webkit?: { messageHandlers?: Record<string, WebKitHandler> } })
        .webkit?.messageHandlers
      if (handlers?.journeyGuard === undefined) return false
      handlers.journeyGuard.postMessage(JSON.stringify({ kind: 'mark', id: mark }))
      return true
    }, id).catch(() => false)
    const deadline = Date.now() + MARK_TIMEOUT
    let recorded = readJournal(this.journal)
    while (sent && !recorded.some((entry) => entry.kind === 'mark' && entry.id === id)) {
      if (Date.now() > deadline) throw new WebDriverError(`the window recorded no mark in ${MARK_TIMEOUT} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
      recorded = readJournal(this.journal)
    }
    return recorded.filter((entry): entry is PageEvent => entry.kind !== 'mark')
  }
  async screenshot() {
    return Buffer.from(await this.call<string>('GET', this.path('/screenshot')), 'base64')
  }
  async close() {
    await this.call('DELETE', this.path('')).catch(() => {})
    await this.browsersEnded()
    rmSync(this.journal, { force: true })
  }
}

/** A new session starts in under half a second; one that has not answered by then never will. */
const SESSION_TIMEOUT = 10_000

/** A running WebKitWebDriver on a display of its own, and the way to end it with its display. */
interface Driver {
  call: Call
  end(): void
  /** Resolves once no browser window of this driver runs any more (at most 3 s). */
  browsersEnded(): Promise<void>
}

/**
 * A session's browser: the window (its command as Linux shortens it to 15 characters) and the web and network
 * processes WebKitGTK started for it, which outlive the window by a second or so.
 */
const BROWSER_PROCESSES: ReadonlySet<string> = new Set([
  'webkit-window.j',
  'WebKitWebProces',
  'WebKitNetworkPr',
])

/** The ids of the running processes in a process group whose command is one of `commands`, read from /proc. */
function processesIn(group: number, commands: ReadonlySet<string>): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      // pid (comm) state ppid pgrp …: the command may hold spaces, so fields are counted after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const [state, , itsGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // A zombie (Z) has ended: only its parent's wait is missing, which no one here owes it.
      return commands.has(name) && Number(itsGroup) === group && state !== 'Z' ? [Number(entry)] : []
    } catch {
      return []
    }
  })
}

/** Waits, at most 3 s, until no process in the group runs one of those commands. */
async function gone(group: number, commands: ReadonlySet<string>): Promise<void> {
  const deadline = Date.now() + 3_000
  while (processesIn(group, commands).length > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
}

/** Starts WebKitWebDriver on a display of its own (WebKitGTK has no headless mode) and waits for it. */
async function startDriver(): Promise<Driver> {
  const port = await freePort()
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`],
    // Its own process group, so ending the driver ends Xvfb and the browsers with it.
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  const end = () => {
    if (driver.pid === undefined) return
    try {
      process.kill(-driver.pid, 'SIGKILL')
    } catch {
      // Already ended.
    }
  }
  // A worker Playwright ends early (a timeout, a failed test) skips the fixture's teardown: the driver, its
  // display and its browsers must not outlive it.
  process.once('exit', end)
  const call = client(`http://127.0.0.1:${port}`)
  const deadline = Date.now() + 20_000
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended at start (${driver.exitCode})`)
    try {
      await call('GET', '/status')
      return {
        call,
        end,
        // WebKitWebDriver answers a closed session before its browser has ended, and a new session asked for
        // while the last browser's processes are still ending now and then never starts (below): 4 in 138
        // sessions without this wait, 5 in 138 with those processes killed instead, none in 276 with it.
        // A tenth of a second to a second per journey.
        async browsersEnded() {
          if (driver.pid !== undefined) await gone(driver.pid, BROWSER_PROCESSES)
        },
      }
    } catch (error) {
      if (Date.now() > deadline) {
        end()
        throw new Error('WebKitWebDriver did not start in 20 s', { cause: error })
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

export async function launchWebKit(): Promise<Engine> {
  let driver = await startDriver()
  // Each session's journal of what its pages did (webkit-window.js), read by the guard.
  const journals = mkdtempSync(join(tmpdir(), 'webkit-journals-'))
  const startSession = (args: string[]) =>
    driver.call<{ sessionId: string }>(
      'POST',
      '/session',
      {
        capabilities: {
          alwaysMatch: {
            browserName: 'PortalWebKit',
            'webkitgtk:browserOptions': { binary: BROWSER, args },
          },
        },
      },
      SESSION_TIMEOUT,
    )
  return {
    name: 'webkit',
    async newTab({ dark = false, cookies = [] }) {
      const journal = join(journals, `${randomUUID()}.json`)
      const args = [
        '--automation',
        ...(dark ? ['--dark-mode'] : []),
        `--journal=${journal}`,
        ...cookies.map(({ host, name, value }: TabCookie) => `--cookie=${host};${name}=${value}`),
      ]
      let sessionId: string
      try {
        ;({ sessionId } = await startSession(args))
      } catch (error) {
        // WebKitWebDriver 2.50 now and then never answered a new session asked for while the last session's
        // browser was still ending; closing a tab now waits for it (browsersEnded). Should it happen again, it
        // is the driver's state, not the page's: a new driver on a new display starts in a second and answers
        // (docs/decisions/023).
        if (!(error instanceof Error && error.name === 'TimeoutError')) throw error
        process.stderr.write('WebKitWebDriver did not answer a new session: starting it again\n')
        driver.end()
        driver = await startDriver()
        ;({ sessionId } = await startSession(args))
      }
      await driver.call('POST', `/session/${sessionId}/timeouts`, {
        script: CALL_TIMEOUT,
        pageLoad: CALL_TIMEOUT,
      })
      return new WebDriverTab(driver.call, sessionId, journal, driver.browsersEnded)
    },
    async close() {
      driver.end()
      rmSync(journals, { recursive: true, force: true })
    },
  }
}
