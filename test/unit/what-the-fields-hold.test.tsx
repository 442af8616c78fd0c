/**
 * What a form sends is what its fields hold when it is sent (docs/decisions/022), however the values got there:
 * typed, or put in by a password manager, an autofill or the browser's own restoration, which set a field's value
 * without firing an input event. For every form, the fields are filled the way such a tool does (the element's
 * own setter, no event), the person presses the button, and the test reads what the demo API received (real
 * HTTP) and what the person sees next: never "This field is required" beside a field that shows a value.
 */
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Header } from '../../src/shell/header'
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate'
import { DEMO_PASSWORD } from '../../demo-api/accounts'
import type { SignInInput } from '../../machines/sign-in/sign-in.machine'
import { createDemoApi } from '../../demo-api/handler'
import { redirectPolicyFor } from '../../src/page'
import { STAND_INS } from '../../src/config'
import { flowEnvironment } from '../support/flow-environment'
import { releaseMustResetAccount } from '../../src/browser/handover'
import {
  createForgotPasswordFlow,
  ForgotPasswordView,
} from '../../src/screens/forgot-password/forgot-password'
import {
  createPortfolioLinkingFlow,
  PortfolioLinkingView,
} from '../../src/screens/portfolio-linking/portfolio-linking'
import { createRegistrationFlow, RegistrationView } from '../../src/screens/registration/registration'
import { createResetPasswordFlow, ResetPasswordView } from '../../src/screens/reset-password/reset-password'
import { createSignInFlow, SignInView } from '../../src/screens/sign-in/sign-in'
import { RouteTable } from '../../src/router'
import { parseHigherEdQuery } from '../../src/urls/address'
import { text } from '../e2e/catalog'
import { withDemoServer } from '../support/browser-fetch'
import { compiledCatalog, renderInPortal, problemShown } from '../support/render'

const api = createDemoApi()
/**
 * The demo API standing in for this page's origin, as a real deployment's API does: the urls it answers with
 * (where a sign-in leads) are on this origin, so the flows follow them (into a stub: jsdom cannot navigate).
 */
const demo = withDemoServer({
  handler: (request) => {
    const { pathname, search } = new URL(request.url)
    return api(
      new Request(new URL(`${pathname}${search}`, location.origin), {
        method: request.method,
        headers: request.headers,
        body: request.body,
        duplex: 'half',
      } as RequestInit),
    )
  },
})

const REQUIRED = /This field is required/
const TAKING_YOU = 'Taking you to your account…'
const stayOnPage = { actions: { redirectToDestination: () => {} } }

const actors: AnyActorRef[] = []
beforeEach(() => demo.visitPage())
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop()
  releaseMustResetAccount()
  vi.restoreAllMocks()
})

/** Starts the flow and shows its view; resolves once the page is up, which is when a password manager fills in. */
async function start(
  machine: AnyStateMachine,
  input: unknown,
  view: (actor: never) => ReactNode,
): Promise<AnyActorRef> {
  const actor = createActor(machine, { input })
  actors.push(actor)
  actor.start()
  renderInPortal(view(actor as never))
  await act(async () => {})
  return actor
}

/** What a password manager, an autofill or the browser's restoration does: the element's own setter, no event. */
function fillSilently(control: HTMLElement, value: string): void {
  const prototype =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
}

function tickSilently(box: HTMLElement, checked: boolean): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(box, checked)
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' })
const button = (name: string) => screen.getByRole('button', { name })

/** The body of the one POST the form sent to `path`. */
function sentTo(path: string): Record<string, unknown> {
  const posts = demo.requests.filter((request) => request.method === 'POST' && request.url.pathname === path)
  expect(posts, `POSTs to ${path}`).toHaveLength(1)
  return posts[0]?.body as Record<string, unknown>
}

/** No control can be left disabled by the browser's restoration: none is ever disabled (decision 003, 022). */
const expectNothingDisabled = () => expect(document.querySelectorAll(':disabled')).toHaveLength(0)

const signInInput = (): SignInInput => ({
  signInPage: { kind: 'standard' },
  redirect: null,
  timedOut: false,
  arrivedWithError: false,
  savedAppToken: null,
  redirectPolicy: redirectPolicyFor(window.location.origin, STAND_INS),
})

function openSignIn(): Promise<AnyActorRef> {
  return start(createSignInFlow(flowEnvironment()).provide(stayOnPage), signInInput(), (actor) => (
    <SignInView actor={actor} />
  ))
}

describe('sign-in', () => {
  it('sends the username and password a password manager filled in without an event, and moves on', async () => {
    const user = userEvent.setup()
    await openSignIn()
    expectNothingDisabled()
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)

    await user.click(button('Sign in'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({
      Username: 'sam.student',
      Password: DEMO_PASSWORD,
      remember: true,
    })
    expect(document.body).not.toHaveTextContent(REQUIRED)
  })

  it('sends them on Enter too, pressed in the field the manager filled', async () => {
    const user = userEvent.setup()
    await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)

    act(() => field('Password').focus())
    await user.keyboard('{Enter}')

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
  })

  it('sends "keep me signed in" as ticked when the browser ticked it again after the person unticked it', async () => {
    const user = userEvent.setup()
    await openSignIn()
    await user.click(field('Keep me signed in'))
    await user.type(field('Username or email'), 'sam.student')
    await user.type(field('Password'), DEMO_PASSWORD)
    tickSilently(field('Keep me signed in'), true)

    await user.click(button('Sign in'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ remember: true })
  })

  it('sends "keep me signed in" as unticked when the browser unticked it without an event', async () => {
    const user = userEvent.setup()
    await openSignIn()
    await user.type(field('Username or email'), 'sam.student')
    await user.type(field('Password'), DEMO_PASSWORD)
    tickSilently(field('Keep me signed in'), false)

    await user.click(button('Sign in'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ remember: false })
  })

  it('shows no "required" when a field filled without an event is left, and the field beside it keeps its value', async () => {
    const user = userEvent.setup()
    await openSignIn()
    const username = field('Username or email')
    const password = field('Password')
    fillSilently(username, 'sam.student')
    fillSilently(password, DEMO_PASSWORD)

    act(() => username.focus())
    act(() => username.blur())
    act(() => password.focus())
    act(() => password.blur())

    expect(document.body).not.toHaveTextContent(REQUIRED)
    expect(username).toHaveValue('sam.student')
    expect(password).toHaveValue(DEMO_PASSWORD)
    await user.click(button('Sign in'))
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
  })

  it('keeps a field filled without an event when the person clicks into it, tabs on, and signs in', async () => {
    const user = userEvent.setup()
    await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)

    await user.click(field('Username or email'))
    await user.tab()

    expect(field('Username or email')).toHaveValue('sam.student')
    expect(document.body).not.toHaveTextContent(REQUIRED)
    await user.click(button('Sign in'))
    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
  })

  it('keeps a field filled without an event when the form renders again with no event at all', async () => {
    const user = userEvent.setup()
    const actor = await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)

    // A render no event of the person's caused: the calls' code arriving, an answer, a timer.
    act(() => actor.send({ type: 'user.changeKeepSignedIn', value: true }))

    expect(field('Username or email')).toHaveValue('sam.student')
    expect(field('Password')).toHaveValue(DEMO_PASSWORD)
    await user.click(button('Sign in'))
    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
  })

  it('sends what a manager filled in after the form said "required", left by pressing Sign in', async () => {
    const user = userEvent.setup()
    await openSignIn()
    await user.click(field('Username or email'))
    await user.tab()
    await user.tab()
    expect(document.body).toHaveTextContent(REQUIRED)
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)

    act(() => field('Password').focus())
    await user.click(button('Sign in'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
    expect(document.body).not.toHaveTextContent(REQUIRED)
  })

  it.each([
    ['typed', (user: ReturnType<typeof userEvent.setup>) => user.type(field('Password'), DEMO_PASSWORD)],
    [
      'pasted, or filled by a manager that does send events',
      async (user: ReturnType<typeof userEvent.setup>) => {
        act(() => field('Password').focus())
        await user.paste(DEMO_PASSWORD)
      },
    ],
  ])('keeps a value filled without an event when the other field is %s', async (_, fillPassword) => {
    const user = userEvent.setup()
    await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')

    await fillPassword(user)

    expect(field('Username or email')).toHaveValue('sam.student')
    await user.click(button('Sign in'))
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
  })

  it('keeps a password filled without an event when Caps Lock is pressed in it', async () => {
    const user = userEvent.setup()
    await openSignIn()
    fillSilently(field('Password'), DEMO_PASSWORD)

    act(() => field('Password').focus())
    await user.keyboard('{CapsLock}')

    expect(screen.getByText('Caps Lock is on.')).toBeInTheDocument()
    expect(field('Password')).toHaveValue(DEMO_PASSWORD)
  })

  it('sends what the fields hold when a password manager submits the form itself', async () => {
    await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)

    act(() => field('Password').closest('form')?.requestSubmit())

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
  })

  it('keeps a password filled without an event when the person shows it', async () => {
    const user = userEvent.setup()
    await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)

    await user.click(button('Show password'))

    expect(field('Password')).toHaveValue(DEMO_PASSWORD)
    expect(field('Password')).toHaveAttribute('type', 'text')
  })

  it('sends what the browser put back when it shows the page again (pageshow), with no event', async () => {
    const user = userEvent.setup()
    await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)
    tickSilently(field('Keep me signed in'), false)

    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    await user.click(button('Sign in'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({
      Username: 'sam.student',
      Password: DEMO_PASSWORD,
      remember: false,
    })
  })

  it('empties the password field the server refused, keeps the username, and sends what is filled in next', async () => {
    const user = userEvent.setup()
    await openSignIn()
    fillSilently(field('Username or email'), 'sam.student')
    const password = field('Password')
    fillSilently(password, 'Not-the-password-1')
    await user.click(button('Sign in'))

    expect(await waitFor(problemShown)).toHaveTextContent(/incorrect/)
    // The same field, emptied in place: not a new one.
    expect(field('Password')).toBe(password)
    expect(password).toHaveValue('')
    expect(field('Username or email')).toHaveValue('sam.student')
    expect(document.body).not.toHaveTextContent(REQUIRED)

    fillSilently(password, DEMO_PASSWORD)
    await user.click(button('Sign in'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    const logins = demo.requests.filter((request) => request.url.pathname === '/api/auth/login')
    expect(logins.map((request) => (request.body as { Password: string }).Password)).toEqual([
      'Not-the-password-1',
      DEMO_PASSWORD,
    ])
  })

  it('never disables a control while it signs in: aria-disabled only, which no restoration keeps', async () => {
    const user = userEvent.setup()
    // The answer never comes: the form stays busy.
    const machine = createSignInFlow(flowEnvironment()).provide({
      actors: { login: fromPromise(() => new Promise<never>(() => {})) },
    } as never)
    await start(machine, signInInput(), (actor) => <SignInView actor={actor} />)
    await user.type(field('Username or email'), 'sam.student')
    await user.type(field('Password'), DEMO_PASSWORD)

    await user.click(button('Sign in'))

    expect(await screen.findByText('Signing you in…')).toBeInTheDocument()
    expect(button('Sign in')).toHaveAttribute('aria-disabled', 'true')
    expectNothingDisabled()
    // Nor can the box be changed meanwhile: it keeps the tick the request went with.
    await user.click(field('Keep me signed in'))
    expect(field('Keep me signed in')).toBeChecked()
  })

  it('keeps what the fields hold when the header switches the language in place, and sends it', async () => {
    const user = userEvent.setup()
    const fetchPage = globalThis.fetch
    // The other catalog, as the server sends it from /assets/i18n/.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).includes('/assets/i18n/fr-CA.json')
        ? Promise.resolve(Response.json({ messages: compiledCatalog('fr-CA') }))
        : fetchPage(input, init),
    )
    const actor = createActor(createSignInFlow(flowEnvironment()).provide(stayOnPage), {
      input: signInInput(),
    })
    actors.push(actor)
    actor.start()
    renderInPortal(
      <>
        <Header />
        <SignInView actor={actor} />
      </>,
    )
    await user.type(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)
    await user.click(field('Keep me signed in'))

    await user.click(await screen.findByRole('button', { name: 'Français' }))

    const signIn = await screen.findByRole('button', { name: 'Se connecter' })
    expect(field(text('fr-CA', 'USERNAME_OR_EMAIL'))).toHaveValue('sam.student')
    expect(field('Mot de passe')).toHaveValue(DEMO_PASSWORD)
    expect(field('Garder ma session ouverte')).not.toBeChecked()
    await user.click(signIn)
    expect(await screen.findByText(/Redirection/)).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({
      Username: 'sam.student',
      Password: DEMO_PASSWORD,
      remember: false,
    })
  })
})

describe('forgot password', () => {
  it('sends the email an autofill put in without an event, and says the link is on its way', async () => {
    const user = userEvent.setup()
    await start(createForgotPasswordFlow(flowEnvironment()), undefined, (actor) => (
      <ForgotPasswordView actor={actor} signInPage={{ kind: 'standard' }} />
    ))
    expectNothingDisabled()
    fillSilently(field('Email address'), 'sam.student@example.org')

    await user.click(button('Send reset link'))

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
    expect(sentTo('/api/auth/forgotpassword')).toMatchObject({ email: 'sam.student@example.org' })
    expect(document.body).not.toHaveTextContent(REQUIRED)
  })
})

describe('the links from an email', () => {
  /** A fresh link of the demo's `flow`, opened as its route opens it. */
  async function openLink(flow: string) {
    const { path, token } = await demo.freshLink(flow)
    const url = new URL(path, location.origin)
    const resetType = decodeURIComponent(url.pathname.split('/')[3] ?? '')
    await start(
      createResetPasswordFlow(flowEnvironment()).provide(stayOnPage),
      {
        token,
        resetType,
        higherEd: resetType === 'HigherEdActivation' ? parseHigherEdQuery(url.search) : null,
        redirectPolicy: redirectPolicyFor(window.location.origin, STAND_INS),
      },
      (actor) => <ResetPasswordView actor={actor} />,
    )
  }

  it.each([
    ['a password reset', 'reset', 'New password', 'Sign in', '/api/auth/resetpassword', 'Password'],
    [
      'an account activation',
      'activateAccount',
      'Create a password',
      'Activate account',
      '/api/auth/resetpassword',
      'Password',
    ],
    [
      'a higher-education activation',
      'higherEdActivation',
      'Create a password',
      'Activate account',
      '/api/higher-ed/register-new-user',
      'password',
    ],
  ])(
    '%s sends the new password a password manager suggested without an event, and signs in',
    async (_, flow, label, press, endpoint, name) => {
      const user = userEvent.setup()
      await openLink(flow)
      fillSilently(await screen.findByLabelText(label, { selector: 'input' }), 'Chosen-by-manager-9')
      expectNothingDisabled()

      await user.click(button(press))

      expect(await screen.findByText(TAKING_YOU)).toBeVisible()
      expect(sentTo(endpoint)).toMatchObject({ [name]: 'Chosen-by-manager-9' })
      expect(document.body).not.toHaveTextContent(REQUIRED)
    },
  )

  it('a parent activation sends the password and its confirmation, both filled without an event', async () => {
    const user = userEvent.setup()
    await openLink('activateParent')
    fillSilently(
      await screen.findByLabelText('Create a password', { selector: 'input' }),
      'Chosen-by-manager-9',
    )
    fillSilently(field('Confirm your password'), 'Chosen-by-manager-9')

    await user.click(button('Activate account'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/resetpassword')).toMatchObject({ Password: 'Chosen-by-manager-9' })
    expect(document.body).not.toHaveTextContent(REQUIRED)
  })
})

describe('forced new password (/mustreset)', () => {
  it('sends the new password a password manager suggested without an event, and says it changed', async () => {
    const user = userEvent.setup()
    renderInPortal(<RouteTable />, { path: '/' })
    fillSilently(await screen.findByLabelText('Username or email', { selector: 'input' }), 'max.mustreset')
    fillSilently(field('Password'), DEMO_PASSWORD)
    await user.click(button('Sign in'))
    const newPassword = await screen.findByLabelText('New password', { selector: 'input' })
    expectNothingDisabled()

    fillSilently(newPassword, 'Chosen-by-manager-9')
    await user.click(button('Save password'))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeVisible()
    expect(sentTo('/api/auth/login')).toMatchObject({ Username: 'max.mustreset', Password: DEMO_PASSWORD })
    expect(sentTo('/api/auth/mustresetpassword')).toMatchObject({ Password: 'Chosen-by-manager-9' })
    expect(document.body).not.toHaveTextContent(REQUIRED)
  })
})

describe('single sign-on', () => {
  it('registration sends every field an autofill filled without an event, the choice of institution too', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn()
    await start(createRegistrationFlow(flowEnvironment({ navigate })), { k: 'demo-sso-claim' }, (actor) => (
      <RegistrationView actor={actor} />
    ))
    fillSilently(await screen.findByLabelText('First name', { selector: 'input' }), 'Jordan')
    fillSilently(field('Last name'), 'Lee')
    fillSilently(field('Display name (optional)'), 'J. Lee')
    fillSilently(field('School or institution'), '102')
    fillSilently(field('Email address'), 'jordan.lee@example.org')
    expectNothingDisabled()

    await user.click(button('Send request'))

    await vi.waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(navigate.mock.calls[0]?.[0]).toBe('/registrationconfirmation')
    expect(sentTo('/api/auth/registration')).toMatchObject({
      FirstName: 'Jordan',
      LastName: 'Lee',
      DisplayName: 'J. Lee',
      InstitutionId: 102,
      Email: 'jordan.lee@example.org',
      K: 'demo-sso-claim',
    })
    expect(document.body).not.toHaveTextContent(REQUIRED)
  })

  it('portfolio linking sends the username and password a password manager filled in without an event', async () => {
    const user = userEvent.setup()
    await start(
      createPortfolioLinkingFlow(flowEnvironment()).provide(stayOnPage),
      {
        k: 'demo-sso-student',
        audience: 'student',
        redirectPolicy: redirectPolicyFor(window.location.origin, STAND_INS),
      },
      (actor) => <PortfolioLinkingView actor={actor} />,
    )
    fillSilently(field('Username or email'), 'sam.student')
    fillSilently(field('Password'), DEMO_PASSWORD)
    expectNothingDisabled()

    await user.click(button('Link account'))

    expect(await screen.findByText(TAKING_YOU)).toBeVisible()
    expect(sentTo('/api/auth/portfolioLinking')).toMatchObject({
      Username: 'sam.student',
      Password: DEMO_PASSWORD,
      SsoToken: 'demo-sso-student',
    })
    expect(document.body).not.toHaveTextContent(REQUIRED)
  })
})
