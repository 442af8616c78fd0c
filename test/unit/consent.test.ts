/**
 * Analytics only with the person's yes (docs/decisions/031): the choice as its cookie keeps it, the analytics
 * tag's cookies deleted wherever the tag may have set them, and when the tag starts as a page starts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Consent from '../../src/browser/analytics-consent'
import { analyticsCookieDeletions, choiceCookie, choiceIn } from '../../src/browser/consent-cookie'

const ANALYTICS = { ca: 'G-CA1', uk: 'G-UK1', scriptHost: '/demo/analytics', consent: 'required' }

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

  it('loads nothing where consent is required and no answer is kept', async () => {
    consent.startAnalyticsIfAllowed('CA', ANALYTICS)
    expect(await started()).toBe(false)
  })

  it('loads the tag where the person said yes on an earlier visit', async () => {
    document.cookie = 'portal_analytics_choice=v1.accepted; Path=/'
    consent.startAnalyticsIfAllowed('CA', ANALYTICS)
    expect(await started()).toBe(true)
  })

  it('loads it on load where no consent is required, unless the person or their browser said no', async () => {
    consent.startAnalyticsIfAllowed('CA', { ...ANALYTICS, consent: 'not-required' })
    expect(await started()).toBe(true)
    injected.mockClear()
    document.cookie = 'portal_analytics_choice=v1.rejected; Path=/'
    consent.startAnalyticsIfAllowed('CA', { ...ANALYTICS, consent: 'not-required' })
    expect(await started()).toBe(false)
    clearCookies()
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    consent.startAnalyticsIfAllowed('CA', { ...ANALYTICS, consent: 'not-required' })
    expect(await started()).toBe(false)
  })

  it('takes a Global Privacy Control signal for a refusal, and a kept answer over it', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    expect(consent.effectiveChoice()).toBe('rejected')
    document.cookie = 'portal_analytics_choice=v1.accepted; Path=/'
    expect(consent.effectiveChoice()).toBe('accepted')
  })

  it('keeps an answer, and on a no switches the tag off for the id and deletes its cookies', () => {
    consent.keepChoice('accepted')
    expect(document.cookie).toContain('portal_analytics_choice=v1.accepted')
    document.cookie = '_ga=GA1.1.1.1; Path=/'
    document.cookie = '_ga_CA1=GS2; Path=/'
    consent.stopAnalytics('CA', ANALYTICS)
    expect(Reflect.get(window, 'ga-disable-G-CA1')).toBe(true)
    expect(document.cookie).not.toMatch(/_ga/)
    consent.startAnalytics('CA', ANALYTICS)
    expect(Reflect.get(window, 'ga-disable-G-CA1')).toBeUndefined()
  })

  it('says what the host does about analytics', () => {
    expect(consent.analyticsHere('CA', ANALYTICS)).toBe('asks')
    expect(consent.analyticsHere('UK', { ...ANALYTICS, consent: 'UK=not-required' })).toBe('not-required')
    expect(consent.analyticsHere('CA', { ...ANALYTICS, ca: '' })).toBe('none')
  })
})
