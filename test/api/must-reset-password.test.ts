import { beforeEach, describe, expect, it } from 'vitest'
import { login } from '../../src/api/login'
import { saveNewPassword } from '../../src/api/must-reset-password'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { withDemoServer } from '../support/browser-fetch'

const demo = withDemoServer()
const signIn = (password: string) =>
  login(
    {
      username: 'max.mustreset',
      password,
      remember: false,
      signInPage: { kind: 'standard' },
      redirect: null,
    },
    { selectedLanguage: 0 },
  )

describe('POST /api/auth/mustresetpassword', () => {
  beforeEach(() => demo.visitPage())

  it('refuses a token the server did not issue', async () => {
    await expect(
      saveNewPassword({ account: { userAccountId: 1, token: 'made-up' }, password: 'a-new-password' }),
    ).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('saves the new password, after which the account signs in normally with it', async () => {
    const first = await signIn('Demo-pass-1')
    if (first.kind !== 'mustReset') throw new Error(`expected must-reset, got ${first.kind}`)
    expect(await saveNewPassword({ account: first.account, password: 'a-new-password' })).toEqual({
      kind: 'saved',
    })
    expect(demo.requests.at(-1)?.body).toEqual({
      UserAccountId: first.account.userAccountId,
      Password: 'a-new-password',
      resetPasswordType: 'MustResetPassword',
      Token: first.account.token,
    })
    expect(await signIn('a-new-password')).toMatchObject({ kind: 'signedIn' })
  })
})
