/**
 * Every call of every flow (each screen's wiring in src/screens/, and the shell's) is bounded from the person's
 * act, the actor's start, to its answer, its code's loading included: with the code it needs held for ever (the
 * transport, sign-in's endpoints), each actor fails with RequestTimeoutError at the page's time limit, its
 * environment's (docs/decisions/029). And each call's request is aborted when its actor stops (the person leaves the page or
 * the flow moves on): the signal reaches the request through the flow and its adapter.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate'
import type { FlowEnvironment } from '../../src/screens/flow'
import { flowEnvironment } from '../support/flow-environment'

/** The page's time limit in these tests: short, as a path run's is (src/dev/path-run.ts). */
const LIMIT_MS = 60

/** What a dynamic import() of a chunk the network holds for ever gives. */
const neverArrives = () => new Promise<never>(() => {})

/** The flows' environment, with the page's time limit short, as a path run's is. */
const shortLimit = flowEnvironment({ config: { apiTimeoutMs: LIMIT_MS } })
const link = { token: 'tok-1', tokenType: 'PersonalEmail', languageType: 1, translationLanguage: 'en-CA' }
const account = { userAccountId: 7, token: 'jwt-1' }

/** Each flow, made from a fresh copy of its module, and a valid input for each of the calls it provides. */
const FLOWS: {
  name: string
  create: (environment: FlowEnvironment) => Promise<AnyStateMachine>
  calls: Record<string, unknown>
}[] = [
  {
    name: 'sign-in',
    create: async (environment) =>
      (await import('../../src/screens/sign-in/sign-in')).createSignInFlow(environment),
    calls: {
      resumeSession: { appToken: 'app-token-1' },
      login: {
        username: 'sam.student',
        password: 'Demo-pass-1',
        remember: false,
        signInPage: { kind: 'standard' },
        redirect: null,
      },
    },
  },
  {
    name: 'forgot password',
    create: async (environment) =>
      (await import('../../src/screens/forgot-password/forgot-password')).createForgotPasswordFlow(
        environment,
      ),
    calls: { sendResetLink: { email: 'sam.student@example.org' } },
  },
  {
    name: 'must reset',
    create: async (environment) =>
      (await import('../../src/screens/must-reset/must-reset')).createMustResetFlow(environment),
    calls: { saveNewPassword: { account, password: 'Demo-pass-2' } },
  },
  {
    name: 'reset password',
    create: async (environment) =>
      (await import('../../src/screens/reset-password/reset-password')).createResetPasswordFlow(environment),
    calls: {
      checkLink: { token: 'tok-1', resetType: 'ResetPassword' },
      loadFamily: { token: 'tok-1', email: 'paula.parent@example.org' },
      savePassword: {
        kind: 'reset',
        token: 'tok-1',
        resetType: 'ResetPassword',
        userName: 'sam.student',
        password: 'Demo-pass-2',
      },
    },
  },
  {
    // The same page's save, for a higher-education activation link, goes through its own call.
    name: 'higher-education activation',
    create: async (environment) =>
      (await import('../../src/screens/reset-password/reset-password')).createResetPasswordFlow(environment),
    calls: {
      savePassword: {
        kind: 'higherEdActivation',
        token: 'tok-1',
        resetType: 'HigherEdActivation',
        userName: '',
        password: 'Demo-pass-2',
      },
    },
  },
  {
    name: 'personal email verification',
    create: async (environment) =>
      (await import('../../src/screens/email-confirmation/email-confirmation')).createVerifyEmailFlow(
        environment,
      ),
    calls: { confirmLink: link, resendLink: link },
  },
  {
    name: 'username change',
    create: async (environment) =>
      (await import('../../src/screens/email-confirmation/email-confirmation')).createUsernameChangeFlow(
        environment,
      ),
    calls: { confirmLink: link, resendLink: link },
  },
  {
    name: 'mass print',
    create: async (environment) =>
      (await import('../../src/screens/mass-print/mass-print')).createMassPrintFlow(environment),
    calls: { prepareDocument: { token: 'tok-1', tokenType: 'MassPrint', batchJobId: '42' } },
  },
  {
    name: 'SSO registration',
    create: async (environment) =>
      (await import('../../src/screens/registration/registration')).createRegistrationFlow(environment),
    calls: {
      loadRegistrationData: { k: 'sso-key-1' },
      register: {
        email: 'new.person@example.org',
        firstName: 'New',
        lastName: 'Person',
        displayName: '',
        institutionId: 101,
        k: 'sso-key-1',
      },
    },
  },
  {
    name: 'portfolio linking',
    create: async (environment) =>
      (await import('../../src/screens/portfolio-linking/portfolio-linking')).createPortfolioLinkingFlow(
        environment,
      ),
    calls: { linkPortfolio: { username: 'sam.student', password: 'Demo-pass-1', ssoToken: 'sso-key-1' } },
  },
  {
    name: 'workspace chooser',
    create: async (environment) =>
      (await import('../../src/screens/switch-account/switch-account')).createSwitchAccountFlow(environment),
    calls: { loadWorkspaces: { k: 'k-123' } },
  },
  {
    name: 'log out',
    create: async (environment) => (await import('../../src/shell/log-out')).createLogOutFlow(environment),
    calls: { endSession: undefined },
  },
  {
    name: 'branding',
    create: async (environment) =>
      (await import('../../src/shell/branding-flow')).createBrandingFlow(environment),
    calls: { lookUpPackage: { institutionId: 'florida-01' }, loadBranding: { packageName: 'florida' } },
  },
]

/**
 * Fresh copies of the flows' modules, with what `held` names never arriving; the error class the fresh copies
 * throw.
 */
async function withCodeHeld(held: { transport: boolean; signInEndpoints: boolean }) {
  vi.resetModules()
  // The module itself never arrives: its import() never settles, as a chunk the network holds.
  if (held.transport) vi.doMock('../../src/api/client', neverArrives)
  if (held.signInEndpoints) vi.doMock('../../src/api/login', neverArrives)
  return (await import('../../machines/shared/calls')).RequestTimeoutError
}

/** Fresh copies of the flows' modules over a transport whose requests never answer; the signals it was given. */
function withRequestsHanging(): AbortSignal[] {
  const signals: AbortSignal[] = []
  const hang = (_url: string, options: { signal?: AbortSignal }) => {
    if (options.signal !== undefined) signals.push(options.signal)
    return neverArrives()
  }
  vi.resetModules()
  vi.doMock('../../src/api/client', () => ({ http: { raw: hang }, plain: hang }))
  return signals
}

afterEach(() => {
  vi.doUnmock('../../src/api/client')
  vi.doUnmock('../../src/api/login')
  vi.resetModules()
})

/** Starts the flow's actor for one call and says how it ended, and after how long. */
async function runCall(flow: AnyStateMachine, name: string, input: unknown) {
  const logic = flow.implementations.actors[name] as AnyActorLogic | undefined
  if (logic === undefined) throw new Error(`${flow.id} provides no ${name}`)
  const started = performance.now()
  const error = await toPromise(createActor(logic, { input }).start()).then(
    () => null,
    (caught: unknown) => caught,
  )
  return { error, after: performance.now() - started }
}

describe('every call of every flow, its code held for ever', () => {
  it.each(
    FLOWS.flatMap(({ name, create, calls }) =>
      Object.entries(calls).map(([call, input]) => ({ name, call, input, create })),
    ),
  )(
    '$name: $call fails with RequestTimeoutError at the limit when the transport never arrives',
    async ({ create, call, input }) => {
      const RequestTimeoutError = await withCodeHeld({ transport: true, signInEndpoints: false })
      const { error, after } = await runCall(await create(shortLimit), call, input)
      expect(error).toBeInstanceOf(RequestTimeoutError)
      expect(error).toMatchObject({ timeoutMs: LIMIT_MS })
      expect(after).toBeGreaterThanOrEqual(LIMIT_MS - 1)
      expect(after).toBeLessThan(LIMIT_MS + 2_000)
    },
  )

  it.each(['login', 'resumeSession'])(
    'sign-in: %s fails with RequestTimeoutError at the limit when its endpoints’ chunk never arrives',
    async (call) => {
      const RequestTimeoutError = await withCodeHeld({ transport: false, signInEndpoints: true })
      const flow = (await import('../../src/screens/sign-in/sign-in')).createSignInFlow(shortLimit)
      const input = FLOWS.find(({ name }) => name === 'sign-in')?.calls[call]
      const { error, after } = await runCall(flow, call, input)
      expect(error).toBeInstanceOf(RequestTimeoutError)
      expect(after).toBeLessThan(LIMIT_MS + 2_000)
    },
  )
})

describe('every call of every flow, its actor stopped', () => {
  it.each(
    FLOWS.flatMap(({ name, create, calls }) =>
      Object.entries(calls).map(([call, input]) => ({ name, call, input, create })),
    ),
  )('$name: $call aborts its request when its actor stops', async ({ create, call, input }) => {
    const signals = withRequestsHanging()
    const flow = await create(flowEnvironment())
    const logic = flow.implementations.actors[call] as AnyActorLogic | undefined
    if (logic === undefined) throw new Error(`${flow.id} provides no ${call}`)
    const actor = createActor(logic, { input }).start()
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    expect(signals[0]?.aborted).toBe(false)
    actor.stop()
    await vi.waitFor(() => expect(signals.map((signal) => signal.aborted)).toEqual([true]))
  })
})
