/**
 * A page the browser restores from its back-forward cache (`pageshow` with `persisted`) never
 * shows a stale wait. A flow that was sending the browser elsewhere, or waiting for a call, starts afresh; a
 * flow that was usable is left as it was. One mechanism for every flow: the actors `useFlowActor` makes register
 * with `RestoredPage`, which the app puts around the page.
 */
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef, useSelector } from '@xstate/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, fromCallback, fromPromise, setup, type AnyStateNode } from 'xstate'
import { discoverMachines } from '../../scripts/lib/machine-docs'
import { stateNodes, transitionsOf } from '../../machines/shared/read-machine'
import { CALL_IN_FLIGHT, LEAVING_PAGE } from '../../machines/shared/calls'
import { App } from '../../src/app'
import { RouteTable } from '../../src/router'
import { RestoredPage, useRegisterFlow } from '../../src/screens/flow'
import { activateLocale, pageOf, renderInPortal } from '../support/render'

type Fetch = typeof fetch

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const pathOf = (input: Parameters<Fetch>[0]) =>
  new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname

/** The browser shows the page again: from its back-forward cache (`persisted`), or as a fresh load. */
const pageShow = (persisted: boolean) =>
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }))
  })

/**
 * Where the tests send the browser: the test document's own address with a fragment, the one navigation jsdom
 * performs (as if the product's page had opened). The page stands on a product path meanwhile.
 */
const PRODUCT_PATH = '/demo/product/en/help'
const destination = () => `${window.location.origin}${PRODUCT_PATH}#signed-in`

let fetchMock: ReturnType<typeof vi.fn<Fetch>>
let pageBefore = ''
let titleBefore = ''

beforeEach(() => {
  pageBefore = window.location.href
  titleBefore = document.title
  window.history.replaceState(null, '', PRODUCT_PATH)
  fetchMock = vi.fn<Fetch>(async () => json(500, { data: { message: 'not expected in this test' } }))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', pageBefore)
  document.title = titleBefore
  document.querySelector('meta[name="referrer"]')?.remove()
})

const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => pathOf(input) === path)

/** The sign-in form as a person can use it: its button enabled, no wait on the page. */
async function expectUsableSignIn() {
  const button = await screen.findByRole('button', { name: 'Sign in' })
  expect(button).not.toHaveAttribute('aria-disabled')
  expect(screen.getByLabelText('Username or email')).not.toHaveAttribute('readonly')
  expect(screen.queryByText('Taking you to your account…')).toBeNull()
  expect(screen.queryByText('Signing you in…')).toBeNull()
  expect(screen.queryByText('Signing you back in…')).toBeNull()
  expect(document.querySelector('[aria-busy="true"]')).toBeNull()
}

describe('a sign-in page the browser brings back after it sent the person on', () => {
  it('shows the usable form, not "Taking you to your account…", after a sign-in', async () => {
    fetchMock.mockImplementation(async (input) =>
      pathOf(input) === '/api/auth/login'
        ? json(200, { data: { url: destination(), jwtToken: 'issued-token', errorMessage: null } })
        : json(500, { data: { message: 'not expected' } }),
    )
    const user = userEvent.setup()
    renderInPortal(
      <RestoredPage>
        <RouteTable />
      </RestoredPage>,
      { path: '/' },
    )
    await user.type(screen.getByLabelText('Username or email'), 'sam.student')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-pass-1{Enter}')
    await waitFor(() => expect(window.location.hash).toBe('#signed-in'))
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your account…')

    // Back from the product: the same document, as it was left.
    pageShow(true)

    await expectUsableSignIn()
    // The token the kept sign-in stored is not replayed: the person would be sent straight back.
    expect(calls('/api/auth/redirect')).toEqual([])
    expect(localStorage.getItem('appToken')).toBe('issued-token')
  })

  it('shows the usable form after an automatic sign-in, and does not replay the kept token again', async () => {
    localStorage.setItem('appToken', 'kept-token')
    fetchMock.mockImplementation(async () => json(200, { data: { url: destination(), errorMessage: null } }))
    renderInPortal(
      <RestoredPage>
        <RouteTable />
      </RestoredPage>,
      { path: '/' },
    )
    await waitFor(() => expect(window.location.hash).toBe('#signed-in'))

    pageShow(true)

    await expectUsableSignIn()
    expect(calls('/api/auth/redirect')).toHaveLength(1)
  })

  it('keeps the wait on a fresh show of the page (not from the cache): the browser is still leaving', async () => {
    localStorage.setItem('appToken', 'kept-token')
    fetchMock.mockImplementation(async () => json(200, { data: { url: destination(), errorMessage: null } }))
    renderInPortal(
      <RestoredPage>
        <RouteTable />
      </RestoredPage>,
      { path: '/' },
    )
    await waitFor(() => expect(window.location.hash).toBe('#signed-in'))

    pageShow(false)

    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your account…')
  })

  it('leaves a usable form as it was, what was typed included', async () => {
    const user = userEvent.setup()
    renderInPortal(
      <RestoredPage>
        <RouteTable />
      </RestoredPage>,
      { path: '/' },
    )
    await user.type(screen.getByLabelText('Username or email'), 'sam.student')

    pageShow(true)

    expect(screen.getByLabelText('Username or email')).toHaveValue('sam.student')
  })
})

describe('the app', () => {
  it('starts a screen afresh whose call the freeze cut off (forgot password, "Sending…")', async () => {
    // The call never answers: the page went into the cache while it was in flight.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}))
    activateLocale('en-CA')
    window.history.replaceState(null, '', '/forgot')
    render(<App page={pageOf()} />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email address'), 'sam@example.org{Enter}')
    await waitFor(() => expect(document.querySelector('form[aria-busy="true"]')).not.toBeNull())

    pageShow(true)

    const send = await screen.findByRole('button', { name: 'Send reset link' })
    expect(send).not.toHaveAttribute('aria-disabled')
    expect(document.querySelector('form[aria-busy="true"]')).toBeNull()
    expect(screen.queryByText('Sending…')).toBeNull()
  })
})

/**
 * A flow that counts a person's presses while a long-lived actor listens (no call: it never answers), and that
 * can send, which waits for a call that never answers.
 */
const listeningMachine = setup({
  actors: {
    listen: fromCallback(() => () => {}),
    send: fromPromise(() => new Promise<never>(() => {})),
  },
  actions: {
    countPress: assign({ presses: ({ context }) => context.presses + 1 }),
  },
}).createMachine({
  id: 'listening',
  context: { presses: 0 },
  initial: 'listening',
  on: { 'user.press': { actions: 'countPress' } },
  states: {
    listening: {
      invoke: { id: 'listen', src: 'listen' },
      on: { 'user.send': { target: 'sending' } },
    },
    sending: {
      tags: [CALL_IN_FLIGHT],
      invoke: { id: 'send', src: 'send' },
    },
  },
})

function ListeningScreen() {
  const actor = useActorRef(listeningMachine)
  useRegisterFlow(actor)
  const presses = useSelector(actor, (snapshot) => snapshot.context.presses)
  return (
    <>
      <p>Pressed {presses} times</p>
      <button type="button" onClick={() => actor.send({ type: 'user.press' })}>
        Press
      </button>
      <button type="button" onClick={() => actor.send({ type: 'user.send' })}>
        Send
      </button>
    </>
  )
}

describe('what counts as waiting is what the machine declares', () => {
  it('leaves a flow as it was while a long-lived actor that is no call runs', async () => {
    const user = userEvent.setup()
    render(
      <RestoredPage>
        <ListeningScreen />
      </RestoredPage>,
    )
    await user.click(screen.getByRole('button', { name: 'Press' }))
    await user.click(screen.getByRole('button', { name: 'Press' }))

    pageShow(true)

    expect(screen.getByText('Pressed 2 times')).toBeInTheDocument()
  })

  it('starts the same flow afresh once it waits in a state tagged CALL_IN_FLIGHT', async () => {
    const user = userEvent.setup()
    render(
      <RestoredPage>
        <ListeningScreen />
      </RestoredPage>,
    )
    await user.click(screen.getByRole('button', { name: 'Press' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByText('Pressed 1 times')).toBeInTheDocument()

    pageShow(true)

    expect(await screen.findByText('Pressed 0 times')).toBeInTheDocument()
  })
})

describe('every flow takes part', () => {
  it('tags CALL_IN_FLIGHT every state that waits for a call, and no other', async () => {
    const waiting: string[] = []
    for (const { machine } of await discoverMachines()) {
      for (const node of stateNodes(machine.root)) {
        // A call answers: its invoke is followed when done. A long-lived actor is not.
        const waitsForCall = node.invoke.some((invoke) =>
          node.transitions.has(`xstate.done.actor.${invoke.id}`),
        )
        if (waitsForCall) waiting.push(node.id)
        expect(node.tags.includes(CALL_IN_FLIGHT), `${node.id} waits for a call: ${waitsForCall}`).toBe(
          waitsForCall,
        )
      }
    }
    // The rule is the check above, for every state of every machine; these are states it must find, so a rule that
    // finds nothing fails. A new flow's states join them without a change here.
    expect(waiting).toEqual(
      expect.arrayContaining([
        'branding.lookingUp',
        'branding.loading',
        'emailConfirmation.checking',
        'emailConfirmation.expired.resending',
        'forgotPassword.sending',
        'logOut.loggingOut',
        'massPrint.handling',
        'mustReset.saving',
        'portfolioLinking.linking',
        'registration.loading',
        'registration.registering',
        'resetPassword.checking',
        'resetPassword.loadingFamily',
        'resetPassword.saving',
        'signIn.resumingSession',
        'signIn.submitting',
        'switchAccount.loading',
      ]),
    )
  })

  it('tags LEAVING_PAGE every state that sends the browser to another address', async () => {
    const leaving: string[] = []
    for (const { machine } of await discoverMachines()) {
      for (const transition of stateNodes(machine.root).flatMap(transitionsOf)) {
        if (!transition.actions.includes('redirectToDestination')) continue
        for (const target of transition.targets as AnyStateNode[]) {
          leaving.push(target.id)
          expect(target.tags, `${target.id} sends the browser away`).toContain(LEAVING_PAGE)
        }
      }
    }
    // As above: the rule is checked for every state; these it must find.
    expect(leaving).toEqual(
      expect.arrayContaining([
        'signIn.redirecting',
        'switchAccount.redirecting',
        'portfolioLinking.redirecting',
        'resetPassword.redirecting',
        'massPrint.redirecting',
      ]),
    )
  })
})
