/**
 * The head script's watch over the start (decision 026): from the first paint, the page either becomes the app or
 * says, in its own language, that it did not finish loading and that reloading may help, within its limit (startLimitMs, ./protocol.ts).
 * It fails the start when the entry's code does not arrive (404, network, refused by the policy), when the app's
 * code throws before it has started, when the app says it cannot start (its configuration or catalog), or when
 * the time is up; a configured collector is told what failed (never what a field holds). Until the app has started,
 * a prerendered form's submit is held, and sent once when it starts: the form, hydrated, is the same element. Each
 * form's last submit is held, so an answer to the cookie banner and a sign-in pressed after it are both sent.
 */
import type { Site } from '../config.ts'
import { routeOf } from '../urls/address.ts'
import {
  APP_STARTED,
  START_FAILED,
  START_FAILED_EVENT,
  STARTED_EVENT,
  type HeadTexts,
  type StartFailure,
} from './protocol.ts'

/** What the watch needs of the page's window: the parts a test can stand in for. */
export interface WatchScope {
  document: Document
  location: Pick<Location, 'pathname' | 'origin' | 'reload'>
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
  addEventListener: Window['addEventListener']
  sendBeacon: ((url: string, body: string) => boolean) | null
}

export interface StartWatch {
  /** From now on, a submit before the start is held, and sent once the app has started. */
  holdSubmits(): void
  /** The page cannot start: it says so, once the document is parsed. */
  fail(failure: StartFailure): void
}

interface HeldSubmit {
  form: HTMLFormElement
  submitter: HTMLElement | null
}

/** The class of the message the page shows when it cannot start (styles.css). */
const START_FAILURE_CLASS = 'start-failure'

/**
 * A module script that did not load: the app's code is nothing but module scripts (the entry, and the scripts
 * the head script starts), from wherever the page names them; the outside scripts (analytics, the design system)
 * are classic ones, whose failure the page survives.
 */
function isAppCode(target: EventTarget | null): boolean {
  if (target === null || !('nodeName' in target)) return false
  const element = target as Element
  return element.nodeName === 'SCRIPT' && (element as HTMLScriptElement).type === 'module'
}

/** The message, where the page was: what it showed stays in the document, hidden, with what was typed in it. */
function showFailure(doc: Document, texts: HeadTexts, reload: () => void): void {
  const html = doc.documentElement
  html.setAttribute(START_FAILED, '')
  const root = doc.getElementById('root')
  if (root !== null) root.hidden = true
  const loading = doc.querySelector<HTMLElement>('.prerender-loading')
  if (loading !== null) loading.hidden = true
  const panel = doc.createElement('main')
  panel.className = START_FAILURE_CLASS
  const heading = doc.createElement('h1')
  heading.className = 'page-title'
  heading.tabIndex = -1
  heading.textContent = texts.startFailedTitle
  const text = doc.createElement('p')
  text.textContent = texts.startFailedText
  const button = doc.createElement('button')
  button.type = 'button'
  button.className = 'button button--primary'
  button.textContent = texts.startFailedReload
  button.addEventListener('click', reload)
  panel.appendChild(heading)
  panel.appendChild(text)
  panel.appendChild(button)
  if (root !== null && root.parentNode !== null) root.parentNode.insertBefore(panel, root.nextSibling)
  else doc.body.appendChild(panel)
  doc.title = texts.startFailedTitle
  heading.focus()
}

/** The class name of what was thrown, if it reads as one: nothing else of an error is reported. */
function errorName(error: unknown): string | null {
  const name: unknown =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null
  return typeof name === 'string' && /^[A-Za-z][\w.$-]{0,63}$/.test(name) ? name : null
}

/** One beacon to the collector (decision 021's format): the route's pattern, what failed, the error's class. */
function report(scope: WatchScope, collector: string, site: Site, failure: StartFailure): void {
  const name = errorName(failure.error)
  const entry: Record<string, string> = {
    kind: 'start',
    route: routeOf(scope.location.pathname),
    failure: failure.reason,
  }
  if (name !== null) entry.name = name
  const body = JSON.stringify({ v: 1, site, entries: [entry] })
  try {
    if (scope.sendBeacon === null || !scope.sendBeacon(collector, body))
      void fetch(collector, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {})
  } catch {
    // A report that cannot leave changes nothing for the person, who has the message.
  }
}

export function watchStart(
  scope: WatchScope,
  page: { site: Site; collector: string | null; texts: HeadTexts; limitMs: number },
): StartWatch {
  const doc = scope.document
  let state: 'starting' | 'started' | 'failed' = 'starting'
  // In the order they were first pressed; a form pressed again keeps its place and its latest button.
  const held: HeldSubmit[] = []

  const fail = (failure: StartFailure) => {
    if (state !== 'starting') return
    state = 'failed'
    scope.clearTimeout(timer)
    showFailure(doc, page.texts, () => scope.location.reload())
    if (page.collector !== null) report(scope, page.collector, page.site, failure)
  }
  const started = () => {
    if (state !== 'starting') return
    state = 'started'
    scope.clearTimeout(timer)
    doc.documentElement.setAttribute(APP_STARTED, '')
    for (const { form, submitter } of held.splice(0)) {
      if (!form.isConnected) continue
      form.requestSubmit(submitter !== null && submitter.isConnected ? submitter : undefined)
    }
  }
  const timer = scope.setTimeout(() => fail({ reason: 'timeout' }), page.limitMs)
  doc.addEventListener(STARTED_EVENT, started)
  doc.addEventListener(START_FAILED_EVENT, (event) => {
    const detail = (event as CustomEvent<StartFailure | undefined>).detail
    fail(detail ?? { reason: 'error' })
  })
  // Capturing, on the window: a script's failed load does not bubble, and the entry's own evaluation error reaches
  // only the window.
  scope.addEventListener(
    'error',
    (event) => {
      if (state !== 'starting') return
      if (isAppCode(event.target)) fail({ reason: 'code' })
      else if ('filename' in event) {
        const { filename, error } = event as ErrorEvent
        if (typeof filename === 'string' && filename.indexOf(`${scope.location.origin}/`) === 0)
          fail({ reason: 'error', error })
      }
    },
    true,
  )
  return {
    fail,
    holdSubmits() {
      doc.addEventListener(
        'submit',
        (event) => {
          if (state === 'started') return
          // Until the app has the form, a submit would send its fields in the address: never let it.
          event.preventDefault()
          const form = event.target
          if (state !== 'starting' || form === null || (form as Element).nodeName !== 'FORM') return
          const submit = {
            form: form as HTMLFormElement,
            submitter: (event as SubmitEvent).submitter ?? null,
          }
          const earlier = held.findIndex((each) => each.form === submit.form)
          if (earlier === -1) held.push(submit)
          else held[earlier] = submit
        },
        true,
      )
    },
  }
}
