/**
 * A branding package's logos from the CDN (src/api/branding.ts) and the HTTP client's two transports (src/api/client.ts),
 * over real HTTP: where each logo's image and link point once read, which links a package may not carry, the CDN
 * configured with or without a trailing slash, and what each transport sends: the CDN's plain GET with none of
 * the API's headers and no second try, the API's calls with the XSRF token only where the rule says.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { loadBranding } from '../../src/api/branding'
import { withTimeLimit } from '../../src/api/time-limit'
import { http, plain } from '../../src/api/client'
import { readCookie } from '../../src/kept-in-browser'
import { withDemoServer } from '../support/browser-fetch'

const api = createDemoApi()
const logo = (src: string, href?: string | null) => ({
  src,
  alt: `Logo ${src}`,
  ...(href === undefined ? {} : { href }),
})

const PACKAGES: Readonly<Record<string, unknown>> = {
  mixed: {
    logos: {
      header: [
        logo('header.svg', 'https://www.example.org/state'),
        logo('https://cdn.example.org/shared/seal.svg', '/demo/product/en/help'),
        logo('//cdn.example.org/shared/flag.svg', 'http://www.example.org/'),
        logo('images/nested logo.svg', null),
      ],
      // A doubled slash inside a relative path does not make it absolute.
      footer: [logo('http://cdn.example.org/footer.svg'), logo('images//footer.svg')],
    },
  },
  'header-only': { logos: { header: [logo('header.svg')] } },
  none: { logos: {} },
  'protocol-relative-link': { logos: { header: [logo('x.svg', '//evil.example/')] } },
  'data-link': { logos: { footer: [logo('x.svg', 'data:text/html,hi')] } },
  'relative-link': { logos: { header: [logo('x.svg', 'help')] } },
  'spaced-link': { logos: { header: [logo('x.svg', ' https://www.example.org/')] } },
  'no-logos': {},
  'empty-src': { logos: { header: [logo('')] } },
}

const demo = withDemoServer({
  handler: async (request) => {
    const { pathname } = new URL(request.url)
    const name = /^\/branding-assets\/([^/]+)\/branding\.json$/.exec(pathname)?.[1]
    if (name !== undefined) {
      const found = PACKAGES[decodeURIComponent(name)]
      return found === undefined ? new Response('Not found', { status: 404 }) : Response.json(found)
    }
    if (pathname.startsWith('/api/test/')) return Response.json({ ok: true })
    return api(request)
  },
})

/** The CDN as configured: this origin, unless a test says otherwise. */
let cdn = ''

describe('a branding package’s logos', () => {
  afterEach(() => {
    cdn = ''
  })

  it('points each image inside the package’s folder, unless it is an absolute url, and keeps each link', async () => {
    const logos = await loadBranding('mixed', cdn)
    expect(logos).toEqual({
      header: [
        {
          src: '/branding-assets/mixed/header.svg',
          alt: 'Logo header.svg',
          href: 'https://www.example.org/state',
        },
        {
          src: 'https://cdn.example.org/shared/seal.svg',
          alt: 'Logo https://cdn.example.org/shared/seal.svg',
          href: '/demo/product/en/help',
        },
        {
          src: '//cdn.example.org/shared/flag.svg',
          alt: 'Logo //cdn.example.org/shared/flag.svg',
          href: 'http://www.example.org/',
        },
        {
          src: '/branding-assets/mixed/images/nested logo.svg',
          alt: 'Logo images/nested logo.svg',
          href: null,
        },
      ],
      footer: [
        {
          src: 'http://cdn.example.org/footer.svg',
          alt: 'Logo http://cdn.example.org/footer.svg',
          href: null,
        },
        { src: '/branding-assets/mixed/images//footer.svg', alt: 'Logo images//footer.svg', href: null },
      ],
    })
  })

  it('asks the CDN for the package’s file, with a plain GET: no Device header, no XSRF token', async () => {
    await loadBranding('mixed', cdn)
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('GET')
    expect(sent?.url.href).toBe(`${location.origin}/branding-assets/mixed/branding.json`)
    expect(sent?.headers.get('device')).toBeNull()
    expect(sent?.headers.get('x-xsrf-token')).toBeNull()
  })

  it('reads missing lists as no logos there', async () => {
    expect(await loadBranding('header-only', cdn)).toEqual({
      header: [{ src: '/branding-assets/header-only/header.svg', alt: 'Logo header.svg', href: null }],
      footer: [],
    })
    expect(await loadBranding('none', cdn)).toEqual({ header: [], footer: [] })
  })

  it('finds the package on a CDN configured with a trailing slash, and points its images there', async () => {
    cdn = `${location.origin}//`
    const logos = await loadBranding('header-only', cdn)
    expect(demo.requests.at(-1)?.url.href).toBe(
      `${location.origin}/branding-assets/header-only/branding.json`,
    )
    expect(logos.header[0]?.src).toBe(`${location.origin}/branding-assets/header-only/header.svg`)
  })

  it.each([
    ['a protocol-relative link', 'protocol-relative-link'],
    ['a data: link', 'data-link'],
    ['a link relative to the page', 'relative-link'],
    ['a link behind a space', 'spaced-link'],
    ['no logos object', 'no-logos'],
    ['an image without a source', 'empty-src'],
  ])('refuses a package with %s, so the page shows no logos', async (_label, name) => {
    await expect(loadBranding(name, cdn)).rejects.toThrow()
  })

  it('tries the CDN once: a call the network fails is not sent again', async () => {
    demo.goOffline({ requests: 1 })
    await expect(loadBranding('mixed', cdn)).rejects.toThrow()
    expect(demo.requests).toHaveLength(1)
  })

  it("gives up at its flow call's time limit (src/shell/branding-flow.ts)", async () => {
    await expect(withTimeLimit(1, undefined, (signal) => loadBranding('mixed', cdn, signal))).rejects.toThrow(
      /No answer within 1 ms/,
    )
  })
})

describe('the transports', () => {
  beforeEach(() => demo.visitPage())

  it('sends a call without a method as a GET, with the Device header and no XSRF token', async () => {
    await http('/api/test/read')
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('GET')
    expect(sent?.headers.get('device')).toBe('')
    expect(sent?.headers.get('x-xsrf-token')).toBeNull()
  })

  it('sends the XSRF token on a POST whose method is written in lower case', async () => {
    await http('/api/test/write', { method: 'post', body: {} })
    expect(demo.requests.at(-1)?.headers.get('x-xsrf-token')).toBe(readCookie(document.cookie, 'XSRF-TOKEN'))
  })

  it('never adds the XSRF token to a Request object, whose url it does not check', async () => {
    await http(new Request(`${location.origin}/api/test/write`, { method: 'POST', body: '{}' }))
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.headers.get('x-xsrf-token')).toBeNull()
  })

  it('keeps the headers a call brings beside the XSRF token', async () => {
    await http('/api/test/write', { method: 'POST', body: {}, headers: { 'X-Extra': 'kept' } })
    const sent = demo.requests.at(-1)
    expect(sent?.headers.get('x-extra')).toBe('kept')
    expect(sent?.headers.get('x-xsrf-token')).not.toBeNull()
  })

  it('sends a POST without the XSRF token when the page has no cookie yet', async () => {
    demo.forgetCookies()
    await http('/api/test/write', { method: 'POST', body: {} })
    expect(demo.requests.at(-1)?.headers.get('x-xsrf-token')).toBeNull()
  })

  it('tries a failed API call once', async () => {
    demo.goOffline({ requests: 1 })
    await expect(http('/api/test/read')).rejects.toThrow()
    expect(demo.requests).toHaveLength(1)
  })

  it('sends the plain transport’s POST to this origin without the API’s headers or the XSRF token', async () => {
    await plain('/api/test/write', { method: 'POST', body: {} })
    const sent = demo.requests.at(-1)
    expect(sent?.headers.get('device')).toBeNull()
    expect(sent?.headers.get('x-xsrf-token')).toBeNull()
  })
})
