// @vitest-environment node
/**
 * GET /demo/api: the API document, drawn by a renderer whose files the demo API serves from node_modules. The
 * page loads nothing from another host (its policy says so, and every file it names is served here), and the
 * document it draws is docs/openapi.json.
 */
import { describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { REFERENCE_CSP } from '../../demo-api/html'
import { readApiDocument } from '../support/openapi-answers'
import { get, post } from './requests'

const api = createDemoApi()

describe('the API reference at /demo/api', () => {
  it('is a page under its own policy: scripts, styles and fetches from this origin only', async () => {
    const response = await api(get('/demo/api'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe(REFERENCE_CSP)
    const sources = REFERENCE_CSP.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    expect(new Set(sources)).toEqual(new Set(["'none'", "'self'", "'unsafe-inline'", 'data:']))
    expect(REFERENCE_CSP).toMatch(/script-src 'self';/)
  })

  it('serves every file the page names, with its type', async () => {
    const page = await (await api(get('/demo/api'))).text()
    const named = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '')
    const files = named.filter((url) => url.startsWith('/'))
    expect(named.filter((url) => !url.startsWith('/') && url !== 'data:,')).toEqual([])
    expect(files).toEqual(
      expect.arrayContaining([
        '/demo/api/assets/swagger-ui.css',
        '/demo/api/assets/swagger-ui-bundle.js',
        '/demo/api/assets/start.js',
        '/demo/api/openapi.json',
      ]),
    )
    for (const file of files) {
      const response = await api(get(file))
      expect(response.status, file).toBe(200)
      const type = file.endsWith('.css')
        ? 'text/css'
        : file.endsWith('.js')
          ? 'text/javascript'
          : 'application/json'
      expect(response.headers.get('content-type'), file).toMatch(new RegExp(`^${type}`))
      expect((await response.text()).length, file).toBeGreaterThan(0)
    }
  })

  it('draws docs/openapi.json, with nothing sent from the page and no outside validator', async () => {
    expect(await (await api(get('/demo/api/openapi.json'))).json()).toEqual(readApiDocument())
    const start = await (await api(get('/demo/api/assets/start.js'))).text()
    expect(start).toContain('url: "/demo/api/openapi.json"')
    expect(start).toContain('validatorUrl: null')
    expect(start).toContain('supportedSubmitMethods: []')
  })

  it.each([
    '/demo/api/assets/index.html',
    '/demo/api/assets/package.json',
    '/demo/api/assets/..%2F..%2Fpackage.json',
    '/demo/api/assets/',
    '/demo/api/nothing',
  ])('answers 404 to %s: only the files the page needs are served', async (path) => {
    expect((await api(get(path))).status).toBe(404)
  })

  it('answers only GET', async () => {
    expect((await api(post('/demo/api', {}))).status).toBe(405)
  })
})
