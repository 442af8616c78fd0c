import { describe, expect, it } from 'vitest'
import { injectAnalytics, measurementId } from '../../src/browser/analytics'

const analytics = { ca: 'G-CANADA', uk: 'G-UNITEDKINGDOM', scriptHost: 'https://analytics.example' }

describe('analytics', () => {
  it('uses the UK measurement id on both UK hosts and the Canadian one elsewhere', () => {
    expect(measurementId('CA', analytics)).toBe('G-CANADA')
    expect(measurementId('UK', analytics)).toBe('G-UNITEDKINGDOM')
    expect(measurementId('UK_PARTNER', analytics)).toBe('G-UNITEDKINGDOM')
  })

  it('injects one async script for the configured id on load', () => {
    const doc = document.implementation.createHTMLDocument('test')
    expect(injectAnalytics('UK', analytics, doc)).toBe(true)
    const scripts = doc.head.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe('https://analytics.example/gtag/js?id=G-UNITEDKINGDOM')
    expect(scripts[0]?.async).toBe(true)
  })

  it('injects nothing when the id or the script host is not configured, as in development and tests', () => {
    const doc = document.implementation.createHTMLDocument('test')
    expect(injectAnalytics('CA', { ...analytics, ca: '' }, doc)).toBe(false)
    expect(injectAnalytics('CA', { ...analytics, scriptHost: '' }, doc)).toBe(false)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
  })
})
