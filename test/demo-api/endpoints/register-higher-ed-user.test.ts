// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { get, instantDelay, jsonOf, messageOf, ORIGIN, post, sessionFrom, signIn } from '../requests'

const register = (emailToken: string, password = 'Campus-pass-1') =>
  post('/api/higher-ed/register-new-user', { emailToken, password })

describe('POST /api/higher-ed/register-new-user', () => {
  it('activates hana.highered, spends the link and answers a list whose first loginUrl signs in', async () => {
    const api = createDemoApi()
    const response = await api(register('demo-highered-valid'))
    expect(response.status).toBe(200)
    const [first, ...rest] = await jsonOf<Array<{ loginUrl: string }>>(response)
    expect(rest).toEqual([])
    expect(first?.loginUrl).toMatch(new RegExp(`^${ORIGIN}/demo/signed-in\\?session=`))
    const page = await (
      await api(get(`/demo/signed-in?session=${sessionFrom(first?.loginUrl ?? null)}`))
    ).text()
    expect(page).toContain('You are signed in as Hana Highered (HigherEd)')
    expect(page).toContain('higher-education account')

    expect((await signIn(api, 'hana.highered', '/api/auth/login', 'Campus-pass-1')).errorMessage).toBeNull()
    const again = await api(register('demo-highered-valid'))
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe('This link has already been used.')
  })

  it('answers the result itself for demo-highered-object, and under data for demo-highered-data, once each', async () => {
    const api = createDemoApi()
    const signedIn = new RegExp(`^${ORIGIN}/demo/signed-in\\?session=`)
    const object = await api(register('demo-highered-object'))
    expect(object.status).toBe(200)
    expect(await jsonOf(object)).toEqual({ loginUrl: expect.stringMatching(signedIn) })
    const data = await api(register('demo-highered-data'))
    expect(data.status).toBe(200)
    expect(await jsonOf(data)).toEqual({ data: { loginUrl: expect.stringMatching(signedIn) } })
    expect((await api(register('demo-highered-object'))).status).toBe(409)
  })

  it.each([
    ['an expired link', 'demo-highered-expired', 410, 'This link has expired.'],
    ['a used link', 'demo-highered-used', 409, 'This link has already been used.'],
    ['an unknown link', 'demo-highered-unknown', 404, 'This link is not valid.'],
    ['a reset link', 'demo-reset-valid', 404, 'This link is not valid.'],
    ['a server-fault link', 'demo-highered-server', 500, expect.any(String)],
  ])('refuses %s', async (_label, token, status, message) => {
    const response = await createDemoApi()(register(token))
    expect(response.status).toBe(status)
    expect(await messageOf(response)).toEqual(message)
  })

  it('answers an empty list for a malformed link', async () => {
    const response = await createDemoApi()(register('demo-highered-malformed'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual([])
  })

  it('waits SLOW_MS for a slow link', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(register('demo-highered-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })

  it('answers 400 for a password under 8 characters without spending the link', async () => {
    const api = createDemoApi()
    const short = await api(register('demo-highered-valid', 'short'))
    expect(short.status).toBe(400)
    expect(await messageOf(short)).toMatch(/8 characters/)
    expect((await api(register('demo-highered-valid'))).status).toBe(200)
  })
})
