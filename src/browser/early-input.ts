/**
 * A prerendered form is on screen before the app runs (decision 015), so a person can type into it, tick its
 * box or press Enter before React has taken it over. React keeps what the fields show but its state does not
 * know it, and the next render would empty them. This module carries that input into the app: read before the
 * app starts (main.tsx), and put back into the fields once the form is React's (FlowForm; React hydrates a
 * screen behind a Suspense boundary after the rest of the page), whose fields then hand it to the flow as if typed
 * (docs/decisions/022). A submit pressed meanwhile was held by the head script (scripts/index-scripts.ts, which
 * says so on `<html>`) and is sent then.
 */

import { APP_STARTED, SUBMITTED_EARLY } from './page-marks'

export interface EarlyInput {
  fields: ({ id: string; value: string } | { id: string; checked: boolean })[]
  submitted: boolean
}

let pending: EarlyInput | null = null

/** Keeps what the prerendered page holds, for the first form the app shows. */
export function holdEarlyInput(root: HTMLElement): void {
  pending = readEarlyInput(root)
}

export function readEarlyInput(root: HTMLElement): EarlyInput {
  const fields = [...root.querySelectorAll('input[id]')].flatMap((element): EarlyInput['fields'] => {
    if (!(element instanceof HTMLInputElement)) return []
    if (element.type === 'checkbox' || element.type === 'radio') {
      return element.checked === element.defaultChecked ? [] : [{ id: element.id, checked: element.checked }]
    }
    return element.value === element.defaultValue ? [] : [{ id: element.id, value: element.value }]
  })
  return { fields, submitted: document.documentElement.hasAttribute(SUBMITTED_EARLY) }
}

/**
 * Puts the input back into the form's fields the way the browser's own restoration would, without an event, and
 * sends a held submit. The fields hand what they hold to the flow themselves, just after this or at that submit
 * (FlowForm, docs/decisions/022), the one way values reach the flow without typing, so nothing arrives twice. A
 * hydrated page's fields still hold what was typed and are left as they are; a page rendered over (decision 019)
 * has new, empty ones.
 */
export function replayEarlyInput(): void {
  const input = pending
  pending = null
  document.documentElement.setAttribute(APP_STARTED, '')
  if (input === null) return
  for (const field of input.fields) {
    const element = document.getElementById(field.id)
    if (!(element instanceof HTMLInputElement)) continue
    if ('checked' in field) element.checked = field.checked
    else if (element.value !== field.value) element.value = field.value
  }
  document.documentElement.removeAttribute(SUBMITTED_EARLY)
  if (input.submitted) document.querySelector<HTMLFormElement>('#root form')?.requestSubmit()
}

/** Once the page is committed: a page with no form waiting to be hydrated has started. */
export function markStartedUnlessFormWaits(): void {
  if (document.querySelector('#root form') === null) replayEarlyInput()
}
