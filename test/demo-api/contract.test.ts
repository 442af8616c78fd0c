// @vitest-environment node
/**
 * The demo API keeps to the portal's adapters: for every endpoint and every answer the demo can give, the
 * body parses with the adapter's schema for that status (`adapter.answers[status].schema`). The only answers
 * outside the adapters are the deliberate ones: server faults (5xx), a refused XSRF check (403), a body the
 * portal would never send (400), the `malformed` links and fault accounts whose body must fail its schema,
 * and the refusals the contract sends to an adapter's "anything else" (listed below, each from
 * docs/api-contract.md). A GET endpoint's scenarios send their body as the query.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-api/accounts'
import { DEMO_LINK_FLOWS, DEMO_LINKS, type DemoLink, type LinkFlow } from '../../demo-api/demo-links'
import { DEMO_ENDPOINTS } from '../../demo-api/find-endpoints'
import { createDemoApi, type DemoApi } from '../../demo-api/handler'
import { DEMO_SSO_KEYS, ssoKey } from '../../demo-api/sso-keys'
import { DEMO_WORKSPACE_KEYS } from '../../demo-api/workspace-keys'
import { apiGet, emailLinkBody, instantDelay, loginBody, loginData, post } from './requests'

/** Why an answer is allowed outside the adapter's expectations; null for an ordinary answer. */
type Fault = 'server' | 'schema' | 'badBody' | 'xsrf' | null

interface Scenario {
  label: string
  path: string
  /** A GET endpoint's scenario sends `body` as its query, as the adapter does. */
  method?: 'GET'
  /** Built against the handler instance, for bodies that need an earlier call (a session, a reset token). */
  body: unknown | ((api: DemoApi) => Promise<unknown>)
  fault: Fault
  xsrf?: boolean
}

/** Refusals the contract names but the adapter reads with its catch-all (a failure the person may retry). */
const CATCH_ALL_REFUSALS: Readonly<Record<string, readonly number[]>> = {
  // "400 refused (e.g. too short, bad token)"; the adapter: any refusal is a failure to retry.
  '/api/auth/mustresetpassword': [400],
  // "Anything else: the activation form is shown without the students' names".
  '/api/auth/familydataget': [404],
  // "Anything else: unexpected failure, generic error with a retry" (an unknown link is 404).
  '/api/auth/personalemailverify': [404],
  '/api/auth/confirmUserNameChange': [404],
  // "Anything else: the resend failed and can be tried again" (unknown 404, used 409).
  '/api/auth/resendverification': [404, 409],
  // "Anything else: the generic error on the sign-in page" (an unknown key is 404).
  '/api/auth/switchaccount': [404],
  // "Anything else: unexpected failure, the generic error" (a key the server never issued is 400).
  '/api/auth/portfolioLinking': [400],
}

const FAULT_ACCOUNT_ANSWERS: Readonly<Record<string, Fault>> = {
  server: 'server',
  garbled: 'schema',
  schema: 'schema',
  hang: 'server',
  unsafe: null,
  offsite: null,
  slow: null,
}

const observed = new Map<string, Set<number>>()

function endpointAt(path: string) {
  const endpoint = DEMO_ENDPOINTS.find((candidate) => candidate.adapter.path === path)
  if (endpoint === undefined) throw new Error(`no demo endpoint at ${path}`)
  return endpoint
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function run(scenario: Scenario): Promise<void> {
  const api = createDemoApi({ delay: instantDelay().delay })
  const body = typeof scenario.body === 'function' ? await scenario.body(api) : scenario.body
  const request =
    scenario.method === 'GET'
      ? apiGet(`${scenario.path}?${new URLSearchParams(body as Record<string, string>).toString()}`)
      : post(scenario.path, body, scenario.xsrf === false ? { xsrfHeader: null } : {})
  const response = await api(request)
  const { status } = response
  const answerBody = await bodyOf(response)
  const { answers } = endpointAt(scenario.path).adapter
  const answer = Object.hasOwn(answers, status) ? answers[status] : undefined
  observed.set(scenario.path, (observed.get(scenario.path) ?? new Set()).add(status))
  const where = `${scenario.path} ${scenario.label}: ${status} ${JSON.stringify(answerBody)}`

  switch (scenario.fault) {
    case null:
      if (answer === undefined) {
        expect(CATCH_ALL_REFUSALS[scenario.path] ?? [], where).toContain(status)
        expect(answerBody, where).toEqual({ data: { message: expect.any(String) } })
        return
      }
      expect(v.safeParse(answer.schema, answerBody).issues, where).toBeUndefined()
      expect(answer.read(answerBody).ok, where).toBe(true)
      return
    case 'schema':
      expect(status, where).toBe(200)
      if (answer === undefined) throw new Error(`${where}: 200 is not listed`)
      // resendverification takes any 200 body as "sent": no body can fail its schema.
      if (answer.schema.type !== 'unknown')
        expect(v.safeParse(answer.schema, answerBody).success, where).toBe(false)
      return
    case 'server':
      expect(status, where).toBeGreaterThanOrEqual(500)
      return
    case 'badBody':
      expect(status, where).toBe(400)
      expect(answerBody, where).toEqual({ data: { message: expect.any(String) } })
      return
    case 'xsrf':
      expect(status, where).toBe(403)
  }
}

/* Sign-in and the calls around it. */

const loginScenarios = (path: string): Scenario[] => [
  ...DEMO_ACCOUNTS.map((account) => ({
    label: `signs in ${account.username}`,
    path,
    body: loginBody(account.username),
    fault: account.fault === null ? null : (FAULT_ACCOUNT_ANSWERS[account.fault] ?? null),
  })),
  { label: 'with a wrong password', path, body: loginBody('sam.student', 'wrong'), fault: null },
  { label: 'with an unknown username', path, body: loginBody('nobody'), fault: null },
  { label: 'with a shared email', path, body: loginBody('shared@example.org'), fault: null },
  { label: 'with a bad body', path, body: { Username: 'sam.student' }, fault: 'badBody' },
  { label: 'without the XSRF header', path, body: loginBody('sam.student'), fault: 'xsrf', xsrf: false },
]

const signInScenarios: Scenario[] = [
  ...loginScenarios('/api/auth/login'),
  ...loginScenarios('/api/auth/loginSD'),
  {
    label: 'resumes a live session',
    path: '/api/auth/redirect',
    body: async (api: DemoApi) => {
      const data = await loginData(await api(post('/api/auth/login', loginBody('sam.student'))))
      return { Token: data.jwtToken }
    },
    fault: null,
  },
  { label: 'refuses an unknown token', path: '/api/auth/redirect', body: { Token: 'stale' }, fault: null },
  { label: 'with a bad body', path: '/api/auth/redirect', body: { Token: 7 }, fault: 'badBody' },
  ...[
    'sam.student@example.org',
    'shared@example.org',
    'ina.inactive@example.org',
    'nobody@example.org',
    'alex.activate@example.org',
  ].map((email) => ({
    label: `for ${email}`,
    path: '/api/auth/forgotpassword',
    body: { email, languageType: 3, translationLanguage: 'fr-CA' },
    fault: null,
  })),
  {
    label: 'with a bad body',
    path: '/api/auth/forgotpassword',
    body: { email: 'sam.student@example.org', languageType: 2, translationLanguage: 'en-CA' },
    fault: 'badBody',
  },
  {
    label: 'saves a forced new password',
    path: '/api/auth/mustresetpassword',
    body: async (api: DemoApi) => {
      const data = await loginData(await api(post('/api/auth/login', loginBody('max.mustreset'))))
      return {
        UserAccountId: data.userAccountId,
        Password: 'New-pass-22',
        resetPasswordType: 'MustResetPassword',
        Token: data.jwtToken,
      }
    },
    fault: null,
  },
  {
    label: 'refuses a token it never issued',
    path: '/api/auth/mustresetpassword',
    body: { UserAccountId: 107, Password: 'New-pass-22', resetPasswordType: 'MustResetPassword', Token: 'x' },
    fault: null,
  },
  {
    label: 'with a bad body',
    path: '/api/auth/mustresetpassword',
    body: { UserAccountId: 107, Password: 'short', resetPasswordType: 'MustResetPassword', Token: 'x' },
    fault: 'badBody',
  },
]

/* Every token call with every seeded link, whether or not the call takes that flow. */

interface TokenCall {
  path: string
  takes: readonly LinkFlow[]
  request: (link: DemoLink) => unknown
  /** A link state that breaks only this call. */
  breaksHere?: DemoLink['state']
}

const usernameOf = (link: DemoLink) => DEMO_LINK_FLOWS[link.flow].username
const resetTypeOf = (link: DemoLink) => DEMO_LINK_FLOWS[link.flow].resetType ?? 'ResetPassword'

const TOKEN_CALLS: readonly TokenCall[] = [
  {
    path: '/api/auth/validateemailtoken',
    takes: ['reset', 'activateAccount', 'activateParent'],
    request: (link) => ({
      Token: link.token,
      ForgotPasswordUrl: 'http://portal.test/forgot',
      resetPasswordType: resetTypeOf(link),
    }),
  },
  {
    path: '/api/auth/familydataget',
    takes: ['activateParent'],
    request: (link) => ({ k: link.token, email: `${usernameOf(link)}@example.org` }),
    breaksHere: 'nofamily',
  },
  {
    path: '/api/auth/resetpassword',
    takes: ['reset', 'activateAccount', 'activateParent'],
    request: (link) => ({
      UserName: usernameOf(link),
      Password: 'Sweep-pass-1',
      resetPasswordType: resetTypeOf(link),
      token: link.token,
      requestId: crypto.randomUUID(),
    }),
  },
  {
    path: '/api/higher-ed/register-new-user',
    takes: ['higherEdActivation'],
    request: (link) => ({ emailToken: link.token, password: 'Sweep-pass-1' }),
  },
  {
    path: '/api/auth/personalemailverify',
    takes: ['verifyEmail'],
    request: (link) => emailLinkBody(link.token, 'fr-CA'),
  },
  {
    path: '/api/auth/confirmUserNameChange',
    takes: ['usernameChange'],
    request: (link) => ({ ...emailLinkBody(link.token), tokenType: 'UserNameChange' }),
  },
  {
    path: '/api/auth/resendverification',
    takes: ['verifyEmail', 'usernameChange'],
    request: (link) => emailLinkBody(link.token, 'en-GB'),
    breaksHere: 'resendfails',
  },
  {
    path: '/api/auth/massprintaddfiletoredis',
    takes: ['massPrint'],
    request: (link) => ({ Token: link.token, MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '42' }),
  },
]

function faultOf(call: TokenCall, link: DemoLink): Fault {
  if (!call.takes.includes(link.flow)) return null
  if (link.state === 'server' || link.state === call.breaksHere) return 'server'
  if (link.state === 'malformed') return 'schema'
  return null
}

const tokenScenarios: Scenario[] = TOKEN_CALLS.flatMap((call) => [
  ...DEMO_LINKS.map((link) => ({
    label: `with ${link.token}`,
    path: call.path,
    body: call.request(link),
    fault: faultOf(call, link),
  })),
  { label: 'with an empty body', path: call.path, body: {}, fault: 'badBody' as const },
  {
    label: 'without the XSRF header',
    path: call.path,
    body: call.request(DEMO_LINKS[0] as DemoLink),
    fault: 'xsrf' as const,
    xsrf: false,
  },
])

const tokenCallExtras: Scenario[] = [
  {
    label: 'with a UserName that is not the link’s',
    path: '/api/auth/resetpassword',
    body: {
      UserName: 'sam.student',
      Password: 'Sweep-pass-1',
      resetPasswordType: 'ResetPassword',
      token: 'demo-reset-valid',
      requestId: crypto.randomUUID(),
    },
    fault: null,
  },
  {
    label: 'with another batch job',
    path: '/api/auth/massprintaddfiletoredis',
    body: { Token: 'demo-massprint-valid', MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '7' },
    fault: null,
  },
]

/* The workspace chooser and log-out. */

const SWITCH_ACCOUNT = '/api/auth/switchaccount'
const LOG_OUT = '/api/auth/logout'

const WORKSPACE_KEY_FAULTS: Readonly<Record<string, Fault>> = { 'demo-k-server': 'server' }

const workspaceScenarios: Scenario[] = [
  ...DEMO_WORKSPACE_KEYS.map((key) => ({
    label: `with ${key.k}`,
    path: SWITCH_ACCOUNT,
    method: 'GET' as const,
    body: { k: key.k },
    fault: WORKSPACE_KEY_FAULTS[key.k] ?? null,
  })),
  {
    label: 'with the key minted for a sign-in with several types',
    path: SWITCH_ACCOUNT,
    method: 'GET',
    body: async (api: DemoApi) => {
      const data = await loginData(await api(post('/api/auth/login', loginBody('morgan.multi'))))
      return { k: new URL(data.url ?? '').searchParams.get('k') ?? '' }
    },
    fault: null,
  },
  {
    label: 'with an unknown key',
    path: SWITCH_ACCOUNT,
    method: 'GET',
    body: { k: 'demo-k-nope' },
    fault: null,
  },
  { label: 'without a key', path: SWITCH_ACCOUNT, method: 'GET', body: {}, fault: 'badBody' },
  { label: 'with an empty key', path: SWITCH_ACCOUNT, method: 'GET', body: { k: '' }, fault: 'badBody' },
  { label: 'logs out', path: LOG_OUT, body: {}, fault: null },
  { label: 'with a bad body', path: LOG_OUT, body: null, fault: 'badBody' },
  { label: 'without the XSRF header', path: LOG_OUT, body: {}, fault: 'xsrf', xsrf: false },
]

/* Portfolio linking: every seeded account with a working key, and every seeded key. */

const PORTFOLIO_LINKING = '/api/auth/portfolioLinking'

const SSO_KEY_FAULTS: Readonly<Record<string, Fault>> = { 'demo-sso-server': 'server' }

const linkBody = (Username: string, SsoToken: string, Password = DEMO_PASSWORD) => ({
  Username,
  Password,
  SsoToken,
})

const portfolioLinkingScenarios: Scenario[] = [
  // Fault accounts are not special here: their faults belong to the login call.
  ...DEMO_ACCOUNTS.map((account) => ({
    label: `links ${account.username}`,
    path: PORTFOLIO_LINKING,
    body: linkBody(account.username, 'demo-sso-student'),
    fault: null,
  })),
  ...[...new Set(DEMO_SSO_KEYS.map((key) => key.k))].map((k) => ({
    label: `with ${k}`,
    path: PORTFOLIO_LINKING,
    body: linkBody('eve.educator', k),
    fault: SSO_KEY_FAULTS[k] ?? null,
  })),
  {
    label: 'with a wrong password',
    path: PORTFOLIO_LINKING,
    body: linkBody('sam.student', 'demo-sso-educator', 'wrong'),
    fault: null,
  },
  {
    label: 'with a shared email',
    path: PORTFOLIO_LINKING,
    body: linkBody('shared@example.org', 'demo-sso-educator'),
    fault: null,
  },
  {
    label: 'with an unknown key',
    path: PORTFOLIO_LINKING,
    body: linkBody('sam.student', 'demo-sso-nope'),
    fault: null,
  },
  {
    label: 'with a bad body',
    path: PORTFOLIO_LINKING,
    body: { Username: 'sam.student', Password: '', SsoToken: 'demo-sso-educator' },
    fault: 'badBody',
  },
  {
    label: 'without the XSRF header',
    path: PORTFOLIO_LINKING,
    body: linkBody('sam.student', 'demo-sso-educator'),
    fault: 'xsrf',
    xsrf: false,
  },
]

/* SSO registration: the data and the request for every seeded key, and each refusal. */

const REGISTRATION_DATA = '/api/auth/getregistrationdata'
const REGISTRATION = '/api/auth/registration'

const REGISTRATION_FAULTS: Readonly<Record<string, Fault>> = {
  'demo-sso-server': 'server',
  'demo-sso-sendfails': 'server',
}

const registrationBody = (
  K: string,
  Email = 'new.educator@example.org',
  InstitutionId: number | string = 101,
) => ({
  Email,
  FirstName: 'Zoë',
  LastName: "O'Neil",
  DisplayName: '',
  InstitutionId,
  K,
})

const emailFor = (k: string): string => {
  const claim = ssoKey(k)?.claim ?? ''
  return claim.includes('@') ? claim : 'jordan.lee@example.org'
}

const registrationScenarios: Scenario[] = [
  ...[...new Set(DEMO_SSO_KEYS.map((key) => key.k))].flatMap((k): Scenario[] => [
    {
      label: `loads ${k}`,
      path: REGISTRATION_DATA,
      body: { K: k },
      fault: k === 'demo-sso-server' ? 'server' : null,
    },
    {
      label: `registers with ${k}`,
      path: REGISTRATION,
      body: registrationBody(k, emailFor(k)),
      fault: REGISTRATION_FAULTS[k] ?? null,
    },
  ]),
  { label: 'with a bad body', path: REGISTRATION_DATA, body: { K: '' }, fault: 'badBody' },
  {
    label: 'without the XSRF header',
    path: REGISTRATION_DATA,
    body: { K: 'demo-sso-educator' },
    fault: 'xsrf',
    xsrf: false,
  },
  {
    label: 'with an email that has an account',
    path: REGISTRATION,
    body: registrationBody('demo-sso-claim', 'Eve.Educator@example.org'),
    fault: null,
  },
  {
    label: 'with an unknown institution',
    path: REGISTRATION,
    body: registrationBody('demo-sso-educator', undefined, 999),
    fault: null,
  },
  {
    label: 'with an email other than the claim',
    path: REGISTRATION,
    body: registrationBody('demo-sso-educator', 'someone.else@example.org'),
    fault: null,
  },
  {
    label: 'with a bad body',
    path: REGISTRATION,
    body: registrationBody('demo-sso-educator', '  '),
    fault: 'badBody',
  },
  {
    label: 'without the XSRF header',
    path: REGISTRATION,
    body: registrationBody('demo-sso-educator'),
    fault: 'xsrf',
    xsrf: false,
  },
]

const ALL_SCENARIOS = [
  ...signInScenarios,
  ...tokenScenarios,
  ...tokenCallExtras,
  ...workspaceScenarios,
  ...portfolioLinkingScenarios,
  ...registrationScenarios,
]

describe('every answer of the demo API parses with its adapter’s schema', () => {
  it('has scenarios for every endpoint', () => {
    const covered = new Set(ALL_SCENARIOS.map((scenario) => scenario.path))
    expect([...covered].sort()).toEqual(DEMO_ENDPOINTS.map((endpoint) => endpoint.adapter.path).sort())
  })

  it.each(ALL_SCENARIOS.map((scenario) => [`${scenario.path} ${scenario.label}`, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      await run(scenario)
    },
  )

  it('gives exactly these statuses, endpoint by endpoint', () => {
    const statuses = Object.fromEntries(
      [...observed].map(([path, seen]) => [path, [...seen].sort((a, b) => a - b)]),
    )
    expect(statuses).toEqual({
      '/api/auth/login': [200, 400, 401, 403, 500, 504],
      '/api/auth/loginSD': [200, 400, 401, 403, 500, 504],
      '/api/auth/redirect': [200, 400, 401],
      '/api/auth/forgotpassword': [200, 400, 404, 409],
      '/api/auth/mustresetpassword': [200, 400],
      '/api/auth/validateemailtoken': [200, 400, 403, 404, 409, 410, 500],
      '/api/auth/familydataget': [200, 400, 403, 404, 500],
      '/api/auth/resetpassword': [200, 400, 403, 404, 409, 410, 500],
      '/api/higher-ed/register-new-user': [200, 400, 403, 404, 409, 410, 500],
      '/api/auth/personalemailverify': [200, 400, 403, 404, 409, 410, 500],
      '/api/auth/confirmUserNameChange': [200, 400, 403, 404, 409, 410, 500],
      '/api/auth/resendverification': [200, 400, 403, 404, 409, 500],
      '/api/auth/massprintaddfiletoredis': [200, 400, 403, 404, 409, 410, 500],
      '/api/auth/switchaccount': [200, 400, 404, 500],
      '/api/auth/logout': [204, 400, 403],
      '/api/auth/portfolioLinking': [200, 400, 401, 403, 500],
      '/api/auth/getregistrationdata': [200, 400, 403, 404, 500],
      '/api/auth/registration': [200, 400, 403, 409, 500],
    })
  })
})

describe('the scenarios themselves', () => {
  it('sign in every seeded account with the demo password', () => {
    expect(DEMO_PASSWORD).toBe('Demo-pass-1')
    expect(signInScenarios.filter((scenario) => scenario.label.startsWith('signs in'))).toHaveLength(
      DEMO_ACCOUNTS.length * 2,
    )
  })
})
