/**
 * Where the app reports a route change for analytics. The analytics module itself loads apart, after the first
 * render and only where analytics is configured and allowed (docs/decisions/031), so a page that has none never
 * downloads it; until it is there, the view on screen waits here and is reported when it arrives.
 */
let tracker: (() => void) | null = null
let unreported = false

/** A route is on screen: report it now, or as soon as analytics has loaded. */
export function reportPageView(): void {
  if (tracker === null) unreported = true
  else tracker()
}

/**
 * Analytics has loaded: from now on each view goes to `track`, starting with the one on screen if it has not gone
 * yet. Null: analytics has stopped (the person said no), and the views wait again, unsent.
 */
export function setPageViewTracker(track: (() => void) | null): void {
  tracker = track
  if (track === null) {
    unreported = true
    return
  }
  if (unreported) {
    unreported = false
    track()
  }
}
