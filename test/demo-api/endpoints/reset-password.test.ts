// @vitest-environment node
import { CREDENTIALS_REFUSED } from '../../../demo-api/endpoints/login'
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { get, instantDelay, jsonOf, messageOf, ORIGIN, post, sessionFrom, signIn } from '../requests'

function save(token: string, options: { userName?: string; password?: string; resetType?: string } = {}) {
  return post('/api/auth/resetpassword', {
    UserName: options.userName ?? 'rory.reset',
    Password: options.password ?? 'Chosen-pass-1',
    resetPasswordType: options.resetType ?? 'ResetPassword',
    token,
    requestId: crypto.randomUUID(),
  })
}

describe('POST /api/auth/resetpassword', () => {
  it('saves the password, spends the link and signs in: the url opens a session', async () => {
    const api = createDemoApi()
    const response = await api(save('demo-reset-valid'))
    expect(response.status).toBe(200)
    const { data } = await jsonOf<{ data: { url: string } }>(response)
    expect(data.url).toMatch(new RegExp(`^${ORIGIN}/demo/signed-in\\?session=[0-9a-f]+$`))
    expect((await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`))).status).toBe(200)

    const again = await api(save('demo-reset-valid'))
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe('This link has already been used.')

    expect((await signIn(api, 'rory.reset')).errorMessage).toBe(CREDENTIALS_REFUSED.en)
    expect((await signIn(api, 'rory.reset', '/api/auth/login', 'Chosen-pass-1')).errorMessage).toBeNull()
  })

  it.each([
    ['alex.activate', 'demo-activate-valid', 'ActivateAccount'],
    ['paula.parent', 'demo-parent-valid', 'ActivateParent'],
  ])('activates %s, who can then sign in with the chosen password', async (username, token, resetType) => {
    const api = createDemoApi()
    expect((await signIn(api, username, '/api/auth/login', 'Chosen-pass-1')).errorMessage).toMatch(
      /not been activated/,
    )
    expect((await api(save(token, { userName: username, resetType }))).status).toBe(200)
    const signedIn = await signIn(api, username, '/api/auth/login', 'Chosen-pass-1')
    expect(signedIn).toMatchObject({ errorMessage: null, isMustResetPassword: false })
  })

  it('accepts the account email as the UserName, but not another account', async () => {
    const api = createDemoApi()
    const other = await api(save('demo-reset-valid', { userName: 'sam.student' }))
    expect(other.status).toBe(400)
    expect(await messageOf(other)).toBe('The username does not match this link.')
    expect((await api(save('demo-reset-valid', { userName: 'Rory.Reset@example.org' }))).status).toBe(200)
  })

  it('answers 400 for a password under 8 characters and keeps the link for another try', async () => {
    const api = createDemoApi()
    const short = await api(save('demo-reset-valid', { password: 'Short-1' }))
    expect(short.status).toBe(400)
    expect(await messageOf(short)).toMatch(/8 characters/)
    expect((await api(save('demo-reset-valid'))).status).toBe(200)
  })

  it.each([
    ['an expired link', 'demo-reset-expired', 'ResetPassword', 410],
    ['a used link', 'demo-parent-used', 'ActivateParent', 409],
    ['an unknown link', 'demo-reset-unknown', 'ResetPassword', 404],
    ['a resetType other than the link’s', 'demo-activate-valid', 'ResetPassword', 404],
    ['a higher-education link, which has its own call', 'demo-highered-valid', 'HigherEdActivation', 404],
    ['a server-fault link', 'demo-activate-server', 'ActivateAccount', 500],
  ])('refuses %s', async (_label, token, resetType, status) => {
    const response = await createDemoApi()(save(token, { resetType, userName: 'x' }))
    expect(response.status).toBe(status)
  })

  it('answers 200 with a body that breaks the schema for a malformed link, spending nothing', async () => {
    const api = createDemoApi()
    const response = await api(save('demo-reset-malformed'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { url: 42 } })
    expect((await api(save('demo-reset-malformed'))).status).toBe(200)
  })

  it('waits SLOW_MS for a slow link, then saves', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(save('demo-reset-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })

  it('answers 400 to a requestId that is not a uuid', async () => {
    const response = await createDemoApi()(
      post('/api/auth/resetpassword', {
        UserName: 'rory.reset',
        Password: 'Chosen-pass-1',
        resetPasswordType: 'ResetPassword',
        token: 'demo-reset-valid',
        requestId: '1',
      }),
    )
    expect(response.status).toBe(400)
  })
})
