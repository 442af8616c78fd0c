/**
 * The configuration: every host and id the portal depends on, each setting declared once below (SETTINGS) with the
 * variable that sets it, its stand-in and the rule it must pass. The servers read it from their environment as
 * they start (readEnvironment: vite.config.ts, deploy/render-nginx.ts, bench/serve.mjs) and refuse to start on a
 * wrong value; they write it into each HTML page as a JSON data block (deploy/page-config.ts); the head script
 * reads that block before the first paint with the same rules (readPageConfig, src/start/head.ts) and hands the
 * result to the entry in the page's visit (src/start/protocol.ts): one build serves every environment
 * (docs/decisions/024), and nothing in the page reads or checks the configuration a second time.
 *
 * The head script carries the page's reader, so what the page runs uses ES5's built-ins only (its old-browser page
 * needs the login hosts to know its language); a rule that cannot run there (a URL parser) fails that one setting.
 */
// The login hosts and the site each selects (spec section 1): the Canadian host, the UK host and the UK partner's.
export type Site = 'CA' | 'UK' | 'UK_PARTNER'

/** The demo's login hosts: loopback names, which is what `npm start` and the tests serve. */
export const STAND_IN_LOGIN_HOSTS: Readonly<Record<Site, string>> = {
  CA: 'localhost',
  UK: 'uk.localhost',
  UK_PARTNER: 'partner.localhost',
}

/** A host as hosts are compared everywhere: its name, without the port, in lower case. */
export const hostName = (host: string): string => host.replace(/:\d+$/, '').toLowerCase()

/** The site is chosen from the host the visitor arrived on (port ignored); unknown hosts are Canadian. */
export function siteOfHost(host: string, hosts: Readonly<Record<Site, string>>): Site {
  const name = hostName(host)
  if (name === hostName(hosts.UK_PARTNER)) return 'UK_PARTNER'
  if (name === hostName(hosts.UK)) return 'UK'
  return 'CA'
}

export interface PortalConfig {
  /** Host names (with port when not default) that select the site. */
  loginHosts: Readonly<Record<Site, string>>
  /** Where visitors to the UK partner login host must come from; others are sent there. */
  ukPartnerSite: string
  /** Footer links (help, contact, privacy, terms) live here, under `en/`, `fr/` or `en-gb/`. */
  productHost: string
  /** Static assets: design-system files and branding packages. Empty means this origin. */
  cdnHost: string
  /** Branding package look-ups. Empty means this origin. */
  apiServer: string
  /**
   * Analytics measurement ids (empty disables the analytics script), where its script comes from, and whether a
   * person must agree to it first.
   */
  analytics: { ca: string; uk: string; scriptHost: string; consent: string }
  /** Origins, besides this one, that a server-returned url may send the browser to. */
  allowedRedirectOrigins: string[]
  /** How long any call may take, from the person's act to the answer, before it counts as a network failure. */
  apiTimeoutMs: number
  /**
   * Where field telemetry (web vitals, uncaught errors, flow outcomes) is sent with `navigator.sendBeacon`; a
   * path on this origin or another origin's URL. Empty sends nothing and loads no telemetry code (decision 021).
   */
  telemetryUrl: string
}

/** Names of the leaves of the configuration: `productHost`, `loginHosts.CA`. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string | number | readonly unknown[] ? K : `${K}.${Leaves<T[K]>}`
}[keyof T & string]
export type ConfigKey = Leaves<PortalConfig>

/** A rule a value must pass, and what it must be, in the words that follow the value in a problem. */
interface Rule {
  test: (value: unknown) => boolean
  must: string
}

const isText = (value: unknown): value is string => typeof value === 'string'

function isHttpUrl(value: unknown): boolean {
  if (!isText(value) || !/^https?:/i.test(value)) return false
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A path on this origin: `/demo/cdn`, never `//host`, which is another origin. */
const isPath = (value: unknown): boolean =>
  isText(value) && value.charAt(0) === '/' && value.charAt(1) !== '/'

const PATH_OR_URL = 'must be a path on this origin (/…) or an http(s) URL'

const HOST: Rule = {
  test: (value) => isText(value) && /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i.test(value),
  must: 'must be a host name, with :port if not the default',
}
const PATH_OR_HTTP_URL: Rule = { test: (value) => isPath(value) || isHttpUrl(value), must: PATH_OR_URL }
/** Empty turns the part off, or means this origin. */
const OPTIONAL_PATH_OR_URL: Rule = {
  test: (value) => value === '' || isPath(value) || isHttpUrl(value),
  must: `${PATH_OR_URL}, or empty`,
}
const ANALYTICS_ID: Rule = {
  test: (value) => isText(value) && /^[\w-]*$/.test(value),
  must: 'must be a measurement id (G-…) or empty',
}
/**
 * Whether a person must agree before analytics loads (docs/decisions/031): `required` on every host, or
 * `not-required` on every host, or per site, `CA=…,UK=…` (UK covers the UK partner host, which reports to the UK's
 * id). A site a list leaves out is `required`.
 */
const CONSENT: Rule = {
  test: (value) =>
    isText(value) &&
    /^(required|not-required|((CA|UK)=(required|not-required))(,(CA|UK)=(required|not-required))*)$/.test(
      value.replace(/\s+/g, ''),
    ),
  must: 'must be required, not-required, or per site CA=…,UK=… with required or not-required',
}
const ORIGIN: Rule = {
  test: (value) => isHttpUrl(value) && new URL(value as string).origin === value,
  must: 'must be an http(s) origin (https://host)',
}
const TIME_LIMIT: Rule = {
  // Number.isSafeInteger, in ES5's words.
  test: (value) => typeof value === 'number' && value % 1 === 0 && value > 0 && value <= 9007199254740991,
  must: 'must be a whole number of milliseconds above 0',
}

/** One setting: the variable a server reads it from, and its rule (a list's: each entry's). */
interface Setting {
  readonly key: ConfigKey
  readonly variable: `PORTAL_${string}`
  readonly rule: Rule
  readonly list?: true
}

/**
 * Every setting, in the order problems are listed, each with the variable that sets it when a server starts: hence
 * `PORTAL_`, like the server's own settings, none of which has one of these names. Each was `VITE_` and the rest
 * of its name until decision 024 renamed them, and is still read under that name, with a warning.
 */
export const SETTINGS = [
  { key: 'loginHosts.CA', variable: 'PORTAL_LOGIN_HOST_CA', rule: HOST },
  { key: 'loginHosts.UK', variable: 'PORTAL_LOGIN_HOST_UK', rule: HOST },
  { key: 'loginHosts.UK_PARTNER', variable: 'PORTAL_LOGIN_HOST_UK_PARTNER', rule: HOST },
  { key: 'ukPartnerSite', variable: 'PORTAL_UK_PARTNER_SITE', rule: PATH_OR_HTTP_URL },
  { key: 'productHost', variable: 'PORTAL_PRODUCT_HOST', rule: PATH_OR_HTTP_URL },
  { key: 'cdnHost', variable: 'PORTAL_CDN_HOST', rule: OPTIONAL_PATH_OR_URL },
  { key: 'apiServer', variable: 'PORTAL_API_SERVER', rule: OPTIONAL_PATH_OR_URL },
  { key: 'analytics.ca', variable: 'PORTAL_ANALYTICS_ID_CA', rule: ANALYTICS_ID },
  { key: 'analytics.uk', variable: 'PORTAL_ANALYTICS_ID_UK', rule: ANALYTICS_ID },
  { key: 'analytics.scriptHost', variable: 'PORTAL_ANALYTICS_SCRIPT_HOST', rule: OPTIONAL_PATH_OR_URL },
  { key: 'analytics.consent', variable: 'PORTAL_ANALYTICS_CONSENT', rule: CONSENT },
  { key: 'allowedRedirectOrigins', variable: 'PORTAL_ALLOWED_REDIRECT_ORIGINS', rule: ORIGIN, list: true },
  { key: 'apiTimeoutMs', variable: 'PORTAL_API_TIMEOUT_MS', rule: TIME_LIMIT },
  { key: 'telemetryUrl', variable: 'PORTAL_TELEMETRY_URL', rule: OPTIONAL_PATH_OR_URL },
] as const satisfies readonly Setting[]

export type ConfigVariable = (typeof SETTINGS)[number]['variable']

/** The variable that sets each key, from the table above. */
export const CONFIG_VARIABLES = ((): Readonly<Record<ConfigKey, ConfigVariable>> => {
  const byKey: Partial<Record<ConfigKey, ConfigVariable>> = {}
  for (let index = 0; index < SETTINGS.length; index++) {
    const setting: Setting = SETTINGS[index] as Setting
    byKey[setting.key] = setting.variable as ConfigVariable
  }
  return byKey as Record<ConfigKey, ConfigVariable>
})()

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
  analytics: { ca: '', uk: '', scriptHost: '', consent: 'required' },
  allowedRedirectOrigins: [],
  apiTimeoutMs: 15_000,
  telemetryUrl: '',
}

/** The configuration as nested records, for reading and writing a value by its key. */
type Tree = Record<string, unknown>

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !(value instanceof Array)

/** The value at `key` (`loginHosts.CA`) of `tree`, or undefined. */
function valueAt(tree: unknown, key: string): unknown {
  const keys = key.split('.')
  let node = tree
  for (let index = 0; index < keys.length; index++) node = isTree(node) ? node[keys[index] ?? ''] : undefined
  return node
}

function setAt(tree: Tree, key: string, value: unknown): void {
  const keys = key.split('.')
  let node = tree
  for (let index = 0; index < keys.length - 1; index++) {
    const part = keys[index] ?? ''
    if (!isTree(node[part])) node[part] = {}
    node = node[part] as Tree
  }
  node[keys[keys.length - 1] ?? ''] = value
}

/** A value as a problem names it: text in quotes, anything else as JavaScript writes it. */
const shown = (value: unknown): string => (isText(value) ? `"${value}"` : String(value))

/** What is wrong with one value: where (`allowedRedirectOrigins.1`), what it is, what it must be. */
interface ConfigProblem {
  setting: Setting
  /** The key, and for a list the entry's place: `loginHosts.UK`, `allowedRedirectOrigins.1`. */
  path: string
  value: unknown
}

/** The configuration `data` holds, checked setting by setting; what it does not know is left out. */
type ConfigCheck =
  | { ok: true; config: PortalConfig }
  | {
      ok: false
      problems: ConfigProblem[]
      /** Each setting that passed its rule, by key: a page whose configuration failed still has its language. */
      passed: (key: ConfigKey) => unknown
    }

function checkConfig(data: unknown): ConfigCheck {
  const config: Tree = {}
  const problems: ConfigProblem[] = []
  const passed: Partial<Record<ConfigKey, unknown>> = {}
  for (let index = 0; index < SETTINGS.length; index++) {
    const setting: Setting = SETTINGS[index] as Setting
    const value = valueAt(data, setting.key)
    let good = true
    if (setting.list === true && value instanceof Array) {
      for (let at = 0; at < value.length; at++)
        if (!setting.rule.test(value[at])) {
          good = false
          problems.push({ setting, path: `${setting.key}.${at}`, value: value[at] })
        }
    } else if (setting.list === true || !setting.rule.test(value)) {
      good = false
      problems.push({ setting, path: setting.key, value })
    }
    if (!good) continue
    passed[setting.key] = value
    setAt(config, setting.key, setting.list === true ? (value as unknown[]).slice() : value)
  }
  if (problems.length === 0) return { ok: true, config: config as unknown as PortalConfig }
  return { ok: false, problems, passed: (key) => passed[key] }
}

/** The id of the page's configuration block, which the server writes into the head (deploy/page-config.ts). */
export const PAGE_CONFIG_ID = 'portal-config'

/** The page's configuration as read, or what is wrong with it, in one line. */
export type PageConfig =
  | { ok: true; config: PortalConfig }
  | {
      ok: false
      /** One line: what is missing or wrong, with the key that failed. */
      problem: string
      /** The login hosts when they passed their rules, else the stand-ins: the page's language needs them. */
      loginHosts: Readonly<Record<Site, string>>
      /** The collector a failed start can still be reported to, where the block names a valid one; else null. */
      telemetryUrl: string | null
    }

const failedPage = (problem: string, check?: ConfigCheck): PageConfig => {
  const passed = check !== undefined && !check.ok ? check.passed : () => undefined
  const hosts = [passed('loginHosts.CA'), passed('loginHosts.UK'), passed('loginHosts.UK_PARTNER')]
  const collector = passed('telemetryUrl')
  return {
    ok: false,
    problem,
    loginHosts: hosts.every(isText)
      ? { CA: hosts[0] as string, UK: hosts[1] as string, UK_PARTNER: hosts[2] as string }
      : STAND_IN_LOGIN_HOSTS,
    telemetryUrl: isText(collector) && collector !== '' ? collector : null,
  }
}

/**
 * The configuration the server wrote into the page's JSON data block, checked. Never throws: a block that is
 * missing, is not JSON or fails a rule is a problem, one line saying which. The head script reads it (ES5).
 */
export function readPageConfig(page: Pick<Document, 'getElementById'>): PageConfig {
  const element = page.getElementById(PAGE_CONFIG_ID)
  if (element === null) return failedPage(`No page configuration (#${PAGE_CONFIG_ID}): its server wrote none`)
  let data: unknown
  try {
    data = JSON.parse(element.textContent ?? '')
  } catch (error) {
    return failedPage(`Page configuration is not JSON: ${(error as Error).message}`)
  }
  const check = checkConfig(data)
  if (check.ok) return check
  const [first] = check.problems
  const where = first === undefined ? 'itself' : first.path
  const must = first === undefined ? '' : ` ${shown(first.value)} ${first.setting.rule.must}`
  return failedPage(`Page configuration ${where}:${must}`, check)
}

/**
 * What the prerender writes as the product host of the footer's links, for the server to fill with the configured
 * one as it serves the page (deploy/page-config.ts): it names what it stands for, and `.invalid` (RFC 2606) can
 * never resolve, so a page served unfilled links nowhere rather than to a wrong site.
 */
export const PRODUCT_HOST_PLACEHOLDER = 'https://product-host.placeholder.invalid'

export const isUkSite = (site: Site) => site !== 'CA'

// ---------------------------------------------------------------------------------------------------------------
// The servers' side: the environment, read as a server starts. Nothing below reaches the browser bundle.

/** What Vite's loadEnv must load (with `.env` files) for readEnvironment: the names and the old names. */
export const CONFIG_VARIABLE_PREFIXES = ['PORTAL_', 'VITE_']

/** The name a variable had before decision 024: `VITE_PRODUCT_HOST` for `PORTAL_PRODUCT_HOST`. */
export const oldName = (name: ConfigVariable): string => name.replace(/^PORTAL_/, 'VITE_')

type Env = Record<string, unknown>

const text = (env: Env, name: string) => {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** An http(s) URL's origin (`https://host/path` allows `https://host`); anything else as written, for its rule. */
const originOrText = (entry: string) => (isHttpUrl(entry) ? new URL(entry).origin : entry)

/** A variable's text as the value of its key: the stand-in says its type. */
function valueOf(written: string, standIn: unknown): unknown {
  if (Array.isArray(standIn))
    return written
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map(originOrText)
  if (typeof standIn === 'number') return /^\d+$/.test(written) ? Number(written) : written
  return written
}

/** The configuration an environment gives, or what is wrong with it. */
export type EnvironmentReading = (
  | { ok: true; config: PortalConfig }
  | {
      ok: false
      /** One line each, naming the variable and what its value must be. */
      problems: string[]
    }
) & {
  /** One line per variable set under its old name, naming the new one. */
  warnings: string[]
}

/**
 * The configuration `env` describes, checked with the rules the page checks it with: what the servers read as
 * they start, printing the warnings and refusing to start on a problem. An unset or empty variable keeps its
 * stand-in (STAND_INS).
 */
export function readEnvironment(env: Env): EnvironmentReading {
  const tree = structuredClone(STAND_INS) as unknown as Tree
  const warnings: string[] = []
  const setUnder = new Map<ConfigKey, string>()
  for (const { key, variable } of SETTINGS) {
    const old = oldName(variable)
    const [current, previous] = [text(env, variable), text(env, old)]
    if (previous !== '')
      warnings.push(
        current === ''
          ? `${old} is read as ${variable}, its name since decision 024: rename it`
          : `${old} is ignored: ${variable} is set (decision 024); remove ${old}`,
      )
    const written = current === '' ? previous : current
    if (written === '') continue
    setUnder.set(key, current === '' ? old : variable)
    setAt(tree, key, valueOf(written, valueAt(tree, key)))
  }
  const check = checkConfig(tree)
  if (check.ok) return { ok: true, config: check.config, warnings }
  const problems = check.problems.map(({ setting, path, value }) => {
    const variable = setUnder.get(setting.key) ?? setting.variable
    return path === setting.key
      ? `${variable} ${shown(value)} ${setting.rule.must}`
      : `${variable} has ${shown(value)}, which ${setting.rule.must}`
  })
  return { ok: false, problems, warnings }
}

/**
 * The configuration `env` describes, for code beside a server that has already refused a wrong one (the demo API)
 * and for tests; throws, listing the problems, on a wrong one. Warnings are the server's to print.
 */
export function readConfig(env: Env): PortalConfig {
  const reading = readEnvironment(env)
  if (!reading.ok) throw new Error(`The portal's configuration is wrong:\n${reading.problems.join('\n')}`)
  return reading.config
}

const isLoopbackHost = (host: string) => {
  const name = hostName(host)
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1'
}

/**
 * What production must not run with, though the rules allow it: the demo's stand-ins for the product host and
 * the UK partner site (pages the demo API serves, which production does not have), loopback login hosts, and
 * allow-listed redirect origins over plain http, where a redirect can be read and changed on the way. One line
 * each, naming the variable and the fix; deploy/render-nginx.ts refuses to start on any.
 */
export function productionProblems(config: PortalConfig): string[] {
  const problems: string[] = []
  const standIn = (key: 'productHost' | 'ukPartnerSite', what: string) => {
    if (config[key].startsWith('/demo/'))
      problems.push(
        `${CONFIG_VARIABLES[key]} is the demo's stand-in page (${config[key]}): set it to the ${what}'s URL (https://…)`,
      )
  }
  standIn('productHost', 'product site')
  standIn('ukPartnerSite', 'UK partner site')
  for (const [site, host] of Object.entries(config.loginHosts))
    if (isLoopbackHost(host))
      problems.push(
        `${CONFIG_VARIABLES[`loginHosts.${site as Site}`]} is a loopback host (${host}): set it to the host visitors sign in on`,
      )
  for (const origin of config.allowedRedirectOrigins)
    if (origin.startsWith('http:'))
      problems.push(
        `${CONFIG_VARIABLES.allowedRedirectOrigins} has ${origin}, which is plain http, where a redirect can be tampered with: use https`,
      )
  return problems
}
