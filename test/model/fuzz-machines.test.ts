// @vitest-environment node
/**
 * Issue 10 item 5, "fail closed, everywhere", for the machines: every machine in machines/ (found by the same
 * registry that draws their diagrams, scripts/lib/machine-docs.ts) starts from generated input and is sent
 * generated steps: its own events with generated payloads (empty, blank, very long, Unicode, HTML), its invoked
 * actors answering generated outcomes of their own types or rejecting as an adapter does, and its delays
 * elapsing. After every step:
 *
 * - nothing threw: no error reached the actor's error observer and it never stopped in error;
 * - it has a way forward: it is in a final state, or an event of its own is enabled, or an invoked actor is
 *   running, or a delay is pending (the few resting states of a background machine are named, below);
 * - a failed call (a rejection) changed nothing the person typed, led to no effect but forgetting tokens and
 *   leaving with the generic error, and left a way to try again unless the machine ended;
 * - the browser was only sent to a destination the redirect policy accepts, exactly as the policy parsed it;
 * - a password was cleared only on the outcomes docs/decisions/003 records (the server said the credentials
 *   were wrong).
 */
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
  type InputFrom,
} from 'xstate'
import type { BrandingLogos } from '../../machines/branding/branding.machine'
import { brandingMachine } from '../../machines/branding/branding.machine'
import { emailConfirmationMachine } from '../../machines/email-confirmation/email-confirmation.machine'
import type {
  ConfirmLinkOutcome,
  ResendLinkOutcome,
} from '../../machines/email-confirmation/email-confirmation.types'
import { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine'
import type { ForgotPasswordOutcome } from '../../machines/forgot-password/forgot-password.types'
import { headerMenuMachine } from '../../machines/header-menu/header-menu.machine'
import { logOutMachine } from '../../machines/log-out/log-out.machine'
import { massPrintMachine } from '../../machines/mass-print/mass-print.machine'
import type { PrepareDocumentOutcome } from '../../machines/mass-print/mass-print.types'
import { mustResetMachine } from '../../machines/must-reset/must-reset.machine'
import type { MustResetOutcome } from '../../machines/must-reset/must-reset.types'
import { portfolioLinkingMachine } from '../../machines/portfolio-linking/portfolio-linking.machine'
import type { LinkPortfolioOutcome } from '../../machines/portfolio-linking/portfolio-linking.types'
import { registrationMachine } from '../../machines/registration/registration.machine'
import type {
  Institution,
  RegisterOutcome,
  RegistrationDataOutcome,
  RegistrationField,
} from '../../machines/registration/registration.types'
import { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine'
import type {
  FamilyOutcome,
  LinkCheckOutcome,
  SavePasswordOutcome,
} from '../../machines/reset-password/reset-password.types'
import { followableUrl, type RedirectPolicy } from '../../machines/shared/redirect-policy'
import { signInMachine } from '../../machines/sign-in/sign-in.machine'
import type { LoginOutcome, ResumeOutcome } from '../../machines/sign-in/sign-in.types'
import { switchAccountMachine } from '../../machines/switch-account/switch-account.machine'
import { WORKSPACE_TYPES, type WorkspacesOutcome } from '../../machines/switch-account/switch-account.types'
import { discoverMachines } from '../../scripts/lib/machine-docs'
import { RequestTimeoutError, UnexpectedResponseError } from '../../machines/shared/unexpected-failure'
import { Coverage } from '../../machines/shared/coverage'

const RUNS_PER_MACHINE = 50
const MIN_STEPS = 10
const MAX_STEPS = 50

// ---------------------------------------------------------------------------------------------------------
// Generated values

const NASTY_TEXT = [
  '',
  ' ',
  ' \t\n ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  'é🙂👩‍👩‍👧🇨🇦',
  '\u202eevil\u202c',
  '\u0000\u0007',
  'x'.repeat(10_000),
]

/** Text a person could type or paste. */
const text = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
)
/** Text that is often what the form needs, so generated steps also get past validation. */
const often = (...usable: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...usable) }, { weight: 1, arbitrary: text })

const email = often('sam.student@example.org', ' sam.student@example.org ', 'new.person@example.org')
const password = often('Demo-pass-1', 'Longer password 2', '🙂🙂🙂🙂🙂🙂🙂🙂', 'short')
const name = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('Sam', 'Anne-Marie', "O'Brien", 'Zoë', 'Nguyễn', 'Μαρία') },
  { weight: 1, arbitrary: text },
)

const policy: RedirectPolicy = {
  origin: 'http://localhost:3000',
  allowedOrigins: ['https://product.example.org'],
  isSignInPath: (pathname) => pathname === '/' || pathname === '/sdmylife',
}

/** Urls a server could answer, followable or not. */
const url = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'https://product.example.org/home',
      'http://localhost:3000/demo/signed-in?session=s1',
      '/demo/signed-in',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'http://localhost:3000/sdmylife',
      '//evil.example/steal',
      'javascript:alert(1)',
      'https://evil.example/',
      ' https://product.example.org/home',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '#top',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: text },
)

/**
 * One generated value of each kind of an outcome union: a new kind fails to compile until it has one. The kinds
 * that let a flow go on (a good link, a saved password) can weigh more, so runs get past them more often.
 */
function oneOfKinds<TOutcome extends { kind: string }>(
  arbitraries: { [K in TOutcome['kind']]: fc.Arbitrary<Extract<TOutcome, { kind: K }>> },
  weights: Partial<Record<TOutcome['kind'], number>> = {},
): fc.Arbitrary<TOutcome> {
  const kinds = Object.keys(arbitraries) as TOutcome['kind'][]
  return fc.oneof(
    ...kinds.map((kind) => ({
      weight: weights[kind] ?? 1,
      arbitrary: arbitraries[kind] as fc.Arbitrary<TOutcome>,
    })),
  )
}

const loginOutcome = oneOfKinds<LoginOutcome>({
  signedIn: fc.record({ kind: fc.constant('signedIn'), url, appToken: fc.option(text) }),
  mustReset: fc.record({
    kind: fc.constant('mustReset'),
    account: fc.record({ userAccountId: fc.oneof(fc.integer(), text), token: text }),
  }),
  rejected: fc.record({ kind: fc.constant('rejected'), message: text }),
  notFound: fc.constant({ kind: 'notFound' }),
})
const resumeOutcome = oneOfKinds<ResumeOutcome>({
  resumed: fc.record({ kind: fc.constant('resumed'), url }),
  refused: fc.constant({ kind: 'refused' }),
})
const forgotOutcome = oneOfKinds<ForgotPasswordOutcome>({
  sent: fc.record({ kind: fc.constant('sent'), friendlyMessage: fc.option(text) }),
  multipleUsers: fc.constant({ kind: 'multipleUsers' }),
  rejected: fc.record({ kind: fc.constant('rejected'), translationKey: text }),
  noRecord: fc.constant({ kind: 'noRecord' }),
})
const mustResetOutcome = oneOfKinds<MustResetOutcome>({ saved: fc.constant({ kind: 'saved' }) })
const linkPortfolioOutcome = oneOfKinds<LinkPortfolioOutcome>({
  linked: fc.record({ kind: fc.constant('linked'), url }),
  notFound: fc.constant({ kind: 'notFound' }),
})
const INSTITUTIONS: Institution[] = [
  { institutionId: 3, name: 'Demo School' },
  { institutionId: 'north-7', name: 'North <b>College</b>' },
]
const registrationDataOutcome = oneOfKinds<RegistrationDataOutcome>(
  {
    allowed: fc.record({
      kind: fc.constant('allowed'),
      userClaim: often('new.person@example.org', 'new.person@example.org', 'not an email'),
      institutions: fc.oneof(
        { weight: 3, arbitrary: fc.constant(INSTITUTIONS) },
        { weight: 1, arbitrary: fc.subarray(INSTITUTIONS, { minLength: 1 }) },
        { weight: 1, arbitrary: fc.constant<Institution[]>([]) },
      ),
    }),
    notAllowed: fc.constant({ kind: 'notAllowed' }),
    unknownKey: fc.constant({ kind: 'unknownKey' }),
  },
  { allowed: 4 },
)
const registerOutcome = oneOfKinds<RegisterOutcome>(
  {
    registered: fc.constant({ kind: 'registered' }),
    rejected: fc.record({ kind: fc.constant('rejected'), translationKey: fc.option(text) }),
  },
  { rejected: 2 },
)
const linkCheckOutcome = oneOfKinds<LinkCheckOutcome>(
  {
    valid: fc.record({
      kind: fc.constant('valid'),
      account: fc.record({
        emailAddress: email,
        userName: text,
        activateName: fc.option(text),
        activatedBy: fc.option(text),
        institutionName: fc.option(text),
      }),
    }),
    expired: fc.constant({ kind: 'expired' }),
    used: fc.constant({ kind: 'used' }),
    invalid: fc.constant({ kind: 'invalid' }),
  },
  { valid: 4 },
)
const familyOutcome = oneOfKinds<FamilyOutcome>({
  found: fc.record({
    kind: fc.constant('found'),
    family: fc.record({
      parentName: text,
      students: fc.array(fc.record({ firstName: text, lastName: text }), { maxLength: 3 }),
    }),
  }),
})
const savePasswordOutcome = oneOfKinds<SavePasswordOutcome>(
  {
    saved: fc.record({ kind: fc.constant('saved'), url }),
    expired: fc.constant({ kind: 'expired' }),
    used: fc.constant({ kind: 'used' }),
    refused: fc.constant({ kind: 'refused' }),
  },
  { saved: 3 },
)
const confirmLinkOutcome = oneOfKinds<ConfirmLinkOutcome>({
  confirmed: fc.record({ kind: fc.constant('confirmed'), email: text }),
  expired: fc.record({ kind: fc.constant('expired'), message: fc.option(text) }),
  used: fc.record({ kind: fc.constant('used'), message: fc.option(text) }),
})
const resendLinkOutcome = oneOfKinds<ResendLinkOutcome>({ sent: fc.constant({ kind: 'sent' }) })
const prepareDocumentOutcome = oneOfKinds<PrepareDocumentOutcome>({
  ready: fc.record({ kind: fc.constant('ready'), url }),
  expired: fc.constant({ kind: 'expired' }),
  refused: fc.constant({ kind: 'refused' }),
})
const workspacesOutcome = oneOfKinds<WorkspacesOutcome>({
  listed: fc.record({
    kind: fc.constant('listed'),
    workspaces: fc.array(fc.record({ type: fc.constantFrom(...WORKSPACE_TYPES), url }), { maxLength: 5 }),
  }),
  missing: fc.constant({ kind: 'missing' }),
})
const logo = fc.record({ src: text, alt: text, href: fc.option(url) })
const brandingLogos: fc.Arbitrary<BrandingLogos> = fc.record({
  header: fc.array(logo, { maxLength: 2 }),
  footer: fc.array(logo, { maxLength: 2 }),
})

/** What an adapter rejects with (the network, the time limit, an unexpected answer), and any other error. */
const FAILURES: readonly Error[] = [
  new TypeError('Failed to fetch'),
  new RequestTimeoutError(15_000),
  new UnexpectedResponseError(500, 'server fault'),
  new UnexpectedResponseError(200, 'the body is not JSON'),
  new Error('anything else'),
]

// ---------------------------------------------------------------------------------------------------------
// What each machine is fed

interface FuzzSpec<TMachine extends AnyStateMachine> {
  machine: TMachine
  input: fc.Arbitrary<InputFrom<TMachine>>
  /** The machine's own events with generated payloads; null for a machine a person does not drive. */
  event: fc.Arbitrary<EventFrom<TMachine>> | null
  /** One event of each type, to ask the machine which are enabled. */
  probes: readonly EventFrom<TMachine>[]
  /** Each invoked actor's generated outcomes, by the actor's name. */
  outcomes: Record<string, fc.Arbitrary<unknown>>
  /** The gestures that try again after a failed call. */
  retry: readonly string[]
  /**
   * States with no way forward on purpose, and why: a background machine's ends, around which the page carries
   * on. Each must be a leaf that reacts to nothing.
   */
  rests?: { states: readonly string[]; why: string }
}

const spec = <TMachine extends AnyStateMachine>(fuzz: FuzzSpec<TMachine>): FuzzSpec<AnyStateMachine> =>
  fuzz as unknown as FuzzSpec<AnyStateMachine>

const leave = <TField extends string>(...fields: TField[]) =>
  fc.record({ type: fc.constant('user.leave' as const), field: fc.constantFrom(...fields) })
const change = <TType extends string>(type: TType, value: fc.Arbitrary<string>) =>
  fc.record({ type: fc.constant(type), value })
const plain = <TType extends string>(type: TType) => fc.constant({ type })

const REGISTRATION_FIELDS: RegistrationField[] = [
  'firstName',
  'lastName',
  'displayName',
  'institution',
  'email',
]

const SPECS: Record<string, FuzzSpec<AnyStateMachine>> = {
  'sign-in': spec({
    machine: signInMachine,
    input: fc.record({
      variant: fc.oneof(
        fc.constant({ kind: 'standard' as const }),
        fc.constant({ kind: 'sd' as const }),
        fc.record({ kind: fc.constant('branded' as const), branding: text }),
      ),
      redirect: fc.option(text),
      timedOut: fc.boolean(),
      arrivedWithError: fc.boolean(),
      savedAppToken: fc.option(text),
      redirectPolicy: fc.constant(policy),
    }),
    event: fc.oneof(
      change('user.changeUsername', often('sam.student', ' sam.student ')),
      change('user.changePassword', password),
      fc.record({ type: fc.constant('user.changeKeepSignedIn' as const), value: fc.boolean() }),
      leave('username', 'password'),
      plain('user.submit'),
    ),
    probes: [
      { type: 'user.changeUsername', value: 'x' },
      { type: 'user.changePassword', value: 'x' },
      { type: 'user.changeKeepSignedIn', value: true },
      { type: 'user.leave', field: 'username' },
      { type: 'user.submit' },
    ],
    outcomes: { login: loginOutcome, resumeSession: resumeOutcome },
    retry: ['user.submit'],
  }),
  'forgot-password': spec({
    machine: forgotPasswordMachine,
    input: fc.constant(undefined as never),
    event: fc.oneof(change('user.changeEmail', email), leave('email'), plain('user.submit')),
    probes: [
      { type: 'user.changeEmail', value: 'x' },
      { type: 'user.leave', field: 'email' },
      { type: 'user.submit' },
    ],
    outcomes: { sendResetLink: forgotOutcome },
    retry: ['user.submit'],
  }),
  'must-reset': spec({
    machine: mustResetMachine,
    input: fc.record({
      account: fc.option(
        fc.record({ userAccountId: fc.oneof(fc.integer(), text), token: text, username: text }),
      ),
    }),
    event: fc.oneof(change('user.changePassword', password), leave('password'), plain('user.submit')),
    probes: [
      { type: 'user.changePassword', value: 'x' },
      { type: 'user.leave', field: 'password' },
      { type: 'user.submit' },
    ],
    outcomes: { saveNewPassword: mustResetOutcome },
    retry: ['user.submit'],
  }),
  'portfolio-linking': spec({
    machine: portfolioLinkingMachine,
    input: fc.record({
      k: text,
      audience: fc.constantFrom('educator' as const, 'student' as const),
      redirectPolicy: fc.constant(policy),
    }),
    event: fc.oneof(
      change('user.changeUsername', often('sam.student')),
      change('user.changePassword', password),
      leave('username', 'password'),
      plain('user.submit'),
    ),
    probes: [
      { type: 'user.changeUsername', value: 'x' },
      { type: 'user.changePassword', value: 'x' },
      { type: 'user.leave', field: 'username' },
      { type: 'user.submit' },
    ],
    outcomes: { linkPortfolio: linkPortfolioOutcome },
    retry: ['user.submit'],
  }),
  registration: spec({
    machine: registrationMachine,
    input: fc.record({ k: text }),
    event: fc.oneof(
      { weight: 3, arbitrary: change('user.changeFirstName', name) },
      { weight: 3, arbitrary: change('user.changeLastName', name) },
      { weight: 1, arbitrary: change('user.changeDisplayName', text) },
      { weight: 3, arbitrary: change('user.changeInstitution', often('3', 'north-7', '3', 'north-7', '')) },
      { weight: 2, arbitrary: change('user.changeEmail', email) },
      { weight: 1, arbitrary: leave(...REGISTRATION_FIELDS) },
      { weight: 2, arbitrary: plain('user.submit') },
      { weight: 2, arbitrary: plain('user.retry') },
    ),
    probes: [
      { type: 'user.changeFirstName', value: 'x' },
      { type: 'user.changeLastName', value: 'x' },
      { type: 'user.changeDisplayName', value: 'x' },
      { type: 'user.changeInstitution', value: 'x' },
      { type: 'user.changeEmail', value: 'x' },
      { type: 'user.leave', field: 'email' },
      { type: 'user.submit' },
      { type: 'user.retry' },
    ],
    outcomes: { loadRegistrationData: registrationDataOutcome, register: registerOutcome },
    retry: ['user.submit', 'user.retry'],
  }),
  'reset-password': spec({
    machine: resetPasswordMachine,
    input: fc.record({
      token: text,
      resetType: often('ResetPassword', 'ActivateAccount', 'ActivateParent', 'HigherEdActivation'),
      higherEd: fc.option(fc.record({ email, schoolName: text })),
      redirectPolicy: fc.constant(policy),
    }),
    event: fc.oneof(
      change('user.changePassword', password),
      change('user.changeConfirmPassword', password),
      leave('password', 'confirmPassword'),
      plain('user.submit'),
      plain('user.retry'),
    ),
    probes: [
      { type: 'user.changePassword', value: 'x' },
      { type: 'user.changeConfirmPassword', value: 'x' },
      { type: 'user.leave', field: 'password' },
      { type: 'user.submit' },
      { type: 'user.retry' },
    ],
    outcomes: { checkLink: linkCheckOutcome, loadFamily: familyOutcome, savePassword: savePasswordOutcome },
    retry: ['user.submit', 'user.retry'],
  }),
  'email-confirmation': spec({
    machine: emailConfirmationMachine,
    input: fc.record({
      link: fc.record({
        token: text,
        tokenType: text,
        languageType: fc.integer({ min: 1, max: 8 }),
        translationLanguage: text,
      }),
      resendCooldownSeconds: fc.integer({ min: 0, max: 3 }),
    }),
    event: fc.oneof(plain('user.resend'), plain('user.retry')),
    probes: [{ type: 'user.resend' }, { type: 'user.retry' }],
    outcomes: { confirmLink: confirmLinkOutcome, resendLink: resendLinkOutcome },
    retry: ['user.retry', 'user.resend'],
  }),
  'mass-print': spec({
    machine: massPrintMachine,
    input: fc.record({ token: text, tokenType: text, batchJobId: text, redirectPolicy: fc.constant(policy) }),
    event: plain('user.retry'),
    probes: [{ type: 'user.retry' }],
    outcomes: { prepareDocument: prepareDocumentOutcome },
    retry: ['user.retry'],
  }),
  'switch-account': spec({
    machine: switchAccountMachine,
    input: fc.record({ k: text, cameFrom: fc.option(url), redirectPolicy: fc.constant(policy) }),
    event: fc.record({
      type: fc.constant('user.select' as const),
      workspace: fc.constantFrom(...WORKSPACE_TYPES),
    }),
    probes: WORKSPACE_TYPES.map((workspace) => ({ type: 'user.select' as const, workspace })),
    outcomes: { loadWorkspaces: workspacesOutcome },
    retry: [],
  }),
  'log-out': spec({
    machine: logOutMachine,
    input: fc.constant(undefined as never),
    event: plain('user.logOut'),
    probes: [{ type: 'user.logOut' }],
    // Its answer is not read: anything at all.
    outcomes: { endSession: fc.jsonValue() },
    retry: [],
  }),
  'header-menu': spec({
    machine: headerMenuMachine,
    input: fc.constant(undefined as never),
    event: fc.oneof(plain('user.toggle'), plain('user.dismiss')),
    probes: [{ type: 'user.toggle' }, { type: 'user.dismiss' }],
    outcomes: {},
    retry: [],
  }),
  branding: spec({
    machine: brandingMachine,
    input: fc.oneof(
      fc.record({ packageName: often('florida', 'new-hampshire') }),
      fc.record({ institutionId: often('demo-florida') }),
    ),
    event: null,
    probes: [],
    outcomes: { lookUpPackage: fc.option(often('florida', 'new-hampshire')), loadBranding: brandingLogos },
    retry: [],
    rests: {
      states: ['branding.ready', 'branding.unbranded'],
      why: 'logos are decoration: with them or without, the branding is done and the page it decorates carries on',
    },
  }),
}

/** Effects a failed call may lead to: forgetting tokens, and leaving with the generic error. */
const EFFECTS_ON_FAILURE = new Set([
  'forgetAppToken',
  'forgetStoredTokens',
  'goToSignIn',
  'leaveWithGenericError',
])
/** docs/decisions/003: the password is cleared only when the server said the credentials are wrong. */
const PASSWORD_CLEARED_ON: Record<string, readonly string[]> = {
  'sign-in': ['rejected', 'notFound'],
  'portfolio-linking': ['notFound'],
}
const PASSWORD_FIELDS = ['password', 'confirmPassword']

// ---------------------------------------------------------------------------------------------------------
// Running a machine

/** A clock the test turns: delays elapse only when a step says so. */
class TestClock {
  private now = 0
  private nextId = 0
  private readonly timers = new Map<number, { at: number; run: () => void }>()

  setTimeout = (run: () => void, ms: number): number => {
    this.nextId += 1
    this.timers.set(this.nextId, { at: this.now + ms, run })
    return this.nextId
  }

  clearTimeout = (id: number): void => {
    this.timers.delete(id)
  }

  get pending(): number {
    return this.timers.size
  }

  /** Lets the earliest pending delay elapse. */
  elapse(): void {
    const [id, timer] = [...this.timers].sort(([, a], [, b]) => a.at - b.at)[0] ?? []
    if (id === undefined || timer === undefined) return
    this.timers.delete(id)
    this.now = timer.at
    timer.run()
  }
}

type Step =
  | { type: 'event'; event: EventObject }
  /** The first of these events the machine would take, if any: runs get further than with any event at all. */
  | { type: 'enabled'; events: EventObject[] }
  | { type: 'answer'; outcomes: Record<string, unknown> }
  | { type: 'fail'; error: Error }
  | { type: 'elapse' }

interface Call {
  actor: string
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

function stepsFor(fuzz: FuzzSpec<AnyStateMachine>): fc.Arbitrary<Step[]> {
  const steps: fc.WeightedArbitrary<Step>[] = [
    {
      weight: 3,
      arbitrary: fc.record(fuzz.outcomes).map((outcomes): Step => ({ type: 'answer', outcomes })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...FAILURES).map((error): Step => ({ type: 'fail', error })) },
    { weight: 1, arbitrary: fc.constant<Step>({ type: 'elapse' }) },
  ]
  if (fuzz.event !== null) {
    steps.push(
      { weight: 3, arbitrary: fuzz.event.map((event): Step => ({ type: 'event', event })) },
      {
        weight: 4,
        arbitrary: fc
          .array(fuzz.event, { minLength: 1, maxLength: 6 })
          .map((events): Step => ({ type: 'enabled', events })),
      },
    )
  }
  return fc.array(fc.oneof(...steps), { minLength: MIN_STEPS, maxLength: MAX_STEPS, size: 'max' })
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve))

const describeSteps = (steps: readonly Step[]) =>
  steps
    .map((step) =>
      step.type === 'event'
        ? JSON.stringify(step.event).slice(0, 120)
        : step.type === 'enabled'
          ? `enabled of ${JSON.stringify(step.events.map((event) => event.type))}`
          : step.type === 'fail'
            ? `fail(${step.error.name})`
            : step.type,
    )
    .join(' → ')

const hasActiveChild = (snapshot: AnyMachineSnapshot) =>
  Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).some(
    (child) => child?.getSnapshot().status === 'active',
  )

const valueOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

async function runMachine(
  flow: string,
  fuzz: FuzzSpec<AnyStateMachine>,
  coverage: Coverage,
  input: unknown,
  steps: Step[],
) {
  const effects: string[] = []
  const errors: unknown[] = []
  const calls: Call[] = []
  const clock = new TestClock()
  const { implementations } = fuzz.machine
  const actors = Object.fromEntries(
    Object.keys(implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            const call: Call = { actor: name, resolve, reject }
            calls.push(call)
            // A stopped actor (its state left) is answered by no one.
            signal.addEventListener('abort', () => {
              if (calls.includes(call)) calls.splice(calls.indexOf(call), 1)
            })
          }),
      ),
    ]),
  )
  // Built-in actions (assign, raise, ...) carry an `xstate.*` type; the rest are effects the app provides.
  const actions = Object.fromEntries(
    Object.entries(implementations.actions)
      .filter(([, action]) => !String((action as { type?: unknown }).type ?? '').startsWith('xstate.'))
      .map(([name]) => [name, () => void effects.push(name)]),
  )
  const machine = fuzz.machine.provide({ actors, actions } as never)
  const actor = createActor(machine, { input, clock, inspect: coverage.inspect })
  actor.subscribe({ error: (error) => void errors.push(error) })

  const resting = (snapshot: AnyMachineSnapshot) =>
    (fuzz.rests?.states ?? []).some((id) => snapshot.matches(id.split('.').slice(1).join('.')))
  const done: Step[] = []

  /** Checked after every step; plain checks rather than `expect`, which would cost more than the step. */
  function check(holds: boolean, problem: () => string) {
    if (!holds) throw new Error(`${flow} after ${describeSteps(done)}: ${problem()}`)
  }

  function checkWayForward(snapshot: AnyMachineSnapshot) {
    check(errors.length === 0, () => `it threw: ${errors.map(String).join('; ')}`)
    check(snapshot.status !== 'error', () => `it stopped in error: ${String(snapshot.error)}`)
    if (snapshot.status === 'done' || resting(snapshot)) return
    check(
      fuzz.probes.some((probe) => snapshot.can(probe)) || hasActiveChild(snapshot) || clock.pending > 0,
      () => `stuck in ${valueOf(snapshot)}: no event enabled, no call running, no delay pending`,
    )
  }

  try {
    actor.start()
    await settled()
    checkWayForward(actor.getSnapshot())
    for (const step of steps) {
      // A machine that ended takes no more steps (the app has moved on).
      if (actor.getSnapshot().status === 'done') break
      const before = actor.getSnapshot()
      const effectsBefore = effects.length
      // The oldest call still running is the one to settle; once settled it is no longer running.
      const call = step.type === 'answer' || step.type === 'fail' ? calls.shift() : undefined
      let outcome: unknown
      switch (step.type) {
        case 'event':
          actor.send(step.event)
          break
        case 'enabled': {
          const event = step.events.find((candidate) => before.can(candidate))
          if (event === undefined) continue
          actor.send(event)
          break
        }
        case 'answer':
          if (call === undefined) continue
          outcome = step.outcomes[call.actor]
          call.resolve(outcome)
          break
        case 'fail':
          if (call === undefined) continue
          call.reject(step.error)
          break
        case 'elapse':
          if (clock.pending === 0) continue
          clock.elapse()
          break
      }
      await settled()
      done.push(step)
      const after = actor.getSnapshot()
      const stepEffects = effects.slice(effectsBefore)
      checkWayForward(after)

      if (step.type === 'fail') {
        // The person loses nothing they typed, the browser goes nowhere new, no token is kept.
        check(isDeepStrictEqual(after.context, before.context), () => 'a failed call changed the context')
        const unexpected = stepEffects.filter((effect) => !EFFECTS_ON_FAILURE.has(effect))
        check(unexpected.length === 0, () => `a failed call led to ${unexpected.join(', ')}`)
        if (after.status !== 'done' && !resting(after)) {
          check(
            fuzz.probes.some((probe) => fuzz.retry.includes(probe.type) && after.can(probe)),
            () => `no way to try again in ${valueOf(after)}`,
          )
        }
      }

      if (stepEffects.includes('redirectToDestination')) {
        // Only ever to what the redirect policy accepted, exactly as it parsed it.
        const destination = (after.context as { destination?: unknown }).destination
        check(
          typeof destination === 'string' && followableUrl(destination, policy) === destination,
          () => `sent the browser to ${JSON.stringify(destination)}`,
        )
      }
      check(
        !stepEffects.includes('storeAppToken') || stepEffects.includes('redirectToDestination'),
        () => 'kept a token without signing in',
      )

      for (const field of PASSWORD_FIELDS) {
        const was = (before.context as Record<string, unknown>)[field]
        const is = (after.context as Record<string, unknown>)[field]
        if (
          typeof was !== 'string' ||
          was === '' ||
          is !== '' ||
          step.type === 'event' ||
          step.type === 'enabled'
        )
          continue
        const kind = (outcome as { kind?: unknown } | undefined)?.kind
        check(
          (PASSWORD_CLEARED_ON[flow] ?? []).some((cleared) => cleared === kind),
          () => `${field} cleared on ${step.type === 'fail' ? 'a failed call' : String(kind)}`,
        )
      }
    }
  } finally {
    actor.stop()
  }
}

// ---------------------------------------------------------------------------------------------------------

const machines = await discoverMachines()

describe('every machine in machines/ is fuzzed', () => {
  it('finds the machines, and has a fuzz spec for each and for no machine that is gone', () => {
    expect(machines.length).toBeGreaterThan(0)
    expect(machines.map(({ flow }) => flow).sort()).toEqual(Object.keys(SPECS).sort())
  })

  it.each(machines)('$flow: the spec is for the machine the registry found', ({ flow, machine }) => {
    expect(SPECS[flow]?.machine).toBe(machine)
  })
})

describe.each(machines)('$flow ($file)', ({ flow, machine }) => {
  const fuzz = SPECS[flow]
  if (fuzz === undefined)
    throw new Error(`${flow} has no fuzz spec in test/model/fuzz-machines.test.ts: add one`)

  it('generates an outcome for every invoked actor, and every event of the machine', () => {
    expect(Object.keys(fuzz.outcomes).sort()).toEqual(Object.keys(machine.implementations.actors).sort())
    const own = new Set(machine.root.events.filter((type) => !type.startsWith('xstate.')))
    expect(new Set(fuzz.probes.map((probe) => probe.type))).toEqual(own)
    const generated = new Set(
      fuzz.event === null ? [] : fc.sample(fuzz.event, 300).map((event) => event.type),
    )
    expect(generated).toEqual(own)
    expect(fuzz.retry.filter((type) => !own.has(type))).toEqual([])
  })

  if (fuzz.rests !== undefined) {
    it.each(fuzz.rests.states)(`rests in %s on purpose: ${fuzz.rests.why}`, (id) => {
      const node = machine.getStateNodeById(id)
      expect(node.type, `${id} is a leaf`).toBe('atomic')
      expect(node.ownEvents, `${id} reacts to nothing`).toEqual([])
    })
  }

  it(`${RUNS_PER_MACHINE} generated runs: nothing throws, a way forward after every step, failures fail closed`, async () => {
    const coverage = new Coverage(machine)
    await fc.assert(
      fc.asyncProperty(fuzz.input, stepsFor(fuzz), (input, steps) =>
        runMachine(flow, fuzz, coverage, input, steps),
      ),
      { numRuns: RUNS_PER_MACHINE },
    )
    // The runs got somewhere: a generator that never got past the first state would pass the checks above.
    const { states, missedStates } = coverage.summary()
    expect(states.reached / states.total, `states never reached: ${missedStates.join(', ')}`).toBeGreaterThan(
      0.5,
    )
  })
})
