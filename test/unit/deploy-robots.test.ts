// @vitest-environment node
/**
 * deploy/robots.ts and deploy/own-files.ts: which pages a link opens (from the route list), what nginx and
 * `vite preview` send for them and for the portal's own files, /robots.txt, and the noindex in the prerendered
 * HTML. test/e2e/production-server-tls.spec.ts reads the same through nginx behind a TLS edge.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PreviewServer } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_CONFIG_SLOT } from '../../deploy/page-config'
import { previewHeaders } from '../../deploy/preview-headers'
import { BROTLI_MODULES, renderNginx, type NginxSettings } from '../../deploy/render-nginx'
import {
  INDEXED_ROUTES,
  isLinkRequest,
  isLinkRoute,
  LINK_ROUTES,
  ROBOTS_META,
  ROBOTS_TAG,
  robotsTxt,
} from '../../deploy/robots'
import { namesAFileNoPageServes, resourcePolicyFor } from '../../deploy/own-files'
import { prerenderedDocument } from '../../scripts/prerender'
import { brandingCall } from '../../src/api/branding'
import { STAND_INS } from '../../src/config'
import { PRERENDERED_LANGUAGES, PRERENDERED_PAGES } from '../../src/prerender/pages'
import { ROUTE_NAMES, ROUTES } from '../../src/urls/routes'

const folders: string[] = []
const folderWith = (files: Record<string, string>) => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-robots-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true })
    writeFileSync(join(folder, name), text)
  }
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Every prerendered page's address in every language, as the build renders it (placeholders for tokens). */
const pageAddresses = PRERENDERED_LANGUAGES.flatMap((language) =>
  PRERENDERED_PAGES.map((page) => {
    const { path, search } = page.renderedAt(language)
    return { route: page.route, path, search }
  }),
)

describe('the pages a link opens', () => {
  it('are the routes whose address holds a token or a key: every holdsToken route, and the chooser’s ?k=', () => {
    const holdsToken = ROUTE_NAMES.filter((name) => ROUTES[name].holdsToken === true)
    expect(LINK_ROUTES).toEqual(expect.arrayContaining(holdsToken))
    // The workspace chooser's key is in its query; it is the only such route today.
    expect(LINK_ROUTES.filter((name) => !holdsToken.includes(name))).toEqual(['switchAccount'])
    for (const name of ['signIn', 'forgot', 'legal', 'privacy', 'cookies', 'mustReset'] as const)
      expect(isLinkRoute(name), name).toBe(false)
  })

  it('are told apart by the servers’ pattern exactly as the route list says, for every prerendered address', () => {
    for (const { route, path, search } of pageAddresses)
      expect(isLinkRequest(`${path}${search}`), `${path}${search}`).toBe(isLinkRoute(route))
  })

  it.each([
    ['/RESET/abc/ResetPassword', true],
    ['//account//key', true],
    ['/switchaccount', true],
    ['/switchaccount/?k=key', true],
    ['/SwitchAccount?k=key&lang=fr', true],
    ['/switchaccounts?k=key', false],
    ['/reset', false],
    ['/registrationconfirmation', false],
    ['/?k=key', false],
  ])('%s: a link page %s', (requestUri, expected) => {
    expect(isLinkRequest(requestUri)).toBe(expected)
  })
})

/**
 * Whether RFC 9309 lets a crawler fetch `address` under `robots` (its one group): the longest matching rule
 * wins, an Allow over a Disallow of the same length; `*` is any characters, a final `$` the end.
 */
function allowed(robots: string, address: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((rule): rule is RegExpExecArray => rule !== null)
    .map(([, kind = '', path = '']) => ({ allow: kind === 'Allow', path }))
  const matching = rules.filter(({ path }) => {
    const anchored = path.endsWith('$')
    const body = (anchored ? path.slice(0, -1) : path)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(address)
  })
  const longest = Math.max(-1, ...matching.map(({ path }) => path.length))
  const winners = matching.filter(({ path }) => path.length === longest)
  return winners.length === 0 || winners.some(({ allow }) => allow)
}

describe('/robots.txt', () => {
  const robots = robotsTxt()

  it('is one group for every crawler, its first line saying what may be indexed', () => {
    expect(robots.split('\n')[0]).toBe(
      '# The front door and the static pages may be indexed, nothing else (docs/decisions/033).',
    )
    expect(robots.match(/^User-agent:/gm)).toEqual(['User-agent:'])
    expect(robots).toMatch(/\nDisallow: \/\n$/)
  })

  it('lets a crawler fetch the indexed pages, in English and in French, and the files they are drawn with', () => {
    for (const name of INDEXED_ROUTES) {
      const path = ROUTES[name].pattern
      expect(allowed(robots, path), path).toBe(true)
      expect(allowed(robots, `${path}?lang=fr`), path).toBe(true)
      expect(allowed(robots, `${path}?institutionId=x`), path).toBe(false)
      expect(isLinkRoute(name), name).toBe(false)
    }
    expect(allowed(robots, '/assets/portal-0123abcd.js')).toBe(true)
  })

  it('lets a crawler fetch the link pages only to read their noindex, and nothing else', () => {
    for (const { route, path, search } of pageAddresses) {
      // An indexed page is indexed at its own address, with ?lang=fr or nothing: not with what it is sent (a return
      // address, an institution).
      const indexed = (INDEXED_ROUTES as readonly string[]).includes(route) && /^(\?lang=fr)?$/.test(search)
      const address = `${path}${search}`
      expect(allowed(robots, address), address).toBe(indexed || isLinkRoute(route))
    }
    for (const address of ['/api/auth/login', '/mustreset', '/demo/links', '/forgot', '/florida', '/x.txt'])
      expect(allowed(robots, address), address).toBe(false)
  })
})

describe('the portal’s own files', () => {
  it('may not be loaded by another site, but for the branding packages a CDN may serve', () => {
    expect(brandingCall.path.startsWith('/branding-assets/')).toBe(true)
    for (const path of [
      '/',
      '/reset/t/ResetPassword',
      '/assets/portal-0123abcd.js',
      '/favicon.svg',
      '/api/x',
    ])
      expect(resourcePolicyFor(path), path).toBe('same-origin')
    expect(resourcePolicyFor('/branding-assets/florida/branding.json')).toBeNull()
  })

  it.each([
    ['/robots.txt', true],
    ['/sitemap.xml', true],
    ['/.env', true],
    ['/assets/x%2Ejs', true],
    ['/forgot/florida.png', true],
    ['/forgot', false],
    ['/florida', false],
    // A token with a dot in it is still its link's page.
    ['/reset/a.b/ResetPassword', false],
    ['/portfoliolinking/a.b', false],
    ['/verify/t.1/PersonalEmail/1/en-CA', false],
  ])('%s names a file no page serves: %s', (path, expected) => {
    expect(namesAFileNoPageServes(path)).toBe(expected)
  })
})

const modules = () => folderWith(Object.fromEntries(BROTLI_MODULES.map((module) => [module, ''])))
const nginxSettings = (): NginxSettings => ({
  root: folderWith({ 'index.html': `${PAGE_CONFIG_SLOT}<script>a()</script>` }),
  prefix: '/srv/portal',
  listen: '8080',
  apiUpstream: '127.0.0.1:8081',
  mode: 'production',
  demo: false,
  xsrfSecure: true,
  reportUri: '',
  analyticsCollectOrigins: '',
  nginxModules: modules(),
  nginxUser: 'nobody',
  hsts: '',
  trustedProxies: '',
})

describe('nginx', () => {
  const rendered = renderNginx(nginxSettings(), STAND_INS)
  const config = rendered['nginx.conf'] ?? ''
  /** A map's `~`/`~*` keys and their values, in order, and its default. */
  const map = (name: string) => {
    const body = new RegExp(`map \\S+ \\$${name} \\{([\\s\\S]*?)\\n {2}\\}`).exec(config)?.[1] ?? ''
    const entries = [...body.matchAll(/^\s*"([^"]*)"\s+("[^"]*"|\S+);$/gm)].map(
      ([, key = '', value = '']) => ({
        pattern: new RegExp(key.replace(/^~\*?/, ''), key.startsWith('~*') ? 'i' : ''),
        value: value.replace(/^"|"$/g, ''),
      }),
    )
    const fallback = /default\s+("[^"]*"|\S+);/.exec(body)?.[1]?.replace(/^"|"$/g, '') ?? ''
    return (key: string) => entries.find((entry) => entry.pattern.test(key))?.value ?? fallback
  }

  it('sends X-Robots-Tag, and Cross-Origin-Resource-Policy, on every response that has a value for them', () => {
    const headers = rendered['security-headers.conf'] ?? ''
    expect(headers).toContain('add_header X-Robots-Tag $portal_robots_tag always;')
    expect(headers).toContain('add_header Cross-Origin-Resource-Policy $portal_resource_policy always;')
    // Every location that answers includes them (the demo's pages stand in for other sites).
    const includes = config.match(/include \/srv\/portal\/security-headers\.conf;/g) ?? []
    expect(includes.length).toBeGreaterThanOrEqual(config.match(/^\s+location /gm)?.length ?? 0)
  })

  it('names the link pages by the pattern the route list gives, and only them', () => {
    const robotsTag = map('portal_robots_tag')
    for (const { route, path, search } of pageAddresses)
      expect(robotsTag(`${path}${search}`), path).toBe(isLinkRoute(route) ? ROBOTS_TAG : '')
    expect(robotsTag('/RESET/t/ResetPassword')).toBe(ROBOTS_TAG)
  })

  it('sends the resource policy the portal’s own files get', () => {
    const policy = map('portal_resource_policy')
    for (const path of [
      '/',
      '/assets/a.js',
      '/favicon.svg',
      '/branding-assets/florida/branding.json',
      '/api/x',
    ])
      expect(policy(path) || null, path).toBe(resourcePolicyFor(path))
  })

  it('answers 404 for a file name no page serves, in the place that serves pages', () => {
    const unknown = map('portal_unknown_file')
    // The map's key is "$portal_page:$uri": `/-` when no prerendered page serves the path.
    expect(unknown('/-:/robots.txt')).toBe('1')
    expect(unknown('/-:/.env')).toBe('1')
    expect(unknown('/-:/forgot')).toBe('0')
    expect(unknown('/reset/_/_:/reset/a.b/ResetPassword')).toBe('0')
    const page = /location \/ \{([\s\S]*?)\n {4}\}/.exec(config)?.[1] ?? ''
    expect(page).toMatch(
      /if \(\$portal_unknown_file\) \{\s+include \/srv\/portal\/security-headers\.conf;\s+return 404;/,
    )
    expect(page.indexOf('if ($portal_unknown_file)')).toBeLessThan(page.indexOf('try_files'))
  })

  it('serves /robots.txt from the file it writes beside the pages', () => {
    expect(rendered['pages/robots.txt']).toBe(robotsTxt())
    expect(config).toMatch(/location = \/robots\.txt \{\s+root \/srv\/portal\/pages;/)
  })
})

describe('vite preview', () => {
  interface Answer {
    status: number
    headers: Record<string, string>
    body: string | undefined
    passedOn: boolean
  }

  /** The preview plugin's middleware, over a build in a temporary folder, asked for `url`. */
  function previewOf(files: Record<string, string>) {
    const root = folderWith({ 'index.html': `${PAGE_CONFIG_SLOT}<script>a()</script>`, ...files })
    let middleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined
    const server = {
      config: { root, build: { outDir: '.' }, mode: 'test' },
      middlewares: { use: (handler: typeof middleware) => (middleware = handler) },
    }
    const hook = previewHeaders(STAND_INS).configurePreviewServer
    // The hook is a plain function here; Vite's type also allows an object form this plugin does not use.
    ;(hook as (server: PreviewServer) => void)(server as unknown as PreviewServer)
    return (url: string): Answer => {
      const answer: Answer = { status: 200, headers: {}, body: undefined, passedOn: false }
      const res = {
        set statusCode(status: number) {
          answer.status = status
        },
        setHeader: (name: string, value: string) => (answer.headers[name.toLowerCase()] = value),
        end: (body?: string) => (answer.body = body),
      }
      middleware?.({ url, method: 'GET' } as IncomingMessage, res as unknown as ServerResponse, () => {
        answer.passedOn = true
      })
      return answer
    }
  }

  it('sends X-Robots-Tag on the link pages and on nothing else, as nginx does', () => {
    const get = previewOf({})
    for (const { route, path, search } of pageAddresses)
      expect(get(`${path}${search}`).headers['x-robots-tag'], path).toBe(
        isLinkRoute(route) ? ROBOTS_TAG : undefined,
      )
  })

  it('sends the resource policy of the portal’s own files, none for the branding packages', () => {
    const get = previewOf({ 'favicon.svg': '<svg/>' })
    expect(get('/').headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(get('/favicon.svg').headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(get('/branding-assets/florida/branding.json').headers).not.toHaveProperty(
      'cross-origin-resource-policy',
    )
    // The demo API's pages stand in for other sites: none of the portal's headers.
    expect(get('/demo/links').headers).toEqual({})
  })

  it('answers /robots.txt, and 404 for a file name that is neither a page nor a file', () => {
    const get = previewOf({ 'favicon.svg': '<svg/>' })
    const robots = get('/robots.txt')
    expect(robots).toMatchObject({ status: 200, body: robotsTxt(), passedOn: false })
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(get('/sitemap.xml')).toMatchObject({ status: 404, passedOn: false })
    expect(get('/../index.html')).toMatchObject({ status: 404, passedOn: false })
    expect(get('/favicon.svg')).toMatchObject({ status: 200, passedOn: true })
    expect(get('/reset/a.b/ResetPassword')).toMatchObject({ status: 200, passedOn: true })
    expect(get('/forgot')).toMatchObject({ status: 200, passedOn: true })
  })
})

describe('the prerendered HTML', () => {
  const shell = [
    '<html lang="en-CA"><head><!-- page-config --><title>Portal</title>',
    '<link rel="stylesheet" crossorigin href="/assets/s.css">',
    '<script type="module" crossorigin src="/assets/portal.js"></script></head>',
    '<body><div id="root">loading</div></body></html>',
  ].join('')
  const language = PRERENDERED_LANGUAGES[0]

  it('says noindex in the head of every page a link opens, and of no other', () => {
    for (const page of PRERENDERED_PAGES) {
      const html = prerenderedDocument(
        shell,
        {
          page,
          language,
          required: [],
          slots: false,
          body: '<h1>x</h1>',
          title: 'x',
          year: 2026,
        },
        () => 'p{}',
      )
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head.includes(ROBOTS_META), page.id).toBe(isLinkRoute(page.route))
    }
  })
})
