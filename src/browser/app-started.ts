/**
 * When the app counts as started (`html[data-app-started]`, which ends the head script's hold on a prerendered
 * form's submit): once its first render is committed, and on a page with a form, once that form is React's and
 * its actor runs. The code that hands over what was typed before then (./early-input.ts) loads only for a
 * page that was typed into, ticked or submitted (decision 015); these are the marks for every other page.
 */
import { APP_STARTED, SUBMITTED_EARLY } from './page-marks'

export function markStarted(): void {
  document.documentElement.setAttribute(APP_STARTED, '')
}

/** Once the page is committed: a page with no form waiting to be hydrated has started. */
export function markStartedUnlessFormWaits(): void {
  if (document.querySelector('#root form') === null) markStarted()
}

/** Whether a person has typed into, ticked or submitted the prerendered page under `root` before now. */
export function hasEarlyInput(root: HTMLElement): boolean {
  if (document.documentElement.hasAttribute(SUBMITTED_EARLY)) return true
  return [...root.querySelectorAll('input[id]')].some((element) =>
    !(element instanceof HTMLInputElement)
      ? false
      : element.type === 'checkbox' || element.type === 'radio'
        ? element.checked !== element.defaultChecked
        : element.value !== element.defaultValue,
  )
}
