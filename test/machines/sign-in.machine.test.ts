// @vitest-environment node
/**
 * The sign-in machine (spec: Sign-in; section 4 "Login" and "Auto sign-in", sections 5 and 8), driven as the page
 * drives it. A kept appToken is tried first while the page waits: the browser goes to the url the server returns,
 * as the redirect policy parsed it, or the token is forgotten and the empty form shows. REQUIRED shows beside a
 * field once it is left, and a submit with a missing field lists the problems and sends nothing. A complete submit
 * sends one login call with the trimmed username, the password as typed, keep-me-signed-in, the sign-in page and the
 * redirect; further presses wait for it. The answer leads to /mustreset (the account held first), to the returned
 * url (the token kept when the person asked and the server gave one), to the server's message or
 * USERNAME_OR_PASSWORD_NOT_FOUND (the password emptied, untouched again), or to the generic error, the password
 * kept, from which Sign in works again.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CALL_IN_FLIGHT, LEAVING_PAGE, UnexpectedResponseError } from '../../machines/shared/calls'
import { shownProblems } from '../../machines/shared/fields'
import { machineSteps, stepName } from '../../machines/shared/steps'
import { fieldProblems, SIGN_IN_FIELDS } from '../../machines/sign-in/sign-in.fields'
import type {
  LoginOutcome,
  LoginRequest,
  ResumeOutcome,
  SignInInput,
} from '../../machines/sign-in/sign-in.machine'
import { answerable, redirectPolicy, settle } from './support'

/**
 * The machine, loaded inside each test rather than as the file is imported: a machine that cannot even be built
 * then fails these tests, where the mutation run counts it (Stryker's Vitest runner counts a test file that fails
 * to import as no tests at all: stryker-mutator/stryker-js#6150).
 */
const loadMachine = async () => (await import('../../machines/sign-in/sign-in.machine')).signInMachine

const baseInput: SignInInput = {
  signInPage: { kind: 'standard' },
  redirect: null,
  timedOut: false,
  arrivedWithError: false,
  savedAppToken: null,
  redirectPolicy,
}

/** Opens the sign-in page: the machine with its calls answered by the test and its effects written down. */
async function open(input: Partial<SignInInput> = {}) {
  const machine = await loadMachine()
  const resumes = answerable<ResumeOutcome, { appToken: string }>()
  const logins = answerable<LoginOutcome, LoginRequest>()
  /** The effects asked for, in order, with what each acts on. */
  const effects: string[] = []
  const emitted: string[] = []
  const actor = createActor(
    machine.provide({
      actors: { resumeSession: resumes.logic, login: logins.logic },
      actions: {
        storeAppToken: ({ context }) => effects.push(`keep appToken ${String(context.appToken)}`),
        forgetAppToken: () => effects.push('forget appToken'),
        redirectToDestination: ({ context }) => effects.push(`go to ${String(context.destination)}`),
        holdMustResetAccount: ({ context }) =>
          effects.push(`hold ${JSON.stringify(context.mustResetAccount)}`),
        goToMustReset: () => effects.push('go to /mustreset'),
      },
    }),
    { input: { ...baseInput, ...input } },
  )
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  /** The problems shown beside the fields (and listed in the summary after a submit). */
  const shown = () => {
    const { context } = actor.getSnapshot()
    return shownProblems(fieldProblems(context), context.touched)
  }
  const submit = (username: string, password: string, keepSignedIn = true) =>
    actor.send({ type: 'user.submit', values: { username, password, keepSignedIn } })
  return { actor, resumes, logins, effects, emitted, shown, submit }
}

/** Opens the page, fills it in and presses Sign in; the login call waits for the test's answer. */
async function submitted(
  values: { username?: string; password?: string; keepSignedIn?: boolean } = {},
  input: Partial<SignInInput> = {},
) {
  const page = await open(input)
  page.submit(values.username ?? 'sam.student', values.password ?? 'Demo-pass-1', values.keepSignedIn ?? true)
  expect(page.actor.getSnapshot().matches('submitting')).toBe(true)
  return page
}

/** Answers the login call and lets the answer reach the machine. */
async function answer(page: Awaited<ReturnType<typeof open>>, outcome: LoginOutcome | Error | undefined) {
  const call = page.logins.last()
  if (outcome instanceof Error) call?.reject(outcome)
  else call?.resolve(outcome as LoginOutcome)
  await settle()
}

const REJECTED_MESSAGE = 'The password you entered is incorrect.'

describe('opening the sign-in page', () => {
  it('shows the empty form at once when no session is kept: no call, Keep me signed in ticked, nothing shown', async () => {
    const { actor, resumes, logins, effects, shown } = await open()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ form: 'editing' })).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
    expect(snapshot.context.username).toBe('')
    expect(snapshot.context.password).toBe('')
    expect(snapshot.context.keepSignedIn).toBe(true)
    expect(snapshot.context.touched).toEqual([])
    expect(snapshot.context.serverMessage).toBeNull()
    expect(snapshot.context.destination).toBeNull()
    expect(shown()).toEqual({})
    expect(resumes.calls).toEqual([])
    expect(logins.calls).toEqual([])
    expect(effects).toEqual([])
  })

  it('treats an empty kept token as no kept session', async () => {
    const { actor, resumes, effects } = await open({ savedAppToken: '' })
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    expect(resumes.calls).toEqual([])
    expect(effects).toEqual([])
  })

  it('keeps timeout=true and an arrival after a failure for the form to show', async () => {
    const { actor } = await open({ timedOut: true, arrivedWithError: true, signInPage: { kind: 'sd' } })
    const { context } = actor.getSnapshot()
    expect(context.timedOut).toBe(true)
    expect(context.arrivedWithError).toBe(true)
    expect(context.signInPage).toEqual({ kind: 'sd' })
  })
})

describe('a kept session (auto sign-in)', () => {
  it('tries the kept appToken first while the page waits, with no form and nothing forgotten yet', async () => {
    const { actor, resumes, logins, effects, submit } = await open({ savedAppToken: 'kept-token' })
    expect(actor.getSnapshot().matches('resumingSession')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(resumes.calls.map((call) => call.input)).toEqual([{ appToken: 'kept-token' }])
    // There is no form to press yet.
    submit('sam.student', 'Demo-pass-1')
    expect(logins.calls).toEqual([])
    expect(effects).toEqual([])
  })

  it.each([
    ['/demo/signed-in?session=kept', 'https://login.example.org/demo/signed-in?session=kept'],
    ['https://product.example.org/home', 'https://product.example.org/home'],
  ])(
    'sends the browser to %s, as the policy parsed it, when the server accepts the token',
    async (url, destination) => {
      const { actor, resumes, effects } = await open({ savedAppToken: 'kept-token' })
      resumes.last()?.resolve({ kind: 'resumed', url })
      await settle()
      const snapshot = actor.getSnapshot()
      expect(snapshot.matches('redirecting')).toBe(true)
      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag(LEAVING_PAGE)).toBe(true)
      expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(snapshot.context.destination).toBe(destination)
      expect(effects).toEqual([`go to ${destination}`])
    },
  )

  it.each([
    ['refuses the token', { kind: 'refused' }],
    ['returns a url on another site', { kind: 'resumed', url: '//evil.example/steal' }],
    ['returns the sign-in page itself', { kind: 'resumed', url: '/' }],
    ['answers with nothing', undefined],
  ] as const)('forgets the token and shows the empty form when the server %s', async (_, outcome) => {
    const { actor, resumes, effects, shown } = await open({ savedAppToken: 'kept-token' })
    resumes.last()?.resolve(outcome as unknown as ResumeOutcome)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ form: 'editing' })).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.destination).toBeNull()
    expect(shown()).toEqual({})
    expect(effects).toEqual(['forget appToken'])
  })

  it('forgets the token and shows the form when the call fails, and the form then signs in', async () => {
    const { actor, resumes, logins, effects, submit } = await open({ savedAppToken: 'kept-token' })
    resumes.last()?.reject(new TypeError('Failed to fetch'))
    await settle()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(effects).toEqual(['forget appToken'])
    submit('sam.student', 'Demo-pass-1')
    expect(logins.calls).toHaveLength(1)
  })
})

describe('typing and leaving the fields', () => {
  it('shows REQUIRED beside a field once it is left empty, and takes it away once something is typed', async () => {
    const { actor, shown } = await open()
    actor.send({ type: 'user.leave', field: 'username' })
    expect(shown()).toEqual({ username: 'required' })
    actor.send({ type: 'user.changeUsername', value: 'sam.student' })
    expect(actor.getSnapshot().context.username).toBe('sam.student')
    expect(shown()).toEqual({})
    actor.send({ type: 'user.leave', field: 'password' })
    expect(shown()).toEqual({ password: 'required' })
    actor.send({ type: 'user.changePassword', value: 'Demo-pass-1' })
    expect(actor.getSnapshot().context.password).toBe('Demo-pass-1')
    expect(shown()).toEqual({})
    actor.send({ type: 'user.changeUsername', value: '' })
    actor.send({ type: 'user.changePassword', value: '' })
    expect(shown()).toEqual({ username: 'required', password: 'required' })
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it('shows nothing beside a field typed into but not yet left', async () => {
    const { actor, shown } = await open()
    actor.send({ type: 'user.changeUsername', value: 'sam.student' })
    actor.send({ type: 'user.changeUsername', value: '' })
    expect(shown()).toEqual({})
  })

  it('keeps Keep me signed in as the person ticks it', async () => {
    const { actor } = await open()
    actor.send({ type: 'user.changeKeepSignedIn', value: false })
    expect(actor.getSnapshot().context.keepSignedIn).toBe(false)
    actor.send({ type: 'user.changeKeepSignedIn', value: true })
    expect(actor.getSnapshot().context.keepSignedIn).toBe(true)
  })

  it('counts leaving each field as a step of its own for the path coverage', async () => {
    const leaves = machineSteps(await loadMachine())
      .filter((step) => step.event === 'user.leave' && step.from === 'signIn.form.editing')
      .map(stepName)
      .sort()
    expect(leaves).toEqual([
      'signIn.form.editing ─user.leave(password)→ signIn.form.editing',
      'signIn.form.editing ─user.leave(username)→ signIn.form.editing',
    ])
  })
})

describe('pressing Sign in', () => {
  it.each([
    ['', '', { username: 'required', password: 'required' }],
    ['   ', 'Demo-pass-1', { username: 'required' }],
    ['sam.student', '', { password: 'required' }],
  ])('with %j and %j lists %j and sends nothing', async (username, password, problems) => {
    const { actor, logins, shown, submit } = await open()
    submit(username, password)
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ form: 'invalid' })).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.touched).toEqual(['username', 'password'])
    expect(shown()).toEqual(problems)
    expect(logins.calls).toEqual([])
  })

  it('empties the list as the missing fields are filled in, and then sends what the form holds', async () => {
    const { actor, logins, shown, submit } = await open()
    submit('', '')
    actor.send({ type: 'user.changeUsername', value: 'sam.student' })
    expect(shown()).toEqual({ password: 'required' })
    actor.send({ type: 'user.changePassword', value: 'Demo-pass-1' })
    expect(shown()).toEqual({})
    submit('sam.student', 'Demo-pass-1')
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(logins.calls.map((call) => call.input.username)).toEqual(['sam.student'])
  })

  it('sends the trimmed username, the password as typed, Keep me signed in, the sign-in page and the redirect', async () => {
    const { actor, logins, shown } = await submitted(
      { username: '  sam.student \t', password: ' Demo pass 1 ', keepSignedIn: false },
      { signInPage: { kind: 'branded', branding: 'florida' }, redirect: '/planner?tab=2' },
    )
    expect(logins.calls.map((call) => call.input)).toEqual([
      {
        username: 'sam.student',
        password: ' Demo pass 1 ',
        remember: false,
        signInPage: { kind: 'branded', branding: 'florida' },
        redirect: '/planner?tab=2',
      },
    ])
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
    // What the person typed stays as they typed it.
    expect(snapshot.context.username).toBe('  sam.student \t')
    expect(snapshot.context.keepSignedIn).toBe(false)
    expect(shown()).toEqual({})
  })

  it('sends what the form holds when pressed, whatever the change events said before', async () => {
    const { actor, logins, submit } = await open()
    actor.send({ type: 'user.changeUsername', value: 'someone.else' })
    actor.send({ type: 'user.changeKeepSignedIn', value: false })
    submit('sam.student', 'Demo-pass-1', true)
    expect(logins.calls.map((call) => call.input)).toEqual([
      {
        username: 'sam.student',
        password: 'Demo-pass-1',
        remember: true,
        signInPage: { kind: 'standard' },
        redirect: null,
      },
    ])
  })

  it('sends one call for one gesture: further presses and edits wait for the answer', async () => {
    const { actor, logins, submit } = await submitted()
    submit('sam.student', 'Demo-pass-1')
    submit('other.person', 'Other-pass-2')
    actor.send({ type: 'user.changeUsername', value: 'other.person' })
    actor.send({ type: 'user.changePassword', value: 'Other-pass-2' })
    actor.send({ type: 'user.leave', field: 'username' })
    expect(logins.calls).toHaveLength(1)
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(actor.getSnapshot().context.username).toBe('sam.student')
    expect(actor.getSnapshot().context.password).toBe('Demo-pass-1')
  })
})

describe('the answer to Sign in', () => {
  it('keeps the token, then sends the browser to the returned url, when the person asked to stay signed in', async () => {
    const page = await submitted({ keepSignedIn: true })
    await answer(page, { kind: 'signedIn', url: '/demo/signed-in?session=s1', appToken: 'app-token-1' })
    const snapshot = page.actor.getSnapshot()
    expect(snapshot.matches('redirecting')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.destination).toBe('https://login.example.org/demo/signed-in?session=s1')
    expect(page.effects).toEqual([
      'keep appToken app-token-1',
      'go to https://login.example.org/demo/signed-in?session=s1',
    ])
    expect(page.emitted).toEqual([])
  })

  it.each([
    ['the person did not ask to stay signed in', false, 'app-token-1'],
    ['the server gave no token to keep', true, null],
  ])('keeps no token when %s, and still sends the browser on', async (_, keepSignedIn, appToken) => {
    const page = await submitted({ keepSignedIn })
    await answer(page, { kind: 'signedIn', url: 'https://product.example.org/home', appToken })
    expect(page.actor.getSnapshot().matches('redirecting')).toBe(true)
    expect(page.actor.getSnapshot().context.destination).toBe('https://product.example.org/home')
    expect(page.effects).toEqual(['go to https://product.example.org/home'])
  })

  it.each([
    ['javascript:alert(1)', true],
    ['//evil.example/steal', true],
    ['https://elsewhere.example/home', false],
    ['/sdmylife', true],
    ['#top', false],
  ])(
    'shows the generic error, keeps the password and leaves nowhere when the server sends the person to %s',
    async (url, keepSignedIn) => {
      const page = await submitted({ keepSignedIn })
      await answer(page, { kind: 'signedIn', url, appToken: 'app-token-1' })
      const snapshot = page.actor.getSnapshot()
      expect(snapshot.matches({ form: 'failed' })).toBe(true)
      expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
      expect(snapshot.context.destination).toBeNull()
      expect(snapshot.context.password).toBe('Demo-pass-1')
      expect(page.effects).toEqual([])
      expect(page.emitted).toEqual([])
    },
  )

  it('holds the account with the username as sent, then goes to /mustreset, when the password must be reset', async () => {
    const page = await submitted({ username: ' sam.student  ', keepSignedIn: true })
    await answer(page, { kind: 'mustReset', account: { userAccountId: 7, token: 'reset-token' } })
    const snapshot = page.actor.getSnapshot()
    expect(snapshot.matches('mustReset')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
    expect(snapshot.context.mustResetAccount).toEqual({
      userAccountId: 7,
      token: 'reset-token',
      username: 'sam.student',
    })
    expect(snapshot.context.destination).toBeNull()
    expect(page.effects).toEqual([
      'hold {"userAccountId":7,"token":"reset-token","username":"sam.student"}',
      'go to /mustreset',
    ])
  })

  it("shows the server's message, empties the password and takes its REQUIRED away", async () => {
    const page = await submitted({ username: 'sam.student', password: 'wrong-pass' })
    await answer(page, { kind: 'rejected', message: REJECTED_MESSAGE })
    const snapshot = page.actor.getSnapshot()
    expect(snapshot.matches({ form: 'rejected' })).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.serverMessage).toBe(REJECTED_MESSAGE)
    expect(snapshot.context.password).toBe('')
    expect(snapshot.context.username).toBe('sam.student')
    expect(snapshot.context.touched).toEqual(['username'])
    expect(page.shown()).toEqual({})
    expect(page.emitted).toEqual(['passwordCleared'])
    expect(page.effects).toEqual([])
    // The password's REQUIRED comes back once the person leaves it empty again.
    page.actor.send({ type: 'user.leave', field: 'password' })
    expect(page.shown()).toEqual({ password: 'required' })
  })

  it('says the username or password was not found, empties the password and takes its REQUIRED away', async () => {
    const page = await submitted({ username: 'sam.student', password: 'wrong-pass' })
    await answer(page, { kind: 'notFound' })
    const snapshot = page.actor.getSnapshot()
    expect(snapshot.matches({ form: 'notFound' })).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.serverMessage).toBeNull()
    expect(snapshot.context.password).toBe('')
    expect(snapshot.context.username).toBe('sam.student')
    expect(snapshot.context.touched).toEqual(['username'])
    expect(page.shown()).toEqual({})
    expect(page.emitted).toEqual(['passwordCleared'])
    expect(page.effects).toEqual([])
  })

  it.each([
    ['the network fails', new TypeError('Failed to fetch')],
    ['the server fails', new UnexpectedResponseError(503, 'POST /api/auth/login')],
    ['the server answers with nothing', undefined],
  ])('shows the generic error and keeps what was typed when %s', async (_, outcome) => {
    const page = await submitted({ username: 'sam.student', password: 'Demo-pass-1' })
    await answer(page, outcome)
    const snapshot = page.actor.getSnapshot()
    expect(snapshot.matches({ form: 'failed' })).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.username).toBe('sam.student')
    expect(snapshot.context.password).toBe('Demo-pass-1')
    expect(snapshot.context.serverMessage).toBeNull()
    expect(snapshot.context.touched).toEqual(['username', 'password'])
    expect(page.emitted).toEqual([])
    expect(page.effects).toEqual([])
  })

  it.each([
    ['the generic error', new TypeError('Failed to fetch')],
    ["the server's message", { kind: 'rejected', message: REJECTED_MESSAGE } as const],
    ['not found', { kind: 'notFound' } as const],
  ])('lets the person edit and sign in again after %s', async (_, outcome) => {
    const page = await submitted()
    await answer(page, outcome)
    page.actor.send({ type: 'user.changePassword', value: 'Demo-pass-2' })
    page.actor.send({ type: 'user.leave', field: 'password' })
    expect(page.actor.getSnapshot().context.password).toBe('Demo-pass-2')
    expect(page.shown()).toEqual({})
    page.actor.send({ type: 'user.changePassword', value: '' })
    expect(page.shown()).toEqual({ password: 'required' })
    page.submit('sam.student', '')
    expect(page.actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    page.submit('sam.student', 'Demo-pass-2')
    expect(page.actor.getSnapshot().matches('submitting')).toBe(true)
    expect(page.logins.calls.map((call) => call.input.password)).toEqual(['Demo-pass-1', 'Demo-pass-2'])
    await answer(page, { kind: 'signedIn', url: '/home', appToken: null })
    expect(page.effects).toEqual(['go to https://login.example.org/home'])
  })
})

describe('the machine without the app behind it', () => {
  it('fails closed: a kept token is forgotten, and a submit ends on the generic error', async () => {
    const machine = await loadMachine()
    const effects: string[] = []
    const actions = {
      forgetAppToken: () => effects.push('forget appToken'),
      redirectToDestination: () => effects.push('redirect'),
    }
    const actor = createActor(machine.provide({ actions }), {
      input: { ...baseInput, savedAppToken: 'kept-token' },
    }).start()
    await settle()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    actor.send({
      type: 'user.submit',
      values: { username: 'sam.student', password: 'x', keepSignedIn: true },
    })
    await settle()
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
    expect(effects).toEqual(['forget appToken'])
  })
})

describe('the sign-in field rules (spec section 5)', () => {
  it('lists the username before the password, as the form and its error summary show them', () => {
    expect(SIGN_IN_FIELDS).toEqual(['username', 'password'])
  })

  it.each([
    ['sam.student', 'Demo-pass-1', {}],
    ['', '', { username: 'required', password: 'required' }],
    [' \t', 'Demo-pass-1', { username: 'required' }],
    ['sam.student', '', { password: 'required' }],
    // A password of spaces is a password; the server judges it.
    ['sam.student', '   ', {}],
  ])('%j and %j have the problems %j', (username, password, problems) => {
    expect(fieldProblems({ username, password })).toEqual(problems)
  })
})
