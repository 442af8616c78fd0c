// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createDemoApi } from '../../../demo-api/handler'
import { jsonOf, post, signIn } from '../requests'

describe('POST /api/auth/redirect', () => {
  it('answers the signed-in url for the token of a live session', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'ida.inspire', '/api/auth/loginSD?redirect=%2Fgoals')
    const response = await api(post('/api/auth/redirect', { Token: data.jwtToken }))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { url: data.url, errorMessage: null } })
  })

  it('answers 401 "Session expired" for a token it does not know', async () => {
    const response = await createDemoApi()(post('/api/auth/redirect', { Token: 'stale' }))
    expect(response.status).toBe(401)
    expect(await jsonOf(response)).toEqual({ data: { message: 'Session expired' } })
  })

  it('does not treat a must-reset token as a session', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'max.mustreset')
    const response = await api(post('/api/auth/redirect', { Token: data.jwtToken }))
    expect(response.status).toBe(401)
  })

  it('answers 400 when Token is not a string', async () => {
    const response = await createDemoApi()(post('/api/auth/redirect', { Token: 7 }))
    expect(response.status).toBe(400)
  })
})
