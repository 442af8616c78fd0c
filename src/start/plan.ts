/**
 * The entry's start-up, as two pure decisions (decision 026), so that what `src/main.tsx` does with a page can be
 * read, and tested, in one place:
 *
 * 1. `planStart`, before anything loads: whether the app starts at all (an old browser has its page, a broken
 *    configuration its message, the UK partner host sends most visitors away), and what loads before the first
 *    render beside the catalog and the header: a prerendered page's screen and its link check.
 * 2. `planRender`, once those are here: hydrate the prerendered page, render over it, or render afresh, or fail
 *    (no catalog: a page of message ids is no page); and when the app counts as started, which ends the head
 *    script's hold on a prerendered form's submit and its watch over the start.
 */
import type { StartFailure } from './protocol.ts'

/** What the entry finds as it runs. */
export interface PageOnArrival {
  /** The head script showed the old-browser page. */
  unsupportedBrowser: boolean
  /** The page's configuration passed its schema (src/config.ts). */
  configured: boolean
  /** The partner's site the UK partner host sends this visitor to, or null: another host, or they came from there. */
  partnerSite: string | null
  /**
   * `prerendered`: a prerendered page the head script left visible, this visitor's; `stale`: one it hid; `shell`:
   * index.html, a loading line.
   */
  page: 'prerendered' | 'stale' | 'shell'
}

export type StartPlan =
  | { kind: 'unsupported-browser' }
  | { kind: 'fail'; failure: StartFailure }
  | { kind: 'leave'; destination: string }
  | {
      kind: 'start'
      /**
       * A prerendered page's screen is loaded before the first render, so that its hydration finishes in one pass,
       * and its link is checked against its schema: a link that cannot be read shows something else (decision 007).
       */
      loadScreen: boolean
    }

export function planStart(arrival: PageOnArrival): StartPlan {
  if (arrival.unsupportedBrowser) return { kind: 'unsupported-browser' }
  if (!arrival.configured) return { kind: 'fail', failure: { reason: 'configuration' } }
  if (arrival.partnerSite !== null) return { kind: 'leave', destination: arrival.partnerSite }
  return { kind: 'start', loadScreen: arrival.page === 'prerendered' }
}

/** What came of the loading. */
export interface Loaded {
  page: PageOnArrival['page']
  catalog: boolean
  /** The path's parameters pass its route's schema (true for a route without one, and for an unloaded screen). */
  linkUsable: boolean
  /** The prerendered page holds a form (which React hydrates after the rest of the page). */
  hasForm: boolean
}

/**
 * When the app counts as started: once its first render is committed, or, where it hydrates a form, once that form
 * is React's and its flow runs (a submit held until then is sent to it).
 */
type StartedWhen = 'committed' | 'form-ready'

export type RenderPlan =
  | { kind: 'fail'; failure: StartFailure }
  | { kind: 'hydrate'; startedWhen: StartedWhen }
  | { kind: 'render-over'; startedWhen: 'committed' }
  | { kind: 'render-fresh'; startedWhen: 'committed' }

export function planRender(loaded: Loaded): RenderPlan {
  if (!loaded.catalog) return { kind: 'fail', failure: { reason: 'catalog' } }
  if (loaded.page !== 'prerendered') return { kind: 'render-fresh', startedWhen: 'committed' }
  // A link that cannot be read shows "This link is not valid" instead of what was prerendered for a usable one:
  // the page stays painted and is rendered over in one commit.
  if (!loaded.linkUsable) return { kind: 'render-over', startedWhen: 'committed' }
  return { kind: 'hydrate', startedWhen: loaded.hasForm ? 'form-ready' : 'committed' }
}
