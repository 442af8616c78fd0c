// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../demo-api/accounts'
import { createDemoApi, type DemoApi } from '../../../demo-api/handler'
import { DEMO_SSO_KEYS } from '../../../demo-api/sso-keys'
import { accountId, get, jsonOf, messageOf, ORIGIN, post, sessionFrom, signIn } from '../requests'

const PATH = '/api/auth/portfolioLinking'

const linkBody = (Username: string, SsoToken = 'demo-sso-educator', Password = DEMO_PASSWORD) => ({
  Username,
  Password,
  SsoToken,
})

const link = (username: string, k?: string, password?: string) => post(PATH, linkBody(username, k, password))

async function linkedUrl(api: DemoApi, username: string, k?: string, password?: string): Promise<string> {
  const response = await api(link(username, k, password))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await jsonOf<{ data: { url: string } }>(response)).data.url
}

describe('POST /api/auth/portfolioLinking', () => {
  it('links eve.educator and answers a signed-in url on the request origin, for a linking session', async () => {
    const api = createDemoApi()
    const url = await linkedUrl(api, 'eve.educator')
    expect(url).toMatch(new RegExp(`^${ORIGIN}/demo/signed-in\\?session=[0-9a-f]{48}$`))
    const page = await (await api(get(`/demo/signed-in?session=${sessionFrom(url)}`))).text()
    expect(page).toContain('You are signed in as Eve Educator (Educator)')
    expect(page).toContain('By linking a single sign-on identity to this account')
  })

  it('remembers which account each key was last linked to, and nothing for a refused link', async () => {
    const api = createDemoApi()
    expect(api.portfolioLinks()).toEqual(new Map())
    await linkedUrl(api, 'eve.educator', 'demo-sso-educator')
    await linkedUrl(api, 'pat.parent', 'demo-sso-student')
    await api(link('sam.student', 'demo-sso-student', 'wrong'))
    expect(api.portfolioLinks()).toEqual(
      new Map([
        ['demo-sso-educator', accountId('eve.educator')],
        ['demo-sso-student', accountId('pat.parent')],
      ]),
    )
    await linkedUrl(api, 'sam.student', 'demo-sso-educator')
    expect(api.portfolioLinks().get('demo-sso-educator')).toBe(accountId('sam.student'))
  })

  it('keeps links per handler instance', async () => {
    const first = createDemoApi()
    await linkedUrl(first, 'eve.educator')
    expect(createDemoApi().portfolioLinks().size).toBe(0)
  })

  it('checks credentials as sign-in does: username or email in any case, surrounding spaces ignored', async () => {
    const api = createDemoApi()
    for (const username of ['  Sam.STUDENT ', 'SAM.student@Example.ORG']) {
      const url = await linkedUrl(api, username, 'demo-sso-student')
      const page = await (await api(get(`/demo/signed-in?session=${sessionFrom(url)}`))).text()
      expect(page).toContain('You are signed in as Sam Student')
    }
  })

  it('answers the workspace chooser for an account with several types, as sign-in does', async () => {
    const url = new URL(await linkedUrl(createDemoApi(), 'morgan.multi'))
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/switchaccount`)
    expect(url.searchParams.get('k')).toMatch(/^[0-9a-f]{48}$/)
  })

  it('takes the password an account has now, not its seeded one', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const body = {
      UserAccountId: forced.userAccountId,
      Password: 'Changed-pass-1',
      resetPasswordType: 'MustResetPassword',
      Token: forced.jwtToken,
    }
    expect((await api(post('/api/auth/mustresetpassword', body))).status).toBe(200)
    expect((await api(link('max.mustreset'))).status).toBe(401)
    expect(await linkedUrl(api, 'max.mustreset', 'demo-sso-educator', 'Changed-pass-1')).toMatch(
      /\/demo\/signed-in\?session=/,
    )
  })

  it.each([
    ['a wrong password', 'sam.student', 'wrong-password'],
    ['an unknown username', 'nobody', DEMO_PASSWORD],
    ['an email several accounts share', 'shared@example.org', DEMO_PASSWORD],
    ['an account without a password yet', 'alex.activate', DEMO_PASSWORD],
    ['an account not activated', 'ina.inactive', DEMO_PASSWORD],
    ['a fault account with a wrong password', 'fault.server', 'anything'],
  ])('answers 401 with a message for %s', async (_label, username, password) => {
    const response = await createDemoApi()(link(username, 'demo-sso-educator', password))
    expect(response.status).toBe(401)
    expect(await messageOf(response)).toBe('The username or password is incorrect.')
  })

  it('answers 400 with a message for a key it never issued, whatever the credentials', async () => {
    const api = createDemoApi()
    for (const username of ['sam.student', 'nobody']) {
      const response = await api(link(username, 'demo-sso-nope'))
      expect(response.status).toBe(400)
      expect(await messageOf(response)).toBe('This single sign-on link is not valid.')
    }
    expect(api.portfolioLinks().size).toBe(0)
  })

  it('answers 500 with a message for demo-sso-server, whatever is typed', async () => {
    const api = createDemoApi()
    for (const [username, password] of [
      ['sam.student', DEMO_PASSWORD],
      ['sam.student', 'wrong'],
      ['nobody', 'x'],
    ] as const) {
      const response = await api(link(username, 'demo-sso-server', password))
      expect(response.status).toBe(500)
      expect(await messageOf(response)).toEqual(expect.any(String))
    }
    expect(api.portfolioLinks().size).toBe(0)
  })

  it('answers a javascript: url for demo-sso-unsafe after a correct sign-in, and 401 after a wrong one', async () => {
    const api = createDemoApi()
    expect(await linkedUrl(api, 'sam.student', 'demo-sso-unsafe')).toBe('javascript:alert(document.domain)')
    expect((await api(link('sam.student', 'demo-sso-unsafe', 'wrong'))).status).toBe(401)
  })

  it('passes a fault account’s sign-in url on, without its login fault', async () => {
    const api = createDemoApi()
    expect(await linkedUrl(api, 'fault.unsafe')).toBe('javascript:alert(document.domain)')
    expect(await linkedUrl(api, 'fault.server')).toMatch(/\/demo\/signed-in\?session=/)
  })

  it.each([
    ['a missing Username', { Username: undefined }],
    ['an empty Password', { Password: '' }],
    ['an empty SsoToken', { SsoToken: '' }],
    ['a non-string SsoToken', { SsoToken: 7 }],
  ])('answers 400 with a message for %s', async (_label, change) => {
    const response = await createDemoApi()(post(PATH, { ...linkBody('sam.student'), ...change }))
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toEqual(expect.any(String))
  })

  it('answers 400 when the Device header is missing, as for every call', async () => {
    const request = link('sam.student')
    request.headers.delete('Device')
    const response = await createDemoApi()(request)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('The Device header is required.')
  })

  it('answers 403 without the XSRF header, and 405 with Allow: POST to a GET', async () => {
    const api = createDemoApi()
    const forged = await api(post(PATH, linkBody('sam.student'), { xsrfHeader: null }))
    expect(forged.status).toBe(403)
    const got = await api(get(PATH))
    expect(got.status).toBe(405)
    expect(got.headers.get('allow')).toBe('POST')
  })

  it('links every seeded key as DEMO_SSO_KEYS says, each opening a portal page', async () => {
    const linkingPages = DEMO_SSO_KEYS.filter((key) => key.path.startsWith('/portfoliolinking/'))
    expect(linkingPages.map((key) => [key.k, key.path])).toEqual([
      ['demo-sso-educator', '/portfoliolinking/demo-sso-educator/educator'],
      ['demo-sso-student', '/portfoliolinking/demo-sso-student/student'],
      ['demo-sso-server', '/portfoliolinking/demo-sso-server/student'],
      ['demo-sso-unsafe', '/portfoliolinking/demo-sso-unsafe/educator'],
    ])
    const api = createDemoApi()
    for (const key of DEMO_SSO_KEYS) {
      expect(key.shows).toMatch(/^[A-Z].*\.$/)
      // The registration pages' unknown key is unknown to linking too.
      const status = key.k === 'demo-sso-server' ? 500 : key.k === 'demo-sso-unknown' ? 400 : 200
      expect((await api(link('sam.student', key.k))).status).toBe(status)
    }
  })
})
