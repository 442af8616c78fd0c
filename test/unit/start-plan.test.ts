// @vitest-environment node
/** The entry's start-up plan (src/start/plan.ts, decision 026): every named result, and what leads to it. */
import { describe, expect, it } from 'vitest'
import { planRender, planStart, type Loaded, type PageOnArrival } from '../../src/start/plan'

const ARRIVAL: PageOnArrival = {
  unsupportedBrowser: false,
  configured: true,
  partnerSite: null,
  page: 'prerendered',
}
const LOADED: Loaded = { page: 'prerendered', catalog: true, linkUsable: true, hasForm: true }

describe('planStart', () => {
  it('leaves an old browser to the page the head script showed it', () => {
    expect(planStart({ ...ARRIVAL, unsupportedBrowser: true, configured: false })).toEqual({
      kind: 'unsupported-browser',
    })
  })

  it('fails a page whose configuration failed its schema, before anything loads', () => {
    expect(planStart({ ...ARRIVAL, configured: false })).toEqual({
      kind: 'fail',
      failure: { reason: 'configuration' },
    })
  })

  it("sends a visitor of the UK partner's host who did not come from the partner's site there", () => {
    expect(planStart({ ...ARRIVAL, partnerSite: 'https://partner.example/' })).toEqual({
      kind: 'leave',
      destination: 'https://partner.example/',
    })
  })

  it("loads a prerendered page's screen before its first render, and no other page's", () => {
    expect(planStart(ARRIVAL)).toEqual({ kind: 'start', loadScreen: true })
    expect(planStart({ ...ARRIVAL, page: 'stale' })).toEqual({ kind: 'start', loadScreen: false })
    expect(planStart({ ...ARRIVAL, page: 'shell' })).toEqual({ kind: 'start', loadScreen: false })
  })
})

describe('planRender', () => {
  it('fails without the catalog: a page of message ids is no page', () => {
    expect(planRender({ ...LOADED, catalog: false })).toEqual({
      kind: 'fail',
      failure: { reason: 'catalog' },
    })
    expect(planRender({ ...LOADED, page: 'shell', catalog: false }).kind).toBe('fail')
  })

  it("hydrates this visitor's prerendered page, started once its form is React's", () => {
    expect(planRender(LOADED)).toEqual({ kind: 'hydrate', startedWhen: 'form-ready' })
    expect(planRender({ ...LOADED, hasForm: false })).toEqual({ kind: 'hydrate', startedWhen: 'committed' })
  })

  it('renders over a prerendered link page whose link cannot be read', () => {
    expect(planRender({ ...LOADED, linkUsable: false })).toEqual({
      kind: 'render-over',
      startedWhen: 'committed',
    })
  })

  it('renders the shell and a hidden page afresh', () => {
    expect(planRender({ ...LOADED, page: 'shell' })).toEqual({
      kind: 'render-fresh',
      startedWhen: 'committed',
    })
    expect(planRender({ ...LOADED, page: 'stale', linkUsable: false })).toEqual({
      kind: 'render-fresh',
      startedWhen: 'committed',
    })
  })
})
