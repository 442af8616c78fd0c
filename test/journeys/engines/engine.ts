/**
 * One browser engine as the journeys see it: the few things a person does to a page, the same words whichever
 * engine runs them (docs/decisions/023). Chromium and Firefox ESR are driven by Puppeteer (the DevTools protocol
 * and WebDriver BiDi), WebKitGTK by classic W3C WebDriver; each adapter only translates these calls.
 */

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const
export type EngineName = (typeof ENGINES)[number]

/** The engine's own name for a person reading a failure. */
export const ENGINE_TITLES: Record<EngineName, string> = {
  chromium: 'Chromium',
  firefox: 'Firefox ESR',
  webkit: 'WebKitGTK',
}

/**
 * Debian's Chromium, the whole browser: for what belongs to its layer above the page, the back-forward cache as
 * the browser keeps it (test/e2e/bfcache.spec.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium headless shell, for every other test in Chromium: the checks of test/e2e, the journeys and the
 * walks (docs/decisions/023). It is the same Chromium build (Blink, V8, its network stack) without the browser's
 * own layer (its window and user interface, extensions, the password manager), as Playwright runs headless
 * Chromium by default. What the tests look at is the page, the same in both, and the shell does it with about half
 * the processor time: 367 against 667 CPU-s for the 190 checks, 101 against 234 for the 84 journeys, 56 against 84
 * for the walks.
 */
export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/**
 * How Debian's Chromium is started for every browser test: without these it keeps calling outside hosts, which
 * this machine's closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host of the tests is this machine: the analytics stand-in sends its hits from a page on localhost to
  // collect.localhost (decision 031), which the full browser's Local Network Access checks would hold for a
  // permission no test can give. A real page and Google's collection hosts are both public: no such check applies.
  '--disable-features=LocalNetworkAccessChecks',
]

/** An element the page found, held by the engine between calls. */
export interface ElementRef {
  readonly engineElement: unknown
}

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape' | 'Backspace'

/**
 * What a tab's pages did that may fail a journey, as the engine reports it (docs/decisions/028 says what each
 * engine can see): an error nothing caught, a console error, a request (to judge its host).
 */
export type PageEvent =
  | { readonly kind: 'page error'; readonly message: string }
  | { readonly kind: 'console error'; readonly text: string; readonly source: string }
  | { readonly kind: 'request'; readonly method: string; readonly url: string }

/** A cookie a tab starts with, as if the server on `host` had set it: for that host only, every path. */
export interface TabCookie {
  readonly host: string
  readonly name: string
  readonly value: string
}

/**
 * A function run in the page. It is sent as its source text, so it may use nothing from outside itself but its
 * arguments (which, like its result, travel as JSON).
 */
export type PageFunction<TArgs extends unknown[], TResult> = (...args: TArgs) => TResult | Promise<TResult>

/** One tab of one engine, alone in its own profile: no cookie or storage of another test reaches it. */
export interface Tab {
  readonly engine: EngineName
  goto(url: string): Promise<void>
  url(): Promise<string>
  back(): Promise<void>
  reload(): Promise<void>
  /** Sets the size of the page's viewport; returns the width the engine gave it. */
  resize(width: number, height: number): Promise<number>
  evaluate<TArgs extends unknown[], TResult>(
    fn: PageFunction<TArgs, TResult>,
    ...args: TArgs
  ): Promise<TResult>
  /** Runs a script's source in the page as it is, like a script of its own (axe-core, for one). */
  runScript(source: string): Promise<void>
  /** Runs `fn` in the page and holds the element it returns, or null. */
  element<TArgs extends unknown[]>(
    fn: PageFunction<TArgs, Element | null>,
    ...args: TArgs
  ): Promise<ElementRef | null>
  /** A real click: the engine's pointer on the element's middle, scrolled into view first. */
  click(element: ElementRef): Promise<void>
  /** Real key presses into the element, which the engine focuses first. */
  type(element: ElementRef, text: string): Promise<void>
  /** Chooses the option of a `<select>` with this value, as the engine's own automation does. */
  select(element: ElementRef, value: string): Promise<void>
  /** A key pressed wherever focus is. */
  press(key: Key): Promise<void>
  /** Code that runs in every document this tab loads from now on, before the page's own scripts. */
  beforeEveryPage(source: string): Promise<void>
  /** Everything its pages did so far that the guard judges (PageEvent), oldest first. */
  pageEvents(): Promise<readonly PageEvent[]>
  screenshot(): Promise<Uint8Array>
  close(): Promise<void>
}

/** One running engine, shared by the tests of one worker. */
export interface Engine {
  readonly name: EngineName
  /** A tab of its own: its own profile, in the dark scheme if asked, holding `cookies` before its first page. */
  newTab(options: { dark?: boolean; cookies?: readonly TabCookie[] }): Promise<Tab>
  close(): Promise<void>
}
