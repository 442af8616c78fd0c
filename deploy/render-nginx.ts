/**
 * Writes deploy/out/nginx.conf (or PORTAL_PREFIX) for the build in dist/: the template with this server's
 * settings filled in, and the build's pages with the portal's configuration written in (deploy/page-config.ts),
 * into PORTAL_PREFIX/pages, with the CSP hashes of what it wrote. Both are read from the environment as it starts
 * (docs/decisions/024); dist/ itself is only read. docs/operations.md ("The production server") lists the
 * variables.
 *
 *   PORTAL_PRODUCT_HOST=… npx tsx deploy/render-nginx.ts && nginx -c "$PWD/deploy/out/nginx.conf"
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { precompressFolder } from '../scripts/precompress.ts'
import { productionProblems, readEnvironment, type PortalConfig, hostName } from '../src/config.ts'
import { frenchLinkPatterns, PRERENDERED_LANGUAGES, PRERENDERED_PAGES } from '../src/prerender/pages.ts'
import { patternSegments } from '../src/urls/address.ts'
import { ROUTE_NAMES, ROUTES } from '../src/urls/routes.ts'
import { WELL_KNOWN_STATUS, WELL_KNOWN_ADDRESSES } from '../src/urls/well-known.ts'
import { DEMO_PREFIXES } from '../demo-api/paths.ts'
import {
  analyticsCollectSources,
  contentSecurityPolicy,
  hasFlowStudio,
  inlineSources,
  reportingEndpoints,
} from './csp.ts'
import { DOCUMENT_HEADERS } from './document-headers.ts'
import { edgeAddresses, realIpDirectives, trustedProxies } from './forwarded.ts'
import { linkPathPattern, ROBOTS_TAG, robotsTxt } from './robots.ts'
import { CROSS_ORIGIN_FOLDERS, RESOURCE_POLICY } from './own-files.ts'
import { configuredPages } from './page-config.ts'
import { unreadableBy, workerUser, type Unreadable } from './worker-access.ts'

const project = fileURLToPath(new URL('..', import.meta.url))
const setting = (name: string, fallback: string): string => {
  const value = process.env[name]?.trim()
  return value === undefined || value === '' ? fallback : value
}

/**
 * Paths that hold a token (the routes src/urls/routes.ts marks `holdsToken`) as one regular expression. Looser
 * than the router on purpose: any path under a token route's first segment counts, so a stray slash still gets
 * no-referrer.
 */
export function tokenPathPattern(): string {
  const firsts = new Set(
    ROUTE_NAMES.filter((name) => ROUTES[name].holdsToken === true).map((name) => {
      const [first] = patternSegments(name)
      return first !== undefined && 'literal' in first ? first.literal : ''
    }),
  )
  return `^/+(${[...firsts].sort().join('|')})/+[^/?#]`
}

/** A regular expression over a raw path, made to match the request line nginx sees: the path and its query. */
const requestPattern = (pathPattern: string) => `${pathPattern.replace(/\$$/, '')}(?:\\?.*)?$`

/** A value as nginx reads it between double quotes. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

/**
 * The maps that pick a request's prerendered file (src/prerender/pages.ts, prerenderedFileFor), in nginx's
 * words: the host's site, the language (the host's, `?lang=`, then an email link's), the page that serves
 * the path. `$portal_prerendered$portal_page.html` is then the file.
 */
export function prerenderMaps(loginHosts: PortalConfig['loginHosts']): string {
  const folder = (locale: string) =>
    `/${PRERENDERED_LANGUAGES.find((language) => language.locale === locale)?.folder ?? '-'}`
  return `  map $host $portal_site {
    ${quoted(hostName(loginHosts.UK_PARTNER))} UK_PARTNER;
    ${quoted(hostName(loginHosts.UK))} UK;
    default CA;
  }

  map $request_uri $portal_link_french {
${frenchLinkPatterns()
  .map((pattern) => `    ${quoted(`~${requestPattern(pattern)}`)} 1;`)
  .join('\n')}
    default 0;
  }

  map "$portal_site:$arg_lang:$portal_link_french" $portal_prerendered {
    ~^UK_PARTNER: /-;
    ~^UK: ${folder('en-GB')};
    ~^CA:fr: ${folder('fr-CA')};
    ~^CA:[^:]+: ${folder('en-CA')};
    CA::1 ${folder('fr-CA')};
    default ${folder('en-CA')};
  }

  map $request_uri $portal_page {
${PRERENDERED_PAGES.map((page) => `    ${quoted(`~${requestPattern(page.match)}`)} /${page.file};`).join(
  '\n',
)}
    default /-;
  }`
}

/**
 * One exact location per address of src/urls/well-known.ts. The Location stays a path: nginx would
 * otherwise write its own scheme and port into it, which are not the visitor's behind a TLS proxy.
 */
function wellKnownLocations(): string {
  return WELL_KNOWN_ADDRESSES.map(
    ({ from, to }) => `    location = ${from} {
      include @PREFIX@/security-headers.conf;
      absolute_redirect off;
      return ${WELL_KNOWN_STATUS} ${to};
    }`,
  ).join('\n')
}

export interface NginxSettings {
  root: string
  prefix: string
  listen: string
  apiUpstream: string
  /**
   * The build's mode: `production` refuses a configuration that would be wrong there (productionProblems); the
   * test and demo builds keep the stand-ins.
   */
  mode: string
  /** Proxies the demo API's own pages (/demo/*, the branding look-up) too: for `--mode test` and `demo`. */
  demo: boolean
  xsrfSecure: boolean
  /** The folder of nginx's dynamic modules, which must hold the brotli ones. */
  nginxModules: string
  /** The user nginx was built to run its workers as when started as root and configured with none. */
  nginxUser: string
  /** PORTAL_CSP_REPORT_URI as set: empty follows the telemetry collector, `none` sends no report. */
  reportUri: string
  /** PORTAL_ANALYTICS_COLLECT_ORIGINS as set: a comma-separated list, or empty (deploy/csp.ts). */
  analyticsCollectOrigins: string
  /** PORTAL_HSTS as set: `on`, `preload` or `off`; unset is `on` in production, `off` elsewhere. */
  hsts: string
  /**
   * PORTAL_TRUSTED_PROXIES as set: the addresses or CIDR blocks of the edge in front, whose X-Forwarded-* the API
   * is told (deploy/forwarded.ts); empty trusts no one.
   */
  trustedProxies: string
}

/**
 * The Strict-Transport-Security the server sends on every response, or null for none: two years, subdomains
 * included (OWASP ASVS 5.0, 3.4.1), and `preload` only when asked, since the preload list is hard to leave.
 * Browsers take it only over https, which the edge in front provides (docs/operations.md); the plain-http demo
 * and test servers send none unless asked.
 */
export function strictTransportSecurity(settings: Pick<NginxSettings, 'hsts' | 'mode'>): string | null {
  const hsts = settings.hsts === '' ? (settings.mode === 'production' ? 'on' : 'off') : settings.hsts
  if (hsts === 'off') return null
  const policy = 'max-age=63072000; includeSubDomains'
  if (hsts === 'on') return policy
  if (hsts === 'preload') return `${policy}; preload`
  throw new Error(`PORTAL_HSTS must be on, preload or off, not ${JSON.stringify(settings.hsts)}`)
}

export function settingsFromEnvironment(): NginxSettings {
  const mode = setting('PORTAL_MODE', 'production')
  return {
    root: resolve(setting('PORTAL_ROOT', resolve(project, 'dist'))),
    prefix: resolve(setting('PORTAL_PREFIX', resolve(project, 'deploy/out'))),
    listen: setting('PORTAL_LISTEN', '8080'),
    apiUpstream: setting('PORTAL_API_UPSTREAM', '127.0.0.1:8081'),
    mode,
    demo: setting('PORTAL_DEMO', mode === 'production' ? '0' : '1') === '1',
    xsrfSecure: setting('PORTAL_XSRF_SECURE', '1') === '1',
    // Debian's; deploy/serve.sh passes the one `nginx -V` names.
    nginxModules: setting('PORTAL_NGINX_MODULES', '/usr/lib/nginx/modules'),
    // nginx's own default; deploy/serve.sh passes the `--user` that `nginx -V` names, if any.
    nginxUser: setting('PORTAL_NGINX_USER', 'nobody'),
    reportUri: setting('PORTAL_CSP_REPORT_URI', ''),
    analyticsCollectOrigins: setting('PORTAL_ANALYTICS_COLLECT_ORIGINS', ''),
    hsts: setting('PORTAL_HSTS', ''),
    trustedProxies: setting('PORTAL_TRUSTED_PROXIES', ''),
  }
}

/** What is wrong with the server's own settings, one line each naming the variable. */
export function settingsProblems(
  settings: Pick<NginxSettings, 'hsts' | 'mode' | 'analyticsCollectOrigins' | 'trustedProxies'>,
): string[] {
  const checks = [
    () => strictTransportSecurity(settings),
    () => analyticsCollectSources('', settings.analyticsCollectOrigins),
    () => trustedProxies(settings.trustedProxies),
  ]
  return checks.flatMap((check) => {
    try {
      check()
      return []
    } catch (error) {
      return [(error as Error).message]
    }
  })
}

export const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']
/**
 * Where the browser reports a Content-Security-Policy violation (decision 021): PORTAL_CSP_REPORT_URI when set,
 * otherwise the collector the page sends its field telemetry to (PORTAL_TELEMETRY_URL), so one setting gives
 * operations both; `none` turns reports off whatever the configuration names. Empty: no report.
 */
export function cspReportUri(setting: string, config: PortalConfig): string {
  if (setting === 'none') return ''
  return setting !== '' ? setting : config.telemetryUrl
}

/**
 * Whether reports can also use the Reporting API (`report-to`), which browsers deliver from https pages to https
 * endpoints only: a collector on https, or a path on this server when it is served over https
 * (PORTAL_XSRF_SECURE, which only a plain-http test turns off).
 */
export const reportsOverHttps = (reportUri: string, settings: Pick<NginxSettings, 'xsrfSecure'>): boolean =>
  reportUri.startsWith('https:') ||
  (settings.xsrfSecure && reportUri.startsWith('/') && !reportUri.startsWith('//'))

/** The folder under the prefix that holds the configured pages, which nginx serves in place of dist/'s. */
export const PAGES_FOLDER = 'pages'

/**
 * The files to write under the prefix: nginx's, and the build's pages configured with `config` (read from the
 * environment by the caller: process.env when run).
 */
export function renderNginx(settings: NginxSettings, config: PortalConfig): Record<string, string> {
  if (!existsSync(resolve(settings.root, 'index.html')))
    throw new Error(`${settings.root} has no index.html: build first (npm run build)`)
  // Fails here, naming the packages, rather than at nginx's start with a dlopen error (decision 016).
  const missing = BROTLI_MODULES.filter((module) => !existsSync(resolve(settings.nginxModules, module)))
  if (missing.length > 0)
    throw new Error(
      `nginx's brotli modules are missing from ${settings.nginxModules} (${missing.join(', ')}). Install them ` +
        'with: sudo apt-get install -y libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter ' +
        '(or set PORTAL_NGINX_MODULES to the folder that has them).',
    )
  const hsts = strictTransportSecurity(settings)
  const proxies = trustedProxies(settings.trustedProxies)
  const pages = configuredPages(settings.root, config)
  const reportUri = cspReportUri(settings.reportUri, config)
  const reportTo = reportUri !== '' && reportsOverHttps(reportUri, settings)
  const policy = contentSecurityPolicy({
    config,
    inline: inlineSources(settings.root, pages),
    analyticsCollectOrigins: analyticsCollectSources(
      config.analytics.scriptHost,
      settings.analyticsCollectOrigins,
    ),
    reportUri,
    reportTo,
    flowStudio: hasFlowStudio(settings.mode),
  })
  const demoLocations = settings.demo
    ? DEMO_PREFIXES.filter((prefix) => prefix !== '/api')
        .map(
          (prefix) => `
    # The demo API's own pages (stand-ins for the product host, partner site, CDN): test and demo builds only.
    # They stand in for other sites, so the portal's policy is not theirs.
    location ^~ ${prefix}/ {
      proxy_pass http://portal_api;
      proxy_set_header Host $http_host;
      add_header X-Content-Type-Options nosniff always;
    }`,
        )
        .join('\n')
    : ''
  const template = readFileSync(resolve(project, 'deploy/nginx.conf.template'), 'utf8')
  const filled = template
    .replaceAll('@WELL_KNOWN@', wellKnownLocations())
    .replaceAll('@PREFIX@', settings.prefix)
    .replaceAll('@ROOT@', settings.root)
    .replaceAll('@PAGES@', resolve(settings.prefix, PAGES_FOLDER))
    .replaceAll('@NGINX_MODULES@', settings.nginxModules)
    .replaceAll('@LISTEN@', settings.listen)
    .replaceAll('@API_UPSTREAM@', settings.apiUpstream)
    .replaceAll('@TOKEN_PATHS@', tokenPathPattern())
    .replaceAll('@LINK_PATHS@', linkPathPattern())
    .replaceAll('@ROBOTS_TAG@', ROBOTS_TAG)
    .replaceAll(
      '@CROSS_ORIGIN_FOLDERS@',
      CROSS_ORIGIN_FOLDERS.map((folder) => `    ${quoted(`~^${folder}`)} "";`).join('\n'),
    )
    .replaceAll('@RESOURCE_POLICY@', RESOURCE_POLICY)
    .replaceAll('@REAL_IP@', realIpDirectives(proxies))
    .replaceAll('@EDGE_ADDRESSES@', edgeAddresses(proxies))
    .replaceAll('@PRERENDER_MAPS@', prerenderMaps(config.loginHosts))
    .replaceAll('@XSRF_SECURE@', settings.xsrfSecure ? '; Secure' : '')
    .replaceAll('@DEMO_LOCATIONS@', demoLocations)
  const unfilled = filled.match(/@[A-Z_]+@/)
  if (unfilled !== null) throw new Error(`deploy/nginx.conf.template: nothing fills ${unfilled[0]}`)
  return {
    ...Object.fromEntries([...pages].map(([file, html]) => [`${PAGES_FOLDER}/${file}`, html])),
    [`${PAGES_FOLDER}/robots.txt`]: robotsTxt(),
    'nginx.conf': filled,
    'security-headers.conf': [
      `add_header Content-Security-Policy ${quoted(policy)} always;`,
      // The endpoint the policy's `report-to` names (the Reporting API); `report-uri` serves older browsers.
      ...(!reportTo
        ? []
        : [`add_header Reporting-Endpoints ${quoted(reportingEndpoints(reportUri))} always;`]),
      'add_header Referrer-Policy $portal_referrer_policy always;',
      'add_header X-Content-Type-Options nosniff always;',
      // Each sent only where its value is not empty: the link pages, the portal's own files.
      'add_header X-Robots-Tag $portal_robots_tag always;',
      'add_header Cross-Origin-Resource-Policy $portal_resource_policy always;',
      ...(hsts === null ? [] : [`add_header Strict-Transport-Security ${quoted(hsts)} always;`]),
      '',
    ].join('\n'),
    'html-headers.conf': [
      'add_header Cache-Control "no-store" always;',
      'add_header Set-Cookie $portal_xsrf_cookie always;',
      ...Object.entries(DOCUMENT_HEADERS).map(
        ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
      ),
      '',
    ].join('\n'),
  }
}

/**
 * The one line that refuses a folder nginx's workers cannot read (deploy/worker-access.ts): which setting, and
 * the change that lets them in.
 */
export function unreadableProblem(
  blocked: Unreadable,
  user: string,
  settings: Pick<NginxSettings, 'prefix' | 'root'>,
): string {
  const setting =
    blocked.folder === settings.root ? `PORTAL_ROOT ${settings.root}` : `PORTAL_PREFIX ${settings.prefix}`
  const change = `chmod o+${blocked.kind === 'folder' ? 'rx' : 'r'} ${blocked.path}`
  return `${setting} is not readable by nginx's workers (user ${user}): ${change}, or choose another folder`
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const settings = settingsFromEnvironment()
  const environment = readEnvironment(process.env)
  // One line each, naming the variable: the old names' (docs/operations.md "Configuration") and what refuses a
  // start.
  for (const warning of environment.warnings) console.warn(`Portal configuration: ${warning}`)
  const problems = [
    ...(!environment.ok
      ? environment.problems
      : settings.mode === 'production'
        ? productionProblems(environment.config)
        : []),
    ...settingsProblems(settings),
  ]
  if (!environment.ok || problems.length > 0) {
    // nginx does not start.
    for (const problem of problems) console.error(`Refusing to serve: ${problem}`)
    process.exit(1)
  }
  const files = renderNginx(settings, environment.config)
  rmSync(resolve(settings.prefix, PAGES_FOLDER), { recursive: true, force: true })
  for (const folder of ['', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
    mkdirSync(resolve(settings.prefix, folder), { recursive: true })
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(resolve(settings.prefix, name)), { recursive: true })
    writeFileSync(resolve(settings.prefix, name), text)
  }
  // The pages get their `.br` and `.gz` as the build's own files do (decision 016).
  await precompressFolder(resolve(settings.prefix, PAGES_FOLDER))
  // nginx would start and answer 403 to every page where its workers cannot read what it serves.
  const user = workerUser(files['nginx.conf'] ?? '', process.getuid?.() === 0, settings.nginxUser)
  const blocked =
    user === null ? null : unreadableBy(user, [resolve(settings.prefix, PAGES_FOLDER), settings.root])
  if (user !== null && blocked !== null) {
    console.error(`Refusing to serve: ${unreadableProblem(blocked, user, settings)}`)
    process.exit(1)
  }
  console.log(`Wrote ${resolve(settings.prefix, 'nginx.conf')}: ${settings.root} on ${settings.listen}`)
}
