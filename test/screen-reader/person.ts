/**
 * A person at the keyboard of the run's desktop, with Orca on: Firefox ESR (a fresh profile each time it starts),
 * keys pressed with xdotool as from the keyboard, so Orca hears them as it hears a person's. Puppeteer (WebDriver
 * BiDi) only watches the page: that it has started, where focus is, what it shows. It never acts on the page.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import type { Desktop } from './desktop'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface Person {
  /**
   * Types the address into the address bar and presses Enter, as a person opens a link; waits until the page's
   * app has started (`<html data-app-started>`). Returns when Enter was pressed (seconds, the speech file's clock).
   */
  open(url: string): Promise<number>
  /** Presses a key (xdotool's names: Return, Tab, ctrl+Home, KP_Add). */
  press(key: string): Promise<void>
  /**
   * Presses Tab until focus is on the element `selector` finds, each press cutting short what Orca was saying of
   * the last, then listens to what Orca says of it. Fails after 30 presses.
   */
  tabTo(selector: string): Promise<void>
  /** Listens until Orca is quiet. */
  listen(): Promise<void>
  /** Types into the field that has focus. */
  type(words: string): Promise<void>
  /** Between cases: an empty page, so nothing of the last case's page is said in the next (not a person's act). */
  blank(): Promise<void>
  /** Whether the page shows these words now (its rendered text, whitespace folded). */
  shows(words: string): Promise<boolean>
  close(): Promise<void>
}

/** No call of Firefox's own may leave the machine, and the address bar suggests nothing to read out. */
const PREFS = {
  'app.update.enabled': false,
  'toolkit.telemetry.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'browser.formfill.enable': false,
  'signon.rememberSignons': false,
  'browser.search.suggest.enabled': false,
  'browser.urlbar.autoFill': false,
  'browser.urlbar.suggest.history': false,
  'browser.urlbar.suggest.bookmark': false,
  'browser.urlbar.suggest.openpage': false,
  'browser.urlbar.suggest.topsites': false,
  'browser.urlbar.suggest.searches': false,
  'browser.urlbar.suggest.engines': false,
  'browser.urlbar.suggest.recentsearches': false,
  'browser.urlbar.suggest.trending': false,
  'browser.urlbar.suggest.quickactions': false,
  'browser.urlbar.suggest.clipboard': false,
  'browser.urlbar.suggest.quicksuggest.nonsponsored': false,
  'browser.urlbar.suggest.quicksuggest.sponsored': false,
}

export async function startFirefox(desktop: Desktop): Promise<Person> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: false,
    defaultViewport: null,
    env: desktop.env,
    extraPrefsFirefox: PREFS,
  })
  try {
    const [page] = await browser.pages()
    if (page === undefined) throw new Error('Firefox opened no tab')
    // No window manager: the window is given the keyboard's focus, as a desktop gives it to a new window.
    const window =
      desktop.xdotool('search', '--sync', '--onlyvisible', '--class', 'firefox').split('\n')[0] ?? ''
    desktop.xdotool('windowfocus', '--sync', window)
    await desktop.quiet()
    return person(desktop, browser, page)
  } catch (error) {
    await browser.close()
    throw error
  }
}

function person(desktop: Desktop, browser: Browser, page: Page): Person {
  const key = async (name: string) => {
    desktop.xdotool('key', '--clearmodifiers', name)
    await sleep(150)
  }
  return {
    async open(url) {
      const address = new URL(url).href
      await key('ctrl+l')
      await sleep(300)
      desktop.xdotool('type', '--delay', '10', address)
      await sleep(300)
      const pressed = Date.now() / 1000
      await key('Return')
      await page.waitForFunction(
        (expected: string) =>
          location.href === expected && document.documentElement.hasAttribute('data-app-started'),
        { timeout: 30_000, polling: 100 },
        address,
      )
      return pressed
    },
    press: key,
    async tabTo(selector) {
      for (let presses = 0; presses < 30; presses++) {
        await key('Tab')
        if (
          await page.evaluate((wanted: string) => document.activeElement?.matches(wanted) === true, selector)
        )
          return desktop.quiet()
      }
      throw new Error(`30 presses of Tab did not reach ${selector}`)
    },
    listen: () => desktop.quiet(),
    async type(words) {
      desktop.xdotool('type', '--delay', '60', words)
      await sleep(200)
    },
    shows: (words) =>
      page.evaluate(
        (wanted: string) =>
          document.body.innerText.replace(/\s+/g, ' ').includes(wanted.replace(/\s+/g, ' ')),
        words,
      ),
    async blank() {
      await page.goto('about:blank')
    },
    close: () => browser.close(),
  }
}
