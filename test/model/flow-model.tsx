/**
 * Runs a machine's planned paths through its real view. For every path: start the machine (with actors
 * that never settle and effects recorded), render the view, then for each step produce the event the way
 * a person would (typing, clicking) or, for an actor's answer, send it as the actor would. After each step
 * the actor must be in the planned state, must have received from the view the very event the path planned (a
 * submit carries what the fields hold, docs/decisions/022), and the view must show what that state promises. The
 * first time each distinct state is reached in a language, axe checks it and a virtual screen reader reads it
 * aloud, what it hears held to the page and to the state's oracle (./heard-as-shown.ts).
 */
import { act, fireEvent, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import userEvent from '@testing-library/user-event'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ReactElement } from 'react'
import {
  type ActorRefFrom,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
  createActor,
  fromPromise,
} from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import { translate, type MessageKey } from '../../src/i18n/i18n'
import type { Locale } from '../../src/i18n/locale'
import { recordEffects } from '../support/effects'
import { missingKeys, renderInPortal } from '../support/render'
import { Coverage } from '../../machines/shared/coverage'
import { leafStateIds, leafStates } from '../../machines/shared/read-machine'
import type { PathModel } from '../../machines/shared/path-model'
import { describePath, MODEL_LOCALES, planCases } from '../../machines/shared/path-plan'
import { hearStep, readingsOf, type Hearing } from './heard-as-shown'

export interface Page<TMachine extends AnyStateMachine> {
  actor: ActorRefFrom<TMachine>
  user: ReturnType<typeof userEvent.setup>
  /** Names of the effect actions (navigation, storage, ...) run so far, in order. */
  effects: string[]
  text: (key: MessageKey, values?: Record<string, unknown>) => string
  locale: Locale
  /** The event of the step being checked (`xstate.init` for the first). */
  lastEvent: EventObject
}

type UserEvent<TMachine extends AnyStateMachine> = EventFrom<TMachine>

/** A path model with the view: how a person produces each event there, and what each state must show. */
export interface FlowModel<TMachine extends AnyStateMachine> extends PathModel<TMachine> {
  render: (actor: ActorRefFrom<TMachine>) => ReactElement
  /** How a person produces each user event through the view. */
  perform: {
    [K in UserEvent<TMachine>['type']]: (
      event: Extract<UserEvent<TMachine>, { type: K }>,
      page: Page<TMachine>,
    ) => Promise<void>
  }
  /** What the view shows in each leaf state, by state id. Every leaf state needs one. */
  expectations: Record<string, (page: Page<TMachine>) => void | Promise<void>>
}

const REPORT_DIR = resolve(import.meta.dirname, '../../reports/model')
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Each distinct state is checked once per language; repeating axe on an identical screen adds only time. */
const checkedScreens = new Set<string>()

/** axe-core with the WCAG 2.2 A and AA rules. jsdom has no layout, so contrast is left to the Chromium run. */
async function expectNoAxeViolations(container: HTMLElement, where: string) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  })
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes[0]?.target.join(' ')}`,
  )
  expect(found, `accessibility violations ${where}`).toEqual([])
}

function isOutcome(event: EventObject): boolean {
  return event.type.startsWith('xstate.')
}

/** The flow with actors that never settle and delays frozen where the model asks; its effects stay no-ops. */
function instrument<TMachine extends AnyStateMachine>(model: FlowModel<TMachine>) {
  const implementations = model.machine.implementations
  const actors = Object.fromEntries(
    Object.keys(implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  )
  const delays = Object.fromEntries((model.freezeDelays ?? []).map((name) => [name, 24 * 60 * 60 * 1000]))
  return model.machine.provide({ actors, delays } as never) as TMachine
}

export function describeFlowModel<TMachine extends AnyStateMachine>(model: FlowModel<TMachine>) {
  const name = model.title
  const coverage = new Coverage(model.machine, model.excludedSteps)
  const cases = planCases(model as unknown as PathModel<AnyStateMachine>)

  describe(`${name}: every planned path through the real view`, () => {
    it('has a view expectation for every state a person can see', () => {
      const missing = leafStates(model.machine).filter((id) => !(id in model.expectations))
      expect(missing, `Fixture for ${name} lacks expectations for: ${missing.join(', ')}`).toEqual([])
    })

    it('says in words what the person sees in every such state, for the test cases', () => {
      const missing = leafStates(model.machine).filter((id) => !(id in model.screens))
      expect(missing, `The path model of ${name} lacks screens for: ${missing.join(', ')}`).toEqual([])
    })

    // Grouped by start and language, in the order `planCases` numbers them.
    for (const start of model.starts) {
      for (const locale of MODEL_LOCALES) {
        const group = cases.filter((planned) => planned.start === start && planned.locales.includes(locale))
        describe(`${start.label}, ${locale}`, () => {
          for (const planned of group) {
            it(
              `#${planned.number} ${planned.path.kind}: ${describePath(planned.path)}`,
              async () => {
                coverage.paths[planned.path.kind]++
                coverage.executed.push(`${planned.number}@${locale}`)
                try {
                  await runPath(model, start, planned.path.steps, locale, coverage, planned.key)
                } catch (error) {
                  coverage.failures++
                  throw error
                }
              },
              // A walk takes many steps: each gets the time a short path has for all of its own.
              Math.max(20_000, planned.path.steps.length * 2_000),
            )
          }
        })
      }
    }

    afterAll(() => {
      const summary = coverage.summary()
      mkdirSync(REPORT_DIR, { recursive: true })
      writeFileSync(resolve(REPORT_DIR, `${summary.machine}.json`), `${JSON.stringify(summary, null, 2)}\n`)
      const line =
        `[model] ${summary.machine}: states ${summary.states.reached}/${summary.states.total}, ` +
        `steps ${summary.steps.reached}+${summary.steps.excluded} excluded/${summary.steps.total}, ` +
        `transitions ${summary.transitions.reached}/${summary.transitions.total}, ` +
        `paths ${summary.paths.shortest} shortest + ${summary.paths.walk} walks + ` +
        `${summary.paths.simple} simple, failures ${summary.failures}`
      process.stdout.write(`${line}\n`)
      const heard = readingsOf(model.machine)
      process.stdout.write(
        `[heard] ${summary.machine}: ${heard.readings} readings, ${heard.states} (state, language) pairs\n`,
      )
      if (summary.failures === 0) {
        expect(summary.missedStates, `${name}: states never reached`).toEqual([])
        expect(summary.missedSteps, `${name}: steps never taken nor excluded`).toEqual([])
        expect(summary.stepProblems, `${name}: steps and their exclusions`).toEqual([])
        expect(summary.missedTransitions, `${name}: transitions never taken`).toEqual([])
      }
    })
  })
}

async function runPath<TMachine extends AnyStateMachine>(
  model: FlowModel<TMachine>,
  start: { label: string; input: unknown },
  steps: { event: EventObject; state: AnyMachineSnapshot }[],
  locale: Locale,
  coverage: Coverage,
  key: (snapshot: AnyMachineSnapshot) => string,
) {
  const effects: string[] = []
  /** The events sent to the flow from outside (the view, or this test for an actor's answer), in order. */
  const received: EventObject[] = []
  const actor = createActor(instrument(model) as AnyStateMachine, {
    input: start.input,
    inspect: recordEffects(effects, (inspection) => {
      coverage.inspect(inspection)
      const own = inspection.actorRef.sessionId === inspection.rootId
      if (inspection.type === '@xstate.event' && own && inspection.sourceRef === undefined) {
        received.push(inspection.event)
      }
    }),
  })
  actor.start()
  const typedActor = actor as unknown as ActorRefFrom<TMachine>
  missingKeys.clear()
  const user = userEvent.setup()
  const view = renderInPortal(model.render(typedActor), { locale })
  const page: Page<TMachine> = {
    actor: typedActor,
    user,
    effects,
    locale,
    text: (key, values) => translate(key, values),
    lastEvent: { type: 'xstate.init' },
  }

  let hearing: Hearing | undefined
  try {
    for (const [index, step] of steps.entries()) {
      page.lastEvent = step.event
      const sentBefore = received.length
      // Read aloud once per language, the first time a path reaches the state (./heard-as-shown.ts).
      hearing = await hearStep({
        machine: model.machine,
        locale,
        state: step.state,
        key: model.serializeState(step.state),
        listening: index > 0,
      })
      if (index > 0) {
        if (isOutcome(step.event)) {
          act(() => actor.send(step.event as never))
        } else {
          const perform = model.perform[step.event.type as UserEvent<TMachine>['type']] as (
            event: EventObject,
            page: Page<TMachine>,
          ) => Promise<void>
          await perform(step.event, page)
        }
      }
      const expected = key(step.state)
      await waitFor(() => expect(key(actor.getSnapshot() as AnyMachineSnapshot)).toBe(expected))
      // What the person did reached the flow as the path planned it: a submit with what the fields hold.
      if (index > 0)
        expect(received.slice(sentBefore), 'the events the flow received').toContainEqual(step.event)
      for (const id of leafStateIds(model.machine, step.state.value)) {
        const expectation = model.expectations[id]
        if (!expectation) throw new Error(`No view expectation for state ${id}`)
        await expectation(page)
      }
      expect([...missingKeys], `untranslated keys rendered in ${locale}`).toEqual([])
      const screenKey = `${model.machine.id}|${locale}|${model.serializeState(actor.getSnapshot() as AnyMachineSnapshot)}`
      if (!checkedScreens.has(screenKey)) {
        checkedScreens.add(screenKey)
        await expectNoAxeViolations(view.container, `in ${JSON.stringify(step.state.value)} (${locale})`)
      }
      await hearing.check({ start, events: steps.slice(1, index + 1).map(({ event }) => event) })
    }
  } finally {
    await hearing?.abandon()
    view.unmount()
    actor.stop()
  }
}

/**
 * Replaces a field's text as a password manager or a paste from assistive technology would: one input event,
 * without moving focus. Focus is what touches a field, so moving it here would leave another field on the way
 * (an event the path did not plan); leaving a field is a step of its own (`leaveField`). A text field that holds
 * the value already is emptied first, as a person typing it again does (and as the browser walks do): the same
 * value alone is no input at all.
 */
export async function replaceText(field: HTMLElement, value: string) {
  const holds = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null
  act(() => {
    if (holds !== null && holds === value && value !== '') fireEvent.change(field, { target: { value: '' } })
    fireEvent.change(field, { target: { value } })
  })
  await Promise.resolve()
}

/** The person focuses a field and leaves it, which touches it (spec section 5). Focus ends on the page. */
export async function leaveField(field: HTMLElement) {
  act(() => {
    field.focus()
  })
  act(() => {
    field.blur()
  })
  await Promise.resolve()
}

/**
 * Checks the message beside a field and its link to the field: `message` null means the field shows none.
 * The error summary is checked by the caller: it lists these messages only after a submit.
 */
export function expectFieldMessage(field: HTMLElement, message: string | null) {
  if (message === null) {
    expect(field).not.toHaveAttribute('aria-invalid')
    return
  }
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(loosely(message))
}

/** Text as jest-dom compares it: runs of whitespace (French non-breaking spaces included) become one space. */
export const normalized = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Text as an accessible name or description holds it, found inside it (or `whole`): jsdom keeps the no-break spaces
 * French sets before a semicolon or a unit (docs/decisions/032) where jest-dom's text matchers fold them, so any run
 * of whitespace matches any other.
 */
export function loosely(text: string, whole = false): RegExp {
  const body = normalized(text)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '\\s+')
  return new RegExp(whole ? `^${body}$` : body)
}
