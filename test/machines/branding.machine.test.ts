// @vitest-environment node
/**
 * The branding logos (spec section 1 and the branding rows of section 7), driven as a branded page drives them.
 * A page that names its package loads that package's logos from the CDN at once; a page opened for an institution
 * first asks the API server which package the institution has, and loads that one's logos. The header and footer
 * hold their space, busy, until then, with no logo. An institution without a package, a lookup that fails and a
 * CDN that fails all leave the page unbranded and working: no logos, nothing busy. Field telemetry reads each
 * answer as the branding flow's step.
 */
import { describe, expect, it } from 'vitest'
import { createActor, type InspectionEvent } from 'xstate'
import type { BrandingInput, BrandingLogos } from '../../machines/branding/branding.machine'
import { CALL_IN_FLIGHT, UnexpectedResponseError } from '../../machines/shared/calls'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'
import { answerable, settle } from './support'

/**
 * The machine, loaded inside each test rather than as the file is imported: a machine that cannot even be built
 * then fails these tests, where the mutation run counts it (Stryker's Vitest runner counts a test file that fails
 * to import as no tests at all: stryker-mutator/stryker-js#6150).
 */
const loadMachine = async () => (await import('../../machines/branding/branding.machine')).brandingMachine

const floridaLogos: BrandingLogos = {
  header: [
    { src: '/branding-assets/florida/header.svg', alt: 'Florida Department of Education', href: '/fl' },
  ],
  footer: [{ src: '/branding-assets/florida/footer.svg', alt: 'Florida career pathways', href: null }],
}

/** Opens a branded page: the machine with its calls answered by the test. */
async function open(input: BrandingInput) {
  const machine = await loadMachine()
  const lookUps = answerable<string | null, { institutionId: string }>()
  const loads = answerable<BrandingLogos, { packageName: string }>()
  const answers: FlowAnswer[] = []
  const actor = createActor(
    machine.provide({ actors: { lookUpPackage: lookUps.logic, loadBranding: loads.logic } }),
    {
      input,
      inspect: (event: InspectionEvent) => {
        const answer = flowAnswerOf(event)
        if (answer !== null) answers.push(answer)
      },
    },
  ).start()
  /** What the header and footer show: the logos, and whether their space is marked busy (src/shell/branding.tsx). */
  const shows = () => {
    const snapshot = actor.getSnapshot()
    return {
      busy: snapshot.matches('choosing') || snapshot.matches('lookingUp') || snapshot.matches('loading'),
      header: snapshot.context.header,
      footer: snapshot.context.footer,
    }
  }
  return { actor, lookUps, loads, answers, shows }
}

const NO_LOGOS = { header: [], footer: [] }

describe('a page that names its branding package', () => {
  it('loads that package from the CDN at once, without asking the API server, the logo space busy', async () => {
    const { actor, lookUps, loads, shows } = await open({ packageName: 'florida' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(loads.calls.map((call) => call.input)).toEqual([{ packageName: 'florida' }])
    expect(lookUps.calls).toEqual([])
    expect(shows()).toEqual({ busy: true, ...NO_LOGOS })
  })

  it('shows the header and footer logos the CDN sends', async () => {
    const { actor, loads, shows, answers } = await open({ packageName: 'florida' })
    loads.last()?.resolve(floridaLogos)
    await settle()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(shows()).toEqual({ busy: false, ...floridaLogos })
    expect(answers).toEqual([{ flow: 'branding', step: 'loadBranding', kind: 'done' }])
  })

  it('leaves the page without logos, nothing busy, when the CDN fails', async () => {
    const { actor, loads, shows, answers } = await open({ packageName: 'florida' })
    loads.last()?.reject(new UnexpectedResponseError(404, 'branding.json'))
    await settle()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(shows()).toEqual({ busy: false, ...NO_LOGOS })
    expect(answers).toEqual([
      { flow: 'branding', step: 'loadBranding', failure: 'UnexpectedResponseError', status: 404 },
    ])
  })
})

describe('a page opened for an institution', () => {
  it("asks the API server for the institution's package first, the logo space busy", async () => {
    const { actor, lookUps, loads, shows } = await open({ institutionId: 'demo-florida' })
    expect(actor.getSnapshot().matches('lookingUp')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(actor.getSnapshot().context.packageName).toBeNull()
    expect(lookUps.calls.map((call) => call.input)).toEqual([{ institutionId: 'demo-florida' }])
    expect(loads.calls).toEqual([])
    expect(shows()).toEqual({ busy: true, ...NO_LOGOS })
  })

  it('loads the package the API server names, then shows its logos', async () => {
    const { actor, lookUps, loads, shows, answers } = await open({ institutionId: 'demo-florida' })
    lookUps.last()?.resolve('florida')
    await settle()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(actor.getSnapshot().context.packageName).toBe('florida')
    expect(loads.calls.map((call) => call.input)).toEqual([{ packageName: 'florida' }])
    expect(shows()).toEqual({ busy: true, ...NO_LOGOS })
    loads.last()?.resolve(floridaLogos)
    await settle()
    expect(shows()).toEqual({ busy: false, ...floridaLogos })
    expect(answers).toEqual([
      { flow: 'branding', step: 'lookUpPackage', kind: 'done' },
      { flow: 'branding', step: 'loadBranding', kind: 'done' },
    ])
  })

  it.each([
    [
      'has no package (none, or one this portal does not know)',
      (call: { resolve: (p: null) => void }) => call.resolve(null),
    ],
    [
      'cannot be looked up',
      (call: { reject: (error: unknown) => void }) => call.reject(new TypeError('Failed to fetch')),
    ],
  ])('leaves the page unbranded, nothing loaded or busy, when the institution %s', async (_, answer) => {
    const { actor, lookUps, loads, shows } = await open({ institutionId: 'demo-none' })
    const call = lookUps.last()
    if (call !== undefined) answer(call)
    await settle()
    expect(actor.getSnapshot().matches('unbranded')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(actor.getSnapshot().context.packageName).toBeNull()
    expect(loads.calls).toEqual([])
    expect(shows()).toEqual({ busy: false, ...NO_LOGOS })
  })
})

describe('the machine without the app behind it', () => {
  it.each([{ packageName: 'florida' }, { institutionId: 'demo-florida' }])(
    'leaves the page without logos, nothing busy, for %j',
    async (input) => {
      const machine = await loadMachine()
      const actor = createActor(machine, { input }).start()
      await settle()
      const snapshot = actor.getSnapshot()
      expect(snapshot.matches('ready') || snapshot.matches('unbranded')).toBe(true)
      expect(snapshot.context.header).toEqual([])
      expect(snapshot.context.footer).toEqual([])
    },
  )
})
