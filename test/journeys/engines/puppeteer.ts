/**
 * Chromium over the DevTools protocol and Firefox ESR over WebDriver BiDi, both through Puppeteer: one library
 * for two engines, and the one that drives Debian's Firefox ESR reliably (docs/decisions/023). Each tab is a
 * browser context of its own, so tests share the engine's start-up and nothing else.
 */
import puppeteer, {
  type Browser,
  type ConsoleMessage,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core'
import {
  CHROMIUM_ARGS,
  CHROMIUM_SHELL_PATH,
  type ElementRef,
  type Engine,
  type Key,
  type PageEvent,
  type PageFunction,
  type Tab,
} from './engine'

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  // The space character, not 'Space': Firefox's WebDriver BiDi knows no key of that name, DevTools takes both.
  Space: ' ',
  Escape: 'Escape',
  Backspace: 'Backspace',
}

/** How long a navigation may take before the journey says so, on a machine several suites share. */
const NAVIGATION_TIMEOUT = 20_000

const handleOf = (element: ElementRef) => element.engineElement as ElementHandle<Element>

/** What a message's source is: the address of the script or resource it came from, or of the page. */
function sourceOf(message: ConsoleMessage, page: Page): string {
  const { url } = message.location()
  return url === undefined || url === '' ? page.url() : url
}

class PuppeteerTab implements Tab {
  private readonly events: PageEvent[] = []

  constructor(
    readonly engine: 'chromium' | 'firefox',
    private readonly page: Page,
    private readonly onClose: () => Promise<void>,
  ) {
    // The guard's eyes (docs/decisions/028). Chromium reports over the DevTools protocol, Firefox over WebDriver
    // BiDi (log.entryAdded, network.beforeRequestSent): uncaught errors and rejections, console errors (Chromium's
    // include its own, such as a resource that failed to load and a Content-Security-Policy refusal), and every
    // request the page sends, beacons included.
    page.on('pageerror', (error: unknown) => {
      this.events.push({
        kind: 'page error',
        message: error instanceof Error ? error.message : String(error),
      })
    })
    page.on('console', (message) => {
      if (message.type() === 'error')
        this.events.push({ kind: 'console error', text: message.text(), source: sourceOf(message, page) })
    })
    page.on('request', (request) => {
      this.events.push({ kind: 'request', method: request.method(), url: request.url() })
    })
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT })
  }
  async url() {
    return this.page.url()
  }
  async back() {
    await this.page.goBack({ waitUntil: 'load', timeout: NAVIGATION_TIMEOUT })
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load', timeout: NAVIGATION_TIMEOUT })
  }
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height })
    return this.page.evaluate(() => window.innerWidth)
  }
  evaluate<TArgs extends unknown[], TResult>(fn: PageFunction<TArgs, TResult>, ...args: TArgs) {
    // Puppeteer's own typing wants its handle types; the journeys pass and get plain JSON.
    return this.page.evaluate(fn as (...args: unknown[]) => TResult, ...args) as Promise<TResult>
  }
  async runScript(source: string) {
    await this.page.evaluate(source)
  }
  async element<TArgs extends unknown[]>(fn: PageFunction<TArgs, Element | null>, ...args: TArgs) {
    const handle = await this.page.evaluateHandle(fn as (...args: unknown[]) => Element | null, ...args)
    const element = handle.asElement()
    if (element === null) {
      await handle.dispose()
      return null
    }
    return { engineElement: element }
  }
  async click(element: ElementRef) {
    await handleOf(element).click()
  }
  async type(element: ElementRef, text: string) {
    await handleOf(element).type(text)
  }
  async select(element: ElementRef, value: string) {
    await handleOf(element).select(value)
  }
  async press(key: Key) {
    if (key === 'Shift+Tab') {
      await this.page.keyboard.down('Shift')
      await this.page.keyboard.press('Tab')
      await this.page.keyboard.up('Shift')
      return
    }
    await this.page.keyboard.press(KEYS[key])
  }
  async beforeEveryPage(source: string) {
    await this.page.evaluateOnNewDocument(source)
  }
  async pageEvents() {
    return [...this.events]
  }
  async screenshot() {
    return this.page.screenshot({ type: 'png' })
  }
  close() {
    return this.onClose()
  }
}

export async function launchPuppeteer(name: 'chromium' | 'firefox'): Promise<Engine> {
  const browser: Browser = await puppeteer.launch(
    name === 'chromium'
      ? {
          browser: 'chrome',
          executablePath: CHROMIUM_SHELL_PATH,
          headless: 'shell',
          args: CHROMIUM_ARGS,
        }
      : {
          browser: 'firefox',
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          headless: true,
          extraPrefsFirefox: {
            // Nothing may leave this machine: no update, telemetry or safe-browsing calls of Firefox's own.
            'app.update.enabled': false,
            'toolkit.telemetry.enabled': false,
            'browser.safebrowsing.malware.enabled': false,
            'browser.safebrowsing.phishing.enabled': false,
            'network.captive-portal-service.enabled': false,
            'network.connectivity-service.enabled': false,
            // No form history: a walk types what an earlier one submitted ("Zoë"), Firefox offers it in a popup,
            // and while that popup is open a script's scrollIntoView does not move the page, so the automation's
            // click lands beside the button it aimed at (2 of 30 tries here; none of 30 without form history).
            // A person scrolls and aims again; a run cannot, and no check here is about the browser's own history.
            'browser.formfill.enable': false,
          },
        },
  )
  return {
    name,
    async newTab({ dark = false, cookies = [] }) {
      const context = await browser.createBrowserContext()
      if (cookies.length > 0)
        await context.setCookie(
          ...cookies.map(({ host, name, value }) => ({ name, value, domain: host, path: '/' })),
        )
      const page = await context.newPage()
      page.setDefaultTimeout(NAVIGATION_TIMEOUT)
      if (dark) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }])
      return new PuppeteerTab(name, page, () => context.close())
    },
    close: () => browser.close(),
  }
}
