/**
 * The portal's Trusted Types policies (docs/decisions/025), in jsdom with a stand-in for the browser's policy
 * factory (jsdom has none): what each policy lets through, what it refuses, that each is made once, that the
 * default policy exists only where analytics is configured for the page's host, and that what reaches the sink
 * is what the policy made of DOMPurify's output.
 */
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { injectAnalytics } from '../../src/browser/analytics'
import { analyticsTagRule } from '../../src/browser/analytics-tag-policy'
import { loadDesignSystem } from '../../src/browser/load-design-system'
import {
  analyticsScriptUrl,
  configuredScriptUrls,
  scriptUrlRule,
  trustedScriptUrl,
} from '../../src/browser/script-urls'
import { readConfig } from '../../src/config'
import { sanitizeGuidance, setGuidanceWindow, type GuidanceWindow } from '../../src/content/guidance-html'
import { RouteTable } from '../../src/router'
import {
  DEFAULT_POLICY,
  GUIDANCE_HTML_POLICY,
  SCRIPT_URLS_POLICY,
  type TrustedTypesRules,
} from '../../src/trusted-types'
import { renderInPortal } from '../support/render'

/** A value a policy made: what the browser's TrustedHTML and TrustedScriptURL are, as far as a sink can tell. */
class Trusted {
  constructor(
    readonly policy: string,
    readonly value: string,
  ) {}
  toString(): string {
    return this.value
  }
}

/** A stand-in for `window.trustedTypes`: it records each policy's rules and, like the browser, refuses a name twice. */
function policyFactory() {
  const rules = new Map<string, TrustedTypesRules>()
  const createPolicy = vi.fn((name: string, given: TrustedTypesRules) => {
    if (rules.has(name)) throw new TypeError(`Policy ${name} already exists`)
    rules.set(name, given)
    return {
      name,
      createHTML: (input: string) => new Trusted(name, given.createHTML?.(input) ?? ''),
      createScriptURL: (input: string) => new Trusted(name, given.createScriptURL?.(input) ?? ''),
    }
  })
  return { rules, createPolicy }
}

/** jsdom's window with a policy factory: what Chromium is to the portal's code. */
const withTrustedTypes = (factory: ReturnType<typeof policyFactory>): Window & GuidanceWindow =>
  new Proxy(window, {
    get: (target, key) => (key === 'trustedTypes' ? factory : Reflect.get(target, key, target)),
  })

const CONFIGURED = readConfig({
  PORTAL_CDN_HOST: 'https://cdn.example.test',
  PORTAL_ANALYTICS_ID_CA: 'G-CA',
  PORTAL_ANALYTICS_ID_UK: 'G-UK',
  PORTAL_ANALYTICS_SCRIPT_HOST: 'https://analytics.example.test/',
})
const PAGE = 'https://login.example.test/forgot'

afterEach(() => {
  setGuidanceWindow(window)
  Reflect.deleteProperty(window, 'trustedTypes')
  // What injectAnalytics leaves on the window.
  Reflect.deleteProperty(window, 'dataLayer')
  Reflect.deleteProperty(window, 'gtag')
  document.head.replaceChildren()
})

describe('portal-script-urls', () => {
  it('makes a script URL of the design system’s script and the analytics script for each configured id', () => {
    const rule = scriptUrlRule(CONFIGURED, PAGE)
    expect(rule('https://cdn.example.test/design-system/design-system.js')).toBe(
      'https://cdn.example.test/design-system/design-system.js',
    )
    expect(rule(analyticsScriptUrl('https://analytics.example.test/', 'G-UK'))).toBe(
      'https://analytics.example.test/gtag/js?id=G-UK',
    )
    // A CDN on this site (the demo's stand-in) is resolved against the page.
    expect(
      scriptUrlRule(
        readConfig({ PORTAL_CDN_HOST: '/demo/cdn' }),
        PAGE,
      )('/demo/cdn/design-system/design-system.js'),
    ).toBe('https://login.example.test/demo/cdn/design-system/design-system.js')
  })

  it('refuses any address outside the configured hosts, or another file or id on them', () => {
    const rule = scriptUrlRule(CONFIGURED, PAGE)
    for (const url of [
      'https://evil.example/design-system/design-system.js',
      'https://cdn.example.test/design-system/other.js',
      'https://cdn.example.test.evil.example/design-system/design-system.js',
      'https://analytics.example.test/gtag/js?id=G-SOMEONE-ELSE',
      'https://analytics.example.test/gtag/js?id=G-CA&callback=x',
      '//evil.example/x.js',
      '/assets/portal.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '',
    ])
      expect(() => rule(url), url).toThrow(/is not a script the configuration names/)
  })

  it('refuses everything when nothing is configured', () => {
    expect(configuredScriptUrls(readConfig({}), PAGE)).toEqual([])
    expect(() =>
      scriptUrlRule(readConfig({}), PAGE)('https://cdn.example.test/design-system/design-system.js'),
    ).toThrow()
  })

  it('is made once per window, from the page’s configuration, and refuses a host it does not name', () => {
    const factory = policyFactory()
    Reflect.set(window, 'trustedTypes', factory)
    // Made from a configuration with no CDN: the design system's script on any host is outside it, even asked
    // for later with one.
    expect(() => trustedScriptUrl('https://evil.example/x.js', readConfig({}))).toThrow(
      /is not a script the configuration names/,
    )
    expect(() => loadDesignSystem(readConfig({ PORTAL_CDN_HOST: 'https://cdn.example.test' }))).toThrow(
      /is not a script the configuration names/,
    )
    expect(document.head.querySelector('script')).toBeNull()
    expect(factory.createPolicy).toHaveBeenCalledTimes(1)
    expect(factory.createPolicy).toHaveBeenCalledWith(SCRIPT_URLS_POLICY, expect.anything())
  })

  it('leaves the address as it is in an engine without Trusted Types, where nothing would stop a string', () => {
    expect(trustedScriptUrl('https://cdn.example.test/design-system/design-system.js', readConfig({}))).toBe(
      'https://cdn.example.test/design-system/design-system.js',
    )
    loadDesignSystem(readConfig({ PORTAL_CDN_HOST: 'https://cdn.example.test' }))
    expect(document.head.querySelector('script')?.src).toBe(
      'https://cdn.example.test/design-system/design-system.js',
    )
  })
})

describe('default, for the scripts the analytics tag adds itself', () => {
  const HOST = 'https://analytics.example.test/'
  const rule = analyticsTagRule(HOST, 'G-CA', PAGE)

  it('lets through a file in the tag’s folder on the configured host, for the page’s own measurement id', () => {
    for (const url of [
      // What Google's tag adds for a GA4 id, and its own first script.
      'https://analytics.example.test/gtag/destination?id=G-CA&l=dataLayer&cx=c',
      'https://analytics.example.test/gtag/destination?l=dataLayer&id=G-CA&cx=c&gtm=45je5a1',
      'https://analytics.example.test/gtag/js?id=G-CA',
    ])
      expect(rule(url), url).toBe(url)
    // A script host on this site (the demo's stand-in) is resolved against the page.
    expect(
      analyticsTagRule('/demo/analytics', 'G-CA', PAGE)('/demo/analytics/gtag/destination?id=G-CA&cx=c'),
    ).toBe('https://login.example.test/demo/analytics/gtag/destination?id=G-CA&cx=c')
  })

  it('refuses, with null (which the browser blocks and reports), every other address', () => {
    for (const url of [
      'https://evil.example/gtag/destination?id=G-CA',
      'https://analytics.example.test.evil.example/gtag/js?id=G-CA',
      '//evil.example/gtag/js?id=G-CA',
      'http://analytics.example.test/gtag/js?id=G-CA',
      'https://analytics.example.test:8443/gtag/js?id=G-CA',
      'https://user:secret@analytics.example.test/gtag/js?id=G-CA',
      // Another id: another property's tag, or a Tag Manager container that runs whatever it holds.
      'https://analytics.example.test/gtag/js?id=G-UK',
      'https://analytics.example.test/gtag/js?id=GTM-SOMEONE',
      'https://analytics.example.test/gtag/js?id=G-CA&id=GTM-SOMEONE',
      'https://analytics.example.test/gtag/js',
      // Another path on the host.
      'https://analytics.example.test/gtm.js?id=G-CA',
      'https://analytics.example.test/debug/bootstrap?id=G-CA',
      'https://analytics.example.test/gtag/?id=G-CA',
      'https://analytics.example.test/gtag/a/b?id=G-CA',
      'https://analytics.example.test/gtag/..%2Fx.js?id=G-CA',
      'https://analytics.example.test/gtag/js/../../x.js?id=G-CA',
      'https://analytics.example.test/gtag/js?id=G-CA#x',
      '/assets/portal.js',
      '/gtag/js?id=G-CA',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://analytics.example.test/0d1c2b3a',
      '',
    ])
      expect(rule(url), url).toBeNull()
    expect(
      analyticsTagRule('/demo/analytics', 'G-CA', PAGE)('/demo/analytics-elsewhere/gtag/js?id=G-CA'),
    ).toBeNull()
  })

  it('is made, with the page’s own id, only where analytics is configured for the page’s host', () => {
    const configured = readConfig({ PORTAL_ANALYTICS_ID_UK: 'G-UK', PORTAL_ANALYTICS_SCRIPT_HOST: HOST })
    const factory = policyFactory()
    Reflect.set(window, 'trustedTypes', factory)
    // This configuration has no Canadian id: a Canadian host loads no analytics and gets no default policy.
    expect(injectAnalytics('CA', configured)).toBe(false)
    expect(factory.createPolicy).not.toHaveBeenCalled()
    // The default policy is made before the tag is added, and the tag's own address goes through
    // portal-script-urls, which the configuration names it in.
    expect(injectAnalytics('UK', configured)).toBe(true)
    expect(factory.createPolicy.mock.calls.map(([name]) => name)).toEqual([
      DEFAULT_POLICY,
      SCRIPT_URLS_POLICY,
    ])
    const rules = factory.rules.get(DEFAULT_POLICY)
    const destination = 'https://analytics.example.test/gtag/destination?id=G-UK&l=dataLayer&cx=c'
    expect(rules?.createScriptURL?.(destination)).toBe(destination)
    expect(rules?.createScriptURL?.(destination.replace('G-UK', 'G-CA'))).toBeNull()
    expect(rules?.createHTML?.('<img src=x onerror=alert(1)>')).toBeNull()
    expect(rules?.createScript?.('alert(1)')).toBeNull()
  })

  it('is not made in an engine without Trusted Types, where the tag is added as before', () => {
    expect(
      injectAnalytics(
        'CA',
        readConfig({ PORTAL_ANALYTICS_ID_CA: 'G-CA', PORTAL_ANALYTICS_SCRIPT_HOST: HOST }),
      ),
    ).toBe(true)
    expect(document.head.querySelector('script')?.src).toBe('https://analytics.example.test/gtag/js?id=G-CA')
  })
})

describe('portal-guidance-html', () => {
  const HOSTILE =
    '<p>Ask <a href="/forgot" onclick="alert(1)">here</a>.</p><img src=x onerror=alert(1)><script>alert(1)</script>'

  it('hands DOMPurify’s output to the page as the policy’s value, made once', () => {
    const expected = String(sanitizeGuidance(HOSTILE))
    expect(expected).toBe('<p>Ask <a href="/forgot">here</a>.</p>')
    const factory = policyFactory()
    setGuidanceWindow(withTrustedTypes(factory))
    const first = sanitizeGuidance(HOSTILE)
    const second = sanitizeGuidance('<p>Two</p>')
    expect(first).toEqual(new Trusted(GUIDANCE_HTML_POLICY, expected))
    expect(second).toEqual(new Trusted(GUIDANCE_HTML_POLICY, '<p>Two</p>'))
    expect(factory.createPolicy).toHaveBeenCalledTimes(1)
  })

  it('makes HTML only while DOMPurify sanitises, and no script URL at all', () => {
    const factory = policyFactory()
    setGuidanceWindow(withTrustedTypes(factory))
    sanitizeGuidance('<p>x</p>')
    const rules = factory.rules.get(GUIDANCE_HTML_POLICY)
    expect(() => rules?.createHTML?.('<img src=x onerror=alert(1)>')).toThrow(/for DOMPurify only/)
    expect(() => rules?.createScriptURL?.('https://evil.example/x.js')).toThrow(/no script URL/)
  })

  it('is what reaches the page’s innerHTML on /noaccount', async () => {
    const factory = policyFactory()
    setGuidanceWindow(withTrustedTypes(factory))
    const assigned = vi.spyOn(Element.prototype, 'innerHTML', 'set')
    renderInPortal(<RouteTable />, { path: '/noaccount' })
    await screen.findByRole('link', { name: 'Visit our help site' })
    const guidance = document.querySelector('.guidance-html')
    const index = assigned.mock.contexts.indexOf(guidance as Element)
    expect(index).not.toBe(-1)
    const value: unknown = assigned.mock.calls[index]?.[0]
    expect(value).toBeInstanceOf(Trusted)
    expect((value as Trusted).policy).toBe(GUIDANCE_HTML_POLICY)
    expect((value as Trusted).value).toBe(guidance?.innerHTML)
  })
})
