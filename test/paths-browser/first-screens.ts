/**
 * The prerendered pages the walks start on, and what each shows first: found from the worlds and the oracles, for
 * the checks of those pages before the app has started (test/e2e/prerender.spec.ts) and of the demo's links
 * (test/e2e/email-links.spec.ts).
 */
import type { Page } from '@playwright/test'
import { screenOf, type Screen } from '../../machines/shared/oracle'
import { initialSnapshot } from '../../machines/shared/path-plan'
import { restingStateOf } from '../../machines/shared/steps'
import { prerenderedPageFor, type PrerenderedPage } from '../../src/prerender/pages'
import type { Locale } from '../e2e/catalog'
import { checkInPage, pageCheck } from './page-check'
import { machinesInTheBrowser } from './plan'
import type { Start } from './world'

/**
 * A page a walk opens as its start (its world's `path`) and what the machine shows first there: its oracle's screen
 * of the state the machine starts in, given the start's input (a start whose query the page does not render opens
 * a page the head script hides, so it has none). Found, not listed: a new flow's prerendered page is
 * here once its world opens it.
 */
export interface FirstScreen {
  readonly name: string
  readonly page: PrerenderedPage
  readonly address: NonNullable<Start['path']>
  readonly start: { readonly label: string; readonly input: unknown }
  readonly screen: Screen
}

export const FIRST_SCREENS: readonly FirstScreen[] = (await machinesInTheBrowser()).flatMap(
  ({ model, oracle, world }) =>
    model.starts.flatMap((start): FirstScreen[] => {
      const address = world.starts[start.label]?.path
      if (address === undefined) return []
      const { pathname, searchParams } = new URL(address({ start, locale: 'en-CA' }), 'http://portal.invalid')
      const page = prerenderedPageFor(pathname)
      // A query the page does not render makes the visitor's first render differ: the head script hides the page.
      if (page === null || [...searchParams.keys()].some((name) => !page.query.includes(name))) return []
      const state = restingStateOf(model.machine, initialSnapshot(model.machine, start.input).value)
      const screen = screenOf(oracle, state, { start, events: [] })
      if (screen === undefined) throw new Error(`${state} has no screen in ${model.machine.id}'s oracle`)
      return [{ name: `${model.machine.id}, ${start.label} (${page.id})`, page, address, start, screen }]
    }),
)

/** What a walk starts on where a link opens `address` (a path and query): none when no walk starts on its page. */
export function firstScreensAt(address: string): readonly FirstScreen[] {
  const page = prerenderedPageFor(new URL(address, 'http://portal.invalid').pathname)
  return FIRST_SCREENS.filter((first) => first.page === page)
}

/**
 * What differs on `page` from `first`'s screen, in `locale`. A page that cannot be read yet (opened at its first
 * byte, it may have no body) differs like any other, so a poll waits for it, as the walks' checks do.
 */
export const firstScreenProblems = (page: Page, first: FirstScreen, locale: Locale): Promise<string[]> =>
  page.evaluate(checkInPage, pageCheck(first.screen, locale, null)).catch((error: unknown) => [String(error)])
