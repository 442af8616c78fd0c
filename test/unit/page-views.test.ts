// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { isAnalyticsConfigured, isConsentRequired } from '../../src/browser/consent'
import type * as PageViews from '../../src/browser/page-views'

// The module keeps who reports and whether a view is waiting: each test starts from a fresh copy.
let pageViews: typeof PageViews
beforeEach(async () => {
  vi.resetModules()
  pageViews = await import('../../src/browser/page-views')
})

describe('page views before and after analytics loads', () => {
  it('reports the view shown before analytics arrived, once, when it arrives', () => {
    const track = vi.fn()
    pageViews.reportPageView()
    pageViews.reportPageView()
    pageViews.setPageViewTracker(track)
    expect(track).toHaveBeenCalledTimes(1)
  })

  it('reports nothing on arrival when no view was waiting, then every view', () => {
    const track = vi.fn()
    pageViews.setPageViewTracker(track)
    expect(track).not.toHaveBeenCalled()
    pageViews.reportPageView()
    pageViews.reportPageView()
    expect(track).toHaveBeenCalledTimes(2)
  })

  it('sends nothing once analytics has stopped, and the view on screen when it starts again', () => {
    const track = vi.fn()
    pageViews.setPageViewTracker(track)
    pageViews.reportPageView()
    pageViews.setPageViewTracker(null)
    pageViews.reportPageView()
    pageViews.reportPageView()
    expect(track).toHaveBeenCalledTimes(1)
    const again = vi.fn()
    pageViews.setPageViewTracker(again)
    expect(again).toHaveBeenCalledTimes(1)
  })
})

describe('where analytics runs (src/browser/consent.ts)', () => {
  const analytics = { ca: 'G-CA', uk: '', scriptHost: '/demo/analytics' }

  it('counts analytics as configured only with both an id for the host and a script host', () => {
    expect(isAnalyticsConfigured('CA', analytics)).toBe(true)
    expect(isAnalyticsConfigured('UK', analytics)).toBe(false)
    expect(isAnalyticsConfigured('CA', { ...analytics, scriptHost: '' })).toBe(false)
  })

  it.each([
    ['required', { CA: true, UK: true, UK_PARTNER: true }],
    ['not-required', { CA: false, UK: false, UK_PARTNER: false }],
    ['CA=not-required,UK=required', { CA: false, UK: true, UK_PARTNER: true }],
    ['UK=not-required', { CA: true, UK: false, UK_PARTNER: false }],
    [' CA = not-required ', { CA: false, UK: true, UK_PARTNER: true }],
  ] as const)('asks for consent under %j: %j', (consent, expected) => {
    for (const [site, asks] of Object.entries(expected))
      expect(isConsentRequired(site as keyof typeof expected, { consent }), site).toBe(asks)
  })
})
