/**
 * Every host and id the portal depends on, in one typed place. The values come from the environment of the
 * server that serves the page (`VITE_*` variables, README "Configuration"), read when that server starts and
 * written into each HTML page it serves as a JSON data block (docs/decisions/024): one build serves every
 * environment. The defaults (the demo's stand-ins) work on a developer machine and in tests, where nothing may
 * reach a host outside this machine.
 */

import { PAGE_CONFIG_ID } from './start/page-config-loose.ts'
import { STAND_IN_LOGIN_HOSTS, variantForHost as variantOfHost, type HostVariant } from './urls/hosts.ts'

export type { HostVariant } from './urls/hosts.ts'

export interface PortalConfig {
  /** Host names (with port when not default) that select the variant. */
  loginHosts: Record<HostVariant, string>
  /** Where visitors to the UK partner login host must come from; others are sent there. */
  ukPartnerSite: string
  /** Footer links (help, contact, privacy, terms) live here, under `en/`, `fr/` or `en-gb/`. */
  productHost: string
  /** Static assets: design-system files and branding packages. Empty means this origin. */
  cdnHost: string
  /** Branding package look-ups. Empty means this origin. */
  apiServer: string
  /** Analytics measurement ids; empty disables the analytics script. */
  analytics: { ca: string; uk: string; scriptHost: string }
  /** Origins, besides this one, that a server-returned url may send the browser to. */
  allowedRedirectOrigins: readonly string[]
  /** How long any API call may take before it counts as a network failure. */
  apiTimeoutMs: number
  /**
   * Where field telemetry (web vitals, uncaught errors, flow outcomes) is sent with `navigator.sendBeacon`; a
   * path on this origin or another origin's URL. Empty sends nothing and loads no telemetry code (decision 021).
   */
  telemetryUrl: string
}

type Env = Record<string, unknown>

function read(env: Env, name: string, fallback: string): string {
  const value: unknown = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

/** A positive whole number of milliseconds; anything else falls back to the default. */
function milliseconds(env: Env, name: string, fallback: number): number {
  const value = Number(read(env, name, String(fallback)))
  return Number.isSafeInteger(value) && value > 0 ? value : fallback
}

/** Comma-separated origins; `https://host/` and `https://host` are the same origin. */
function origins(env: Env, name: string): string[] {
  return read(env, name, '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin]
      } catch {
        return []
      }
    })
}

/**
 * The configuration with nothing set: the demo's stand-ins (pages the demo API serves, loopback login hosts) and
 * every optional part off. What `npm start`, the demo build and the test build run with.
 */
export const STAND_INS: PortalConfig = {
  loginHosts: { ...STAND_IN_LOGIN_HOSTS },
  ukPartnerSite: '/demo/partner-site',
  productHost: '/demo/product',
  cdnHost: '',
  apiServer: '',
  analytics: { ca: '', uk: '', scriptHost: '' },
  allowedRedirectOrigins: [],
  apiTimeoutMs: 15_000,
  telemetryUrl: '',
}

/** The configuration that `env` describes: read by the servers (deploy/render-nginx.ts, vite.config.ts) at start. */
export const readConfig = (env: Env): PortalConfig => ({
  loginHosts: {
    CA: read(env, 'VITE_LOGIN_HOST_CA', STAND_INS.loginHosts.CA),
    UK: read(env, 'VITE_LOGIN_HOST_UK', STAND_INS.loginHosts.UK),
    UK_PARTNER: read(env, 'VITE_LOGIN_HOST_UK_PARTNER', STAND_INS.loginHosts.UK_PARTNER),
  },
  ukPartnerSite: read(env, 'VITE_UK_PARTNER_SITE', STAND_INS.ukPartnerSite),
  productHost: read(env, 'VITE_PRODUCT_HOST', STAND_INS.productHost),
  cdnHost: read(env, 'VITE_CDN_HOST', STAND_INS.cdnHost),
  apiServer: read(env, 'VITE_API_SERVER', STAND_INS.apiServer),
  analytics: {
    ca: read(env, 'VITE_ANALYTICS_ID_CA', STAND_INS.analytics.ca),
    uk: read(env, 'VITE_ANALYTICS_ID_UK', STAND_INS.analytics.uk),
    scriptHost: read(env, 'VITE_ANALYTICS_SCRIPT_HOST', STAND_INS.analytics.scriptHost),
  },
  allowedRedirectOrigins: origins(env, 'VITE_ALLOWED_REDIRECT_ORIGINS'),
  apiTimeoutMs: milliseconds(env, 'VITE_API_TIMEOUT_MS', STAND_INS.apiTimeoutMs),
  telemetryUrl: read(env, 'VITE_TELEMETRY_URL', STAND_INS.telemetryUrl),
})

/**
 * The id of the page's configuration: a `<script type="application/json">` data block in the head, which the
 * server writes in (deploy/page-config.ts) and the browser never runs. The head script reads it too
 * (src/start/page-config-loose.ts, where the id is declared).
 */
export { PAGE_CONFIG_ID } from './start/page-config-loose.ts'

/** The page's configuration as read, or what is wrong with it. */
export type PageConfig = { ok: true; config: PortalConfig } | { ok: false; problem: string }

/**
 * The configuration the page was served with, read synchronously as the entry starts: no request before the
 * first paint. A page without one (a unit test's document, Node: the demo API and the prerender) gets the
 * stand-ins, but in the browser bundle (Vite folds `PROD` and `SSR`), where every page is served with its own.
 */
function configOfPage(): PageConfig {
  const text = globalThis.document?.getElementById(PAGE_CONFIG_ID)?.textContent
  if (!text)
    return import.meta.env?.PROD && !import.meta.env.SSR
      ? { ok: false, problem: 'The page has no configuration' }
      : { ok: true, config: STAND_INS }
  try {
    return { ok: true, config: JSON.parse(text) as PortalConfig }
  } catch {
    return { ok: false, problem: "The page's configuration is not JSON" }
  }
}

/** The page's configuration, or its problem: main.tsx checks it before anything starts. */
export const pageConfig: PageConfig = configOfPage()

export const config: PortalConfig = pageConfig.ok ? pageConfig.config : STAND_INS

/** The variant of the host the visitor arrived on, among the configured login hosts (src/urls/hosts.ts). */
export const variantForHost = (
  hostname: string,
  hosts: Readonly<Record<HostVariant, string>> = config.loginHosts,
): HostVariant => variantOfHost(hostname, hosts)

export const isUkVariant = (variant: HostVariant) => variant !== 'CA'

const isLoopbackHost = (host: string) => {
  const name = host.replace(/:\d+$/, '').toLowerCase()
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1'
}

/**
 * What a production build must not ship with: the demo's stand-ins for the product host and the UK partner
 * site (pages the demo API serves, which production does not have) and loopback login hosts. One line each,
 * naming the variable to set.
 */
export function standInsLeft(config: PortalConfig): string[] {
  const problems: string[] = []
  if (config.productHost.startsWith('/demo/'))
    problems.push(`VITE_PRODUCT_HOST is the demo's stand-in page (${config.productHost})`)
  if (config.ukPartnerSite.startsWith('/demo/'))
    problems.push(`VITE_UK_PARTNER_SITE is the demo's stand-in page (${config.ukPartnerSite})`)
  for (const [variant, host] of Object.entries(config.loginHosts))
    if (isLoopbackHost(host)) problems.push(`VITE_LOGIN_HOST_${variant} is a loopback host (${host})`)
  return problems
}

/** Allow-listed redirect origins over plain http: a redirect there can be read and changed on the way. */
export const plainHttpRedirectOrigins = (config: PortalConfig): string[] =>
  config.allowedRedirectOrigins.filter((origin) => origin.startsWith('http:'))

/** The variables that hold a URL: empty (off, or this origin), a path on this origin, or an http(s) URL. */
const URL_VARIABLES = [
  'VITE_UK_PARTNER_SITE',
  'VITE_PRODUCT_HOST',
  'VITE_CDN_HOST',
  'VITE_API_SERVER',
  'VITE_ANALYTICS_SCRIPT_HOST',
  'VITE_TELEMETRY_URL',
] as const

const isUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Values `env` holds that cannot be read as what they name: a URL variable that is neither a path nor an http(s)
 * URL, an allowed redirect origin that is no URL (readConfig leaves it out), a login host that is no host name,
 * a time limit that is no positive number. One line each, naming the variable.
 */
export function malformedValues(env: Env): string[] {
  const problems: string[] = []
  const given = (name: string) => read(env, name, '')
  for (const name of URL_VARIABLES) {
    const value = given(name)
    if (value !== '' && !(value.startsWith('/') && !value.startsWith('//')) && !isUrl(value))
      problems.push(`${name} is not a path or an http(s) URL (${value})`)
  }
  for (const entry of given('VITE_ALLOWED_REDIRECT_ORIGINS').split(','))
    if (entry.trim() !== '' && !isUrl(entry.trim()))
      problems.push(`VITE_ALLOWED_REDIRECT_ORIGINS has an entry that is not an http(s) URL (${entry.trim()})`)
  for (const variant of Object.keys(STAND_INS.loginHosts)) {
    const value = given(`VITE_LOGIN_HOST_${variant}`)
    if (value !== '' && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i.test(value))
      problems.push(`VITE_LOGIN_HOST_${variant} is not a host name (${value})`)
  }
  const timeout = given('VITE_API_TIMEOUT_MS')
  if (timeout !== '' && milliseconds(env, 'VITE_API_TIMEOUT_MS', 0) === 0)
    problems.push(`VITE_API_TIMEOUT_MS is not a positive whole number of milliseconds (${timeout})`)
  return problems
}

/**
 * Everything that would be wrong in production, one line each naming its variable: malformed values, the demo's
 * stand-ins, allow-listed redirect origins over plain http. deploy/render-nginx.ts refuses to start on any.
 */
export const productionProblems = (env: Env): string[] => {
  const config = readConfig(env)
  return [
    ...malformedValues(env),
    ...standInsLeft(config),
    ...plainHttpRedirectOrigins(config).map(
      (origin) =>
        `VITE_ALLOWED_REDIRECT_ORIGINS has ${origin}, which is plain http: a redirect there can be tampered with`,
    ),
  ]
}
