/**
 * The portal's Trusted Types policies (docs/decisions/025), in jsdom with a stand-in for the browser's policy
 * factory (jsdom has none): what each policy lets through, what it refuses, that each is made once, and that what
 * reaches the sink is what the policy made of DOMPurify's output.
 */
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageConfigElement } from '../../deploy/page-config'
import { loadDesignSystem } from '../../src/browser/load-design-system'
import { PRERENDERED_ENTRY } from '../../src/browser/page-marks'
import {
  analyticsScriptUrl,
  configuredScriptUrls,
  scriptUrlRule,
  trustedScriptUrl,
} from '../../src/browser/script-urls'
import { readConfig, STAND_INS } from '../../src/config'
import { sanitizeGuidance, setGuidanceWindow, type GuidanceWindow } from '../../src/content/guidance-html'
import { RouteTable } from '../../src/router/route-table'
import {
  ENTRY_SCRIPTS_POLICY,
  GUIDANCE_HTML_POLICY,
  SCRIPT_URLS_POLICY,
  type TrustedTypesRules,
} from '../../src/trusted-types'
import { catalogPreloadScript } from '../../scripts/index-scripts'
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

  it('is made once per window, from the build’s configuration, and refuses a host it does not name', () => {
    const factory = policyFactory()
    Reflect.set(window, 'trustedTypes', factory)
    // The unit tests' build configures no CDN: the design system's script on any host is outside it.
    expect(() => loadDesignSystem('https://cdn.example.test')).toThrow(
      /is not a script the configuration names/,
    )
    expect(document.head.querySelector('script')).toBeNull()
    expect(() => trustedScriptUrl('https://evil.example/x.js')).toThrow(
      /is not a script the configuration names/,
    )
    expect(factory.createPolicy).toHaveBeenCalledTimes(1)
    expect(factory.createPolicy).toHaveBeenCalledWith(SCRIPT_URLS_POLICY, expect.anything())
  })

  it('leaves the address as it is in an engine without Trusted Types, where nothing would stop a string', () => {
    expect(trustedScriptUrl('https://cdn.example.test/design-system/design-system.js')).toBe(
      'https://cdn.example.test/design-system/design-system.js',
    )
    loadDesignSystem('https://cdn.example.test')
    expect(document.head.querySelector('script')?.src).toBe(
      'https://cdn.example.test/design-system/design-system.js',
    )
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

describe('portal-entry-scripts, in the head of a prerendered page', () => {
  const code = catalogPreloadScript()
    .replace(/^<script>/, '')
    .replace(/<\/script>$/, '')

  /** Runs the head script on a page whose entry is `entry`, where the engine has Trusted Types. */
  function start(entry: string) {
    const factory = policyFactory()
    const page = document.implementation.createHTMLDocument('Sign in')
    page.documentElement.setAttribute(PRERENDERED_ENTRY, entry)
    // As served: the configuration's data block in the head, where the head script reads the hosts.
    page.head.insertAdjacentHTML('afterbegin', pageConfigElement(STAND_INS))
    const location = new URL('https://login.example.test/')
    const run = new Function('location', 'document', 'localStorage', 'window', 'trustedTypes', code) as (
      ...args: unknown[]
    ) => void
    run(location, page, new Map(), { trustedTypes: factory }, factory)
    return { factory, scripts: [...page.head.querySelectorAll('script:not([type="application/json"])')] }
  }

  it('starts the build’s own modules through the policy', () => {
    const { factory, scripts } = start('/assets/portal-abc.js /assets/i18n-def.js')
    expect(factory.createPolicy).toHaveBeenCalledTimes(1)
    expect(factory.createPolicy).toHaveBeenCalledWith(ENTRY_SCRIPTS_POLICY, expect.anything())
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      'https://login.example.test/assets/portal-abc.js',
      'https://login.example.test/assets/i18n-def.js',
    ])
  })

  it('refuses a script from elsewhere, or not one of the build’s', () => {
    for (const entry of [
      'https://evil.example/assets/x.js',
      '/demo/x.js',
      '/assets/x.js?callback=y',
      '/assets/x.css',
      'data:text/javascript,alert(1)',
    ])
      expect(() => start(entry), entry).toThrow(/is not a script of this build/)
  })
})
