// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
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

  it('counts analytics as configured only with both an id for the host and a script host', () => {
    const analytics = { ca: 'G-CA', uk: '', scriptHost: '/demo/analytics' }
    expect(pageViews.isAnalyticsConfigured('CA', analytics)).toBe(true)
    expect(pageViews.isAnalyticsConfigured('UK', analytics)).toBe(false)
    expect(pageViews.isAnalyticsConfigured('CA', { ...analytics, scriptHost: '' })).toBe(false)
  })
})
