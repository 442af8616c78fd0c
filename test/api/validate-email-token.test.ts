import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { checkLink } from '../../src/api/validate-email-token'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
// Refusals the demo never gives for this call (400, or a 404 that says "expired"), to see the adapter read
// the message rather than the status; every other call reaches the demo API.
const demo = withDemoServer({
  handler: async (request) => {
    if (request.url.endsWith('/validateemailtoken')) {
      const { Token } = (await request.clone().json()) as { Token: string }
      if (Token === 'says-400') return Response.json({ data: { message: 'Bad request' } }, { status: 400 })
      if (Token === 'says-nothing-400') return new Response(null, { status: 400 })
      if (Token === 'says-expired-404') {
        return Response.json({ data: { message: 'Token EXPIRED' } }, { status: 404 })
      }
    }
    return api(request)
  },
})

const forgotPasswordUrl = () => `${location.origin}/forgot`
const check = (token: string, resetType = 'ResetPassword') =>
  checkLink({ token, resetType }, { forgotPasswordUrl: forgotPasswordUrl() })

describe('POST /api/auth/validateemailtoken', () => {
  beforeEach(() => demo.visitPage())

  it('reads a good reset link as valid, with the account, and sends the three fields', async () => {
    expect(await check('demo-reset-valid')).toEqual({
      kind: 'valid',
      account: {
        emailAddress: 'rory.reset@example.org',
        userName: 'rory.reset',
        activateName: null,
        activatedBy: null,
        institutionName: null,
      },
    })
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/auth/validateemailtoken')
    expect(sent?.body).toEqual({
      Token: 'demo-reset-valid',
      ForgotPasswordUrl: forgotPasswordUrl(),
      resetPasswordType: 'ResetPassword',
    })
  })

  it('reads a refusal without a body as an invalid link, not as a broken answer', async () => {
    expect(await check('says-nothing-400')).toEqual({ kind: 'invalid' })
  })

  it('does not spend the link: checking it again is still valid', async () => {
    const { token } = await demo.freshLink('reset')
    expect((await check(token)).kind).toBe('valid')
    expect((await check(token)).kind).toBe('valid')
  })

  it('gives the activation fields of an account and a parent activation', async () => {
    expect(await check('demo-activate-valid', 'ActivateAccount')).toMatchObject({
      kind: 'valid',
      account: { activateName: 'Alex Activate', institutionName: 'Lakeside Secondary School' },
    })
    expect(await check('demo-parent-valid', 'ActivateParent')).toMatchObject({
      kind: 'valid',
      account: { activateName: 'Paula Parent', activatedBy: 'Ms. Rivera' },
    })
  })

  it('reads 410 as expired and 409 as used, from their messages', async () => {
    expect(await check('demo-reset-expired')).toEqual({ kind: 'expired' })
    expect(await check('demo-activate-used', 'ActivateAccount')).toEqual({ kind: 'used' })
  })

  it('reads 404 "not valid" as an invalid link: unknown, another resetType, a HigherEd link', async () => {
    expect(await check('demo-parent-unknown', 'ActivateParent')).toEqual({ kind: 'invalid' })
    expect(await check('demo-reset-valid', 'ActivateAccount')).toEqual({ kind: 'invalid' })
    expect(await check('demo-highered-valid', 'HigherEdActivation')).toEqual({ kind: 'invalid' })
  })

  it('reads the message, not the status, of a 400 or 404', async () => {
    expect(await check('says-400')).toEqual({ kind: 'invalid' })
    expect(await check('says-expired-404')).toEqual({ kind: 'expired' })
  })

  it('rejects with an unexpected failure on a 500 and on a body that fails its schema', async () => {
    await expect(check('demo-reset-server')).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(check('demo-activate-malformed', 'ActivateAccount')).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    )
  })

  it('waits for a slow link (the demo asks for SLOW_MS) and then reads it as valid', async () => {
    delay.mockClear()
    expect((await check('demo-parent-slow', 'ActivateParent')).kind).toBe('valid')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    const error = await check('demo-reset-valid').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(UnexpectedResponseError)
    expect(String(error)).toMatch(/Failed to fetch/)
    expect(demo.requests.at(-1)?.body).toMatchObject({ Token: 'demo-reset-valid' })
  })
})
