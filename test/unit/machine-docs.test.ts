// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { assign, not, setup } from 'xstate'
import {
  discoverMachines,
  docPaths,
  indexPath,
  toIndex,
  toMarkdown,
  toMermaid,
  toStatelyJson,
} from '../../scripts/lib/machine-docs'
import { toSvg } from '../../scripts/lib/machine-picture'

const machines = await discoverMachines()

describe('machine diagrams and Stately exports', () => {
  it.each(machines.map((found) => [found.flow, found] as const))(
    '%s: the committed diagram and export match the machine (run npm run machines:docs after a change)',
    async (_flow, found) => {
      const paths = docPaths(found.flow)
      expect(existsSync(paths.markdown), `${paths.markdown} is missing`).toBe(true)
      expect(readFileSync(paths.markdown, 'utf8')).toBe(toMarkdown(found))
      expect(readFileSync(paths.json, 'utf8')).toBe(toStatelyJson(found.machine))
      expect(existsSync(paths.picture), `${paths.picture} is missing`).toBe(true)
      expect(readFileSync(paths.picture, 'utf8')).toBe(await toSvg(found.machine))
    },
  )

  it('the committed index lists every machine', () => {
    expect(readFileSync(indexPath(), 'utf8')).toBe(toIndex(machines))
  })

  it('labels transitions in plain words, with guards as conditions and invoked actors on their states', async () => {
    const signIn = machines.find((found) => found.flow === 'sign-in')
    if (!signIn) throw new Error('sign-in machine not found')
    const diagram = toMermaid(signIn.machine)
    expect(diagram).toContain('signIn_form --> signIn_form_invalid : person submit, if form invalid')
    expect(diagram).toContain('signIn_submitting --> signIn_form_failed : login answers, otherwise')
    expect(diagram).toContain('signIn_submitting --> signIn_mustReset : login answers, if outcome must reset')
    expect(diagram).toContain('state "submitting (runs login)" as signIn_submitting')
  })

  it('exports every transition with its guard and actions by name, invokes with onDone and onError', () => {
    const signIn = machines.find((found) => found.flow === 'sign-in')
    const config = JSON.parse(toStatelyJson(signIn?.machine as never)) as {
      states: Record<
        string,
        { always?: unknown[]; invoke?: { src: string; onDone: { guard?: unknown }[] }[] }
      >
    }
    expect(config.states.start?.always).toEqual([
      { target: ['#signIn.resumingSession'], guard: 'hasSavedSession' },
      { target: ['#signIn.form'] },
    ])
    expect(config.states.submitting?.invoke?.[0]?.src).toBe('login')
    expect(config.states.submitting?.invoke?.[0]?.onDone.map((transition) => transition.guard)).toEqual([
      { type: 'isOutcome', params: { kind: 'mustReset' } },
      'isSignedInToStay',
      'isSignedInToFollowableUrl',
      { type: 'isOutcome', params: { kind: 'rejected' } },
      { type: 'isOutcome', params: { kind: 'notFound' } },
      undefined,
    ])
  })

  it("exports each state's tags, so the editor shows which states wait and which leave the page", () => {
    const signIn = machines.find((found) => found.flow === 'sign-in')
    const config = JSON.parse(toStatelyJson(signIn?.machine as never)) as {
      states: Record<string, { tags?: string[] }>
    }
    expect(config.states.resumingSession?.tags).toEqual(['callInFlight'])
    expect(config.states.submitting?.tags).toEqual(['callInFlight'])
    expect(config.states.redirecting?.tags).toEqual(['leavingPage'])
    expect(config.states.form?.tags).toBeUndefined()
  })

  it('refuses a guard or an action written inline, naming the machine and the transition or state', () => {
    const inline = setup({
      types: { context: {} as { typed: boolean } },
      guards: { isTyped: ({ context }) => context.typed },
      actions: { markTyped: assign({ typed: true }) },
    })
    const negated = inline.createMachine({
      id: 'negated',
      context: { typed: false },
      on: { 'user.type': { guard: not('isTyped'), actions: 'markTyped' } },
    })
    const assigned = inline.createMachine({
      id: 'assigned',
      context: { typed: false },
      initial: 'editing',
      states: { editing: { on: { 'user.type': { actions: assign({ typed: true }) } } } },
    })
    const entered = inline.createMachine({
      id: 'entered',
      context: { typed: false },
      initial: 'editing',
      states: { editing: { entry: () => {} } },
    })
    expect(() => toStatelyJson(negated)).toThrow(
      'Machine "negated": the guard of negated ─user.type is written inline.',
    )
    expect(() => toMermaid(assigned)).toThrow(
      'Machine "assigned": an action of assigned.editing ─user.type is written inline.',
    )
    expect(() => toStatelyJson(entered)).toThrow(
      'Machine "entered": an action of the entry of entered.editing is written inline.',
    )
  })
})
