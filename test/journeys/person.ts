/**
 * What a person does and sees, in their words, on any engine: open a page, fill in a field by its label, press a
 * button by its name, see a heading or a message. Elements are found in the page the way a person (or a screen
 * reader) finds them: by their visible label or accessible name, never by a CSS class, and only when shown.
 * Every look waits, as a person would, until the page shows it or the time is up.
 */
import { createRequire } from 'node:module'
import type { RunAnswer } from '../../demo-api/path-runs'
import { DEMO_RUN_COOKIE } from '../../demo-api/runs'
import type { ElementRef, Key, Tab } from './engines/engine'

// The axe-core the Chromium checks use (test/e2e/support.ts), sent into the page as source text.
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type Role = 'field' | 'button' | 'link' | 'heading' | 'checkbox' | 'radio' | 'text' | 'alert'

/** A name as a person reads it: the exact words (spaces folded), or a pattern. */
export type Name = string | RegExp

interface Wanted {
  role: Role
  name: { source: string; flags: string } | { exact: string }
}

const wanted = (role: Role, name: Name): Wanted => ({
  role,
  name: typeof name === 'string' ? { exact: name } : { source: name.source, flags: name.flags },
})

/**
 * Finds the first shown element of a role with a name, in the page. Sent as source text: it uses nothing but its
 * argument. The names are those a screen reader gives for this portal's markup: a field's `<label for>` (or
 * aria-label), a button's or link's aria-label or text, a heading's text; `text` is the smallest element whose
 * own words match.
 */
function findInPage(want: Wanted): Element | null {
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  // Words on a page are found inside longer text, as a person reads them; names of controls are whole.
  const within = want.role === 'text' || want.role === 'alert'
  const matches = (text: string) =>
    'exact' in want.name
      ? within
        ? fold(text).includes(fold(want.name.exact))
        : fold(text) === fold(want.name.exact)
      : new RegExp(want.name.source, want.name.flags).test(fold(text))
  const shown = (element: Element) => {
    if (!(element instanceof HTMLElement)) return true
    if (element.closest('[hidden], [aria-hidden="true"], .visually-hidden') !== null) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent ?? ''
  const labelOf = (element: Element) => {
    const labelled = element.getAttribute('aria-label')
    if (labelled !== null) return labelled
    const label = element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
    return label?.textContent ?? ''
  }
  const all = (selector: string) => [...document.querySelectorAll(selector)]
  let candidates: Element[]
  switch (want.role) {
    case 'field':
      candidates = all(
        'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea',
      ).filter((element) => matches(labelOf(element)))
      // A field is found by its label even when the input itself is styled away; its label must show.
      return candidates.find((element) => shown(element)) ?? null
    case 'checkbox':
    case 'radio':
      candidates = all(`input[type="${want.role}"]`).filter((element) => matches(labelOf(element)))
      return (
        candidates.find((element) => {
          const label = document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
          return shown(element) || (label !== null && shown(label))
        }) ?? null
      )
    case 'button':
      candidates = all('button, [role="button"], input[type="submit"]').filter((element) =>
        matches(nameOf(element)),
      )
      break
    case 'link':
      candidates = all('a[href]').filter((element) => matches(nameOf(element)))
      break
    case 'heading':
      candidates = all('h1, h2, h3, h4, h5, h6').filter((element) => matches(element.textContent ?? ''))
      break
    case 'alert':
      candidates = all('[role="alert"], .error-summary, .panel--error, [aria-live]').filter((element) =>
        matches(element.textContent ?? ''),
      )
      break
    case 'text':
      candidates = all('body *')
        .filter((element) => matches(element.textContent ?? ''))
        // The innermost: no child of it says the same.
        .filter((element) => ![...element.children].some((child) => matches(child.textContent ?? '')))
      break
  }
  return candidates.find(shown) ?? null
}

/** How long a person waits for a page to show something before the journey says it did not. */
const WAIT = 10_000

class JourneyFailure extends Error {}

/**
 * A path run of the person's tab (demo-api/path-runs.ts, docs/decisions/027 and 029): what the demo API does with
 * what the tab asks for, call by call, beside the demo's usual answers.
 */
export interface PathRun {
  /** Opens a page of the portal in the run (its cookie, set on the way) and waits until it responds. */
  open(path: string): Promise<void>
  /** The next call to `path` gets `answer` (a status and body, a closed connection, or none at all: `hangs`). */
  answerNext(path: string, answer: RunAnswer): Promise<void>
  /** Every script the tab asks for from now on is held unanswered, until the run ends. */
  holdScripts(): Promise<void>
  /** The scripts held so far, by path. */
  heldScripts(): Promise<string[]>
  /** Ends the run: what it holds is let go. */
  end(): Promise<void>
}

export class Person {
  /**
   * @param run the demo run the tab's pages are in (its cookie, demo-api/runs.ts), which the demo pages this
   *   person reads from Node (`readDemo`) are read in too; null for the demo's shared state.
   */
  constructor(
    readonly tab: Tab,
    private readonly baseUrl: string,
    readonly run: string | null = null,
  ) {}

  /** How many path runs this person has had (each is named by its number). */
  private pathRuns = 0

  get engine() {
    return this.tab.engine
  }

  /** An address of the portal; `host` opens it on another login host (`uk.localhost`, which every engine maps here). */
  address(path: string, host?: string): string {
    const url = new URL(path, this.baseUrl)
    if (host !== undefined) url.hostname = host
    return url.toString()
  }

  /**
   * A demo page or call read from Node, as a script would (the mailbox, collected beacons and hits, fresh links),
   * in this person's demo run: what it shows is what this journey caused, nothing another did. `shared` reads the
   * demo's shared state instead, which requests sent without cookies reach from every journey.
   */
  async readDemo(path: string, { shared = false } = {}): Promise<Response> {
    const response = await fetch(this.address(path), {
      headers: this.run === null || shared ? {} : { cookie: `${DEMO_RUN_COOKIE}=${this.run}` },
    })
    if (!response.ok) throw new JourneyFailure(`${path} answered ${response.status}`)
    return response
  }

  /**
   * A path run of this tab's (demo-api/path-runs.ts), whose calls run out of time at `limitMs` once a page is opened
   * in it; each of a person's runs has a name of its own, and the caller ends it.
   */
  pathRun({ limitMs }: { limitMs: number }): PathRun {
    this.pathRuns += 1
    const id = `${this.run ?? 'shared'}-path-${this.pathRuns}`
    const control = async (action: string, init: RequestInit = {}) => {
      const response = await fetch(this.address(`/demo/path-runs/${encodeURIComponent(id)}${action}`), init)
      if (!response.ok) throw new JourneyFailure(`the path run refused ${action}: ${await response.text()}`)
      return response
    }
    const post = (action: string, body: unknown = {}) =>
      control(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    return {
      open: async (path) => {
        const opening = new URL(this.address('/demo/path-runs/open'))
        opening.searchParams.set('run', id)
        opening.searchParams.set('to', path)
        opening.searchParams.set('limit', String(limitMs))
        await this.tab.goto(opening.href)
        await this.waitForApp()
      },
      answerNext: async (call, answer) => {
        await post('/answers', { path: call, answer })
        await post('/release', { path: call })
      },
      holdScripts: async () => void (await post('/hold-scripts')),
      heldScripts: async () => ((await (await control('/held-scripts')).json()) as { paths: string[] }).paths,
      end: async () => void (await control('', { method: 'DELETE' })),
    }
  }

  /** Opens a page and waits until it responds: its prerendered form is the app's (docs/decisions/026). */
  async open(path: string, options: { host?: string } = {}): Promise<void> {
    await this.tab.goto(this.address(path, options.host))
    await this.waitForApp()
  }

  /** Waits until the app has started on the page, or the page has said it cannot (decision 026). */
  async waitForApp(): Promise<void> {
    await this.waitUntil('the page to respond', () =>
      this.tab.evaluate(() => {
        const html = document.documentElement
        // A page of the demo's (the product's stand-in) has no app to wait for.
        return (
          document.getElementById('root') === null ||
          html.hasAttribute('data-app-started') ||
          html.hasAttribute('data-start-failed') ||
          html.hasAttribute('data-unsupported-browser')
        )
      }),
    )
  }

  /** Polls `check` until it is true; a check that throws (a page navigating away) counts as not yet. */
  async waitUntil(what: string, check: () => Promise<boolean>, timeout = WAIT): Promise<void> {
    const deadline = Date.now() + timeout
    let last: unknown = null
    for (let wait = 25; ; wait = Math.min(wait * 2, 200)) {
      try {
        if (await check()) return
      } catch (error) {
        last = error
      }
      if (Date.now() > deadline) {
        throw new JourneyFailure(
          `waited ${timeout / 1000} s for ${what}${last === null ? '' : ` (${String(last)})`}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }

  /** The shown element of that role and name, waited for. */
  async find(role: Role, name: Name, timeout = WAIT): Promise<ElementRef> {
    let found: ElementRef | null = null
    await this.waitUntil(
      `${role} ${String(name)}`,
      async () => {
        found = await this.tab.element(findInPage, wanted(role, name))
        return found !== null
      },
      timeout,
    )
    if (found === null) throw new JourneyFailure(`no ${role} ${String(name)}`)
    return found
  }

  /** Whether such an element is shown now, without waiting. */
  async shows(role: Role, name: Name): Promise<boolean> {
    return (await this.tab.element(findInPage, wanted(role, name))) !== null
  }

  async see(role: Role, name: Name, timeout?: number): Promise<void> {
    await this.find(role, name, timeout)
  }

  /** Waits until nothing of that role and name is shown. */
  async seeNo(role: Role, name: Name): Promise<void> {
    await this.waitUntil(`no ${role} ${String(name)}`, async () => !(await this.shows(role, name)))
  }

  /** Types into a field, found by its label, key by key, after what it already holds. */
  async fillIn(label: Name, value: string): Promise<void> {
    await this.tab.type(await this.find('field', label), value)
  }

  async press(name: Name): Promise<void> {
    await this.tab.click(await this.find('button', name))
  }

  async follow(name: Name): Promise<void> {
    await this.tab.click(await this.find('link', name))
  }

  async tick(label: Name): Promise<void> {
    await this.tab.click(await this.find('checkbox', label))
  }

  async key(key: Key): Promise<void> {
    await this.tab.press(key)
  }

  /** Waits until the address matches. */
  async seeAddress(pattern: RegExp): Promise<void> {
    await this.waitUntil(`an address matching ${pattern}`, async () => pattern.test(await this.tab.url()))
  }

  /** The value a field holds now, as the page sees it. */
  fieldValue(label: Name): Promise<string | null> {
    return this.tab.evaluate(
      (want: Wanted) => {
        const fold = (text: string) => text.replace(/\s+/g, ' ').trim()
        const label = [...document.querySelectorAll('label')].find((candidate) =>
          'exact' in want.name
            ? fold(candidate.textContent ?? '') === fold(want.name.exact)
            : new RegExp(want.name.source, want.name.flags).test(fold(candidate.textContent ?? '')),
        )
        const target = label?.htmlFor ? document.getElementById(label.htmlFor) : null
        return target instanceof HTMLInputElement ? target.value : null
      },
      wanted('field', label),
    )
  }

  /** The name of what has focus now: its label for a field, its name for anything else. */
  focused(): Promise<string | null> {
    return this.tab.evaluate(() => {
      const element = document.activeElement
      if (element === null || element === document.body) return null
      const label =
        element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
      return (element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
    })
  }

  /**
   * Sets the window's inner size, and fails unless the page's innerWidth is the width asked for: a journey at a
   * phone's 320 px checks nothing at 447 px (decision 028). Returns that width.
   */
  async resize(width: number, height = 800): Promise<number> {
    const given = await this.tab.resize(width, height)
    if (given !== width)
      throw new JourneyFailure(
        `asked ${this.tab.engine} for a window ${width} px wide; the page's innerWidth is ${given} px`,
      )
    return given
  }

  /** Whether the page scrolls sideways: at a phone's width, nothing may. */
  scrollsSideways(): Promise<boolean> {
    return this.tab.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth)
  }

  /** axe's WCAG 2.2 A and AA violations on the page as it is now, one line each: none is the answer wanted. */
  async axeViolations(): Promise<string[]> {
    const loaded = await this.tab.evaluate(() => 'axe' in window)
    if (!loaded) await this.tab.runScript(AXE_SOURCE)
    return this.tab.evaluate(async (tags: string[]) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>
          }
        }
      ).axe
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${String(node.target[0])}`),
      )
    }, WCAG_TAGS)
  }
}
