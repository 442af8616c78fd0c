// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { demoLink, instantDelay, jsonOf, messageOf, post } from '../requests'

const check = (Token: string, resetPasswordType: string) =>
  post('/api/auth/validateemailtoken', {
    Token,
    ForgotPasswordUrl: 'http://portal.test:5173/forgot',
    resetPasswordType,
  })

describe('POST /api/auth/validateemailtoken', () => {
  it('names the account of a plain reset link, with no activation fields, and does not spend it', async () => {
    const api = createDemoApi()
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await api(check('demo-reset-valid', 'ResetPassword'))
      expect(response.status).toBe(200)
      expect(await jsonOf(response)).toEqual({
        data: {
          emailAddress: 'rory.reset@example.org',
          userName: 'rory.reset',
          activateName: null,
          activatedBy: null,
          institutionName: null,
        },
      })
    }
  })

  it('gives an account activation its display name and institution', async () => {
    const response = await createDemoApi()(check('demo-activate-valid', 'ActivateAccount'))
    expect(await jsonOf(response)).toEqual({
      data: {
        emailAddress: 'alex.activate@example.org',
        userName: 'alex.activate',
        activateName: 'Alex Activate',
        activatedBy: null,
        institutionName: 'Lakeside Secondary School',
      },
    })
  })

  it('says who invited a parent', async () => {
    const response = await createDemoApi()(check('demo-parent-valid', 'ActivateParent'))
    expect(await jsonOf(response)).toEqual({
      data: {
        emailAddress: 'paula.parent@example.org',
        userName: 'paula.parent',
        activateName: 'Paula Parent',
        activatedBy: 'Ms. Rivera',
        institutionName: 'Lakeside Secondary School',
      },
    })
  })

  it.each([
    ['an expired link', 'demo-reset-expired', 'ResetPassword', 410, 'This link has expired.'],
    ['a used link', 'demo-activate-used', 'ActivateAccount', 409, 'This link has already been used.'],
    ['an unknown link', 'demo-parent-unknown', 'ActivateParent', 404, 'This link is not valid.'],
    [
      'a resetType other than the link’s',
      'demo-reset-valid',
      'ActivateAccount',
      404,
      'This link is not valid.',
    ],
    [
      'a higher-education link, never checked',
      'demo-highered-valid',
      'HigherEdActivation',
      404,
      'This link is not valid.',
    ],
    ['an email-confirmation link', 'demo-verify-valid', 'ResetPassword', 404, 'This link is not valid.'],
  ])('refuses %s', async (_label, token, resetType, status, message) => {
    const response = await createDemoApi()(check(token, resetType))
    expect(response.status).toBe(status)
    expect(await messageOf(response)).toBe(message)
  })

  it('answers 500 for a server-fault link and a body that breaks the schema for a malformed one', async () => {
    const api = createDemoApi()
    expect((await api(check('demo-reset-server', 'ResetPassword'))).status).toBe(500)
    const malformed = await api(check('demo-activate-malformed', 'ActivateAccount'))
    expect(malformed.status).toBe(200)
    expect(await jsonOf(malformed)).toEqual({ data: { emailAddress: null, userName: 42 } })
  })

  it('waits SLOW_MS for a slow link, then answers it as valid', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(check('demo-parent-slow', 'ActivateParent'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })

  it('answers 400 to a ForgotPasswordUrl that is not a url', async () => {
    const response = await createDemoApi()(
      post('/api/auth/validateemailtoken', {
        Token: demoLink('reset', 'valid').token,
        ForgotPasswordUrl: 'forgot',
        resetPasswordType: 'ResetPassword',
      }),
    )
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toMatch(/ForgotPasswordUrl/)
  })
})
