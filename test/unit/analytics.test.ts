import { afterEach, describe, expect, it } from 'vitest'
import { injectAnalytics, reportedLocation, trackPageView } from '../../src/browser/analytics'
import { measurementId } from '../../src/browser/consent'
import { STAND_INS } from '../../src/config'

const analytics = {
  ca: 'G-CANADA',
  uk: 'G-UNITEDKINGDOM',
  scriptHost: 'https://analytics.example',
  consent: 'required',
}
/** The page's configuration with these analytics settings. */
const configured = (settings: typeof analytics) => ({ ...STAND_INS, analytics: settings })

/** What the page queued for the analytics script, as plain arrays. */
function queued(): unknown[][] {
  const layer = (window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []
  return layer.map((entry) => Array.from(entry))
}

afterEach(() => {
  const view = window as Window & { dataLayer?: unknown; gtag?: unknown }
  delete view.dataLayer
  delete view.gtag
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  window.history.replaceState(null, '', '/')
})

describe('analytics', () => {
  it('uses the UK measurement id on both UK hosts and the Canadian one elsewhere', () => {
    expect(measurementId('CA', analytics)).toBe('G-CANADA')
    expect(measurementId('UK', analytics)).toBe('G-UNITEDKINGDOM')
    expect(measurementId('UK_PARTNER', analytics)).toBe('G-UNITEDKINGDOM')
  })

  it('injects one async script for the configured id on load', () => {
    expect(injectAnalytics('UK', configured(analytics))).toBe(true)
    const scripts = document.head.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe('https://analytics.example/gtag/js?id=G-UNITEDKINGDOM')
    expect(scripts[0]?.async).toBe(true)
  })

  it('injects nothing when the id or the script host is not configured, as in development and tests', () => {
    expect(injectAnalytics('CA', configured({ ...analytics, ca: '' }))).toBe(false)
    expect(injectAnalytics('CA', configured({ ...analytics, scriptHost: '' }))).toBe(false)
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(queued()).toEqual([])
  })

  it('turns off the automatic page view and configures only the route pattern of a token page', () => {
    window.history.replaceState(null, '', '/reset/secret-token-123/ActivateParent?email=a%40b.c')

    injectAnalytics('CA', configured(analytics))

    const config = queued().find((entry) => entry[0] === 'config')
    expect(config).toEqual([
      'config',
      'G-CANADA',
      {
        send_page_view: false,
        page_location: 'http://localhost:3000/reset/:token/:resetType',
        page_referrer: '',
      },
    ])
    expect(JSON.stringify(queued())).not.toContain('secret-token-123')
  })

  it('sends one page view per route, with the pattern and no values, and the previous route as referrer', () => {
    injectAnalytics('CA', configured(analytics))
    window.history.replaceState(null, '', '/verify/secret-token-123/PersonalEmail/3/fr-CA?lang=fr')
    trackPageView()
    window.history.replaceState(null, '', '/forgot?lang=fr')
    trackPageView()

    const views = queued().filter((entry) => entry[0] === 'event')
    expect(views).toEqual([
      [
        'event',
        'page_view',
        expect.objectContaining({
          page_location: 'http://localhost:3000/verify/:token/:tokenType/:languageType/:translationLanguage',
          page_path: '/verify/:token/:tokenType/:languageType/:translationLanguage',
        }),
      ],
      [
        'event',
        'page_view',
        expect.objectContaining({
          page_location: 'http://localhost:3000/forgot',
          page_referrer: 'http://localhost:3000/verify/:token/:tokenType/:languageType/:translationLanguage',
        }),
      ],
    ])
    expect(JSON.stringify(queued())).not.toMatch(/secret-token-123|lang=fr/)
  })

  it('sends nothing when analytics is off', () => {
    trackPageView()
    expect(queued()).toEqual([])
  })

  it('reports an unknown path as the root it is sent to', () => {
    expect(reportedLocation(new URL('https://login.example/a/b/c/d/e/f/g?x=1'))).toBe(
      'https://login.example/',
    )
  })
})
