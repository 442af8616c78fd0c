/**
 * The Content-Security-Policy for a build (docs/decisions/016): scripts and styles only from this origin and the hosts
 * the configuration names, plus the exact inline scripts and styles the build wrote (by hash), so an injected
 * inline script or style never runs. No 'unsafe-inline', no 'unsafe-eval'. Trusted Types are required for scripts
 * (docs/decisions/025): a string reaches a script URL, HTML or script sink only through the portal's named policies.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PortalConfig } from '../src/config.ts'
import { designSystemImport, designSystemUrls } from '../src/browser/design-system.ts'
import { isAnalyticsConfiguredOnSomeHost } from '../src/browser/consent.ts'
import {
  DEFAULT_POLICY,
  ENTRY_SCRIPTS_POLICY,
  FLOW_STUDIO_WORKER_POLICY,
  GUIDANCE_HTML_POLICY,
  SCRIPT_URLS_POLICY,
} from '../src/trusted-types.ts'

// A JSON data block (the page's configuration and description) is no script the browser runs: no hash for it.
const INLINE_SCRIPT = /<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g
const STYLE_ATTRIBUTE = /<[^>]+\sstyle=/

export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export interface InlineSources {
  scripts: string[]
  styles: string[]
}

/**
 * Every inline script and style element in the HTML files under `root`, each text once; where `served` has a
 * file's text (by path under `root`), that text, which is what the server sends (deploy/page-config.ts).
 */
export function inlineSources(root: string, served?: ReadonlyMap<string, string>): InlineSources {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (entry.name.endsWith('.html')) {
        const html = served?.get(relative(root, file)) ?? readFileSync(file, 'utf8')
        // A style attribute cannot be allowed by hash: the build must not write one.
        if (STYLE_ATTRIBUTE.test(html.replace(INLINE_SCRIPT, '').replace(INLINE_STYLE, '')))
          throw new Error(`${file} has a style attribute, which the Content-Security-Policy blocks`)
        for (const [, text] of html.matchAll(INLINE_SCRIPT)) scripts.add(text ?? '')
        for (const [, text] of html.matchAll(INLINE_STYLE)) styles.add(text ?? '')
      }
    }
  }
  visit(root)
  return { scripts: [...scripts], styles: [...styles] }
}

/** The origin of a configured host, or null when it is this origin (empty, or a path such as `/demo/cdn`). */
export function originOf(host: string): string | null {
  const value = host.trim()
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return null
  const url = new URL(value.startsWith('//') ? `https:${value}` : value)
  return url.origin
}

/**
 * Where Google's tag sends its hits and loads its parts, as Google's guide to its tag under a
 * Content-Security-Policy lists them for Google Analytics 4: the collection hosts, not the host that serves
 * `gtag/js`. Without them every hit of the real tag would be refused by the browser, and no one would notice.
 */
export const GOOGLE_TAG_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const

/** Whether the analytics script comes from Google's tag host. */
export const isGoogleTagHost = (scriptHost: string): boolean => {
  const origin = originOf(scriptHost)
  return origin !== null && /^https:\/\/([a-z0-9-]+\.)*googletagmanager\.com$/.test(origin)
}

/** A host source as the policy takes it: an origin, or one with a leading wildcard label (`https://*.example`). */
const WILDCARD_SOURCE = /^https?:\/\/\*\.[a-z0-9.-]+(:\d{1,5})?$/i

/**
 * The sources analytics hits may go to besides the script's host: PORTAL_ANALYTICS_COLLECT_ORIGINS as set
 * (`collectOrigins`, a comma-separated list of origins or `https://*.host` sources), else, for Google's tag, the
 * hosts Google documents for it; else none (a stand-in sends its hits to its own host).
 */
export function analyticsCollectSources(scriptHost: string, collectOrigins: string): string[] {
  const given = collectOrigins
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (given.length === 0) return isGoogleTagHost(scriptHost) ? [...GOOGLE_TAG_SOURCES] : []
  return given.map((entry) => {
    if (WILDCARD_SOURCE.test(entry)) return entry.toLowerCase()
    const origin = URL.canParse(entry) ? originOf(entry) : null
    if (origin === null || !/^https?:/.test(origin))
      throw new Error(
        `PORTAL_ANALYTICS_COLLECT_ORIGINS has ${JSON.stringify(entry)}, which is not an http(s) origin or https://*.host source`,
      )
    return origin
  })
}

const present = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== null)),
]

export interface PolicyInputs {
  config: PortalConfig
  inline: InlineSources
  /**
   * Where the analytics script sends its hits besides its own host (analyticsCollectSources): given, or, for
   * Google's tag, the hosts Google documents.
   */
  analyticsCollectOrigins?: readonly string[]
  /** Where the browser posts a violation report: `report-uri`, which every browser reads. */
  reportUri?: string
  /**
   * Also `report-to` REPORT_TO_GROUP, the Reporting API's form, which the server defines with a
   * `Reporting-Endpoints` header (reportingEndpoints). Only over https: Chromium delivers Reporting API reports
   * from secure pages only, and where `report-to` is present it ignores `report-uri`, so on plain http it would
   * send no report at all.
   */
  reportTo?: boolean
  /** Whether the build has the flow studio (test and demo builds), whose layout worker needs its own policy. */
  flowStudio?: boolean
}

/** The Reporting API's endpoint name for violation reports, in `report-to` and `Reporting-Endpoints`. */
export const REPORT_TO_GROUP = 'csp'

/** The `Reporting-Endpoints` header value that makes `report-to` post to `reportUri`. */
export const reportingEndpoints = (reportUri: string): string =>
  `${REPORT_TO_GROUP}=${JSON.stringify(reportUri)}`

/**
 * The modes whose builds have the flow studio (/__flows): development, the demo build and the test build, whose
 * Chromium test walks it; never production (vite.config.ts).
 */
export const hasFlowStudio = (mode: string): boolean => ['development', 'demo', 'test'].includes(mode)

/**
 * The policy names the page may create (src/trusted-types.ts): the studio's only where the build has it, and the
 * `default` policy for the analytics tag's own scripts only where the configuration has analytics.
 */
export const trustedTypesPolicies = (config: PortalConfig, flowStudio: boolean): string[] => [
  GUIDANCE_HTML_POLICY,
  SCRIPT_URLS_POLICY,
  ENTRY_SCRIPTS_POLICY,
  ...(flowStudio ? [FLOW_STUDIO_WORKER_POLICY] : []),
  ...(isAnalyticsConfiguredOnSomeHost(config) ? [DEFAULT_POLICY] : []),
]

export function contentSecurityPolicy({
  config,
  inline,
  analyticsCollectOrigins,
  reportUri,
  reportTo = false,
  flowStudio = false,
}: PolicyInputs): string {
  const analyticsOn = isAnalyticsConfiguredOnSomeHost(config)
  const cdn = originOf(config.cdnHost)
  const api = originOf(config.apiServer)
  const collect = analyticsCollectOrigins ?? analyticsCollectSources(config.analytics.scriptHost, '')
  const analyticsScript = analyticsOn ? present([originOf(config.analytics.scriptHost)]) : []
  // The tag's hits (requests, and images on older tags) go to its collection hosts, not to its script's.
  const analytics = analyticsOn ? present([...analyticsScript, ...collect]) : []
  // Field telemetry's beacons are requests like any other (decision 021).
  const telemetry = originOf(config.telemetryUrl)
  const designSystem = designSystemUrls(config.cdnHost)
  const styles = [
    ...inline.styles,
    ...(designSystem === null ? [] : [designSystemImport(designSystem.style)]),
  ]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The CDN serves the design system's script (spec section 1).
    ['script-src', "'self'", ...inline.scripts.map(sha256Source), ...present([cdn]), ...analyticsScript],
    ['style-src', "'self'", ...styles.map(sha256Source), ...present([cdn])],
    ['img-src', "'self'", ...present([cdn]), ...analytics],
    ['font-src', "'self'", ...present([cdn])],
    // The CDN also answers the branding look-up's JSON (branding.json), which the page fetches.
    ['connect-src', "'self'", ...present([api, cdn, telemetry]), ...analytics],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    // Every script URL, HTML and script sink takes only a value one of these policies made. Each is created once:
    // no 'allow-duplicates'. A `default` policy only with analytics, and it passes only the tag's own scripts.
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypesPolicies(config, flowStudio)],
    ...(reportUri === undefined || reportUri === '' ? [] : [['report-uri', reportUri] as [string, string]]),
    ...(reportUri !== undefined && reportUri !== '' && reportTo
      ? [['report-to', REPORT_TO_GROUP] as [string, string]]
      : []),
  ]
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ')
}
