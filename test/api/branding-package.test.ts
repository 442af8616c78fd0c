import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { brandingPackageUrl, lookUpBrandingPackage } from '../../src/api/branding-package'
import { institutionIdFrom } from '../../src/urls/address'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
// Answers the demo never gives: a JSON string, a name padded with spaces, a JSON object, a 404.
const demo = withDemoServer({
  handler: (request) => {
    const id = new URL(request.url).pathname.split('/').at(-1)
    if (id === 'as-json') return Promise.resolve(Response.json('new-hampshire'))
    if (id === 'padded') return Promise.resolve(new Response('  Florida\n'))
    if (id === 'an-object') return Promise.resolve(Response.json({ package: 'florida' }))
    if (id === 'not-found') return Promise.resolve(new Response('', { status: 404 }))
    return api(request)
  },
})

describe('GET {api server}/branding/branding-package/{institutionId}', () => {
  beforeEach(() => demo.visitPage())

  it('answers the package an institution has, as a GET to the API server without a body', async () => {
    await expect(lookUpBrandingPackage('demo-florida', '')).resolves.toBe('florida')
    await expect(lookUpBrandingPackage('demo-new-hampshire', '')).resolves.toBe('new-hampshire')
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('GET')
    expect(sent?.url.pathname).toBe('/branding/branding-package/demo-new-hampshire')
    expect(sent?.body).toBeUndefined()
  })

  it('reads no package from none, from a package the portal does not know, or from an unknown institution', async () => {
    await expect(lookUpBrandingPackage('demo-none', '')).resolves.toBeNull()
    await expect(lookUpBrandingPackage('demo-unknown-package', '')).resolves.toBeNull()
    await expect(lookUpBrandingPackage('no-such-institution', '')).resolves.toBeNull()
  })

  it('reads a name sent as a JSON string or with spaces and capitals around it', async () => {
    await expect(lookUpBrandingPackage('as-json', '')).resolves.toBe('new-hampshire')
    await expect(lookUpBrandingPackage('padded', '')).resolves.toBe('florida')
  })

  it('fails on an answer that is not text, a status other than 200, a server fault and no network', async () => {
    const notText = lookUpBrandingPackage('an-object', '')
    await expect(notText).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(notText).rejects.toMatchObject({ status: 200, detail: 'GET branding-package: not text' })
    const notFound = lookUpBrandingPackage('not-found', '')
    await expect(notFound).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(notFound).rejects.toMatchObject({
      status: 404,
      detail: 'GET branding-package: status not expected',
    })
    await expect(lookUpBrandingPackage('demo-server', '')).rejects.toBeInstanceOf(UnexpectedResponseError)
    demo.goOffline()
    await expect(lookUpBrandingPackage('demo-florida', '')).rejects.toThrow()
  })

  it('waits for a slow server', async () => {
    await expect(lookUpBrandingPackage('demo-slow', '')).resolves.toBe('florida')
    expect(delay).toHaveBeenCalledWith(SLOW_MS)
  })

  it('never sends an id that could change the path', async () => {
    await expect(lookUpBrandingPackage('../../api/auth/login', '')).rejects.toThrow('Not an institution id')
    expect(demo.requests).toHaveLength(0)
  })
})

describe('the institution a page is opened for', () => {
  it('is the institutionId query parameter when it is a plain id', () => {
    expect(institutionIdFrom('?institutionId=demo-florida&lang=fr')).toBe('demo-florida')
    expect(institutionIdFrom('?institutionId=12345')).toBe('12345')
  })

  it('is none without the parameter, or when it is empty, too long or not a plain id', () => {
    expect(institutionIdFrom('')).toBeNull()
    expect(institutionIdFrom('?institutionId=')).toBeNull()
    expect(institutionIdFrom(`?institutionId=${'1'.repeat(65)}`)).toBeNull()
    expect(institutionIdFrom('?institutionId=..%2Fapi')).toBeNull()
    expect(institutionIdFrom('?institutionId=a%20b')).toBeNull()
  })

  it('is looked up on the configured API server', () => {
    expect(brandingPackageUrl('42', 'https://api.example.test/')).toBe(
      'https://api.example.test/branding/branding-package/42',
    )
    expect(brandingPackageUrl('42', '')).toBe('/branding/branding-package/42')
  })
})
