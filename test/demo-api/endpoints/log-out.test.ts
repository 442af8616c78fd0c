// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createDemoApi } from '../../../demo-api/handler'
import { get, jsonOf, messageOf, post, signIn } from '../requests'

const logOut = (options: Parameters<typeof post>[2] = {}) => post('/api/auth/logout', {}, options)

describe('POST /api/auth/logout', () => {
  it('answers 204 with no body', async () => {
    const response = await createDemoApi()(logOut())
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('')
  })

  it('answers 204 again: logging out twice is no error', async () => {
    const api = createDemoApi()
    expect((await api(logOut())).status).toBe(204)
    expect((await api(logOut())).status).toBe(204)
  })

  it('leaves sessions alone: they are named by their token, which the call does not carry', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    await api(logOut())
    expect((await api(post('/api/auth/redirect', { Token: data.jwtToken }))).status).toBe(200)
  })

  it.each([
    ['without the XSRF header', { xsrfHeader: null }],
    ['with a header that differs from the cookie', { xsrfHeader: 'forged' }],
    ['without the XSRF cookie', { cookie: null }],
  ])('answers 403 %s', async (_, options) => {
    const response = await createDemoApi()(logOut(options))
    expect(response.status).toBe(403)
    expect(await jsonOf(response)).toEqual({ data: { message: 'XSRF token missing or invalid' } })
  })

  it.each([
    ['JSON null', 'null'],
    ['invalid JSON', '{'],
  ])('answers 400 for a body that is %s', async (_, rawBody) => {
    const response = await createDemoApi()(post('/api/auth/logout', null, { rawBody }))
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toEqual(expect.any(String))
  })

  it('answers 400 when the Device header is missing', async () => {
    const request = logOut()
    request.headers.delete('Device')
    const response = await createDemoApi()(request)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('The Device header is required.')
  })

  it('answers 405 with Allow: POST to a GET', async () => {
    const response = await createDemoApi()(get('/api/auth/logout'))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
