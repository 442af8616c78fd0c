// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createDemoApi } from '../../../demo-api/handler'
import { loginBody, CREDENTIALS_REFUSED } from '../../../demo-api/endpoints/login'
import { accountId, jsonOf, loginData, post, signIn } from '../requests'

describe('POST /api/auth/mustresetpassword', () => {
  function resetBody(userAccountId: number | string, token: unknown, password = 'New-pass-22') {
    return {
      UserAccountId: userAccountId,
      Password: password,
      resetPasswordType: 'MustResetPassword',
      Token: token,
    }
  }

  it('saves the new password, after which the account signs in normally with it', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')

    const saved = await api(
      post('/api/auth/mustresetpassword', resetBody(forced.userAccountId ?? 0, forced.jwtToken)),
    )
    expect(saved.status).toBe(200)
    expect(await jsonOf(saved)).toEqual({ data: { success: true } })

    const withOld = await signIn(api, 'max.mustreset')
    expect(withOld.errorMessage).toBe(CREDENTIALS_REFUSED.en)

    const response = await api(post('/api/auth/login', loginBody('max.mustreset', 'New-pass-22')))
    const signedIn = await loginData(response)
    expect(signedIn).toMatchObject({
      errorMessage: null,
      isMustResetPassword: false,
      userAccountId: forced.userAccountId,
    })
    expect(signedIn.url).toMatch(/\/demo\/signed-in\?session=/)
  })

  it('accepts the account id as a digit string', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const response = await api(
      post('/api/auth/mustresetpassword', resetBody(String(forced.userAccountId), forced.jwtToken)),
    )
    expect(response.status).toBe(200)
  })

  it('spends the reset token, so it cannot be used twice', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const body = resetBody(forced.userAccountId ?? 0, forced.jwtToken)
    expect((await api(post('/api/auth/mustresetpassword', body))).status).toBe(200)
    const again = await api(post('/api/auth/mustresetpassword', body))
    expect(again.status).toBe(400)
    expect(await jsonOf(again)).toEqual({ data: { message: expect.stringMatching(/token/) } })
  })

  it('answers 400 for a token that was never issued', async () => {
    const response = await createDemoApi()(
      post('/api/auth/mustresetpassword', resetBody(accountId('max.mustreset'), 'forged')),
    )
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })

  it('answers 400 for a live token presented with another account id', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const response = await api(
      post('/api/auth/mustresetpassword', resetBody(accountId('sam.student'), forced.jwtToken)),
    )
    expect(response.status).toBe(400)
  })

  it('answers 400 for a password under 8 characters and keeps the token for another try', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const short = await api(
      post('/api/auth/mustresetpassword', resetBody(forced.userAccountId ?? 0, forced.jwtToken, 'Short-1')),
    )
    expect(short.status).toBe(400)
    expect(await jsonOf(short)).toEqual({ data: { message: expect.stringMatching(/8 characters/) } })
    const retry = await api(
      post(
        '/api/auth/mustresetpassword',
        resetBody(forced.userAccountId ?? 0, forced.jwtToken, 'Long-enough'),
      ),
    )
    expect(retry.status).toBe(200)
  })

  it('answers 400 for a resetPasswordType other than MustResetPassword', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const response = await api(
      post('/api/auth/mustresetpassword', {
        ...resetBody(forced.userAccountId ?? 0, forced.jwtToken),
        resetPasswordType: 'Forgot',
      }),
    )
    expect(response.status).toBe(400)
  })
})
