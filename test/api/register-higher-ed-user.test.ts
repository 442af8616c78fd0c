import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { HIGHER_ED_SHAPE_LINKS } from '../../demo-api/demo-links'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { login } from '../../src/api/login'
import { registerHigherEdUser } from '../../src/api/register-higher-ed-user'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
// A refusal the demo never gives here (400 naming a used link), to see the adapter read the message.
const demo = withDemoServer({
  handler: async (request) => {
    if (request.url.endsWith('/register-new-user')) {
      const { emailToken } = (await request.clone().json()) as { emailToken: string }
      if (emailToken === 'says-used-400') {
        return Response.json({ data: { message: 'Token already used' } }, { status: 400 })
      }
    }
    return api(request)
  },
})

const register = (token: string, password = 'Campus-pass-1') => registerHigherEdUser({ token, password })

describe('POST /api/higher-ed/register-new-user', () => {
  beforeEach(() => demo.visitPage())

  it("saves and follows the first result's loginUrl, sending emailToken and password; then used", async () => {
    const { token } = await demo.freshLink('higherEdActivation')
    expect(await register(token)).toEqual({
      kind: 'saved',
      url: expect.stringContaining('/demo/signed-in?session='),
    })
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/higher-ed/register-new-user')
    expect(sent?.body).toEqual({ emailToken: token, password: 'Campus-pass-1' })
    expect(await register(token)).toEqual({ kind: 'used' })
    const signedIn = await login(
      {
        username: 'hana.highered',
        password: 'Campus-pass-1',
        remember: false,
        signInPage: { kind: 'standard' },
        redirect: null,
      },
      { selectedLanguage: 0 },
    )
    expect(signedIn.kind).toBe('signedIn')
  })

  it.each(HIGHER_ED_SHAPE_LINKS)(
    'follows the loginUrl of the other answer shapes the contract allows ($shape, from $token)',
    async ({ token }) => {
      expect(await register(token)).toEqual({
        kind: 'saved',
        url: expect.stringContaining('/demo/signed-in?session='),
      })
    },
  )

  it('reads 410 as expired and 409 as used', async () => {
    expect(await register('demo-highered-expired')).toEqual({ kind: 'expired' })
    expect(await register('demo-highered-used')).toEqual({ kind: 'used' })
  })

  it('reads a 404 "not valid" as refused, and a 400 by its message', async () => {
    expect(await register('demo-highered-unknown')).toEqual({ kind: 'refused' })
    expect(await register('demo-reset-valid')).toEqual({ kind: 'refused' })
    expect(await register('says-used-400')).toEqual({ kind: 'used' })
  })

  it('rejects with an unexpected failure on a 500 and on an empty list', async () => {
    await expect(register('demo-highered-server')).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(register('demo-highered-malformed')).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('waits for a slow link (the demo asks for SLOW_MS) and saves', async () => {
    delay.mockClear()
    expect((await register('demo-highered-slow')).kind).toBe('saved')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(register('demo-highered-valid')).rejects.toThrow(/Failed to fetch/)
    expect(demo.requests.at(-1)?.body).toEqual({
      emailToken: 'demo-highered-valid',
      password: 'Campus-pass-1',
    })
  })
})
