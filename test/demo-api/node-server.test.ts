// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../demo-api/accounts'
import { startDemoServer, type DemoServer } from '../../demo-api/node-server'

let server: DemoServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('startDemoServer', () => {
  it('speaks real HTTP: issues the XSRF cookie, signs in with cookie and header, serves the page, signs out', async () => {
    server = await startDemoServer()
    const { origin } = server
    const loginBody = JSON.stringify({
      Username: 'sam.student',
      Password: DEMO_PASSWORD,
      RequestId: crypto.randomUUID(),
      SelectedLanguage: 0,
      remember: true,
    })
    const jsonHeaders = { 'Content-Type': 'application/json', Device: '' }

    const refused = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: loginBody,
    })
    expect(refused.status).toBe(403)
    const setCookie = refused.headers.getSetCookie()
    expect(setCookie).toHaveLength(1)
    const token = /^XSRF-TOKEN=([^;]+); Path=\/; SameSite=Lax$/.exec(setCookie[0] ?? '')?.[1]
    if (token === undefined) throw new Error(`unexpected Set-Cookie: ${setCookie.join(' | ')}`)
    const cookie = `XSRF-TOKEN=${token}`

    const signedIn = await fetch(`${origin}/api/auth/login?redirect=%2Fplanner`, {
      method: 'POST',
      headers: { ...jsonHeaders, Cookie: cookie, 'X-XSRF-TOKEN': token },
      body: loginBody,
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.getSetCookie()).toEqual([])
    const { data } = (await signedIn.json()) as { data: { url: string; jwtToken: string } }
    expect(data.url).toBe(`${origin}/demo/signed-in?session=${data.jwtToken}&redirect=%2Fplanner`)

    const page = await fetch(data.url, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('You are signed in as Sam Student (Student)')

    const signOut = await fetch(`${origin}/demo/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: new URLSearchParams({ session: data.jwtToken, _xsrf: token }).toString(),
    })
    expect(signOut.status).toBe(303)
    expect(signOut.headers.get('location')).toBe('/')

    const resumed = await fetch(`${origin}/api/auth/redirect`, {
      method: 'POST',
      headers: { ...jsonHeaders, Cookie: cookie, 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ Token: data.jwtToken }),
    })
    expect(resumed.status).toBe(401)
    expect(await resumed.json()).toEqual({ data: { message: 'Session expired' } })
  })
})

describe('the well-known address for changing a password', () => {
  it.each(['GET', 'HEAD'])(
    '%s answers 302 to the forgotten-password page, over real HTTP',
    async (method) => {
      server = await startDemoServer()
      const answer = await fetch(`${server.origin}/.well-known/change-password`, {
        method,
        redirect: 'manual',
      })
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe('/forgot')
      expect(await answer.text()).toBe('')
    },
  )
})
