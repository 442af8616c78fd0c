// @vitest-environment node
/**
 * The cookie banner (docs/decisions/031), driven as its buttons drive it: what it shows for each kept answer and
 * for a browser that sends Global Privacy Control, and what each answer keeps and does to analytics, in order.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { CookieBannerInput } from '../../machines/cookie-banner/cookie-banner.machine'

/** Loaded in each test: a machine that cannot be built fails these tests (see log-out.machine.test.ts). */
const loadMachine = async () =>
  (await import('../../machines/cookie-banner/cookie-banner.machine')).cookieBannerMachine

async function banner(input: CookieBannerInput) {
  const machine = await loadMachine()
  const effects: string[] = []
  const actor = createActor(
    machine.provide({
      actions: {
        keepAcceptance: () => effects.push('keep yes'),
        keepRefusal: () => effects.push('keep no'),
        startAnalytics: () => effects.push('start analytics'),
        stopAnalytics: () => effects.push('stop analytics'),
      },
    }),
    { input },
  ).start()
  return { actor, effects, shows: () => actor.getSnapshot().value }
}

const NO_ANSWER = { keptChoice: null, globalPrivacyControl: false } as const

describe('the cookie banner', () => {
  it('asks, with nothing kept and nothing of analytics, when no answer is kept', async () => {
    const { shows, effects, actor } = await banner(NO_ANSWER)
    expect(shows()).toBe('asking')
    expect(effects).toEqual([])
    expect(actor.getSnapshot().status).toBe('active')
  })

  it.each(['accepted', 'rejected'] as const)(
    'shows nothing to a visitor who %s on an earlier visit',
    async (kept) => {
      const { shows, effects, actor } = await banner({ keptChoice: kept, globalPrivacyControl: false })
      expect(shows()).toBe('hidden')
      expect(effects).toEqual([])
      expect(actor.getSnapshot().status).toBe('done')
    },
  )

  it('tells a browser that sends Global Privacy Control it was honoured, keeping nothing until hidden', async () => {
    const { shows, effects, actor } = await banner({ keptChoice: null, globalPrivacyControl: true })
    expect(shows()).toBe('browserRefused')
    actor.send({ type: 'user.accept' })
    expect(shows()).toBe('browserRefused')
    expect(effects).toEqual([])
    actor.send({ type: 'user.hide' })
    expect(shows()).toBe('hidden')
    expect(effects).toEqual(['keep no'])
  })

  it('keeps an answer kept over the browser’s signal: a person who chose on the cookies page sees nothing', async () => {
    const { shows } = await banner({ keptChoice: 'accepted', globalPrivacyControl: true })
    expect(shows()).toBe('hidden')
  })

  it('on Accept keeps the yes, then starts analytics, and says so until hidden', async () => {
    const { shows, effects, actor } = await banner(NO_ANSWER)
    actor.send({ type: 'user.accept' })
    expect(shows()).toBe('accepted')
    expect(effects).toEqual(['keep yes', 'start analytics'])
    // A second press reaches a button that is gone: nothing more happens.
    actor.send({ type: 'user.reject' })
    expect(shows()).toBe('accepted')
    actor.send({ type: 'user.hide' })
    expect(shows()).toBe('hidden')
    expect(effects).toEqual(['keep yes', 'start analytics'])
  })

  it('on Reject keeps the no, then stops analytics, and says so until hidden', async () => {
    const { shows, effects, actor } = await banner(NO_ANSWER)
    actor.send({ type: 'user.hide' })
    expect(shows()).toBe('asking')
    actor.send({ type: 'user.reject' })
    expect(shows()).toBe('rejected')
    expect(effects).toEqual(['keep no', 'stop analytics'])
    actor.send({ type: 'user.accept' })
    expect(shows()).toBe('rejected')
    actor.send({ type: 'user.hide' })
    expect(shows()).toBe('hidden')
    expect(effects).toEqual(['keep no', 'stop analytics'])
  })
})
