/**
 * Every host and id the portal depends on, in one typed place. Values come from Vite env variables
 * (`VITE_*`, see README "Configuration"); the defaults work on a developer machine and in tests, where
 * nothing may reach a host outside this machine.
 */

export type HostVariant = 'CA' | 'UK' | 'UK_PARTNER'

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

/** The configuration that `env` describes; also read by vite.config.ts, with the build's environment. */
export const readConfig = (env: Env): PortalConfig => ({
  loginHosts: {
    CA: read(env, 'VITE_LOGIN_HOST_CA', 'localhost'),
    UK: read(env, 'VITE_LOGIN_HOST_UK', 'uk.localhost'),
    UK_PARTNER: read(env, 'VITE_LOGIN_HOST_UK_PARTNER', 'partner.localhost'),
  },
  ukPartnerSite: read(env, 'VITE_UK_PARTNER_SITE', '/demo/partner-site'),
  productHost: read(env, 'VITE_PRODUCT_HOST', '/demo/product'),
  cdnHost: read(env, 'VITE_CDN_HOST', ''),
  apiServer: read(env, 'VITE_API_SERVER', ''),
  analytics: {
    ca: read(env, 'VITE_ANALYTICS_ID_CA', ''),
    uk: read(env, 'VITE_ANALYTICS_ID_UK', ''),
    scriptHost: read(env, 'VITE_ANALYTICS_SCRIPT_HOST', ''),
  },
  allowedRedirectOrigins: origins(env, 'VITE_ALLOWED_REDIRECT_ORIGINS'),
  apiTimeoutMs: milliseconds(env, 'VITE_API_TIMEOUT_MS', 15_000),
  telemetryUrl: read(env, 'VITE_TELEMETRY_URL', ''),
})

/**
 * Read once, by the build (vite.config.ts reads the environment with readConfig and writes the result in as
 * `__PORTAL_CONFIG__`): the browser gets the values, not the code that reads them nor the names they come from.
 * Outside Vite (the demo API imports the endpoint schemas in Node) there is none, and the defaults hold.
 */
declare const __PORTAL_CONFIG__: PortalConfig | undefined
export const config: PortalConfig =
  typeof __PORTAL_CONFIG__ === 'undefined' ? readConfig({}) : __PORTAL_CONFIG__

/** The variant is chosen from the host name the visitor arrived on (port ignored); unknown hosts are Canadian. */
export function variantForHost(
  hostname: string,
  hosts: Record<HostVariant, string> = config.loginHosts,
): HostVariant {
  const bare = (host: string) => host.replace(/:\d+$/, '').toLowerCase()
  const name = bare(hostname)
  if (name === bare(hosts.UK_PARTNER)) return 'UK_PARTNER'
  if (name === bare(hosts.UK)) return 'UK'
  return 'CA'
}

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
