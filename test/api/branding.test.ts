import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadBranding } from '../../src/api/branding'
import { withDemoServer } from '../support/browser-fetch'

// The CDN is this origin in tests; serve the committed branding packages, plus one with a hostile link.
const demo = withDemoServer({
  handler: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/branding-assets/hostile/branding.json') {
      return Response.json({ logos: { header: [{ src: 'x.svg', alt: 'X', href: 'javascript:alert(1)' }] } })
    }
    if (pathname === '/branding-assets/broken/branding.json') {
      return new Response('{"logos": {"header": [', { headers: { 'Content-Type': 'application/json' } })
    }
    if (pathname === '/branding-assets/wrong-shape/branding.json') {
      return Response.json({ logos: { header: 'florida.svg' } })
    }
    try {
      return new Response(await readFile(resolve(import.meta.dirname, '../../public', `.${pathname}`)))
    } catch {
      return new Response('Not found', { status: 404 })
    }
  },
})

describe('GET {cdn}/branding-assets/{package}/branding.json', () => {
  it('loads the header and footer logos with urls inside the package folder', async () => {
    const logos = await loadBranding('florida', '')
    expect(logos.header).toEqual([
      {
        src: '/branding-assets/florida/header.svg',
        alt: 'Florida Department of Education',
        href: expect.any(String),
      },
    ])
    expect(logos.footer).toHaveLength(1)
    expect(demo.requests.at(-1)?.headers.get('x-xsrf-token')).toBeNull()
  })

  it('fails for a package that does not exist, so the page shows no logos', async () => {
    await expect(loadBranding('texas', '')).rejects.toThrow()
  })

  it('refuses a package whose logo link is not a web link', async () => {
    await expect(loadBranding('hostile', '')).rejects.toThrow()
  })

  it('fails on a body that is not JSON, or JSON of the wrong shape', async () => {
    await expect(loadBranding('broken', '')).rejects.toThrow()
    await expect(loadBranding('wrong-shape', '')).rejects.toThrow()
  })

  it('fails when the CDN cannot be reached', async () => {
    demo.goOffline()
    await expect(loadBranding('florida', '')).rejects.toThrow()
    demo.goOnline()
  })
})
