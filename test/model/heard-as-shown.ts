/**
 * Heard as shown: each distinct state a model test renders (test/model/flow-model.tsx), in each language, is read
 * aloud by Guidepup's virtual screen reader from the page's start to its end, with what its live regions announced
 * on the way into it, and what was heard is held to the page and to the state's oracle (machines/shared/oracle.ts,
 * docs/decisions/027):
 *
 * - everything heard is shown (the rule for "shown", and the few visually hidden words that count as shown, are
 *   in test/support/read-aloud.ts): no hidden error in a description, no text only a screen reader gets, no
 *   empty container (an empty live region read as "paragraph" or "status");
 * - no text is heard more often than the page shows it, no phrase says the same words twice, and no live
 *   announcement is made twice;
 * - each control is heard in the state the DOM holds (checked, expanded, invalid, unavailable);
 * - the oracle's heading is heard as a heading of level 1, each of its words shown is heard and each hidden is
 *   not, each of its controls is heard with its name, its state and its message, in the page's language.
 *
 * The oracle describes the real portal; the model test renders the flow's view alone. Where the oracle's state
 * has left the page (`leavesFor`) or handed over to another screen (HANDED_OVER), only the first three rules
 * hold; where the view is a part of a page (PART_OF_A_PAGE), the page's heading is not asked of it. A state is
 * read once per language however many paths reach it (`serializeState` tells them apart).
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { translate, type MessageKey } from '../../src/i18n/i18n'
import type { Locale } from '../../src/i18n/locale'
import { isOracle, screenOf, type PathSoFar, type Screen, type Words } from '../../machines/shared/oracle'
import { restingStateOf } from '../../machines/shared/steps'
import { findExports } from '../../scripts/lib/find-exports'
import { matcherOf } from '../paths-browser/words'
import { act } from '@testing-library/react'
import { BUSY_WORDS_AFTER_MS } from '../../src/screens/parts/busy'
import { INTENDED_HIDDEN, listen, readAloud, shownText, type Listening } from '../support/read-aloud'
import { compareSpokenLog, type ControlExpected, type Expected, type Heard } from '../support/spoken-log'

const oracles = await findExports('machines', '.paths.ts', isOracle)

/** The states read so far, by machine, language and `serializeState`: each is read once. */
const read = new Set<string>()
/** The same by machine, resting state and language, however many of the above each is. */
const readStates = new Set<string>()

/**
 * States whose oracle describes the screen the flow hands over to, which the portal shows in the view's place: the
 * view alone still shows the wait it leaves behind. Only the page's own rules hold there.
 */
const HANDED_OVER: Readonly<Record<string, string>> = {
  'signIn.mustReset': 'the forced new password, /mustreset (its own model test: mustReset)',
  'mustReset.leaving': 'sign-in',
  'registration.registered': 'the confirmation that the request was sent',
  'registration.leaving': 'the page saying registration is not allowed, or the error page',
  'logOut.loggedOut': 'sign-in',
  'switchAccount.leaving': 'sign-in, with the generic error it carries over',
}

/**
 * Machines whose view is a part of a page (the page's logos): the oracle names the heading of the page around
 * it, which the view alone does not render.
 */
const PART_OF_A_PAGE = new Set(['branding'])

/**
 * An oracle's words as a pattern in the page's language. A number among their values is left open: the oracle's
 * numbers are the real portal's (a 60-second wait), the path model's fixtures choose their own, and the model
 * test's own expectations check them.
 */
function saidIn(locale: Locale, words: Words): ReturnType<typeof matcherOf> {
  if (typeof words === 'string' || !('id' in words) || words.values === undefined)
    return matcherOf(locale, words)
  const values = Object.fromEntries(
    Object.entries(words.values).filter(([, value]) => typeof value !== 'number'),
  )
  return matcherOf(locale, { id: words.id, values })
}

function expectedOf(
  machine: AnyStateMachine,
  stateId: string,
  screen: Screen,
  locale: Locale,
  waited: boolean,
): Expected {
  const said = (words: Words) => saidIn(locale, words)
  if (screen.leavesFor !== undefined || stateId in HANDED_OVER)
    return { heading: null, shows: [], hides: [], controls: [] }
  return {
    heading: screen.heading === undefined || PART_OF_A_PAGE.has(machine.id) ? null : said(screen.heading),
    shows: [...(screen.shows ?? []), ...(waited && screen.busyWords ? [screen.busyWords] : [])].map(said),
    hides: (screen.hides ?? []).map(said),
    controls: (screen.controls ?? [])
      // A control inside a disclosure (`in`) may share its name with one outside it: its absence is not heard.
      .filter((control) => control.in === undefined || control.absent !== true)
      .map((control): ControlExpected => ({
        role: control.role,
        name: said(control.name),
        absent: control.absent === true,
        busy: control.busy ?? null,
        expanded: control.expanded ?? null,
        checked: control.checked ?? null,
        message:
          control.message === undefined ? null : control.message === null ? 'none' : said(control.message),
      })),
  }
}

/**
 * The machines whose wait has been heard with its words: each machine's first wait, in the first language that
 * reaches it, is read once it has lasted, as a person still waiting hears it; its later waits are read at once,
 * without them, as a quick answer is (a second each, in real time, is what the words cost). The words of every
 * language are seen in a real browser: each engine's walks wait for them once per machine, in its own language
 * (test/paths-browser/walk.ts).
 */
const heardWaiting = new Set<string>()

/** The visually hidden words that count as shown, in the page's language. */
const intendedHidden = () =>
  new Set(
    Object.keys(INTENDED_HIDDEN).map((id) =>
      translate(id as MessageKey)
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  )

export interface Hearing {
  /** Reads the page once the step is taken and checks what was heard; nothing when the state was read before. */
  readonly check: (path: PathSoFar) => Promise<void>
  /** Stops listening, should the step fail before its check. */
  readonly abandon: () => Promise<void>
}

/**
 * Begins hearing a step into `state`, which `key` (its `serializeState`) tells apart from the others: when the
 * state has not been read in this language yet, listens to what the step's live regions announce (`listening`:
 * false for the first render, which announces nothing), then reads the page.
 */
export async function hearStep(options: {
  machine: AnyStateMachine
  locale: Locale
  state: AnyMachineSnapshot
  key: string
  listening: boolean
}): Promise<Hearing> {
  const { machine, locale, state } = options
  const readKey = `${machine.id}|${locale}|${options.key}`
  if (read.has(readKey)) return { check: async () => {}, abandon: async () => {} }
  let listening: Listening | null = options.listening ? await listen() : null
  return {
    abandon: async () => {
      await listening?.stop()
      listening = null
    },
    check: async (path) => {
      read.add(readKey)
      const oracle = oracles.find(({ value }) => value.machine === machine)?.value
      if (oracle === undefined) throw new Error(`${machine.id} has no oracle beside it`)
      const stateId = restingStateOf(machine, state.value)
      const screen = screenOf(oracle, stateId, path)
      // A wait's words come once it has lasted (docs/decisions/035).
      const waited = screen?.busyWords !== undefined && !heardWaiting.has(machine.id)
      if (waited) {
        heardWaiting.add(machine.id)
        await act(() => new Promise((done) => setTimeout(done, BUSY_WORDS_AFTER_MS + 50)))
      }
      const announced = listening === null ? [] : await listening.stop()
      listening = null
      const heard = [...announced, ...(await readAloud(intendedHidden()))]
      readStates.add(`${machine.id}|${stateId}|${locale}`)
      judge({ machine, stateId, locale, heard, screen, waited })
    },
  }
}

/** The readings made of `machine`'s states: one per language and state that `serializeState` tells apart. */
export function readingsOf(machine: AnyStateMachine): { readings: number; states: number } {
  const mine = (key: string) => key.startsWith(`${machine.id}|`)
  return { readings: [...read].filter(mine).length, states: [...readStates].filter(mine).length }
}

/** Checks what was heard in `stateId` against its oracle and the page. */
function judge(options: {
  machine: AnyStateMachine
  stateId: string
  locale: Locale
  heard: readonly Heard[]
  screen: Screen | undefined
  waited: boolean
}): void {
  const { machine, stateId, locale, heard, screen, waited } = options
  if (screen === undefined) throw new Error(`${machine.id}'s oracle has no screen for ${stateId}`)
  const problems = compareSpokenLog(
    heard,
    { text: shownText(document.body, intendedHidden()) },
    expectedOf(machine, stateId, screen, locale, waited),
  )
  if (problems.length > 0)
    throw new Error(
      `heard in ${machine.id}|${stateId}|${locale}, not as shown:\n- ${problems.join('\n- ')}\nThe whole reading: ${JSON.stringify(heard.map(({ phrase }) => phrase))}`,
    )
}
