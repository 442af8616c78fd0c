/**
 * Every host and id the portal depends on, in one schema. The values come from the environment of the server that
 * serves the page (`PORTAL_*` variables, docs/operations.md "Configuration"), read and checked against this schema
 * when that server starts (readEnvironment) and written into each HTML page it serves as a JSON data block; the
 * entry reads that block synchronously and checks it against the same schema (readPageConfig): one build serves
 * every environment (docs/decisions/024). The defaults (the demo's stand-ins) work on a developer machine and in
 * tests, where nothing may reach a host outside this machine.
 *
 * The browser bundle holds the schema and the page's reader only: everything the servers use (the variables, the
 * environment's reader, the production checks) is left out by tree-shaking, so nothing here may run on import
 * but the page's reader.
 */
import * as v from 'valibot'
import { PAGE_CONFIG_ID } from './start/page-config-loose.ts'
import { STAND_IN_LOGIN_HOSTS, siteOfHost as siteAmongHosts, type Site } from './urls/hosts.ts'

export type { Site } from './urls/hosts.ts'

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A path on this origin: `/demo/cdn`, never `//host`, which is another origin. */
const isPath = (value: string) => value.startsWith('/') && !value.startsWith('//')

/** Each message says what the value must be: prefixed with the variable, it is the fix (readEnvironment). */
const PATH_OR_URL = 'must be a path on this origin (/…) or an http(s) URL'

const PathOrUrlSchema = v.pipe(
  v.string(),
  v.check((value) => isPath(value) || isHttpUrl(value), PATH_OR_URL),
)

/** Empty turns the part off, or means this origin. */
const OptionalPathOrUrlSchema = v.pipe(
  v.string(),
  v.check((value) => value === '' || isPath(value) || isHttpUrl(value), `${PATH_OR_URL}, or empty`),
)

const LoginHostSchema = v.pipe(
  v.string(),
  v.check(
    (value) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i.test(value),
    'must be a host name, with :port if not the default',
  ),
)

const AnalyticsIdSchema = v.pipe(
  v.string(),
  v.check((value) => /^[\w-]*$/.test(value), 'must be a measurement id (G-…) or empty'),
)

/**
 * Whether a person must agree before analytics loads (docs/decisions/031): `required` on every host, or
 * `not-required` on every host, or per site, `CA=…,UK=…` (UK covers the UK partner host, which reports to
 * the UK's id). A site a list leaves out is `required`.
 */
const CONSENT_VALUES =
  /^(required|not-required|((CA|UK)=(required|not-required))(,(CA|UK)=(required|not-required))*)$/

const AnalyticsConsentSchema = v.pipe(
  v.string(),
  v.check(
    (value) => CONSENT_VALUES.test(value.replace(/\s+/g, '')),
    'must be required, not-required, or per site CA=…,UK=… with required or not-required',
  ),
)

const TIME_LIMIT = 'must be a whole number of milliseconds above 0'

const PortalConfigSchema = v.object({
  /** Host names (with port when not default) that select the site. */
  loginHosts: v.object({ CA: LoginHostSchema, UK: LoginHostSchema, UK_PARTNER: LoginHostSchema }),
  /** Where visitors to the UK partner login host must come from; others are sent there. */
  ukPartnerSite: PathOrUrlSchema,
  /** Footer links (help, contact, privacy, terms) live here, under `en/`, `fr/` or `en-gb/`. */
  productHost: PathOrUrlSchema,
  /** Static assets: design-system files and branding packages. Empty means this origin. */
  cdnHost: OptionalPathOrUrlSchema,
  /** Branding package look-ups. Empty means this origin. */
  apiServer: OptionalPathOrUrlSchema,
  /**
   * Analytics measurement ids (empty disables the analytics script), where its script comes from, and whether a
   * person must agree to it first.
   */
  analytics: v.object({
    ca: AnalyticsIdSchema,
    uk: AnalyticsIdSchema,
    scriptHost: OptionalPathOrUrlSchema,
    consent: AnalyticsConsentSchema,
  }),
  /** Origins, besides this one, that a server-returned url may send the browser to. */
  allowedRedirectOrigins: v.array(
    v.pipe(
      v.string(),
      v.check(
        (value) => isHttpUrl(value) && new URL(value).origin === value,
        'must be an http(s) origin (https://host)',
      ),
    ),
  ),
  /** How long any API call may take before it counts as a network failure. */
  apiTimeoutMs: v.pipe(
    v.number(TIME_LIMIT),
    v.check((value) => Number.isSafeInteger(value) && value > 0, TIME_LIMIT),
  ),
  /**
   * Where field telemetry (web vitals, uncaught errors, flow outcomes) is sent with `navigator.sendBeacon`; a
   * path on this origin or another origin's URL. Empty sends nothing and loads no telemetry code (decision 021).
   */
  telemetryUrl: OptionalPathOrUrlSchema,
})

export type PortalConfig = v.InferOutput<typeof PortalConfigSchema>

// The schema's login hosts are the sites of src/urls/hosts.ts, which the head script reads without valibot.
const SAME_SITES: [Site, keyof PortalConfig['loginHosts']] extends [keyof PortalConfig['loginHosts'], Site]
  ? true
  : never = true
void SAME_SITES

/** Where a value that failed the schema is: `loginHosts.UK`, `allowedRedirectOrigins.1`. */
const issuePath = (issue: v.BaseIssue<unknown>) => issue.path?.map((item) => String(item.key)).join('.') ?? ''

/**
 * The id of the page's configuration: a `<script type="application/json">` data block in the head, which the
 * server writes in (deploy/page-config.ts) and the browser never runs, so the Content-Security-Policy needs no
 * hash of it and each environment's scripts stay the same bytes. The head script reads its login hosts and
 * collector too, before this schema has run (src/start/page-config-loose.ts, where the id is declared).
 */
export { PAGE_CONFIG_ID } from './start/page-config-loose.ts'

/** The page's configuration as read, or what is wrong with it. */
export type PageConfig =
  | { ok: true; config: PortalConfig }
  | {
      ok: false
      /** One line: what is missing or wrong, with the key that failed. */
      problem: string
      /** The collector a failed start can still be reported to, where the block names a valid one; else null. */
      telemetryUrl: string | null
    }

/** Thrown by any read of `config` when the page's configuration failed: the app must not run with it. */
export class PageConfigError extends Error {
  override name = 'PageConfigError'
  constructor(
    readonly problem: string,
    readonly telemetryUrl: string | null,
  ) {
    super(problem)
  }
}

/** The telemetry collector `data` names, when it is one the schema accepts. */
function telemetryUrlOf(data: unknown): string | null {
  const named = v.safeParse(
    OptionalPathOrUrlSchema,
    typeof data === 'object' && data !== null ? (data as { telemetryUrl?: unknown }).telemetryUrl : null,
  )
  return named.success && named.output !== '' ? named.output : null
}

/**
 * The configuration the server wrote into `page` (its JSON data block), checked against the schema. Never throws:
 * a block that is missing, is not JSON or fails the schema is a problem, one line saying which.
 */
export function readPageConfig(page: Pick<Document, 'getElementById'>): PageConfig {
  const text = page.getElementById(PAGE_CONFIG_ID)?.textContent
  if (text == null)
    return {
      ok: false,
      problem: `No page configuration (#${PAGE_CONFIG_ID}): its server wrote none`,
      telemetryUrl: null,
    }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      problem: `Page configuration is not JSON: ${(error as Error).message}`,
      telemetryUrl: null,
    }
  }
  const checked = v.safeParse(PortalConfigSchema, data)
  if (checked.success) return { ok: true, config: checked.output }
  const [issue] = checked.issues
  return {
    ok: false,
    problem: `Page configuration ${issuePath(issue) || 'itself'}: ${issue.received} ${issue.message}`,
    telemetryUrl: telemetryUrlOf(data),
  }
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
  analytics: { ca: '', uk: '', scriptHost: '', consent: 'required' },
  allowedRedirectOrigins: [],
  apiTimeoutMs: 15_000,
  telemetryUrl: '',
}

/**
 * What the prerender writes as the product host of the footer's links, for the server to fill with the configured
 * one as it serves the page (deploy/page-config.ts): it names what it stands for, and `.invalid` (RFC 2606) can
 * never resolve, so a page served unfilled links nowhere rather than to a wrong site.
 */
export const PRODUCT_HOST_PLACEHOLDER = 'https://product-host.placeholder.invalid'

/**
 * The configuration this page runs with, read once as the entry loads: no request before the first paint.
 *
 * - In the browser bundle (Vite folds `PROD` and `SSR`) every page is served with its configuration, so it reads
 *   that alone and carries no stand-ins (the sign-in page's budget, decision 015).
 * - The prerender (scripts/prerender.ts, which defines `PRERENDER`) renders with the stand-ins but for the product
 *   host, which is left to the server as a placeholder.
 * - Elsewhere (`import.meta.env` is Vite's: Node without Vite has none) a page that has a block gets it; one
 *   without (a unit test's document, Node: the demo API and the scripts) gets the stand-ins.
 */
function configOfThisPage(): PageConfig {
  if (import.meta.env?.PROD && !import.meta.env.SSR) return readPageConfig(document)
  if (import.meta.env?.PRERENDER === true)
    return { ok: true, config: { ...STAND_INS, productHost: PRODUCT_HOST_PLACEHOLDER } }
  const page = globalThis.document
  return page?.getElementById(PAGE_CONFIG_ID) ? readPageConfig(page) : { ok: true, config: STAND_INS }
}

/** The page's configuration, or its problem, read once: main.tsx checks it before anything starts. */
export const pageConfig: PageConfig = configOfThisPage()

/**
 * The configuration the app runs with, from the page's: when that failed, every read throws PageConfigError.
 * Nothing may read it while a module loads, so the entry can still start and show the problem instead of the app.
 */
export const configFrom = (page: PageConfig): PortalConfig =>
  page.ok
    ? page.config
    : new Proxy({} as PortalConfig, {
        get() {
          throw new PageConfigError(page.problem, page.telemetryUrl)
        },
      })

export const config: PortalConfig = configFrom(pageConfig)

/** The site of the host the visitor arrived on, among the configured login hosts (src/urls/hosts.ts). */
export const siteOfHost = (
  hostname: string,
  hosts: Readonly<Record<Site, string>> = config.loginHosts,
): Site => siteAmongHosts(hostname, hosts)

export const isUkSite = (site: Site) => site !== 'CA'

// ---------------------------------------------------------------------------------------------------------------
// The servers' side: the environment, read as a server starts. Nothing below reaches the browser bundle.

/** Names of the leaves of the configuration: `productHost`, `loginHosts.CA`. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string | number | readonly unknown[] ? K : `${K}.${Leaves<T[K]>}`
}[keyof T & string]

/**
 * The variable that sets each value of the configuration (every one has one: the type says so), read when the
 * server starts: hence `PORTAL_`, like the server's own settings, none of which has one of these names. Each was
 * `VITE_` and the rest of its name until decision 024 renamed them, and is still read under that name, with a
 * warning.
 */
export const CONFIG_VARIABLES = {
  'loginHosts.CA': 'PORTAL_LOGIN_HOST_CA',
  'loginHosts.UK': 'PORTAL_LOGIN_HOST_UK',
  'loginHosts.UK_PARTNER': 'PORTAL_LOGIN_HOST_UK_PARTNER',
  ukPartnerSite: 'PORTAL_UK_PARTNER_SITE',
  productHost: 'PORTAL_PRODUCT_HOST',
  cdnHost: 'PORTAL_CDN_HOST',
  apiServer: 'PORTAL_API_SERVER',
  'analytics.ca': 'PORTAL_ANALYTICS_ID_CA',
  'analytics.uk': 'PORTAL_ANALYTICS_ID_UK',
  'analytics.scriptHost': 'PORTAL_ANALYTICS_SCRIPT_HOST',
  'analytics.consent': 'PORTAL_ANALYTICS_CONSENT',
  allowedRedirectOrigins: 'PORTAL_ALLOWED_REDIRECT_ORIGINS',
  apiTimeoutMs: 'PORTAL_API_TIMEOUT_MS',
  telemetryUrl: 'PORTAL_TELEMETRY_URL',
} as const satisfies { readonly [K in Leaves<PortalConfig>]: `PORTAL_${string}` }

type ConfigKey = Leaves<PortalConfig>
export type ConfigVariable = (typeof CONFIG_VARIABLES)[ConfigKey]

/** What Vite's loadEnv must load (with `.env` files) for readEnvironment: the names and the old names. */
export const CONFIG_VARIABLE_PREFIXES = ['PORTAL_', 'VITE_']

/** The name a variable had before decision 024: `VITE_PRODUCT_HOST` for `PORTAL_PRODUCT_HOST`. */
export const oldName = (name: ConfigVariable): string => name.replace(/^PORTAL_/, 'VITE_')

/** A function, not a constant: the browser bundle, which never calls it, then leaves it out. */
const configVariables = () => Object.entries(CONFIG_VARIABLES) as [ConfigKey, ConfigVariable][]

type Env = Record<string, unknown>

const text = (env: Env, name: string) => {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** An http(s) URL's origin (`https://host/path` allows `https://host`); anything else as written, for the schema. */
const originOrText = (entry: string) => (isHttpUrl(entry) ? new URL(entry).origin : entry)

/** A variable's text as the value of its key: the default says its type. */
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

/** The configuration as nested records, for reading and writing a value by its key. */
type Tree = Record<string, unknown>
const parentOf = (tree: Tree, key: string): [Tree, string] => {
  const keys = key.split('.')
  const last = keys.pop() ?? ''
  return [keys.reduce((node, part) => node[part] as Tree, tree), last]
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
 * The configuration `env` describes, checked against the schema the page checks it with: what the servers
 * (vite.config.ts, deploy/render-nginx.ts, bench/serve.mjs) read as they start, printing the warnings and
 * refusing to start on a problem. An unset or empty variable keeps its default (STAND_INS).
 */
export function readEnvironment(env: Env): EnvironmentReading {
  const tree = structuredClone(STAND_INS) as unknown as Tree
  const warnings: string[] = []
  const setUnder = new Map<ConfigVariable, string>()
  for (const [key, name] of configVariables()) {
    const old = oldName(name)
    const [current, previous] = [text(env, name), text(env, old)]
    if (previous !== '')
      warnings.push(
        current === ''
          ? `${old} is read as ${name}, its name since decision 024: rename it`
          : `${old} is ignored: ${name} is set (decision 024); remove ${old}`,
      )
    const written = current === '' ? previous : current
    if (written === '') continue
    setUnder.set(name, current === '' ? old : name)
    const [parent, last] = parentOf(tree, key)
    parent[last] = valueOf(written, parent[last])
  }
  const checked = v.safeParse(PortalConfigSchema, tree)
  if (checked.success) return { ok: true, config: checked.output, warnings }
  const problems = checked.issues.map((issue) => {
    const path = issuePath(issue)
    const found = configVariables().find(([key]) => path === key || path.startsWith(`${key}.`))
    if (found === undefined) return `${path}: ${issue.message}`
    const [key, name] = found
    const variable = setUnder.get(name) ?? name
    return path === key
      ? `${variable} ${issue.received} ${issue.message}`
      : `${variable} has ${issue.received}, which ${issue.message}`
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
  const name = host.replace(/:\d+$/, '').toLowerCase()
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1'
}

/**
 * What production must not run with, though the schema allows it: the demo's stand-ins for the product host and
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
