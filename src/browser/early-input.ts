/**
 * A prerendered form is on screen before the app runs (decision 015), so a person can type into it, tick its
 * box or press Enter before React has taken it over. React keeps what the fields show but its state does not
 * know it, and the next render would empty them. This module carries that input into the app: read before the
 * app starts (main.tsx), handed to it as the events a person would have caused once the form is React's
 * (FlowForm; React hydrates a screen behind a Suspense boundary after the rest of the page). A submit pressed
 * meanwhile was held by the head script (scripts/index-scripts.ts, which says so on `<html>`) and is sent
 * then.
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
 * Replays the input as events React handles like a person's. React compares a field with the last value it
 * saw, so the field first takes another value through React's own setter, then the person's through the
 * element's, and the input event that follows reads as a change.
 */
export function replayEarlyInput(): void {
  const input = pending
  pending = null
  document.documentElement.setAttribute(APP_STARTED, '')
  if (input === null) return
  const nativeValueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  for (const field of input.fields) {
    const element = document.getElementById(field.id)
    if (!(element instanceof HTMLInputElement)) continue
    if ('checked' in field) {
      element.checked = !field.checked
      element.click()
    } else if (nativeValueSetter !== undefined) {
      element.value = field.value === '' ? ' ' : ''
      nativeValueSetter.call(element, field.value)
      element.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  document.documentElement.removeAttribute(SUBMITTED_EARLY)
  if (input.submitted) document.querySelector<HTMLFormElement>('#root form')?.requestSubmit()
}

/** Once the page is committed: a page with no form waiting to be hydrated has started. */
export function markStartedUnlessFormWaits(): void {
  if (document.querySelector('#root form') === null) replayEarlyInput()
}
