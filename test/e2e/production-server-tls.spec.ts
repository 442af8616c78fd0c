/**
 * The production server as it is deployed (docs/operations.md, "Behind the edge"): deploy/serve.sh's nginx behind
 * an edge that terminates TLS with a certificate from a CA made for the test (./tls-edge.ts). Everything is read
 * through https://, as a person's browser and the API see it: the headers of every kind of response, the Secure
 * cookie, the redirect from http, what reaches the API (and what a client that is not the edge cannot make it
 * believe), /robots.txt, and the noindex of every page a link opens (docs/decisions/033).
 */
import { CHROMIUM_ARGS, CHROMIUM_SHELL_PATH } from '../journeys/engines/engine'
import { ROBOTS_META, ROBOTS_TAG, isLinkRoute, robotsTxt } from '../../deploy/robots'
import { PLACEHOLDER_MARK, PRERENDERED_LANGUAGES, PRERENDERED_PAGES } from '../../src/prerender/pages'
import { ROUTES } from '../../src/urls/routes'
import { DEMO_PASSWORD, expect, expectSignedInAs, servedPage, signIn, test as base } from './support'
import { EDGE_ADDRESS, PORTS, send, startEdge, type Answer, type Edge } from './tls-edge'

/** A person's own address, another loopback one than the edge's or nginx's default peer (127.0.0.1). */
const PERSON_ADDRESS = '127.0.0.6'
const origin = `https://localhost:${PORTS.https}`
const behindTheEdge = `http://127.0.0.1:${PORTS.portal}`
const HSTS = 'max-age=63072000; includeSubDomains'

const test = base.extend<object, { edge: Edge }>({
  // Once per worker: the CA, the edge and the servers behind it. Chromium is started knowing the edge's key.
  edge: [
    // Playwright reads what a fixture needs from this pattern, and this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const edge = await startEdge()
      await provide(edge)
      await edge.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  launchOptions: [
    async ({ edge }, provide) =>
      provide({
        executablePath: CHROMIUM_SHELL_PATH,
        // The edge's certificate, by its key, as a browser that trusts the test's CA would take it.
        args: ['--headless', ...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${edge.spki}`],
      }),
    { scope: 'worker' },
  ],
})

/** A request through the edge, its certificate checked against the test's CA. */
const get = (edge: Edge, path: string, options: Parameters<typeof send>[1] = {}): Promise<Answer> =>
  send(`${origin}${path}`, { ca: edge.ca, ...options })

/** A prerendered page's address as a person follows it: made-up tokens and keys where the build put placeholders. */
const visited = (path: string, search: string) => `${path}${search}`.replaceAll(PLACEHOLDER_MARK, 'some-')

/** What each kind of response is sent with; `null`: not sent. */
interface Expected {
  status: number
  cacheControl: string | null
  referrerPolicy: string
  resourcePolicy: string | null
  robotsTag: string | null
  /** A page's own: its browsing context group, its permissions, the XSRF cookie. */
  document: boolean
}

test('redirects plain http to the same address over https, before anything of the portal', async ({
  edge,
}) => {
  const answer = await send(`http://localhost:${PORTS.http}/forgot?lang=fr`)
  expect(answer.status).toBe(301)
  expect(answer.headers.location).toBe(`${origin}/forgot?lang=fr`)
  expect(answer.headers['content-security-policy']).toBeUndefined()
  expect(answer.headers['set-cookie']).toBeUndefined()
  // The first https answer is the portal's, with HSTS: from then on the browser asks over https only.
  expect((await get(edge, '/forgot?lang=fr')).headers['strict-transport-security']).toBe(HSTS)
})

test('sends every header on every kind of response through TLS', async ({ edge }) => {
  const home = await get(edge, '/')
  const entry = servedPage(home.body)?.entry.find((source) => /\/assets\/portal-[\w-]+\.js$/.test(source))
  expect(entry).toBeDefined()
  const page = { status: 200, cacheControl: 'no-store', resourcePolicy: 'same-origin', document: true }
  const file = { status: 200, cacheControl: 'no-cache', resourcePolicy: 'same-origin', document: false }
  const plain = 'strict-origin-when-cross-origin'
  const kinds: Record<string, [string, Expected] | [string, Expected, { method: string; body: string }]> = {
    'the front door': ['/', { ...page, referrerPolicy: plain, robotsTag: null }],
    'a static page': ['/privacy?lang=fr', { ...page, referrerPolicy: plain, robotsTag: null }],
    'a link page': [
      '/reset/some-token/ResetPassword',
      { ...page, referrerPolicy: 'no-referrer', robotsTag: ROBOTS_TAG },
    ],
    'the workspace chooser': [
      '/switchaccount?k=some-key',
      { ...page, referrerPolicy: plain, robotsTag: ROBOTS_TAG },
    ],
    'the shell': ['/mustreset', { ...page, referrerPolicy: plain, robotsTag: null }],
    script: [
      entry ?? '/assets/missing.js',
      {
        ...file,
        cacheControl: 'public, max-age=31536000, immutable',
        referrerPolicy: plain,
        robotsTag: null,
      },
    ],
    catalog: ['/assets/i18n/fr-CA.json', { ...file, referrerPolicy: plain, robotsTag: null }],
    image: ['/favicon.svg', { ...file, referrerPolicy: plain, robotsTag: null }],
    // Another site's page may load a branding package (from a CDN that fetched it here): no resource policy.
    'a branding package': [
      '/branding-assets/florida/branding.json',
      { ...file, resourcePolicy: null, referrerPolicy: plain, robotsTag: null },
    ],
    'robots.txt': ['/robots.txt', { ...file, referrerPolicy: plain, robotsTag: null }],
    'API answer': [
      '/api/auth/login',
      // Its Cache-Control is the API's own.
      { ...file, status: 403, cacheControl: 'no-store', referrerPolicy: plain, robotsTag: null },
      { method: 'POST', body: '{}' },
    ],
    // Nothing may keep a missing file, least of all for a year: it may be there after the next deployment.
    'missing asset': [
      '/assets/missing-0123abcd.js',
      { ...file, status: 404, cacheControl: null, referrerPolicy: plain, robotsTag: null },
    ],
    'unknown file': [
      '/sitemap.xml',
      { ...file, status: 404, cacheControl: null, referrerPolicy: plain, robotsTag: null },
    ],
    'server redirect': [
      '/.well-known/change-password',
      { ...file, status: 302, cacheControl: null, referrerPolicy: plain, robotsTag: null },
    ],
  }
  for (const [kind, [path, expected, post]] of Object.entries(kinds)) {
    const answer = await get(
      edge,
      path,
      post === undefined ? {} : { ...post, headers: { 'Content-Type': 'application/json' } },
    )
    const headers = answer.headers
    expect.soft(answer.status, kind).toBe(expected.status)
    expect.soft(headers['strict-transport-security'], kind).toBe(HSTS)
    expect.soft(headers['x-content-type-options'], kind).toBe('nosniff')
    expect.soft(headers['content-security-policy'], kind).toMatch(/^default-src 'self'; /)
    expect.soft(headers['content-security-policy'], kind).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect.soft(headers['content-security-policy'], kind).toContain("frame-ancestors 'none'")
    expect.soft(headers['referrer-policy'], kind).toBe(expected.referrerPolicy)
    expect.soft(headers['cross-origin-resource-policy'] ?? null, kind).toBe(expected.resourcePolicy)
    expect.soft(headers['x-robots-tag'] ?? null, kind).toBe(expected.robotsTag)
    expect.soft(headers['cache-control'] ?? null, kind).toBe(expected.cacheControl)
    expect
      .soft(headers['cross-origin-opener-policy'] ?? null, kind)
      .toBe(expected.document ? 'same-origin' : null)
    expect
      .soft(headers['permissions-policy'] ?? null, kind)
      .toEqual(expected.document ? expect.stringMatching(/(^|, )camera=\(\)(, |$)/) : null)
    // The XSRF cookie nginx mints for a page is Secure: the browser sends it back over https only. (An API
    // answer's cookies are the API's.)
    if (kind !== 'API answer')
      expect
        .soft(headers['set-cookie'] ?? null, kind)
        .toEqual(
          expected.document
            ? [expect.stringMatching(/^XSRF-TOKEN=\w{32}; Path=\/; SameSite=Lax; Secure$/)]
            : null,
        )
  }
  // The portal's own redirect stays a path: nginx behind the edge knows neither the scheme nor the port.
  expect((await get(edge, '/.well-known/change-password')).headers.location).toBe('/forgot')
})

test('tells the API how the person came, and lets no one but the edge say otherwise', async ({ edge }) => {
  const spoofed = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': '203.0.113.9',
    'X-Forwarded-Proto': 'http',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Port': '1',
    'X-Real-IP': '203.0.113.9',
    Forwarded: 'for=203.0.113.9;proto=http;host=evil.example',
  }
  const login = { method: 'POST', body: '{}', headers: spoofed }
  const received = async (answer: Promise<Answer>) => {
    const before = edge.received.length
    await answer
    const got = edge.received.slice(before).find((request) => request.url === '/api/auth/login')
    expect(got).toBeDefined()
    return got?.headers ?? {}
  }
  const told = (headers: Record<string, unknown>) => ({
    for: headers['x-forwarded-for'],
    realIp: headers['x-real-ip'],
    proto: headers['x-forwarded-proto'],
    host: headers['x-forwarded-host'],
    port: headers['x-forwarded-port'],
    forwarded: headers.forwarded,
  })

  // A person, through the edge over https, whatever they put in the headers themselves.
  const throughTheEdge = await received(get(edge, '/api/auth/login', { ...login, from: PERSON_ADDRESS }))
  expect(told(throughTheEdge)).toEqual({
    for: PERSON_ADDRESS,
    realIp: PERSON_ADDRESS,
    proto: 'https',
    host: `localhost:${PORTS.https}`,
    port: undefined,
    forwarded: undefined,
  })

  // A client that reaches nginx another way: its headers are replaced by what nginx sees.
  const around = await received(send(`${behindTheEdge}/api/auth/login`, { ...login, from: PERSON_ADDRESS }))
  expect(told(around)).toEqual({
    for: PERSON_ADDRESS,
    realIp: PERSON_ADDRESS,
    proto: 'http',
    host: `127.0.0.1:${PORTS.portal}`,
    port: undefined,
    forwarded: undefined,
  })

  // The same request from the edge's address is believed: it is the peer, not the headers, that is trusted.
  const fromTheEdge = await received(
    send(`${behindTheEdge}/api/auth/login`, {
      ...login,
      from: EDGE_ADDRESS,
      headers: { ...spoofed, 'X-Forwarded-Proto': 'https' },
    }),
  )
  expect(told(fromTheEdge)).toMatchObject({ for: '203.0.113.9', proto: 'https', host: 'evil.example' })
})

test('signs a person in over https: a Secure cookie, sent back, and the API told https and their address', async ({
  edge,
  page,
  context,
}) => {
  await page.goto(`${origin}/`)
  expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe('https:')
  const cookie = (await context.cookies(origin)).find((each) => each.name === 'XSRF-TOKEN')
  expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax', httpOnly: false })
  const before = edge.received.length
  await signIn(page, 'sam.student', DEMO_PASSWORD)
  await expectSignedInAs(page, 'Sam Student')
  const login = edge.received.slice(before).find((request) => request.url === '/api/auth/login')
  expect(login?.headers).toMatchObject({
    'x-forwarded-proto': 'https',
    'x-forwarded-host': `localhost:${PORTS.https}`,
    // Chromium connects from localhost, 127.0.0.1; never the edge's own address.
    'x-forwarded-for': '127.0.0.1',
    'x-xsrf-token': cookie?.value,
  })
})

test('serves robots.txt, and says noindex on every page a link opens and on no other page', async ({
  edge,
}) => {
  const robots = await get(edge, '/robots.txt')
  expect(robots.status).toBe(200)
  expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(robots.body).toBe(robotsTxt())

  const links = PRERENDERED_PAGES.filter((page) => isLinkRoute(page.route))
  // Derived from the route list: every route whose address holds a token or a key, the chooser's ?k= included.
  expect(new Set(links.map((page) => page.route))).toEqual(
    new Set(Object.keys(ROUTES).filter((name) => isLinkRoute(name as keyof typeof ROUTES))),
  )
  expect(links.map((page) => page.route)).toContain('switchAccount')
  const noindex = (html: string) => html.slice(0, html.indexOf('</head>')).includes(ROBOTS_META)
  for (const language of PRERENDERED_LANGUAGES) {
    // The UK host's pages by its name, which the edge's certificate holds too.
    const options =
      language.host === 'UK'
        ? { servername: 'uk.localhost', headers: { Host: `uk.localhost:${PORTS.https}` } }
        : {}
    for (const page of PRERENDERED_PAGES) {
      const { path, search } = page.renderedAt(language)
      const address = visited(path, search)
      const answer = await get(edge, address, options)
      const link = isLinkRoute(page.route)
      expect.soft(answer.status, address).toBe(200)
      expect.soft(servedPage(answer.body)?.id, address).toBe(page.id)
      expect.soft(answer.headers['x-robots-tag'] ?? null, address).toBe(link ? ROBOTS_TAG : null)
      expect.soft(noindex(answer.body), address).toBe(link)
    }
  }
  // The front door, in each of its languages, may be indexed.
  for (const address of ['/', '/?lang=fr']) {
    const answer = await get(edge, address)
    expect(answer.headers['x-robots-tag']).toBeUndefined()
    expect(noindex(answer.body)).toBe(false)
  }
})
