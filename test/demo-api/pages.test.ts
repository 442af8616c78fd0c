// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { DEMO_LINKS, LINK_FLOWS } from '../../demo-api/demo-links'
import { createDemoApi } from '../../demo-api/handler'
import { emailLinkBody } from '../../demo-api/endpoints/email-link'
import {
  demoLink,
  get,
  jsonOf,
  ORIGIN,
  post,
  sessionFrom,
  signIn,
  tokenOf,
  XSRF,
  type FreshLinks,
} from './requests'

function signOutRequest(fields: Record<string, string>, cookie: string | null = XSRF): Request {
  return new Request(`${ORIGIN}/demo/sign-out`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie === null ? {} : { Cookie: `XSRF-TOKEN=${cookie}` }),
    },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('GET /demo/signed-in', () => {
  it('shows who is signed in on a complete, accessible page', async () => {
    const api = createDemoApi()
    // morgan.multi lands on the workspace chooser, but its session is kept all the same.
    const data = await signIn(api, 'morgan.multi')
    const session = data.jwtToken ?? ''
    const response = await api(get(`/demo/signed-in?session=${session}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const page = await response.text()
    expect(page).toMatch(/^<!doctype html>/)
    expect(page).toContain('<html lang="en">')
    expect(page).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1" ?\/?>/)
    expect(page).toMatch(/<title>[^<]+<\/title>/)
    expect(page).toMatch(/<main>[\s\S]*<h1>Signed in<\/h1>[\s\S]*<\/main>/)
    expect(page).toContain('You are signed in as Morgan Multi (Educator, Family, Student)')
    expect(page).toContain('standard login')
    expect(page).toMatch(/Requested redirect<\/dt>\s*<dd>None<\/dd>/)
    expect(page).toContain('stands in for the product')
    expect(page).toContain('<button type="submit">Sign out</button>')
    expect(page).toContain(`name="session" value="${session}"`)
    expect(page).toContain(`name="_xsrf" value="${XSRF}"`)
  })

  it('says when the sign-in came through the SD login and shows the requested redirect', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'hugo.highered', '/api/auth/loginSD?redirect=%2Fcourses')
    const page = await (
      await api(get(new URL(data.url ?? '').pathname + new URL(data.url ?? '').search))
    ).text()
    expect(page).toContain('You are signed in as Hugo Highered (HigherEd)')
    expect(page).toContain('SD login')
    expect(page).toContain('<code>/courses</code>')
  })

  it('escapes every interpolated value', async () => {
    const api = createDemoApi()
    const hostile = `"><script>alert('x')</script>&`
    const data = await signIn(api, 'sam.student', `/api/auth/login?redirect=${encodeURIComponent(hostile)}`)
    const page = await (await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`))).text()
    expect(page).not.toContain('<script>')
    expect(page).toContain('<code>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</code>')
  })

  it('forbids scripts on its pages through Content-Security-Policy', async () => {
    const response = await createDemoApi()(get('/demo/partner-site'))
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('puts the freshly set XSRF token into the sign-out form when the request had no cookie', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const response = await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`, null))
    const token = /^XSRF-TOKEN=([^;]+);/.exec(response.headers.getSetCookie()[0] ?? '')?.[1]
    expect(token).toEqual(expect.any(String))
    expect(await response.text()).toContain(`name="_xsrf" value="${token}"`)
  })

  it.each([
    ['an unknown session', '/demo/signed-in?session=nope'],
    ['no session', '/demo/signed-in'],
  ])('answers 401 "Not signed in" with a link to sign-in for %s', async (_, path) => {
    const response = await createDemoApi()(get(path))
    expect(response.status).toBe(401)
    const page = await response.text()
    expect(page).toContain('<h1>Not signed in</h1>')
    expect(page).toContain('<a href="/">')
    expect(page).toContain('<main>')
  })

  it('says when the session began on a password link', async () => {
    const api = createDemoApi()
    const saved = await api(
      post('/api/auth/resetpassword', {
        UserName: 'rory.reset',
        Password: 'Chosen-pass-1',
        resetPasswordType: 'ResetPassword',
        token: 'demo-reset-valid',
        requestId: crypto.randomUUID(),
      }),
    )
    const { data } = await jsonOf<{ data: { url: string } }>(saved)
    const page = await (await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`))).text()
    expect(page).toContain('You are signed in as Rory Reset (Student)')
    expect(page).toContain('reset or activation link')
  })
})

describe('POST /demo/sign-out', () => {
  it('ends the session and answers 303 to /', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const session = sessionFrom(data.url)
    const response = await api(signOutRequest({ session, _xsrf: XSRF }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')

    const resumed = await api(post('/api/auth/redirect', { Token: data.jwtToken }))
    expect(resumed.status).toBe(401)
    expect((await api(get(`/demo/signed-in?session=${session}`))).status).toBe(401)
  })

  it('answers 403 and keeps the session when _xsrf differs from the cookie', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const response = await api(signOutRequest({ session: sessionFrom(data.url), _xsrf: 'forged' }))
    expect(response.status).toBe(403)
    expect((await api(post('/api/auth/redirect', { Token: data.jwtToken }))).status).toBe(200)
  })

  it('answers 403 and sets a cookie when the request had no XSRF cookie', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const response = await api(signOutRequest({ session: sessionFrom(data.url), _xsrf: XSRF }, null))
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toHaveLength(1)
  })

  it('answers 400 to a sign-out that is not a form post', async () => {
    const request = new Request(`${ORIGIN}/demo/sign-out`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${XSRF}` },
      body: JSON.stringify({ session: 'x', _xsrf: XSRF }),
    })
    expect((await createDemoApi()(request)).status).toBe(400)
  })

  it('answers 405 to a GET', async () => {
    expect((await createDemoApi()(get('/demo/sign-out'))).status).toBe(405)
  })
})

describe('stand-in pages', () => {
  it('links the partner site to partner.localhost on the same port', async () => {
    const page = await (await createDemoApi()(get('/demo/partner-site'))).text()
    expect(page).toContain('<a href="http://partner.localhost:5173/">Sign in to the career planner</a>')
    expect(page).toContain('<main>')
  })

  it('links the partner site to the partner login host the server is configured with', async () => {
    vi.stubEnv('PORTAL_LOGIN_HOST_UK_PARTNER', 'partner.portal-uk.test')
    const page = await (await createDemoApi()(get('/demo/partner-site'))).text()
    vi.unstubAllEnvs()
    expect(page).toContain('<a href="http://partner.portal-uk.test:5173/">')
  })

  it('leaves the port out of the partner link when the request used the default port', async () => {
    const response = await createDemoApi()(new Request('http://portal.test/demo/partner-site'))
    expect(await response.text()).toContain('href="http://partner.localhost/"')
  })

  it.each([
    ['en', 'help', 'Help', 'en-CA'],
    ['en', 'contact', 'Contact us', 'en-CA'],
    ['en', 'privacy', 'Privacy policy', 'en-CA'],
    ['en', 'terms', 'Terms of use', 'en-CA'],
    ['fr', 'help', 'Aide', 'fr-CA'],
    ['fr', 'contact', 'Nous joindre', 'fr-CA'],
    ['fr', 'privacy', 'Politique de confidentialité', 'fr-CA'],
    ['fr', 'terms', 'Conditions d’utilisation', 'fr-CA'],
    ['en-gb', 'help', 'Help', 'en-GB'],
    ['en-gb', 'contact', 'Contact us', 'en-GB'],
    ['en-gb', 'privacy', 'Privacy policy', 'en-GB'],
    ['en-gb', 'terms', 'Terms of use', 'en-GB'],
  ])('serves the product footer page /demo/product/%s/%s', async (language, name, title, lang) => {
    const response = await createDemoApi()(get(`/demo/product/${language}/${name}`))
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(`<html lang="${lang}">`)
    expect(page).toContain(`<title>${title}</title>`)
    expect(page).toContain(`<h1>${title}</h1>`)
    expect(page).toContain('<a href="/">')
  })

  it.each([
    '/demo/product/de/help',
    '/demo/product/en/faq',
    '/demo/product/en/help/extra',
    '/demo/product/constructor/help',
  ])('answers 404 for %s', async (path) => {
    expect((await createDemoApi()(get(path))).status).toBe(404)
  })
})

describe('GET /demo/links and /demo/links.json', () => {
  it('lists every seeded link with its state, path and what it shows, grouped under its flow', async () => {
    const response = await createDemoApi()(get('/demo/links'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await response.text()
    expect(page).toContain('<h1>Demo links</h1>')
    expect(page).toContain('<h3>Password reset (rory.reset)</h3>')
    expect(page).toContain('<h3>Mass print (eve.educator, batch job 42)</h3>')
    for (const link of DEMO_LINKS) {
      const escapedPath = link.path.replaceAll('&', '&amp;')
      expect(page).toContain(`<a href="${escapedPath}"><code>${escapedPath}</code></a>`)
      expect(page).toContain(link.shows.replaceAll('&', '&amp;').replaceAll("'", '&#39;'))
    }
    expect(page).toContain('<a href="/demo/mailbox">')
  })

  it('puts a fresh link per flow on top, in English and (for the email links) French, new on every visit', async () => {
    const api = createDemoApi()
    const first = await (await api(get('/demo/links'))).text()
    const second = await (await api(get('/demo/links'))).text()
    const fresh = (page: string) => page.slice(page.indexOf('Fresh links'), page.indexOf('Seeded links'))
    expect(fresh(first)).toMatch(/href="\/reset\/[0-9a-f]+\/ResetPassword"/)
    expect(fresh(first)).toMatch(/href="\/verify\/[0-9a-f]+\/PersonalEmail\/3\/fr-CA"/)
    expect(fresh(first)).toMatch(/href="\/confirmusernamechange\/[0-9a-f]+\/UserNameChange\/3\/fr-CA"/)
    expect(fresh(first)).not.toBe(fresh(second))
  })

  it('answers the same as JSON, with fresh links that are valid and unused', async () => {
    const api = createDemoApi()
    const response = await api(get('/demo/links.json'))
    expect(response.headers.get('cache-control')).toBe('no-store')
    const links = await jsonOf<FreshLinks>(response)
    expect(Object.keys(links.fresh).sort()).toEqual([...LINK_FLOWS].sort())
    expect(links.seeded).toEqual(DEMO_LINKS)
    expect(links.fresh.higherEdActivation).toMatch(
      /^\/reset\/[0-9a-f]+\/HigherEdActivation\?email=hana\.highered%40example\.org&schoolName=Northern%20College$/,
    )
    expect(links.fresh.massPrint).toMatch(/^\/massprint\/[0-9a-f]+\/MassPrint\/42$/)

    const verified = await api(
      post('/api/auth/personalemailverify', emailLinkBody(tokenOf(links.freshFrench.verifyEmail), 'fr-CA')),
    )
    expect(verified.status).toBe(200)
    const check = await api(
      post('/api/auth/validateemailtoken', {
        Token: tokenOf(links.fresh.activateParent),
        ForgotPasswordUrl: 'http://portal.test/forgot',
        resetPasswordType: 'ActivateParent',
      }),
    )
    expect(check.status).toBe(200)
  })
})

describe('GET /demo/mailbox', () => {
  it('says when nothing was sent yet', async () => {
    const page = await (await createDemoApi()(get('/demo/mailbox'))).text()
    expect(page).toContain('<h1>Mailbox</h1>')
    expect(page).toContain('No mail yet.')
  })

  it('lists the mails newest first, each with its recipient, subject and link', async () => {
    const api = createDemoApi()
    await api(
      post('/api/auth/forgotpassword', {
        email: 'rory.reset@example.org',
        languageType: 1,
        translationLanguage: 'en-CA',
      }),
    )
    await api(post('/api/auth/resendverification', emailLinkBody(demoLink('verifyEmail', 'expired').token)))
    const page = await (await api(get('/demo/mailbox'))).text()
    const [reset, verify] = api.sentMails()
    expect(page).toContain(`<a href="${reset?.link ?? ''}">`)
    expect(page).toContain(`<a href="${verify?.link ?? ''}">`)
    expect(page.indexOf('Confirm your email address')).toBeLessThan(page.indexOf('Reset your password'))
    expect(page).toContain('<dd>vera.personal@example.net</dd>')
    expect(page).toContain('<dd>rory.reset@example.org</dd>')
  })
})

describe('GET /demo/mass-print/{batchJobId}', () => {
  it('stands in for the download page', async () => {
    const response = await createDemoApi()(get('/demo/mass-print/42'))
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<h1>Your documents are ready</h1>')
    expect(page).toContain('<code>42</code>')
  })

  it('escapes the batch job id and answers 404 below it', async () => {
    const api = createDemoApi()
    const page = await (await api(get('/demo/mass-print/%3Cb%3E'))).text()
    expect(page).toContain('<code>&lt;b&gt;</code>')
    expect((await api(get('/demo/mass-print/42/more'))).status).toBe(404)
    expect((await api(get('/demo/mass-print/%E0%A4%A'))).status).toBe(404)
  })
})

describe('GET /demo/workspace/{type}', () => {
  it('stands in for the chosen workspace of the person behind the key, with a way back to the chooser', async () => {
    const response = await createDemoApi()(get('/demo/workspace/educator?k=demo-k-several'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('referrer-policy')).toBe('same-origin')
    const page = await response.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<title>Educator workspace (demo)</title>')
    expect(page).toMatch(/<main>[\s\S]*<h1>Educator workspace<\/h1>[\s\S]*<\/main>/)
    expect(page).toContain('You are in the Educator workspace as Morgan Multi.')
    expect(page).toContain('<a href="/switchaccount?k=demo-k-several">Switch workspace</a>')
  })

  it('names the account of a key minted at sign-in', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'morgan.multi')
    const { data: workspaces } = await jsonOf<{ data: { url: string }[] }>(
      await api(
        new Request(`${ORIGIN}/api/auth/switchaccount${new URL(data.url ?? '').search}`, {
          headers: { Device: '' },
        }),
      ),
    )
    const student = new URL(workspaces[2]?.url ?? '')
    const page = await (await api(get(`${student.pathname}${student.search}`))).text()
    expect(page).toContain('You are in the Student workspace as Morgan Multi.')
  })

  it.each([
    ['inspireuser', 'InspireUser'],
    ['highered', 'HigherEd'],
    ['family', 'Family'],
  ])('uses a generic name when the key names nobody (/demo/workspace/%s)', async (segment, type) => {
    const page = await (await createDemoApi()(get(`/demo/workspace/${segment}?k=demo-k-all`))).text()
    expect(page).toContain(`You are in the ${type} workspace as Demo User.`)
    expect(page).toContain('href="/switchaccount?k=demo-k-all"')
  })

  it('links back to sign-in instead of the chooser when there is no key', async () => {
    const page = await (await createDemoApi()(get('/demo/workspace/student'))).text()
    expect(page).toContain('You are in the Student workspace as Demo User.')
    expect(page).toContain('<a href="/">Back to sign-in</a>')
    expect(page).not.toContain('Switch workspace')
  })

  it('escapes the key in the link', async () => {
    const page = await (
      await createDemoApi()(get(`/demo/workspace/family?k=${encodeURIComponent('"><script>x</script>')}`))
    ).text()
    expect(page).not.toContain('<script>')
    expect(page).toContain('href="/switchaccount?k=%22%3E%3Cscript%3Ex%3C%2Fscript%3E"')
  })

  it.each(['/demo/workspace/teacher', '/demo/workspace/Educator', '/demo/workspace/educator/more'])(
    'answers 404 for %s',
    async (path) => {
      expect((await createDemoApi()(get(path))).status).toBe(404)
    },
  )

  it('answers 405 to a POST', async () => {
    const response = await createDemoApi()(
      new Request(`${ORIGIN}/demo/workspace/educator`, { method: 'POST' }),
    )
    expect(response.status).toBe(405)
  })
})

describe('every demo page', () => {
  it('names the portal’s icon and allows it, so no browser asks for /favicon.ico and reports the refusal', async () => {
    const api = createDemoApi()
    for (const path of [
      '/demo/mailbox',
      '/demo/links',
      '/demo/partner-site',
      '/demo/product/en/help',
      '/demo/nothing',
    ]) {
      const response = await api(get(path))
      expect(await response.text(), path).toContain(
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      )
      expect(response.headers.get('content-security-policy'), path).toMatch(/(^|; )img-src 'self'(;|$)/)
    }
  })
})
