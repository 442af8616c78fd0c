/**
 * Analytics only with the person's yes (docs/decisions/031): the choice as its cookie keeps it, the analytics
 * tag's cookies deleted wherever the tag may have set them, and when the tag starts as a page starts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Consent from '../../src/browser/analytics-consent'
import {
  analyticsCookieDeletions,
  analyticsOnArrival,
  choiceCookie,
  choiceIn,
  type AnalyticsConfig,
} from '../../src/browser/consent'
import { STAND_INS } from '../../src/config'

const ANALYTICS = { ca: 'G-CA1', uk: 'G-UK1', scriptHost: '/demo/analytics', consent: 'required' }
const CONFIG = { ...STAND_INS, analytics: ANALYTICS }

/** What the head script decides as the page arrives, for `analytics`, the page's cookies and the browser's signal. */
const arriving = (analytics: AnalyticsConfig & { consent: string }, site: 'CA' | 'UK' = 'CA') =>
  analyticsOnArrival({
    site,
    analytics,
    cookies: document.cookie,
    globalPrivacyControl:
      (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true,
  })

const clearCookies = () => {
  for (const entry of document.cookie.split(';')) {
    const name = entry.trim().split('=')[0]
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

describe('the choice cookie', () => {
  it('reads an answer of this version only, among other cookies', () => {
    expect(choiceIn('')).toBeNull()
    expect(choiceIn('XSRF-TOKEN=abc; portal_analytics_choice=v1.accepted')).toBe('accepted')
    expect(choiceIn('portal_analytics_choice=v1.rejected; a=b')).toBe('rejected')
    expect(choiceIn('portal_analytics_choice=v2.accepted')).toBeNull()
    expect(choiceIn('portal_analytics_choice=v1.maybe')).toBeNull()
    expect(choiceIn('other_portal_analytics_choice=v1.accepted')).toBeNull()
  })

  it('keeps it a year, for the whole site, sent with same-site requests only, Secure over https', () => {
    expect(choiceCookie('accepted', false)).toBe(
      'portal_analytics_choice=v1.accepted; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(choiceCookie('rejected', true)).toBe(
      'portal_analytics_choice=v1.rejected; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
  })

  it('deletes every analytics cookie on this host and each parent domain, and nothing else', () => {
    const deletions = analyticsCookieDeletions(
      'XSRF-TOKEN=1; _ga=GA1.1.2.3; _ga_ABC=GS2; portal_analytics_choice=v1.accepted; _gat=1',
      'login.product.example',
    )
    expect(deletions).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=login.product.example',
      '_ga=; Max-Age=0; Path=/; Domain=product.example',
      '_ga_ABC=; Max-Age=0; Path=/',
      '_ga_ABC=; Max-Age=0; Path=/; Domain=login.product.example',
      '_ga_ABC=; Max-Age=0; Path=/; Domain=product.example',
    ])
    expect(analyticsCookieDeletions('_ga=1', 'localhost')).toEqual(['_ga=; Max-Age=0; Path=/'])
  })
})

describe('the analytics tag, as the page starts and on an answer', () => {
  let consent: typeof Consent
  let injected: ReturnType<typeof vi.fn>

  beforeEach(async () => {
    vi.resetModules()
    clearCookies()
    injected = vi.fn(() => true)
    vi.doMock('../../src/browser/outside-scripts', () => ({
      injectAnalytics: injected,
      trackPageView: vi.fn(),
    }))
    consent = await import('../../src/browser/analytics-consent')
  })

  afterEach(() => {
    vi.doUnmock('../../src/browser/outside-scripts')
    Reflect.deleteProperty(window, 'ga-disable-G-CA1')
    Reflect.deleteProperty(navigator, 'globalPrivacyControl')
    clearCookies()
  })

  /** Whether the page asked for the tag, once the dynamic import it waits on has settled. */
  const started = async () => {
    await vi.dynamicImportSettled()
    return injected.mock.calls.length > 0
  }

  /** The page starts with what the head script decided: the tag runs, or not. */
  const startWith = (analytics: AnalyticsConfig & { consent: string }) =>
    consent.startAnalyticsOnArrival('CA', { ...STAND_INS, analytics }, arriving(analytics))

  it('loads nothing where consent is required and no answer is kept', async () => {
    startWith(ANALYTICS)
    expect(await started()).toBe(false)
  })

  it('loads the tag where the person said yes on an earlier visit', async () => {
    document.cookie = 'portal_analytics_choice=v1.accepted; Path=/'
    startWith(ANALYTICS)
    expect(await started()).toBe(true)
  })

  it('loads it on load where no consent is required, unless the person or their browser said no', async () => {
    startWith({ ...ANALYTICS, consent: 'not-required' })
    expect(await started()).toBe(true)
    injected.mockClear()
    document.cookie = 'portal_analytics_choice=v1.rejected; Path=/'
    startWith({ ...ANALYTICS, consent: 'not-required' })
    expect(await started()).toBe(false)
    clearCookies()
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    startWith({ ...ANALYTICS, consent: 'not-required' })
    expect(await started()).toBe(false)
  })

  it('takes a Global Privacy Control signal for a refusal, and a kept answer over it', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    expect(arriving(ANALYTICS)).toEqual({ here: 'asks', kept: null, browserRefuses: true })
    document.cookie = 'portal_analytics_choice=v1.accepted; Path=/'
    expect(arriving(ANALYTICS)).toEqual({ here: 'asks', kept: 'accepted', browserRefuses: true })
  })

  it('keeps an answer, and on a no switches the tag off for the id and deletes its cookies', () => {
    startWith(ANALYTICS)
    consent.keepChoice('accepted')
    expect(document.cookie).toContain('portal_analytics_choice=v1.accepted')
    expect(consent.keptChoice()).toBe('accepted')
    document.cookie = '_ga=GA1.1.1.1; Path=/'
    document.cookie = '_ga_CA1=GS2; Path=/'
    consent.stopAnalytics('CA', CONFIG)
    expect(Reflect.get(window, 'ga-disable-G-CA1')).toBe(true)
    expect(document.cookie).not.toMatch(/_ga/)
    consent.startAnalytics('CA', CONFIG)
    expect(Reflect.get(window, 'ga-disable-G-CA1')).toBeUndefined()
  })

  it('says what the host does about analytics, as the head script found it', () => {
    expect(arriving(ANALYTICS).here).toBe('asks')
    expect(arriving({ ...ANALYTICS, consent: 'UK=not-required' }, 'UK').here).toBe('not-required')
    expect(arriving({ ...ANALYTICS, ca: '' }).here).toBe('none')
    startWith({ ...ANALYTICS, ca: '' })
    expect(consent.analyticsHere()).toBe('none')
  })
})
