import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteTable } from '../../src/router'
import { text as catalogText } from '../e2e/catalog'
import { renderInPortal } from '../support/render'

type Fetch = typeof fetch

const SIGN_IN = 'Sign in'
const RESET = 'Reset your password'
const NO_ACCOUNT = "Don't have an account?"

const urlOf = (input: Parameters<Fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof Request ? input.url : input.toString()

const pathOf = (input: Parameters<Fetch>[0]): string => new URL(urlOf(input), 'http://portal.test').pathname

const apiCalls = (fetchMock: ReturnType<typeof vi.fn<Fetch>>) =>
  fetchMock.mock.calls.filter(([input]) => pathOf(input).startsWith('/api/'))

async function describeRequest([input, init]: Parameters<Fetch>) {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  const text = input instanceof Request ? await input.text() : typeof init?.body === 'string' ? init.body : ''
  return { path: pathOf(input), method, body: text === '' ? null : (JSON.parse(text) as unknown) }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn<Fetch>>

beforeEach(() => {
  // Any request the route makes is answered; tests that care about requests inspect the calls.
  fetchMock = vi.fn<Fetch>(async () => json(500, { data: { message: 'not expected in this test' } }))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const lastPath = (history: string[] | undefined) => history?.at(-1)

const storageContents = (): Record<string, string | null> =>
  Object.fromEntries(
    Array.from({ length: localStorage.length }, (_, index) => {
      const key = localStorage.key(index) ?? ''
      return [key, localStorage.getItem(key)]
    }),
  )

describe('sign-in routes', () => {
  it.each(['/', '/sdmylife', '/florida', '/new-hampshire'])('shows the sign-in form at %s', (path) => {
    const { location } = renderInPortal(<RouteTable />, { path })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SIGN_IN)
    expect(screen.getByRole('button', { name: SIGN_IN })).toBeInTheDocument()
    expect(lastPath(location.history)).toBe(path)
  })

  it.each(['/', '/sdmylife', '/florida'])(
    'makes no API request at %s when no appToken is kept',
    async (path) => {
      renderInPortal(<RouteTable />, { path })

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SIGN_IN)
      // Give any request started on mount the chance to be made.
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(apiCalls(fetchMock)).toEqual([])
    },
  )

  it.each([
    ['/', '/forgot'],
    ['/sdmylife', '/forgot/sdmylife'],
    ['/florida', '/forgot/florida'],
    ['/new-hampshire', '/forgot/new-hampshire'],
  ])("links 'Trouble signing in?' on %s to %s", (path, forgot) => {
    renderInPortal(<RouteTable />, { path })

    expect(screen.getByRole('link', { name: 'Trouble signing in?' })).toHaveAttribute('href', forgot)
  })

  it('links "Don\'t have an account?" to /noaccount', () => {
    renderInPortal(<RouteTable />, { path: '/' })

    expect(screen.getByRole('link', { name: NO_ACCOUNT })).toHaveAttribute('href', '/noaccount')
  })

  it('tells the person they were signed out for inactivity at /?timeout=true', () => {
    renderInPortal(<RouteTable />, { path: '/?timeout=true' })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SIGN_IN)
    expect(screen.getByText(/You were signed out because you were inactive/)).toBeInTheDocument()
  })

  it('does not mention inactivity on a plain visit to /', () => {
    renderInPortal(<RouteTable />, { path: '/' })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SIGN_IN)
    expect(screen.queryByText(/inactive/)).not.toBeInTheDocument()
  })

  it('keeps ?lang=fr on the links of the French sign-in page', () => {
    renderInPortal(<RouteTable />, { path: '/sdmylife', locale: 'fr-CA' })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Se connecter')
    expect(screen.getByRole('link', { name: catalogText('fr-CA', 'TROUBLE_SIGNING_IN') })).toHaveAttribute(
      'href',
      '/forgot/sdmylife?lang=fr',
    )
  })
})

describe('unknown paths', () => {
  it.each(['/texas', '/forgot/texas', '/nope/deeper', '/forgot/florida/extra', '/FLORIDA'])(
    'sends %s to the root and shows sign-in',
    async (path) => {
      const { location } = renderInPortal(<RouteTable />, { path })

      await waitFor(() => expect(lastPath(location.history)).toBe('/'))
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(SIGN_IN)
      expect(screen.getByRole('link', { name: 'Trouble signing in?' })).toHaveAttribute('href', '/forgot')
    },
  )

  it.each(['/texas?lang=fr', '/forgot/texas?lang=fr', '/nope/deeper?lang=fr'])(
    'keeps ?lang=fr when sending a French visitor from %s to the root',
    async (path) => {
      const { location } = renderInPortal(<RouteTable />, { path, locale: 'fr-CA' })

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Se connecter')
      await waitFor(() => expect(lastPath(location.history)).toBe('/?lang=fr'))
    },
  )
})

describe('forgot-password routes', () => {
  it.each([
    ['/forgot', '/'],
    ['/forgot/sdmylife', '/sdmylife'],
    ['/forgot/florida', '/florida'],
    ['/forgot/new-hampshire', '/new-hampshire'],
  ])('shows "Reset your password" at %s with a way back to %s', async (path, back) => {
    const { location } = renderInPortal(<RouteTable />, { path })

    expect(await screen.findByRole('heading', { level: 1, name: RESET })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', back)
    expect(lastPath(location.history)).toBe(path)
  })

  it('forgets a kept appToken on entry', async () => {
    localStorage.setItem('appToken', 'kept-token')
    localStorage.setItem('unrelated', 'stays')

    renderInPortal(<RouteTable />, { path: '/forgot' })

    expect(await screen.findByRole('heading', { level: 1, name: RESET })).toBeInTheDocument()
    expect(localStorage.getItem('appToken')).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('stays')
  })

  it('makes no API request until the form is sent', async () => {
    renderInPortal(<RouteTable />, { path: '/forgot/florida' })

    expect(await screen.findByRole('heading', { level: 1, name: RESET })).toBeInTheDocument()
    expect(apiCalls(fetchMock)).toEqual([])
  })
})

describe('other routes', () => {
  it('shows "Don\'t have an account?" at /noaccount with a way back to /', async () => {
    renderInPortal(<RouteTable />, { path: '/noaccount' })

    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCOUNT })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/')
  })

  it('forgets a kept appToken when /noaccount is visited', async () => {
    localStorage.setItem('appToken', 'kept-token')

    renderInPortal(<RouteTable />, { path: '/noaccount' })

    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCOUNT })).toBeInTheDocument()
    expect(localStorage.getItem('appToken')).toBeNull()
  })

  it('sends /mustreset to the root when no account is waiting for a new password', async () => {
    const { location } = renderInPortal(<RouteTable />, { path: '/mustreset' })

    await waitFor(() => expect(lastPath(location.history)).toBe('/'))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(SIGN_IN)
    expect(apiCalls(fetchMock)).toEqual([])
  })

  it('keeps ?lang=fr when sending a French visitor from /mustreset to the root', async () => {
    const { location } = renderInPortal(<RouteTable />, { path: '/mustreset?lang=fr', locale: 'fr-CA' })

    await waitFor(() => expect(lastPath(location.history)).toBe('/?lang=fr'))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Se connecter')
  })

  it('leaves storage untouched when / is visited with no appToken kept', async () => {
    localStorage.setItem('auth_token', 'auth')
    localStorage.setItem('unrelated', 'stays')
    const before = storageContents()
    expect(before).toEqual({ auth_token: 'auth', unrelated: 'stays' })

    renderInPortal(<RouteTable />, { path: '/' })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SIGN_IN)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(storageContents()).toEqual(before)
    expect(localStorage.getItem('appToken')).toBeNull()
  })
})

describe('auto sign-in with a kept appToken', () => {
  it('shows "Signing you back in…", posts the token to /api/auth/redirect and, when refused, shows the form and forgets the token', async () => {
    localStorage.setItem('appToken', 'kept-token')
    fetchMock.mockImplementation(async () => json(401, { data: { message: 'x' } }))

    renderInPortal(<RouteTable />, { path: '/' })

    expect(screen.getByRole('status')).toHaveTextContent('Signing you back in…')
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()

    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument()
    expect(localStorage.getItem('appToken')).toBeNull()

    const requests = await Promise.all(apiCalls(fetchMock).map(describeRequest))
    expect(requests).toEqual([{ path: '/api/auth/redirect', method: 'POST', body: { Token: 'kept-token' } }])
  })

  it('also tries the kept appToken on the sdmylife sign-in page', async () => {
    localStorage.setItem('appToken', 'kept-token')
    fetchMock.mockImplementation(async () => json(401, { data: { message: 'x' } }))

    renderInPortal(<RouteTable />, { path: '/sdmylife' })

    expect(screen.getByRole('status')).toHaveTextContent('Signing you back in…')
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument()
    expect(apiCalls(fetchMock).map(([input]) => pathOf(input))).toEqual(['/api/auth/redirect'])
    expect(localStorage.getItem('appToken')).toBeNull()
  })

  it('does not follow a resumed session to another origin: the form appears and the token is forgotten', async () => {
    localStorage.setItem('appToken', 'kept-token')
    fetchMock.mockImplementation(async () =>
      json(200, { data: { url: 'https://evil.example/steal', errorMessage: null } }),
    )

    renderInPortal(<RouteTable />, { path: '/' })

    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument()
    expect(localStorage.getItem('appToken')).toBeNull()
    expect(screen.queryByText('Taking you to your account…')).not.toBeInTheDocument()
  })

  it('shows the form and forgets the token when the server answers with an errorMessage', async () => {
    localStorage.setItem('appToken', 'kept-token')
    fetchMock.mockImplementation(async () => json(200, { data: { url: null, errorMessage: 'Expired' } }))

    renderInPortal(<RouteTable />, { path: '/' })

    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument()
    expect(localStorage.getItem('appToken')).toBeNull()
  })

  it('shows the form and forgets the token when the server fails', async () => {
    localStorage.setItem('appToken', 'kept-token')
    fetchMock.mockImplementation(async () => json(503, { data: { message: 'down' } }))

    renderInPortal(<RouteTable />, { path: '/' })

    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument()
    expect(localStorage.getItem('appToken')).toBeNull()
  })
})

describe('email-link routes', () => {
  const never = () => new Promise<Response>(() => {})

  it('checks a reset link first: shows that it is checking and posts the token, the forgot page and the type', async () => {
    fetchMock.mockImplementation(never)

    renderInPortal(<RouteTable />, { path: '/reset/tok%2Bab%3D/ActivateParent' })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your account' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…')
    await waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(1))
    const [request] = await Promise.all(apiCalls(fetchMock).map(describeRequest))
    expect(request).toEqual({
      path: '/api/auth/validateemailtoken',
      method: 'POST',
      // The token reaches the server as it was issued, reserved characters decoded.
      body: {
        Token: 'tok+ab=',
        ForgotPasswordUrl: 'http://localhost:3000/forgot',
        resetPasswordType: 'ActivateParent',
      },
    })
  })

  it('offers the French forgot page to the server on a French page', async () => {
    fetchMock.mockImplementation(never)

    renderInPortal(<RouteTable />, { path: '/reset/tok/ResetPassword?lang=fr', locale: 'fr-CA' })

    await waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(1))
    const [request] = await Promise.all(apiCalls(fetchMock).map(describeRequest))
    expect(request?.body).toMatchObject({ ForgotPasswordUrl: 'http://localhost:3000/forgot?lang=fr' })
  })

  it('shows a higher-education activation form at once, with the email and school from the link', async () => {
    renderInPortal(<RouteTable />, {
      path: '/reset/tok/HigherEdActivation?email=hana%40example.org&schoolName=Northern%20College',
    })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your account' }),
    ).toBeInTheDocument()
    expect(screen.getByText('hana@example.org')).toBeInTheDocument()
    expect(screen.getByText('Northern College')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Activate account' })).toBeInTheDocument()
    expect(apiCalls(fetchMock)).toEqual([])
  })

  it.each([
    ['a token with a space', '/reset/to%20k/ResetPassword', 'Get a new link'],
    ['a resetType with a slash', '/reset/tok/Reset%2FPassword', 'Get a new link'],
    ['a language id outside 1 to 8', '/verify/tok/PersonalEmail/9/en-CA', null],
    ['a language that is not a language', '/verify/tok/PersonalEmail/1/%3Cscript%3E', null],
    ['a batch job id with a dot', '/massprint/tok/MassPrint/4.2', null],
  ])('says the link is not valid, and sends nothing, for %s', async (_label, path, newLink) => {
    renderInPortal(<RouteTable />, { path })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/')
    if (newLink) expect(screen.getByRole('link', { name: newLink })).toHaveAttribute('href', '/forgot')
    else expect(screen.queryByRole('link', { name: 'Get a new link' })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(apiCalls(fetchMock)).toEqual([])
  })

  it('sends nothing when a verification link opens, and confirms with its four values on the press', async () => {
    fetchMock.mockImplementation(never)

    renderInPortal(<RouteTable />, { path: '/verify/tok/PersonalEmail/3/fr-CA', locale: 'fr-CA' })

    expect(
      await screen.findByRole('heading', { level: 1, name: catalogText('fr-CA', 'EMAIL_CONFIRMATION') }),
    ).toBeInTheDocument()
    // A mail scanner opens the link and waits: nothing may be spent.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(apiCalls(fetchMock)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon adresse courriel' }))
    await waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(1))
    const [request] = await Promise.all(apiCalls(fetchMock).map(describeRequest))
    expect(request).toEqual({
      path: '/api/auth/personalemailverify',
      method: 'POST',
      body: { Token: 'tok', tokenType: 'PersonalEmail', languageType: 3, translationLanguage: 'fr-CA' },
    })
  })

  it('sends nothing when a username-change link opens, and confirms it on the press', async () => {
    fetchMock.mockImplementation(never)

    renderInPortal(<RouteTable />, { path: '/confirmusernamechange/tok/UserNameChange/1/en-CA' })

    expect(await screen.findByRole('heading', { level: 1, name: 'Username change' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(apiCalls(fetchMock)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new username' }))
    await waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(1))
    expect(apiCalls(fetchMock).map(([input]) => pathOf(input))).toEqual(['/api/auth/confirmUserNameChange'])
  })

  it('prepares a mass-print batch on arrival', async () => {
    fetchMock.mockImplementation(never)

    renderInPortal(<RouteTable />, { path: '/massprint/tok/MassPrint/42' })

    expect(await screen.findByRole('heading', { level: 1, name: 'Your documents' })).toBeInTheDocument()
    await waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(1))
    const [request] = await Promise.all(apiCalls(fetchMock).map(describeRequest))
    expect(request).toEqual({
      path: '/api/auth/massprintaddfiletoredis',
      method: 'POST',
      body: { Token: 'tok', MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '42' },
    })
  })

  it.each(['/reset/tok/ResetPassword', '/verify/tok/PersonalEmail/1/en-CA', '/massprint/tok/MassPrint/42'])(
    'forgets a kept appToken on entry to %s',
    async (path) => {
      fetchMock.mockImplementation(never)
      localStorage.setItem('appToken', 'kept-token')

      renderInPortal(<RouteTable />, { path })

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
      expect(localStorage.getItem('appToken')).toBeNull()
    },
  )
})
