// @vitest-environment node
/**
 * deploy/: the Content-Security-Policy a build gets, the paths nginx answers with no-referrer, the brotli
 * modules the configuration needs, the configuration each page is served with, and folders nginx's workers
 * cannot read.
 */
import { JSDOM } from 'jsdom'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  analyticsCollectSources,
  contentSecurityPolicy,
  hasFlowStudio,
  inlineSources,
  originOf,
  sha256Source,
} from '../../deploy/csp'
import {
  DEFAULT_POLICY,
  ENTRY_SCRIPTS_POLICY,
  FLOW_STUDIO_WORKER_POLICY,
  GUIDANCE_HTML_POLICY,
  SCRIPT_URLS_POLICY,
} from '../../src/trusted-types'
import {
  BROTLI_MODULES,
  cspReportUri,
  prerenderMaps,
  renderNginx,
  reportsOverHttps,
  settingsFromEnvironment,
  settingsProblems,
  tokenPathPattern,
  unreadableProblem,
  type NginxSettings,
} from '../../deploy/render-nginx'
import { unreadableBy, workerUser } from '../../deploy/worker-access'
import { prerenderedFileFor } from '../../src/prerender/pages'
import { designSystemImport } from '../../src/browser/design-system'
import { configuredPage, PAGE_CONFIG_SLOT, pageConfigElement } from '../../deploy/page-config'
import {
  CONFIG_VARIABLES,
  PRODUCT_HOST_PLACEHOLDER,
  readConfig,
  readPageConfig,
  STAND_INS,
} from '../../src/config'
import { isTokenPath } from '../../src/urls/address'

const folders: string[] = []
function buildWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-csp-'))
  folders.push(root)
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true })
    writeFileSync(join(root, name), html)
  }
  return root
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('inlineSources', () => {
  it('collects each inline script and style once, across every HTML file, and skips scripts with a src', () => {
    const root = buildWith({
      'index.html': '<script>a()</script><script type="module" src="/assets/x.js"></script>',
      'prerendered/index.html': '<script>a()</script><style>p{}</style>',
      'prerendered/fr-CA/forgot.html': '<script>b()</script><style>p{}</style>',
    })
    expect(inlineSources(root)).toEqual({ scripts: ['a()', 'b()'], styles: ['p{}'] })
  })

  it('refuses a build with a style attribute, which no hash can allow', () => {
    const root = buildWith({ 'index.html': '<p style="color: red">x</p>' })
    expect(() => inlineSources(root)).toThrow(/style attribute/)
  })
})

describe('contentSecurityPolicy', () => {
  const inline = { scripts: ['a()'], styles: ['p{}'] }

  it('allows only this origin and the build’s own inline code by default', () => {
    const policy = contentSecurityPolicy({ config: readConfig({}), inline })
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${sha256Source('a()')}`,
        `style-src 'self' ${sha256Source('p{}')}`,
        "img-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "require-trusted-types-for 'script'",
        'trusted-types portal-guidance-html portal-script-urls portal-entry-scripts',
      ].join('; '),
    )
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('requires Trusted Types through the portal’s named policies only: no default, no duplicates', () => {
    const names = directive(contentSecurityPolicy({ config: readConfig({}), inline }), 'trusted-types')
    expect(names).toEqual([GUIDANCE_HTML_POLICY, SCRIPT_URLS_POLICY, ENTRY_SCRIPTS_POLICY])
    expect(names).not.toContain('default')
    expect(names).not.toContain("'allow-duplicates'")
    // The flow studio's worker policy only where the build has the studio (test and demo builds).
    expect(
      directive(contentSecurityPolicy({ config: readConfig({}), inline, flowStudio: true }), 'trusted-types'),
    ).toEqual([GUIDANCE_HTML_POLICY, SCRIPT_URLS_POLICY, ENTRY_SCRIPTS_POLICY, FLOW_STUDIO_WORKER_POLICY])
    expect(hasFlowStudio('production')).toBe(false)
    expect(['test', 'demo', 'development'].every(hasFlowStudio)).toBe(true)
  })

  it('allows the default policy, for the analytics tag’s own scripts, only where a host of it loads analytics', () => {
    const names = (env: Record<string, string>) =>
      directive(contentSecurityPolicy({ config: readConfig(env), inline }), 'trusted-types')
    const host = { PORTAL_ANALYTICS_SCRIPT_HOST: 'https://www.googletagmanager.com' }
    expect(names({ ...host, PORTAL_ANALYTICS_ID_CA: 'G-1' })).toEqual([
      GUIDANCE_HTML_POLICY,
      SCRIPT_URLS_POLICY,
      ENTRY_SCRIPTS_POLICY,
      DEFAULT_POLICY,
    ])
    // The UK hosts alone load it.
    expect(names({ ...host, PORTAL_ANALYTICS_ID_UK: 'G-2' })).toContain(DEFAULT_POLICY)
    // No page loads analytics without an id and a script host, so none makes the policy.
    expect(names(host)).not.toContain(DEFAULT_POLICY)
    expect(names({ PORTAL_ANALYTICS_ID_CA: 'G-1', PORTAL_ANALYTICS_ID_UK: 'G-2' })).not.toContain(
      DEFAULT_POLICY,
    )
    expect(names({ ...host, PORTAL_ANALYTICS_ID_CA: 'G-1' })).not.toContain("'allow-duplicates'")
  })

  it('hashes the sha256 of the exact text, base64-encoded', () => {
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('a()')).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='")
  })

  it('adds the configured CDN, API server and analytics hosts where each is used, and a report uri', () => {
    const config = readConfig({
      PORTAL_CDN_HOST: 'https://cdn.example/portal',
      PORTAL_API_SERVER: 'https://api.example',
      PORTAL_ANALYTICS_ID_CA: 'G-1',
      PORTAL_ANALYTICS_SCRIPT_HOST: 'https://www.googletagmanager.com',
    })
    const policy = contentSecurityPolicy({
      config,
      inline,
      analyticsCollectOrigins: ['https://region1.google-analytics.com'],
      reportUri: '/csp-report',
      reportTo: true,
    })
    const analytics = ['https://www.googletagmanager.com', 'https://region1.google-analytics.com']
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      sha256Source('a()'),
      'https://cdn.example',
      'https://www.googletagmanager.com',
    ])
    // The design system's @import rule is the one inline style the app adds at run time.
    expect(directive(policy, 'style-src')).toEqual([
      "'self'",
      sha256Source('p{}'),
      sha256Source(designSystemImport('https://cdn.example/portal/design-system/design-system.css')),
      'https://cdn.example',
    ])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://cdn.example', ...analytics])
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example',
      'https://cdn.example',
      ...analytics,
    ])
    expect(directive(policy, 'report-uri')).toEqual(['/csp-report'])
    // The Reporting API's form, for the browsers that have dropped report-uri; the server names the endpoint.
    expect(directive(policy, 'report-to')).toEqual(['csp'])
  })

  it('lets the hits of Google’s tag reach the collection hosts Google documents, unless told where they go', () => {
    const google = readConfig({
      PORTAL_ANALYTICS_ID_UK: 'G-1',
      PORTAL_ANALYTICS_SCRIPT_HOST: 'https://www.googletagmanager.com',
    })
    const hosts = [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]
    const byDefault = contentSecurityPolicy({ config: google, inline })
    expect(directive(byDefault, 'connect-src')).toEqual(["'self'", ...hosts])
    expect(directive(byDefault, 'img-src')).toEqual(["'self'", ...hosts])
    expect(directive(byDefault, 'script-src')).toEqual(["'self'", sha256Source('a()'), hosts[0]])
    expect(analyticsCollectSources('https://www.googletagmanager.com', '')).toEqual(hosts.slice(1))
    // Told otherwise, the variable's sources alone; a stand-in's own host needs none.
    expect(
      analyticsCollectSources(
        'https://www.googletagmanager.com',
        'https://*.Example.org, http://c.test:81/x',
      ),
    ).toEqual(['https://*.example.org', 'http://c.test:81'])
    expect(analyticsCollectSources('/demo/analytics', '')).toEqual([])
    expect(analyticsCollectSources('https://tags.example', '')).toEqual([])
    // A value that is no source refuses the start, naming the variable.
    expect(
      settingsProblems({
        mode: 'production',
        hsts: '',
        analyticsCollectOrigins: 'collect.example',
        trustedProxies: '',
      }),
    ).toEqual([
      'PORTAL_ANALYTICS_COLLECT_ORIGINS has "collect.example", which is not an http(s) origin or https://*.host source',
    ])
  })

  it('allows beacons to a telemetry collector on another origin, and needs nothing for one on this origin', () => {
    const elsewhere = contentSecurityPolicy({
      config: readConfig({ PORTAL_TELEMETRY_URL: 'https://collector.example/v1/portal' }),
      inline,
    })
    expect(directive(elsewhere, 'connect-src')).toEqual(["'self'", 'https://collector.example'])
    const here = contentSecurityPolicy({
      config: readConfig({ PORTAL_TELEMETRY_URL: '/demo/telemetry' }),
      inline,
    })
    expect(directive(here, 'connect-src')).toEqual(["'self'"])
    expect(here).not.toMatch(/report-/)
  })

  it('leaves analytics hosts out when no measurement id is configured', () => {
    const config = readConfig({ PORTAL_ANALYTICS_SCRIPT_HOST: 'https://www.googletagmanager.com' })
    expect(contentSecurityPolicy({ config, inline })).not.toContain('googletagmanager')
  })
})

describe('originOf', () => {
  it.each([
    ['', null],
    ['/demo/cdn', null],
    ['https://cdn.example/a/b', 'https://cdn.example'],
    ['//cdn.example/a', 'https://cdn.example'],
  ])('%j is %j', (host, origin) => {
    expect(originOf(host)).toBe(origin)
  })
})

describe('tokenPathPattern', () => {
  // nginx's map reads it with `~*`, case-insensitive, as the router matches.
  const pattern = new RegExp(tokenPathPattern(), 'i')

  it.each([
    '/reset/abc/ResetPassword',
    '/verify/t/PersonalEmail/1/en-CA',
    '/confirmusernamechange/t/UserNameChange/1/en-CA',
    '/massprint/t/MassPrint/42',
    '/portfoliolinking/key/student',
    '/account/key',
    '/registration/key',
    '/RESET/abc/ResetPassword',
    '/Account/key',
  ])('sends no-referrer for the token path %s, as the router does', (path) => {
    expect(isTokenPath(path)).toBe(true)
    expect(pattern.test(path)).toBe(true)
    expect(pattern.test(`${path}?lang=fr`)).toBe(true)
  })

  it.each(['/', '/forgot', '/registrationconfirmation', '/portfoliolinking', '/account', '/reset'])(
    'leaves %s to the default policy',
    (path) => {
      expect(pattern.test(path)).toBe(false)
    },
  )
})

/** A folder that holds both brotli modules, as Debian's nginx has them: no test reads this machine's nginx. */
const modulesFolder = () => buildWith(Object.fromEntries(BROTLI_MODULES.map((module) => [module, ''])))

describe('renderNginx', () => {
  const settings = (nginxModules: string): NginxSettings => ({
    root: buildWith({ 'index.html': `${PAGE_CONFIG_SLOT}<script>a()</script>` }),
    prefix: '/srv/portal',
    listen: '8080',
    apiUpstream: '127.0.0.1:8081',
    mode: 'test',
    demo: false,
    xsrfSecure: true,
    reportUri: '',
    analyticsCollectOrigins: '',
    nginxModules,
    nginxUser: 'nobody',
    hsts: '',
    trustedProxies: '',
  })

  it('sends a policy that requires Trusted Types through the portal’s policies, the studio’s only outside production', () => {
    const headers = (mode: string) =>
      renderNginx({ ...settings(modulesFolder()), mode }, STAND_INS)['security-headers.conf'] ?? ''
    expect(headers('production')).toMatch(
      /require-trusted-types-for 'script'; trusted-types portal-guidance-html portal-script-urls portal-entry-scripts[;"]/,
    )
    expect(headers('test')).toMatch(
      /require-trusted-types-for 'script'; trusted-types portal-guidance-html portal-script-urls portal-entry-scripts portal-flow-studio-worker[;"]/,
    )
  })

  it('allows the default policy where its configuration has analytics, and only there', () => {
    const headers = (config: typeof STAND_INS) =>
      renderNginx({ ...settings(modulesFolder()), mode: 'production' }, config)['security-headers.conf'] ?? ''
    const analytics = readConfig({
      PORTAL_ANALYTICS_ID_CA: 'G-1',
      PORTAL_ANALYTICS_SCRIPT_HOST: 'https://www.googletagmanager.com',
    })
    expect(headers(analytics)).toMatch(
      /; trusted-types portal-guidance-html portal-script-urls portal-entry-scripts default[;"]/,
    )
    expect(headers(STAND_INS)).not.toMatch(/trusted-types[^;"]* default[;" ]/)
  })

  it('sends HSTS on every response in production (two years, subdomains), preload only when asked, none when off', () => {
    const headers = (mode: string, hsts: string) =>
      renderNginx({ ...settings(modulesFolder()), mode, hsts }, STAND_INS)['security-headers.conf'] ?? ''
    const line = (value: string) => `add_header Strict-Transport-Security "${value}" always;`
    expect(headers('production', '')).toContain(line('max-age=63072000; includeSubDomains'))
    expect(headers('production', 'preload')).toContain(line('max-age=63072000; includeSubDomains; preload'))
    expect(headers('production', 'off')).not.toContain('Strict-Transport-Security')
    // The plain-http test and demo servers send none unless asked.
    expect(headers('test', '')).not.toContain('Strict-Transport-Security')
    expect(headers('demo', '')).not.toContain('Strict-Transport-Security')
    expect(headers('test', 'on')).toContain(line('max-age=63072000; includeSubDomains'))
    expect(
      settingsProblems({ mode: 'production', hsts: 'yes', analyticsCollectOrigins: '', trustedProxies: '' }),
    ).toEqual(['PORTAL_HSTS must be on, preload or off, not "yes"'])
    expect(
      settingsProblems({
        mode: 'production',
        hsts: 'preload',
        analyticsCollectOrigins: '',
        trustedProxies: '',
      }),
    ).toEqual([])
  })

  it('gives every page its own browsing context group and turns off the devices a sign-in page never uses', () => {
    const rendered = renderNginx(settings(modulesFolder()), STAND_INS)
    const documents = rendered['html-headers.conf'] ?? ''
    expect(documents).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;')
    const permissions = /add_header Permissions-Policy "([^"]*)" always;/.exec(documents)?.[1] ?? ''
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
      expect(permissions.split(', ')).toContain(`${feature}=()`)
    // Every place that serves a page takes the documents' headers.
    const config = rendered['nginx.conf'] ?? ''
    for (const location of ['location / {', 'location = /index.html {', 'location /prerendered/ {']) {
      const block = config.slice(config.indexOf(location), config.indexOf('}', config.indexOf(location)))
      expect(block, location).toContain('include /srv/portal/html-headers.conf;')
    }
  })

  it('loads both brotli modules and sends the precompressed files, brotli first', () => {
    const modules = modulesFolder()
    const config = renderNginx(settings(modules), STAND_INS)['nginx.conf'] ?? ''
    for (const module of BROTLI_MODULES) expect(config).toContain(`load_module ${modules}/${module};`)
    expect(config).toMatch(/brotli_static on;\s+gzip_static on;/)
  })

  it('refuses to render without them, naming the packages to install', () => {
    const modules = buildWith({ [BROTLI_MODULES[0] ?? '']: '' })
    expect(() => renderNginx(settings(modules), STAND_INS)).toThrow(
      /brotli modules are missing .*ngx_http_brotli_static_module\.so.*libnginx-mod-http-brotli-static/,
    )
  })

  it('redirects the well-known address for changing a password to /forgot (302, a path), with the headers', () => {
    const config = renderNginx(settings(modulesFolder()), STAND_INS)['nginx.conf'] ?? ''
    const location = /location = \/\.well-known\/change-password \{([^}]*)\}/.exec(config)?.[1] ?? ''
    expect(location).toContain('return 302 /forgot;')
    expect(location).toContain('absolute_redirect off;')
    expect(location).toContain('include /srv/portal/security-headers.conf;')
    // Before `location /`, whose try_files would otherwise answer it with the app's page.
    expect(config.indexOf('location = /.well-known/change-password')).toBeLessThan(
      config.indexOf('location / {'),
    )
  })
})

/**
 * nginx's `map` as the rendered configuration writes it: exact keys first, then `~` regular expressions in
 * order (nginx's PCRE reads these ones as JavaScript does), else the default.
 */
function readMaps(config: string): Map<string, { source: string; lookup: (key: string) => string }> {
  const unquote = (text: string) =>
    text.startsWith('"') ? text.slice(1, -1).replace(/\\(["\\])/g, '$1') : text
  const maps = new Map<string, { source: string; lookup: (key: string) => string }>()
  for (const [, source = '', name = '', body = ''] of config.matchAll(
    /map (\S+|"[^"]+") \$(\w+) \{([^}]*)\}/g,
  )) {
    const entries = body
      .split('\n')
      .map((line) => /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+(\S+);\s*$/.exec(line))
      .filter((entry): entry is RegExpExecArray => entry !== null)
      .map(([, key = '', value = '']) => ({ key: unquote(key), value }))
    const fallback = entries.find((entry) => entry.key === 'default')?.value ?? ''
    maps.set(name, {
      source: unquote(source),
      lookup(key) {
        const exact = entries.find((entry) => entry.key === key && !entry.key.startsWith('~'))
        const regex = entries.find(
          (entry) => entry.key.startsWith('~') && new RegExp(entry.key.slice(1)).test(key),
        )
        return (exact ?? regex)?.value ?? fallback
      },
    })
  }
  return maps
}

describe('the prerendered file nginx picks', () => {
  const hosts = { CA: 'login.example.test', UK: 'uk.example.test', UK_PARTNER: 'partner.example.test:8443' }
  const maps = readMaps(prerenderMaps(hosts))

  /** The file try_files tries first for a request, as the maps name it; null for a name no build writes. */
  function nginxFile(host: string, requestUri: string): string | null {
    const lang = /[?&]lang=([^&]*)/.exec(requestUri)?.[1] ?? ''
    const variables: Record<string, string> = { host, request_uri: requestUri, arg_lang: lang }
    const value = (name: string): string => {
      const map = maps.get(name)
      if (map === undefined) return variables[name] ?? ''
      return map.lookup(map.source.replace(/\$(\w+)/g, (_, variable: string) => value(variable)))
    }
    const file = `${value('portal_prerendered')}${value('portal_page')}.html`
    return file.includes('/-') ? null : file.slice(1)
  }

  it.each([
    ['login.example.test', '/'],
    ['login.example.test', '/?lang=fr'],
    ['login.example.test', '/forgot?lang=en'],
    ['uk.example.test', '/forgot/florida?lang=fr'],
    ['partner.example.test', '/'],
    ['login.example.test', '/reset/tok-1/ActivateParent'],
    ['login.example.test', '/reset/tok-1/ResetPassword?lang=fr'],
    ['login.example.test', '/reset/tok-1/HigherEdActivation?email=a%40b.c&schoolName=S'],
    ['login.example.test', '/reset/tok-1/Activate%41ccount'],
    ['login.example.test', '/verify/tok-1/PersonalEmail/3/fr-CA'],
    ['login.example.test', '/verify/tok-1/PersonalEmail/1/fr_CA'],
    ['login.example.test', '/verify/tok-1/PersonalEmail/3/fr-CA?lang=en'],
    ['uk.example.test', '/confirmusernamechange/tok-1/UserNameChange/3/fr-CA'],
    ['login.example.test', '/switchaccount?k=key-1'],
    ['login.example.test', '/portfoliolinking/key-1/Educator'],
    ['login.example.test', '/portfoliolinking/key-1'],
    ['login.example.test', '/registration/key-1?lang=fr'],
    ['login.example.test', '/massprint/tok-1/MassPrint/42'],
    ['login.example.test', '/mustreset'],
    ['login.example.test', '/forgot/'],
  ])('%s%s: the file prerenderedFileFor names', (host, requestUri) => {
    const url = new URL(requestUri, `http://${host}`)
    const site = host === 'uk.example.test' ? 'UK' : host.startsWith('partner.') ? 'UK_PARTNER' : 'CA'
    expect(nginxFile(host, requestUri)).toBe(prerenderedFileFor(url.pathname, url.search, site))
  })
})

describe('where nginx sends violation reports', () => {
  const config = (telemetryUrl: string) => readConfig({ PORTAL_TELEMETRY_URL: telemetryUrl })

  it('follows the build’s telemetry collector unless PORTAL_CSP_REPORT_URI says otherwise', () => {
    expect(cspReportUri('', config('https://collector.example/portal'))).toBe(
      'https://collector.example/portal',
    )
    expect(cspReportUri('https://csp.example/r', config('https://collector.example/portal'))).toBe(
      'https://csp.example/r',
    )
    expect(cspReportUri('none', config('https://collector.example/portal'))).toBe('')
    expect(cspReportUri('', config(''))).toBe('')
  })

  it('names the collector in the policy, and in Reporting-Endpoints over https only; neither without one', () => {
    const root = buildWith({ 'index.html': `${PAGE_CONFIG_SLOT}<script>a()</script>` })
    const render = (reportUri: string, xsrfSecure = true) =>
      renderNginx(
        {
          ...settingsFromEnvironment(),
          root,
          mode: 'test',
          reportUri,
          xsrfSecure,
          nginxModules: modulesFolder(),
        },
        STAND_INS,
      )['security-headers.conf'] ?? ''
    const reporting = render('/demo/telemetry')
    expect(reporting).toContain('report-uri /demo/telemetry; report-to csp"')
    expect(reporting).toContain('add_header Reporting-Endpoints "csp=\\"/demo/telemetry\\"" always;')
    // Plain http (a test): Chromium would take report-to, deliver nothing, and skip report-uri.
    const plain = render('/demo/telemetry', false)
    expect(plain).toContain('report-uri /demo/telemetry"')
    expect(plain).not.toMatch(/report-to|Reporting-Endpoints/)
    expect(render('none')).not.toMatch(/report-uri|report-to|Reporting-Endpoints/)
  })

  it.each([
    ['https://collector.example/r', false, true],
    ['http://collector.example/r', true, false],
    ['/csp', true, true],
    ['/csp', false, false],
    ['//collector.example/r', true, false],
  ])('counts %s (https site: %s) as reachable by the Reporting API: %s', (uri, xsrfSecure, expected) => {
    expect(reportsOverHttps(uri, { xsrfSecure })).toBe(expected)
  })
})

describe('a page as it is served', () => {
  const footer = (host: string) =>
    `<footer><a href="${host}/en/help">Help</a><a href="${host}/en/terms">Terms</a></footer>`
  const built = `<head>${PAGE_CONFIG_SLOT}</head><body>${footer(PRODUCT_HOST_PLACEHOLDER)}</body>`

  it('holds the configuration the server read, which the page reads back as it was', () => {
    const config = readConfig({
      PORTAL_PRODUCT_HOST: 'https://www.product.example',
      PORTAL_CDN_HOST: '/demo/cdn',
    })
    const page = new JSDOM(configuredPage(built, config)).window.document
    expect(readPageConfig(page)).toEqual({ ok: true, config })
  })

  it('links the footer to the configured product host in place of the placeholder', () => {
    const config = readConfig({ PORTAL_PRODUCT_HOST: 'https://www.product.example/' })
    const served = configuredPage(built, config)
    expect(served).toContain(footer('https://www.product.example'))
    expect(served).not.toContain(PRODUCT_HOST_PLACEHOLDER)
  })

  it("links the footer to the demo's stand-in where that is the configuration (npm start, the tests)", () => {
    expect(configuredPage(built, STAND_INS)).toContain(footer('/demo/product'))
  })

  it('replaces the placeholder only where the prerender writes it, as the start of a link', () => {
    const elsewhere = `<head>${PAGE_CONFIG_SLOT}</head><body><p>${PRODUCT_HOST_PLACEHOLDER}/en/help</p><a href="/demo/product/en/help">x</a></body>`
    const served = configuredPage(
      elsewhere,
      readConfig({ PORTAL_PRODUCT_HOST: 'https://www.product.example' }),
    )
    expect(served).toContain(`<p>${PRODUCT_HOST_PLACEHOLDER}/en/help</p>`)
    expect(served).toContain('<a href="/demo/product/en/help">')
  })

  it('escapes a configured host that holds characters special in HTML', () => {
    const served = configuredPage(
      built,
      readConfig({ PORTAL_PRODUCT_HOST: 'https://www.product.example/a&b' }),
    )
    expect(served).toContain('href="https://www.product.example/a&amp;b/en/help"')
    expect(pageConfigElement(STAND_INS)).not.toMatch(/<\/script>.*<\/script>/)
  })

  it('refuses a page without the slot, which no server could configure', () => {
    expect(() => configuredPage('<head></head>', STAND_INS)).toThrow(PAGE_CONFIG_SLOT)
  })
})

describe("the server's own settings and the portal's configuration", () => {
  /** Every PORTAL_ name the production server reads for itself: its settings and what serve.sh reads. */
  const serverSettings = () => {
    const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8')
    return new Set([
      ...[...read('deploy/render-nginx.ts').matchAll(/setting\('(PORTAL_[A-Z_]+)'/g)].map(
        (match) => match[1],
      ),
      ...[...read('deploy/serve.sh').matchAll(/\$\{?(PORTAL_[A-Z_]+)/g)].map((match) => match[1]),
    ])
  }

  it('have no name in common', () => {
    const settings = serverSettings()
    expect(settings).toContain('PORTAL_PREFIX')
    expect(settings).toContain('PORTAL_DEMO_API_PORT')
    expect(Object.values(CONFIG_VARIABLES).filter((name) => settings.has(name))).toEqual([])
  })
})

describe("the user nginx's workers run as", () => {
  const template = readFileSync(resolve(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8')

  it('is the user nginx was built with when it starts as root and the configuration names none', () => {
    expect(workerUser(template, true, 'nobody')).toBe('nobody')
    expect(workerUser('# user www-data;\nworker_processes auto;', true, 'www-data')).toBe('www-data')
  })

  it('is the one the configuration names, when it names one', () => {
    expect(workerUser('user www-data;\nworker_processes auto;', true, 'nobody')).toBe('www-data')
    expect(workerUser('  user  portal  portal;', true, 'nobody')).toBe('portal')
  })

  it('is whoever starts nginx when that is not root (nginx ignores `user` then): nothing to check', () => {
    expect(workerUser(template, false, 'nobody')).toBeNull()
    expect(workerUser('user www-data;', false, 'nobody')).toBeNull()
  })

  it('is root itself, which reads everything, when the configuration says so', () => {
    expect(workerUser('user root;', true, 'nobody')).toBeNull()
  })
})

describe("a folder nginx's workers cannot read", () => {
  /** A folder as `mktemp -d` makes it (mode 700, root's), with a page in `pages/`. */
  const privateFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-prefix-'))
    folders.push(folder)
    mkdirSync(join(folder, 'pages'))
    writeFileSync(join(folder, 'pages/index.html'), 'page')
    return folder
  }
  const asRoot = process.getuid?.() === 0

  it('is named with the change that lets them in', () => {
    const settings = { prefix: '/tmp/x', root: '/srv/dist' }
    expect(
      unreadableProblem({ folder: '/tmp/x/pages', path: '/tmp/x', kind: 'folder' }, 'www-data', settings),
    ).toBe(
      "PORTAL_PREFIX /tmp/x is not readable by nginx's workers (user www-data): chmod o+rx /tmp/x, or choose another folder",
    )
    expect(
      unreadableProblem(
        { folder: '/srv/dist', path: '/srv/dist/index.html', kind: 'file' },
        'nobody',
        settings,
      ),
    ).toBe(
      "PORTAL_ROOT /srv/dist is not readable by nginx's workers (user nobody): chmod o+r /srv/dist/index.html, or choose another folder",
    )
  })

  // Only root can become another user, as only nginx started as root changes user.
  it.runIf(asRoot)('is found on the way to it (mode 700), and inside it (a file of mode 600)', () => {
    const folder = privateFolder()
    expect(unreadableBy('nobody', [join(folder, 'pages')])).toEqual({
      folder: join(folder, 'pages'),
      path: folder,
      kind: 'folder',
    })
    chmodSync(folder, 0o755)
    chmodSync(join(folder, 'pages/index.html'), 0o600)
    expect(unreadableBy('nobody', [join(folder, 'pages')])).toEqual({
      folder: join(folder, 'pages'),
      path: join(folder, 'pages/index.html'),
      kind: 'file',
    })
    chmodSync(join(folder, 'pages/index.html'), 0o644)
    expect(unreadableBy('nobody', [join(folder, 'pages')])).toBeNull()
  })

  it.runIf(asRoot)('stops deploy/render-nginx.ts, with one line naming the prefix and the fix', () => {
    const prefix = privateFolder()
    const root = buildWith({ 'index.html': `${PAGE_CONFIG_SLOT}<script>a()</script>` })
    chmodSync(root, 0o755)
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/render-nginx.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORTAL_MODE: 'test',
        PORTAL_PREFIX: prefix,
        PORTAL_ROOT: root,
        PORTAL_NGINX_MODULES: modulesFolder(),
        PORTAL_NGINX_USER: 'nobody',
      },
      encoding: 'utf8',
    })
    expect(started.stderr.trim()).toBe(
      `Refusing to serve: PORTAL_PREFIX ${prefix} is not readable by nginx's workers (user nobody): chmod o+rx ${prefix}, or choose another folder`,
    )
    expect(started.status).toBe(1)
  })
})
