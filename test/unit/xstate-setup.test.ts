// @vitest-environment node
/**
 * The `setup` the portal's code gets from 'xstate' (scripts/xstate-setup.ts, decision 015) builds what XState's
 * own builds, without the action creators XState's returns beside `createMachine`.
 */
import { createRequire } from 'node:module'
import type * as xstateAsImported from 'xstate'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { describe, expect, it } from 'vitest'

/** XState's own, as Node loads the package, past the stand-in (which only the bundler's resolution gives). */
const xstate = createRequire(import.meta.url)('xstate') as typeof xstateAsImported

describe('setup, as the portal gets it', () => {
  it('is the stand-in here too, so the tests run what the build ships', () => {
    expect(Object.keys(setup({}))).toEqual(['createMachine'])
    expect(Object.keys(xstate.setup({}))).toContain('sendTo')
  })

  it('builds the machine XState’s own setup builds, implementations and all', async () => {
    type Context = { count: number }
    type Events = { type: 'add' } | { type: 'save' }
    const implementations = {
      types: {} as { context: Context; events: Events },
      actors: { save: fromPromise(async () => 'saved') },
      actions: {
        add: assign<Context, Events, undefined, Events, never>({ count: ({ context }) => context.count + 1 }),
      },
      guards: { small: ({ context }: { context: Context }) => context.count < 2 },
      delays: { soon: 5 },
    }
    const config = {
      id: 'counter',
      context: { count: 0 },
      initial: 'counting',
      states: {
        counting: {
          on: { add: { guard: 'small', actions: 'add' }, save: 'saving' },
          after: { soon: { target: 'counting', reenter: true } },
        },
        saving: { invoke: { src: 'save', onDone: 'saved' } },
        saved: { type: 'final' },
      },
    } as const
    const portal = setup(implementations).createMachine(config)
    const own = xstate.setup(implementations).createMachine(config)
    expect(portal.config).toEqual(own.config)
    expect(portal.implementations).toEqual(own.implementations)
    // As text: each copy of XState makes its own functions for the delayed events.
    expect(JSON.stringify(portal.toJSON())).toBe(JSON.stringify(own.toJSON()))

    const walk = async (machine: typeof portal) => {
      const actor = createActor(machine).start()
      for (const type of ['add', 'add', 'add'] as const) actor.send({ type })
      const counted = actor.getSnapshot().context.count
      actor.send({ type: 'save' })
      await new Promise((resolve) => setTimeout(resolve, 0))
      return { counted, value: actor.getSnapshot().value, status: actor.getSnapshot().status }
    }
    expect(await walk(portal)).toEqual({ counted: 2, value: 'saved', status: 'done' })
    expect(await walk(portal)).toEqual(await walk(own as unknown as typeof portal))
  })
})
