// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEMO_INSTITUTIONS } from '../../demo-api/branding-package'
import { createDemoApi } from '../../demo-api/handler'
import { DESIGN_SYSTEM_CSS, DESIGN_SYSTEM_JS } from '../../demo-api/pages/cdn'
import { get, ORIGIN } from './requests'

const api = createDemoApi({ delay: () => Promise.resolve() })

describe('GET /branding/branding-package/{institutionId}', () => {
  it('answers each seeded institution as plain text', async () => {
    for (const [id, institution] of Object.entries(DEMO_INSTITUTIONS)) {
      const response = await api(get(`/branding/branding-package/${id}`))
      if ('fault' in institution) {
        expect(response.status).toBe(500)
        continue
      }
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await response.text()).toBe(institution.answer)
    }
  })

  it('answers none for an institution it does not know, and 404 without one', async () => {
    expect(await (await api(get('/branding/branding-package/12345'))).text()).toBe('none')
    expect((await api(get('/branding/branding-package/'))).status).toBe(404)
    expect((await api(get('/branding/branding-package/a/b'))).status).toBe(404)
  })

  it('answers only GET', async () => {
    const response = await api(
      new Request(`${ORIGIN}/branding/branding-package/demo-florida`, { method: 'POST' }),
    )
    expect(response.status).toBe(405)
  })
})

describe('the CDN stand-in under /demo/cdn', () => {
  it('serves the design system files, readable from another origin', async () => {
    const style = await api(get('/demo/cdn/design-system/design-system.css'))
    expect(style.headers.get('content-type')).toMatch(/^text\/css/)
    expect(await style.text()).toBe(DESIGN_SYSTEM_CSS)
    const script = await api(get('/demo/cdn/design-system/design-system.js'))
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(script.headers.get('access-control-allow-origin')).toBe('*')
    expect(await script.text()).toBe(DESIGN_SYSTEM_JS)
  })

  it('sends branding assets to the copies the app serves', async () => {
    const response = await api(get('/demo/cdn/branding-assets/florida/branding.json'))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/branding-assets/florida/branding.json')
  })

  it('answers 404 for any other file', async () => {
    expect((await api(get('/demo/cdn/design-system/other.js'))).status).toBe(404)
  })
})
