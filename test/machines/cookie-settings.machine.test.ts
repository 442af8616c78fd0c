// @vitest-environment node
/**
 * The cookies page's form (docs/decisions/031), driven as its radio buttons and Save drive it: the answer it opens
 * on, what each save keeps and does to analytics, and what it shows after.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { AnalyticsChoice } from '../../machines/cookie-banner/cookie-banner.machine'

const loadMachine = async () =>
  (await import('../../machines/cookie-settings/cookie-settings.machine')).cookieSettingsMachine

async function form(keptChoice: AnalyticsChoice | null) {
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
    { input: { keptChoice } },
  ).start()
  const chosen = () => actor.getSnapshot().context.choice
  const saved = () => actor.getSnapshot().matches('saved')
  const save = (choice: AnalyticsChoice) => actor.send({ type: 'user.submit', values: { choice } })
  return { actor, effects, chosen, saved, save }
}

describe('the cookies page’s choice', () => {
  it.each([
    [null, 'rejected'],
    ['rejected', 'rejected'],
    ['accepted', 'accepted'],
  ] as const)('opens on the answer kept (%s), or no: %s', async (kept, shown) => {
    const { chosen, saved, effects } = await form(kept)
    expect(chosen()).toBe(shown)
    expect(saved()).toBe(false)
    expect(effects).toEqual([])
  })

  it('follows what the person chooses, keeping nothing until Save', async () => {
    const { actor, chosen, effects } = await form(null)
    actor.send({ type: 'user.choose', value: 'accepted' })
    expect(chosen()).toBe('accepted')
    actor.send({ type: 'user.choose', value: 'rejected' })
    expect(chosen()).toBe('rejected')
    expect(effects).toEqual([])
  })

  it('saves a yes: keeps it, starts analytics, and says it was saved', async () => {
    const { chosen, saved, effects, save } = await form(null)
    save('accepted')
    expect(saved()).toBe(true)
    expect(chosen()).toBe('accepted')
    expect(effects).toEqual(['keep yes', 'start analytics'])
  })

  it('saves a no: keeps it, stops analytics (its cookies deleted), and says it was saved', async () => {
    const { chosen, saved, effects, save } = await form('accepted')
    save('rejected')
    expect(saved()).toBe(true)
    expect(chosen()).toBe('rejected')
    expect(effects).toEqual(['keep no', 'stop analytics'])
  })

  it('saves what the form holds, whatever was chosen by an event before, and saves again', async () => {
    const { actor, chosen, effects, save, saved } = await form(null)
    actor.send({ type: 'user.choose', value: 'accepted' })
    save('rejected')
    expect(chosen()).toBe('rejected')
    save('accepted')
    expect(saved()).toBe(true)
    expect(effects).toEqual(['keep no', 'stop analytics', 'keep yes', 'start analytics'])
  })

  it('goes back to the form as the person chooses again after saving', async () => {
    const { actor, chosen, saved, save } = await form(null)
    save('accepted')
    actor.send({ type: 'user.choose', value: 'rejected' })
    expect(saved()).toBe(false)
    expect(chosen()).toBe('rejected')
  })
})
