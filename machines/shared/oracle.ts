/**
 * A machine's oracle (in its path model's file, `machines/<flow>/<flow>.paths.ts`): what a person sees in each
 * resting state, declared once and checked in the page, in the page's language, after every step of every walk the browser
 * runs through the real portal (docs/decisions/027). Words are catalog ids (checked against src/locales/en-CA.po by
 * a test) or the words a path itself brought (what the person typed, what the server said): never read from the
 * actor's context, so a wrong `assign` that the view shows faithfully is seen as wrong. Pure, like the machines:
 * it imports nothing but them and XState.
 */
import type { AnyStateMachine, EventObject } from 'xstate'

/**
 * Words the page shows: a catalog message by id, with the values it is shown with (a value left out may be any
 * words), or words that come from the path, not the catalogs (the server's message, what the person typed).
 */
export type Words =
  | string
  | {
      readonly id: string
      readonly values?: Readonly<Record<string, string | number | { readonly id: string }>>
    }
  | { readonly text: string }

/**
 * A control the person uses, found by its accessible name (a field by its label), and what it should say; or an
 * image, by its text alternative. Every control of the page with that role and name is checked, not only the
 * first.
 */
export interface Control {
  readonly role: 'button' | 'link' | 'field' | 'checkbox' | 'radio' | 'image'
  readonly name: Words
  /**
   * Only inside what the disclosure button of this name shows (its `aria-controls`): the help menu's links, not
   * the footer's of the same names.
   */
  readonly in?: Words
  /** Not shown at all. */
  readonly absent?: true
  /** `aria-disabled`: busy, or not usable yet. */
  readonly busy?: boolean
  /** `aria-expanded`, for a disclosure button. */
  readonly expanded?: boolean
  /** What a field holds. */
  readonly value?: string
  /** Whether a checkbox is ticked, or a radio button chosen. */
  readonly checked?: boolean
  /**
   * A field's message beside it (its `aria-describedby` error, with `aria-invalid`), or null for none: what the
   * person sees once they have left the field or pressed the form's button (spec section 5).
   */
  readonly message?: Words | null
}

/**
 * Where focus is once the step is taken: the error summary or alert that appeared (`alert`), the page's one `h1`
 * with the screen's heading (`heading`: a new screen replaced what had focus), the page's main content (`main`: an
 * in-app navigation), the control the person used, as it was before their gesture (`kept`: a busy button keeps it,
 * a field keeps it while typing; focus the gesture itself lost is not kept), a field by its label, or a button by
 * its name (Escape hands focus back to the button that opened a menu).
 */
export type Focus =
  'alert' | 'heading' | 'main' | 'kept' | { readonly field: Words } | { readonly button: Words }

export interface Screen {
  /** The page's one `h1`. */
  readonly heading?: Words
  /** Words shown anywhere on the page. */
  readonly shows?: readonly Words[]
  /** Words not shown anywhere on the page. */
  readonly hides?: readonly Words[]
  /**
   * What a wait says once it has lasted (`BUSY_WORDS_AFTER_MS`, docs/decisions/035), shown and announced only then:
   * a check that waits that long asks for them, one that does not, does not.
   */
  readonly busyWords?: Words
  readonly controls?: readonly Control[]
  /** The address's path and query (the language's `lang` left out) while the page is in this state. */
  readonly url?: RegExp
  /**
   * The page has left for this address, as the path model's answer gave it (the run translates the path model's
   * hosts into its own, docs/decisions/027): nothing else of the portal is checked then.
   */
  readonly leavesFor?: string
  /** Where focus is after a step into this state from another; after a step that stays, focus is `kept`. */
  readonly focus?: Focus
  /**
   * What the page keeps in `localStorage` under these keys (null: nothing), as the portal's origin holds it after
   * the step, a state that leaves the portal included: the kept `appToken` is written only when the person asked
   * to stay signed in (docs/decisions/004).
   */
  readonly storage?: Readonly<Record<string, string | null>>
  /** What the page's cookies hold under these names (null: none), as `document.cookie` reads them. */
  readonly cookies?: Readonly<Record<string, string | null>>
  /**
   * Whether the analytics tag runs (docs/decisions/031): `off`, nothing of it on this page (no script asked for,
   * no `dataLayer`, no analytics cookie); `on`, its script asked for; `stopped`, it ran on this page and has been
   * switched off (Google's `ga-disable-<id>` set), its cookies deleted.
   */
  readonly analytics?: 'off' | 'on' | 'stopped'
}

/**
 * A form's error summary: with problems, its title and each problem shown, and focus on it as it appears, so a
 * screen reader reads it at once; without, no summary on the page.
 */
export function errorSummary(problems: readonly Words[] | null): {
  shows: readonly Words[]
  hides: readonly Words[]
  focus?: Focus
} {
  return problems === null
    ? { shows: [], hides: ['ERROR_SUMMARY_TITLE'] }
    : { shows: ['ERROR_SUMMARY_TITLE', ...problems], hides: [], focus: 'alert' }
}

/** What a path has done up to the step being checked: its start and every event so far, this step's last. */
export interface PathSoFar {
  readonly start: { readonly label: string; readonly input: unknown }
  readonly events: readonly EventObject[]
}

export interface Oracle<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly machine: TMachine
  /** Every resting state (machines/shared/steps.ts), by id: a screen, or one that depends on the path so far. */
  readonly screens: Readonly<Record<string, Screen | ((path: PathSoFar) => Screen)>>
}

/**
 * An oracle, as a `<flow>.paths.ts` module exports it beside the path model. The path model has a machine and
 * screens too (its tester's words for each state), but also the words of each event (`say`): an oracle has none.
 */
export const isOracle = (value: unknown): value is Oracle =>
  typeof value === 'object' && value !== null && 'machine' in value && 'screens' in value && !('say' in value)

export const defineOracle = <TMachine extends AnyStateMachine>(oracle: Oracle<TMachine>): Oracle<TMachine> =>
  oracle

/** The screen a state shows after `path`. */
export function screenOf(oracle: Oracle, state: string, path: PathSoFar): Screen | undefined {
  const screen = oracle.screens[state]
  return typeof screen === 'function' ? screen(path) : screen
}

/** The catalog ids a screen names, for the test that each exists. */
export function catalogIdsOf(screen: Screen): string[] {
  const ids = (words: Words | undefined): string[] => {
    if (words === undefined) return []
    if (typeof words === 'string') return [words]
    if (!('id' in words)) return []
    const nested = Object.values(words.values ?? {}).flatMap((value) =>
      typeof value === 'object' ? [value.id] : [],
    )
    return [words.id, ...nested]
  }
  return [
    ...ids(screen.heading),
    ...(screen.shows ?? []).flatMap(ids),
    ...ids(screen.busyWords),
    ...(screen.hides ?? []).flatMap(ids),
    ...(screen.controls ?? []).flatMap((control) => [
      ...ids(control.name),
      ...ids(control.in),
      ...ids(control.message ?? undefined),
    ]),
    ...(typeof screen.focus === 'object'
      ? ids('field' in screen.focus ? screen.focus.field : screen.focus.button)
      : []),
  ]
}

/** The output of the last answer of invoke `id` in the path so far, if any. */
export function lastAnswer<T>(path: PathSoFar, id: string): T | undefined {
  for (let index = path.events.length - 1; index >= 0; index--) {
    const event = path.events[index] as EventObject & { output?: unknown }
    if (event.type === `xstate.done.actor.${id}`) return event.output as T
  }
  return undefined
}

/** The value the last event of `type` carried (`value`), what the person last typed into that field. */
export function lastValue<T = string>(path: PathSoFar, type: string, fallback: T): T {
  for (let index = path.events.length - 1; index >= 0; index--) {
    const event = path.events[index] as EventObject & { value?: unknown }
    if (event.type === type) return event.value as T
  }
  return fallback
}

/** The event this step took. */
export const lastEvent = (path: PathSoFar): EventObject =>
  path.events[path.events.length - 1] ?? { type: 'xstate.init' }

/**
 * The fields whose messages show after `path` (spec section 5): each field the person left, every field of the
 * form (`formFields`) once they pressed its button, less those the flow emptied since (`emptiedBy`: the password
 * after the server said the credentials are wrong), plus those a change alone shows (`touchedBy`: a list chosen
 * back to blank).
 */
export function touchedFields(
  path: PathSoFar,
  formFields: readonly string[],
  rules: {
    readonly emptiedBy?: (event: EventObject) => readonly string[]
    readonly touchedBy?: (event: EventObject) => readonly string[]
  } = {},
): Set<string> {
  const touched = new Set<string>()
  for (const event of path.events) {
    const field = (event as { field?: unknown }).field
    if (event.type === 'user.leave' && typeof field === 'string') touched.add(field)
    if (event.type === 'user.submit') for (const name of formFields) touched.add(name)
    for (const name of rules.touchedBy?.(event) ?? []) touched.add(name)
    for (const name of rules.emptiedBy?.(event) ?? []) touched.delete(name)
  }
  return touched
}

/**
 * A form's field messages (spec section 5): each field's problem with what it holds (`problems`, in the form's
 * order, null for none), beside the field once the person has touched it (`touched`: ./touchedFields), and
 * nothing beside one they have not.
 */
export function fieldMessages<TField extends string>(
  problems: Readonly<Record<TField, Words | null>>,
  touched: ReadonlySet<string>,
): Record<TField, Words | null> {
  const shown = {} as Record<TField, Words | null>
  for (const field of Object.keys(problems) as TField[])
    shown[field] = touched.has(field) ? problems[field] : null
  return shown
}

/** The problems an error summary lists after a submit, in the form's order; null when there are none. */
export function summaryOf(problems: Readonly<Record<string, Words | null>>): Words[] | null {
  const listed = Object.values(problems).filter((problem): problem is Words => problem !== null)
  return listed.length === 0 ? null : listed
}

/** Whether the event is one the person sent (their gesture), not an answer or a delay. */
export const byThePerson = (event: EventObject): boolean => event.type.startsWith('user.')
