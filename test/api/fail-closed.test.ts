/**
 * Issue 10 item 5, "fail closed, everywhere", for the adapters: every endpoint declared in src/api/ is served,
 * over real HTTP, every kind of answer a broken server, proxy or network can give (a 5xx, text that is not JSON,
 * JSON cut off half way, an HTML error page, a binary body, no body at all, JSON of the wrong shape), on every
 * status it expects and on statuses it does not. Each must reject with UnexpectedResponseError, which every flow
 * shows as its generic error (the flows' side is fuzzed in test/model/fuzz-machines.test.ts), and must never
 * resolve to an outcome. The few bodies an endpoint reads on purpose are listed with the outcome the contract
 * documents and why. A fast-check property at the end feeds every endpoint generated answers.
 *
 * Endpoints are found, not listed: every module of src/api/ is imported, and an endpoint without a fixture here
 * (or a module that is neither an endpoint nor known not to be one) fails the first tests.
 */
import { isDeepStrictEqual } from 'node:util'
import * as v from 'valibot'
import fc from 'fast-check'
import { FetchError } from 'ofetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORKSPACE_TYPES } from '../../machines/switch-account/switch-account.types'
import { loadBranding } from '../../src/api/branding'
import { lookUpBrandingPackage } from '../../src/api/branding-package'
import { UnexpectedResponseError } from '../../src/api/client'
import { confirmUsernameChangeEndpoint } from '../../src/api/confirm-username-change'
import { AnyBodySchema, type Answer, type Endpoint } from '../../src/api/endpoint'
import { familyDataEndpoint } from '../../src/api/family-data'
import { forgotPasswordEndpoint } from '../../src/api/forgot-password'
import { logOutEndpoint } from '../../src/api/log-out'
import { loginEndpoint, loginSdEndpoint } from '../../src/api/login'
import { massPrintEndpoint } from '../../src/api/mass-print'
import { mustResetPasswordEndpoint } from '../../src/api/must-reset-password'
import { personalEmailVerifyEndpoint } from '../../src/api/personal-email-verify'
import { portfolioLinkingEndpoint } from '../../src/api/portfolio-linking'
import { redirectEndpoint } from '../../src/api/redirect'
import { registerHigherEdEndpoint } from '../../src/api/register-higher-ed-user'
import { registrationEndpoint } from '../../src/api/registration'
import { registrationDataEndpoint } from '../../src/api/registration-data'
import { resendVerificationEndpoint } from '../../src/api/resend-verification'
import { resetPasswordEndpoint } from '../../src/api/reset-password'
import { switchAccountEndpoint } from '../../src/api/switch-account'
import { validateEmailTokenEndpoint } from '../../src/api/validate-email-token'
import { withDemoServer } from '../support/browser-fetch'

type AnyEndpoint = Endpoint<v.GenericSchema, unknown>

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'answers' in value &&
    'call' in value &&
    typeof value.call === 'function'
  )
}

const modules = import.meta.glob<Record<string, unknown>>('../../src/api/*.ts', { eager: true })
const fileOf = (key: string) => key.split('/').at(-1) ?? key

/** Every endpoint object any module of src/api/ exports, once each, with where it came from. */
const discovered = (() => {
  const found = new Map<AnyEndpoint, string>()
  for (const [key, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (isEndpoint(value) && !found.has(value)) found.set(value, `${fileOf(key)} ${name}`)
    }
  }
  return [...found].map(([endpoint, where]) => ({
    endpoint,
    where,
    id: `${endpoint.method} ${endpoint.path}`,
  }))
})()

/** Modules of src/api/ that declare no endpoint, and why. */
const NOT_ENDPOINTS: Record<string, string> = {
  'client.ts': 'the one HTTP client and its errors',
  'endpoint.ts': 'defineEndpoint itself',
  'transport.ts': 'ofetch, loaded after the first paint',
  'time-limit.ts': 'the time limit every call has',
  'xsrf.ts': 'the XSRF rule the transport applies',
  'email-link.ts': 'the request body three endpoints share',
  'link-refusal.ts': "reads a refusal's message",
  'new-password.ts': 'the new-password schema the saving endpoints share',
  'sign-in-endpoints.ts': 're-exports the login and redirect calls',
}

/** Calls written by hand rather than with defineEndpoint; each has its own block at the end of this file. */
const HAND_WRITTEN: Record<string, string> = {
  'branding-package.ts': 'a text answer, not JSON',
  'branding.ts': 'a plain GET to the CDN, without the API headers',
}

// ---------------------------------------------------------------------------------------------------------
// What a server can answer

type BodyKind = 'text' | 'truncated' | 'html' | 'binary' | 'empty' | 'wrongTypes' | 'successBody'

interface Served {
  status: number
  contentType: string | null
  text: string
}

const NGINX_ERROR_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'

const JSON_TYPE = 'application/json; charset=utf-8'

/** The same shape with every value of another type: a string becomes a number, anything else a string. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(wrongTypes)
  if (value === null) return 0
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, wrongTypes(child)]))
  }
  return typeof value === 'string' ? 404 : String(value)
}

function bodyOf(kind: BodyKind, valid: unknown): Pick<Served, 'contentType' | 'text'> {
  switch (kind) {
    case 'text':
      return { contentType: 'text/plain; charset=utf-8', text: 'Service temporarily unavailable' }
    case 'truncated': {
      const whole = JSON.stringify(valid)
      return { contentType: JSON_TYPE, text: whole.slice(0, Math.ceil(whole.length / 2)) }
    }
    case 'html':
      return { contentType: 'text/html', text: NGINX_ERROR_PAGE }
    case 'binary':
      return { contentType: 'application/octet-stream', text: NGINX_ERROR_PAGE }
    case 'empty':
      return { contentType: JSON_TYPE, text: '' }
    case 'wrongTypes':
      return { contentType: JSON_TYPE, text: JSON.stringify(wrongTypes(valid)) }
    case 'successBody':
      return { contentType: JSON_TYPE, text: JSON.stringify(valid) }
  }
}

/** Statuses no endpoint expects: a refused XSRF check, throttling, and the server faults. */
const UNEXPECTED_STATUSES = [403, 429, 500, 502, 503]
const FUZZ_RUNS_IN_MEMORY = 40
const FUZZ_RUNS_OVER_HTTP = 8
const BROKEN_BODIES: BodyKind[] = ['text', 'truncated', 'html', 'binary', 'empty', 'wrongTypes']
/** A status the Fetch standard gives no body, whatever the server sends. */
const NULL_BODY_STATUSES = new Set([204, 205, 304])

// ---------------------------------------------------------------------------------------------------------
// One fixture per endpoint: a request it sends, and for each status it expects a body it reads (the positive
// control: the harness does serve what the adapter accepts) and the outcome read from it. `empty` is set where
// the status deliberately reads an answer without a body, with the outcome the contract documents and why;
// without it, an empty body must fail like any other broken answer. Where the contract says "any body", it is
// any JSON body or none: text, HTML, cut-off JSON and binary bodies are never read (src/api/endpoint.ts).

interface Accepted {
  outcome: unknown
  why: string
}

interface StatusFixture {
  body: unknown
  outcome: unknown
  empty?: Accepted
  /** JSON of any shape, read on purpose (registration's 200 only). */
  anyJson?: Accepted
}

interface Fixture {
  request: unknown
  answers: Record<number, StatusFixture>
}

const UUID = '0b6f3c1e-2d4a-4f8b-9c7d-1a2b3c4d5e6f'
const EMAIL_LINK = {
  Token: 'tok-1',
  tokenType: 'PersonalEmail',
  languageType: 1,
  translationLanguage: 'en-CA',
}
const refusal = (message: string) => ({ data: { message } })

// Why an answer without a body is read, rather than failing. Each quotes where it is decided.
const BY_STATUS =
  'the status alone says what happened (docs/api-contract.md), and an error body may be absent (endpoint.ts ErrorBodySchema)'
const NO_MESSAGE_IS_GENERIC =
  'a refusal without a message gives the generic error (spec section 8), which is what this outcome shows'
const SIGN_IN_HTTP_FAILURE =
  'spec section 8: a sign-in HTTP failure (400, 401, 404; docs/decisions/003) shows USERNAME_OR_PASSWORD_NOT_FOUND, whatever its JSON body, or none'
const SUCCESS_BY_STATUS =
  'spec section 7: the answer is "not used beyond success or failure"; a 200 is success'

const notFoundLogin = (message: string): StatusFixture => ({
  body: refusal(message),
  outcome: { kind: 'notFound' },
  empty: { outcome: { kind: 'notFound' }, why: SIGN_IN_HTTP_FAILURE },
})

const loginFixture: Fixture = {
  request: {
    Username: 'sam.student',
    Password: 'Demo-pass-1',
    RequestId: UUID,
    SelectedLanguage: 0,
    remember: true,
  },
  answers: {
    200: {
      body: {
        data: {
          errorMessage: null,
          isMustResetPassword: false,
          userAccountId: 12,
          jwtToken: 'jwt-1',
          url: 'https://product.example.org/home',
        },
      },
      outcome: { kind: 'signedIn', url: 'https://product.example.org/home', appToken: 'jwt-1' },
    },
    400: notFoundLogin('Bad request'),
    401: notFoundLogin('Refused'),
    404: notFoundLogin('No such user'),
  },
}

const refusedToken = (message: string): StatusFixture => ({
  body: refusal(message),
  outcome: { kind: 'refused' },
  empty: {
    outcome: { kind: 'refused' },
    why: 'api-contract: a refused kept token is forgotten and the form shown, whatever its JSON body, or none (no redirect, no token kept)',
  },
})

/** A link refusal read from its message (spec section 8); without a message it names no reason. */
const linkRefusal = (
  message: string,
  outcome: unknown,
  empty: unknown,
  why = NO_MESSAGE_IS_GENERIC,
): StatusFixture => ({
  body: refusal(message),
  outcome,
  empty: { outcome: empty, why },
})

const FIXTURES: Record<string, Fixture> = {
  'POST /api/auth/login': loginFixture,
  'POST /api/auth/loginSD': loginFixture,
  'POST /api/auth/redirect': {
    request: { Token: 'app-token-1' },
    answers: {
      200: {
        body: { data: { url: 'https://product.example.org/home', errorMessage: null } },
        outcome: { kind: 'resumed', url: 'https://product.example.org/home' },
      },
      400: refusedToken('Bad token'),
      401: refusedToken('Expired'),
      404: refusedToken('Unknown'),
    },
  },
  'POST /api/auth/forgotpassword': {
    request: { email: 'sam.student@example.org', languageType: 1, translationLanguage: 'en-CA' },
    answers: {
      200: {
        body: {
          token: null,
          messages: [{ success: true, friendlyMessage: 'Check your inbox.', translationKey: null }],
        },
        outcome: { kind: 'sent', friendlyMessage: 'Check your inbox.' },
      },
      400: {
        body: {
          token: null,
          messages: [{ success: false, friendlyMessage: null, translationKey: 'ACCOUNT_NOT_ACTIVATED' }],
        },
        outcome: { kind: 'rejected', translationKey: 'ACCOUNT_NOT_ACTIVATED' },
      },
      404: {
        body: { token: null, messages: [] },
        outcome: { kind: 'noRecord' },
        empty: {
          outcome: { kind: 'noRecord' },
          why: "spec section 8: without a translationKey, 'There's no record of this email'; a 404 may have no body",
        },
      },
      409: {
        body: refusal('Several accounts'),
        outcome: { kind: 'multipleUsers' },
        empty: {
          outcome: { kind: 'multipleUsers' },
          why: 'spec section 8: HTTP 409 shows MULTIPLE_USER_FOUND_ERROR, whatever its JSON body, or none',
        },
      },
    },
  },
  'POST /api/auth/validateemailtoken': {
    request: {
      Token: 'tok-1',
      ForgotPasswordUrl: 'http://localhost:3000/forgot',
      resetPasswordType: 'ResetPassword',
    },
    answers: {
      200: {
        body: {
          data: {
            emailAddress: 'sam@example.org',
            userName: 'sam.student',
            activateName: null,
            activatedBy: null,
            institutionName: 'Demo School',
          },
        },
        outcome: {
          kind: 'valid',
          account: {
            emailAddress: 'sam@example.org',
            userName: 'sam.student',
            activateName: null,
            activatedBy: null,
            institutionName: 'Demo School',
          },
        },
      },
      400: linkRefusal('This link is not valid.', { kind: 'invalid' }, { kind: 'invalid' }),
      404: linkRefusal('This link is not valid.', { kind: 'invalid' }, { kind: 'invalid' }),
      409: linkRefusal('This link has already been used.', { kind: 'used' }, { kind: 'invalid' }),
      410: linkRefusal('This link has expired.', { kind: 'expired' }, { kind: 'invalid' }),
    },
  },
  'POST /api/auth/familydataget': {
    request: { k: 'tok-1', email: 'parent@example.org' },
    answers: {
      200: {
        body: {
          data: { parent: { userName: 'Pat Parent' }, students: [{ firstName: 'Sam', lastName: 'Student' }] },
        },
        outcome: {
          kind: 'found',
          family: { parentName: 'Pat Parent', students: [{ firstName: 'Sam', lastName: 'Student' }] },
        },
      },
    },
  },
  'POST /api/auth/resetpassword': {
    request: {
      UserName: 'sam.student',
      Password: 'Demo-pass-1',
      resetPasswordType: 'ResetPassword',
      token: 'tok-1',
      requestId: UUID,
    },
    answers: {
      200: {
        body: { data: { url: 'https://product.example.org/home' } },
        outcome: { kind: 'saved', url: 'https://product.example.org/home' },
      },
      400: linkRefusal('Password too weak.', { kind: 'refused' }, { kind: 'refused' }),
      404: linkRefusal('This link has expired.', { kind: 'expired' }, { kind: 'refused' }),
      409: linkRefusal('Already used.', { kind: 'used' }, { kind: 'used' }, BY_STATUS),
      410: linkRefusal('Expired.', { kind: 'expired' }, { kind: 'expired' }, BY_STATUS),
    },
  },
  'POST /api/higher-ed/register-new-user': {
    request: { emailToken: 'tok-1', password: 'Demo-pass-1' },
    answers: {
      200: {
        body: [{ loginUrl: 'https://product.example.org/higher-ed' }],
        outcome: { kind: 'saved', url: 'https://product.example.org/higher-ed' },
      },
      400: linkRefusal('This link has already been used.', { kind: 'used' }, { kind: 'refused' }),
      404: linkRefusal('Not valid.', { kind: 'refused' }, { kind: 'refused' }),
      409: linkRefusal('Used.', { kind: 'used' }, { kind: 'used' }, BY_STATUS),
      410: linkRefusal('Expired.', { kind: 'expired' }, { kind: 'expired' }, BY_STATUS),
    },
  },
  'POST /api/auth/mustresetpassword': {
    request: {
      UserAccountId: 7,
      Password: 'Demo-pass-1',
      resetPasswordType: 'MustResetPassword',
      Token: 'jwt-1',
    },
    answers: {
      200: {
        body: { data: { success: true } },
        outcome: { kind: 'saved' },
        empty: { outcome: { kind: 'saved' }, why: SUCCESS_BY_STATUS },
      },
    },
  },
  'POST /api/auth/massprintaddfiletoredis': {
    request: { Token: 'tok-1', MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '42' },
    answers: {
      200: {
        body: { data: { url: 'https://product.example.org/print/42' } },
        outcome: { kind: 'ready', url: 'https://product.example.org/print/42' },
      },
      // Spec section 8: MASSPRINT_LINK_EXPIRED when the message says EXPIRED, else GENERIC_ERROR.
      400: linkRefusal('Bad batch.', { kind: 'refused' }, { kind: 'refused' }),
      404: linkRefusal('Unknown.', { kind: 'refused' }, { kind: 'refused' }),
      409: linkRefusal('Used.', { kind: 'refused' }, { kind: 'refused' }),
      410: linkRefusal('LINK EXPIRED', { kind: 'expired' }, { kind: 'refused' }),
    },
  },
  'POST /api/auth/personalemailverify': {
    request: EMAIL_LINK,
    answers: {
      200: {
        body: { data: { email: 'sam@example.org' } },
        outcome: { kind: 'confirmed', email: 'sam@example.org' },
      },
      409: linkRefusal(
        'Already used.',
        { kind: 'used', message: 'Already used.' },
        { kind: 'used', message: null },
        BY_STATUS,
      ),
      410: linkRefusal(
        'Expired.',
        { kind: 'expired', message: 'Expired.' },
        { kind: 'expired', message: null },
        BY_STATUS,
      ),
    },
  },
  'POST /api/auth/confirmUserNameChange': {
    request: { ...EMAIL_LINK, tokenType: 'UserNameChange' },
    answers: {
      200: {
        body: { data: { newEmail: 'new@example.org' } },
        outcome: { kind: 'confirmed', email: 'new@example.org' },
      },
      409: linkRefusal(
        'Already used.',
        { kind: 'used', message: 'Already used.' },
        { kind: 'used', message: null },
        BY_STATUS,
      ),
      410: linkRefusal(
        'Expired.',
        { kind: 'expired', message: 'Expired.' },
        { kind: 'expired', message: null },
        BY_STATUS,
      ),
    },
  },
  'POST /api/auth/resendverification': {
    request: EMAIL_LINK,
    answers: {
      200: {
        body: { data: { success: true } },
        outcome: { kind: 'sent' },
        empty: {
          outcome: { kind: 'sent' },
          why: 'api-contract: "200: a new email was sent"; only success matters',
        },
      },
    },
  },
  'GET /api/auth/switchaccount': {
    request: { k: 'k-123' },
    answers: {
      200: {
        body: { data: [{ userType: 4, url: 'https://product.example.org/educator' }] },
        outcome: {
          kind: 'listed',
          workspaces: [{ type: 'Educator', url: 'https://product.example.org/educator' }],
        },
      },
    },
  },
  'POST /api/auth/portfolioLinking': {
    request: { Username: 'sam.student', Password: 'Demo-pass-1', SsoToken: 'sso-key-1' },
    answers: {
      200: {
        body: { data: { url: 'https://product.example.org/home' } },
        outcome: { kind: 'linked', url: 'https://product.example.org/home' },
      },
      401: {
        body: refusal('Refused'),
        outcome: { kind: 'notFound' },
        empty: {
          outcome: { kind: 'notFound' },
          why: 'spec section 8: linking HTTP 401 is USERNAME_OR_PASSWORD_NOT_FOUND (api-contract: any body)',
        },
      },
    },
  },
  'POST /api/auth/getregistrationdata': {
    request: { K: 'sso-key-1' },
    answers: {
      200: {
        body: {
          userClaim: 'new.person@example.org',
          institutions: [{ institutionId: 3, name: 'Demo School' }],
          messages: [],
        },
        outcome: {
          kind: 'allowed',
          userClaim: 'new.person@example.org',
          institutions: [{ institutionId: 3, name: 'Demo School' }],
        },
      },
      400: {
        body: refusal('Unknown key'),
        outcome: { kind: 'unknownKey' },
        empty: {
          outcome: { kind: 'unknownKey' },
          why: 'api-contract: "400 or 404 (any body)": an unknown key',
        },
      },
      404: {
        body: refusal('Unknown key'),
        outcome: { kind: 'unknownKey' },
        empty: {
          outcome: { kind: 'unknownKey' },
          why: 'api-contract: "400 or 404 (any body)": an unknown key',
        },
      },
    },
  },
  'POST /api/auth/registration': {
    request: {
      Email: 'new.person@example.org',
      FirstName: 'New',
      LastName: 'Person',
      DisplayName: '',
      InstitutionId: 3,
      K: 'sso-key-1',
    },
    answers: {
      200: {
        body: { loginUrl: 'https://product.example.org/', messages: [] },
        outcome: { kind: 'registered' },
        empty: {
          outcome: { kind: 'registered' },
          why: 'api-contract: "200 (any body)": the request is recorded',
        },
        anyJson: {
          outcome: { kind: 'registered' },
          why: 'registration.ts: a 200 records the request whatever its JSON; a failure would invite sending it twice',
        },
      },
      ...Object.fromEntries(
        [400, 409, 422].map((status) => [
          status,
          {
            body: { messages: [{ success: false, translationKey: 'REGISTRATION_EMAIL_IN_USE' }] },
            outcome: { kind: 'rejected', translationKey: 'REGISTRATION_EMAIL_IN_USE' },
            empty: { outcome: { kind: 'rejected', translationKey: null }, why: NO_MESSAGE_IS_GENERIC },
          },
        ]),
      ),
    },
  },
  'POST /api/auth/logout': {
    request: {},
    answers: Object.fromEntries(
      [200, 204, 401].map((status) => [
        status,
        {
          body: status === 204 ? null : refusal('Logged out'),
          outcome: { kind: 'loggedOut' },
          empty: {
            outcome: { kind: 'loggedOut' },
            why: 'api-contract: 204 (or 200, any body) logged out, 401 already logged out; the token goes either way',
          },
        },
      ]),
    ),
  },
}

// ---------------------------------------------------------------------------------------------------------
// The server: over real HTTP, each path answers what the test last set for it. Endpoints have paths of their
// own, so several can be checked at once; the calls to one endpoint are made one after another.

const serving = new Map<string, Served>()
const hits = new Map<string, number>()

const responseOf = (served: Served) =>
  new Response(NULL_BODY_STATUSES.has(served.status) ? null : served.text, {
    status: served.status,
    headers: served.contentType === null ? undefined : { 'Content-Type': served.contentType },
  })

withDemoServer({
  handler: (request) => {
    const { pathname } = new URL(request.url)
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1)
    const served = serving.get(pathname)
    return Promise.resolve(
      served === undefined
        ? new Response('No answer set for this path', { status: 599 })
        : responseOf(served),
    )
  },
})

type Settled = { resolved: unknown } | { rejected: unknown }

/** The last call on each path: a call waits for the one before it on the same path. */
const queues = new Map<string, Promise<unknown>>()

/** Serves `served` on `path` for the one call `run` makes, and what that call settled with. */
function serve(path: string, served: Served, run: () => Promise<unknown>): Promise<Settled> {
  const call = async (): Promise<Settled> => {
    serving.set(path, served)
    const before = hits.get(path) ?? 0
    const settled = await run().then(
      (resolved) => ({ resolved }),
      (rejected: unknown) => ({ rejected }),
    )
    // The answer came from this test's server, on this path: not a refusal somewhere on the way. (Node's fetch,
    // like a browser, may send a request again after a 421 Misdirected Request, so more than once is fine.)
    if ((hits.get(path) ?? 0) <= before) throw new Error(`${path}: the call did not reach the test's server`)
    return settled
  }
  const settled = (queues.get(path) ?? Promise.resolve()).then(call, call)
  queues.set(path, settled)
  return settled
}

const settle = (endpoint: AnyEndpoint, request: unknown, served: Served) =>
  serve(endpoint.path, served, () => endpoint.call(request, { timeoutMs: 5_000 }))

const shown = (settled: Settled) =>
  'resolved' in settled
    ? `resolved ${JSON.stringify(settled.resolved)}`
    : `rejected with ${String(settled.rejected)}`

const rejectedUnexpectedly = (settled: Settled, status: number) =>
  'rejected' in settled &&
  settled.rejected instanceof UnexpectedResponseError &&
  settled.rejected.status === status

function fixtureOf(id: string): Fixture {
  const fixture = FIXTURES[id]
  if (fixture === undefined) throw new Error(`${id} has no fixture in test/api/fail-closed.test.ts: add one`)
  return fixture
}

interface Case {
  label: string
  status: number
  kind: BodyKind
  served: Served
  accepted: Accepted | null
}

function acceptedFor(fixture: StatusFixture | undefined, kind: BodyKind): Accepted | null {
  if (kind === 'empty') return fixture?.empty ?? null
  if (kind === 'wrongTypes') return fixture?.anyJson ?? null
  return null
}

function casesOf(endpoint: AnyEndpoint, fixture: Fixture): Case[] {
  const cases: Case[] = []
  const statuses = Object.keys(endpoint.answers).map(Number)
  for (const status of statuses) {
    const answer = endpoint.answers[status]
    const valid = fixture.answers[status]?.body
    for (const kind of BROKEN_BODIES) {
      // A status without a body carries none of these; its empty answer is checked as 'empty'.
      if (NULL_BODY_STATUSES.has(status) && kind !== 'empty') continue
      // A wrong shape is only wrong for a status whose body has a shape.
      if (kind === 'wrongTypes' && answer?.schema === AnyBodySchema) continue
      cases.push({
        label: `${status} with ${kind}`,
        status,
        kind,
        served: { status, ...bodyOf(kind, valid) },
        accepted: acceptedFor(fixture.answers[status], kind),
      })
    }
  }
  const success = fixture.answers[200]?.body ?? fixture.answers[statuses[0] ?? 200]?.body
  for (const status of UNEXPECTED_STATUSES) {
    for (const kind of [...BROKEN_BODIES, 'successBody'] as const) {
      cases.push({
        label: `${status} with ${kind}`,
        status,
        kind,
        served: { status, ...bodyOf(kind, success) },
        accepted: null,
      })
    }
  }
  return cases
}

// ---------------------------------------------------------------------------------------------------------
// What each endpoint may resolve to: its outcome type as a schema, and the statuses each kind may come from.
// Typed by the endpoint, so an outcome kind added to a flow fails to compile here until it is listed.

interface OutcomeRule {
  schema: v.GenericSchema
  statusesOf: Record<string, readonly number[]>
}

function outcomeRule<TOutcome extends { kind: string }>(
  _endpoint: { answers: Readonly<Record<number, Answer<TOutcome>>> },
  schema: v.GenericSchema<unknown, NoInfer<TOutcome>>,
  statusesOf: { [K in NoInfer<TOutcome>['kind']]: readonly number[] },
): OutcomeRule {
  return { schema, statusesOf }
}

const url = v.string()

const LINK_ACCOUNT = v.strictObject({
  emailAddress: v.string(),
  userName: v.string(),
  activateName: v.nullable(v.string()),
  activatedBy: v.nullable(v.string()),
  institutionName: v.nullable(v.string()),
})
const SAVE_PASSWORD = v.variant('kind', [
  v.strictObject({ kind: v.literal('saved'), url }),
  v.strictObject({ kind: v.literal('expired') }),
  v.strictObject({ kind: v.literal('used') }),
  v.strictObject({ kind: v.literal('refused') }),
])
const CONFIRM_LINK = v.variant('kind', [
  v.strictObject({ kind: v.literal('confirmed'), email: v.string() }),
  v.strictObject({ kind: v.literal('expired'), message: v.nullable(v.string()) }),
  v.strictObject({ kind: v.literal('used'), message: v.nullable(v.string()) }),
])
const LOGIN = v.variant('kind', [
  v.strictObject({
    kind: v.literal('signedIn'),
    url: v.pipe(url, v.nonEmpty()),
    appToken: v.nullable(v.string()),
  }),
  v.strictObject({
    kind: v.literal('mustReset'),
    account: v.strictObject({
      userAccountId: v.union([v.number(), v.string()]),
      token: v.pipe(v.string(), v.nonEmpty()),
    }),
  }),
  v.strictObject({ kind: v.literal('rejected'), message: v.pipe(v.string(), v.nonEmpty()) }),
  v.strictObject({ kind: v.literal('notFound') }),
])
const loginStatuses = { signedIn: [200], mustReset: [200], rejected: [200], notFound: [400, 401, 404] }

const OUTCOMES: Record<string, OutcomeRule> = {
  'POST /api/auth/login': outcomeRule(loginEndpoint, LOGIN, loginStatuses),
  'POST /api/auth/loginSD': outcomeRule(loginSdEndpoint, LOGIN, loginStatuses),
  'POST /api/auth/redirect': outcomeRule(
    redirectEndpoint,
    v.variant('kind', [
      v.strictObject({ kind: v.literal('resumed'), url: v.pipe(url, v.nonEmpty()) }),
      v.strictObject({ kind: v.literal('refused') }),
    ]),
    { resumed: [200], refused: [200, 400, 401, 404] },
  ),
  'POST /api/auth/forgotpassword': outcomeRule(
    forgotPasswordEndpoint,
    v.variant('kind', [
      v.strictObject({ kind: v.literal('sent'), friendlyMessage: v.nullable(v.string()) }),
      v.strictObject({ kind: v.literal('multipleUsers') }),
      v.strictObject({ kind: v.literal('rejected'), translationKey: v.pipe(v.string(), v.nonEmpty()) }),
      v.strictObject({ kind: v.literal('noRecord') }),
    ]),
    // Never from a 403 or a 429: those are not the server saying it has no such address.
    { sent: [200], multipleUsers: [409], rejected: [200, 400, 404], noRecord: [200, 400, 404] },
  ),
  'POST /api/auth/validateemailtoken': outcomeRule(
    validateEmailTokenEndpoint,
    v.variant('kind', [
      v.strictObject({ kind: v.literal('valid'), account: LINK_ACCOUNT }),
      v.strictObject({ kind: v.literal('expired') }),
      v.strictObject({ kind: v.literal('used') }),
      v.strictObject({ kind: v.literal('invalid') }),
    ]),
    {
      valid: [200],
      expired: [400, 404, 409, 410],
      used: [400, 404, 409, 410],
      invalid: [400, 404, 409, 410],
    },
  ),
  'POST /api/auth/familydataget': outcomeRule(
    familyDataEndpoint,
    v.strictObject({
      kind: v.literal('found'),
      family: v.strictObject({
        parentName: v.string(),
        students: v.array(v.strictObject({ firstName: v.string(), lastName: v.string() })),
      }),
    }),
    { found: [200] },
  ),
  'POST /api/auth/resetpassword': outcomeRule(resetPasswordEndpoint, SAVE_PASSWORD, {
    saved: [200],
    expired: [400, 404, 410],
    used: [400, 404, 409],
    refused: [400, 404],
  }),
  'POST /api/higher-ed/register-new-user': outcomeRule(registerHigherEdEndpoint, SAVE_PASSWORD, {
    saved: [200],
    expired: [400, 404, 410],
    used: [400, 404, 409],
    refused: [400, 404],
  }),
  'POST /api/auth/mustresetpassword': outcomeRule(
    mustResetPasswordEndpoint,
    v.strictObject({ kind: v.literal('saved') }),
    { saved: [200] },
  ),
  'POST /api/auth/massprintaddfiletoredis': outcomeRule(
    massPrintEndpoint,
    v.variant('kind', [
      v.strictObject({ kind: v.literal('ready'), url: v.pipe(url, v.nonEmpty()) }),
      v.strictObject({ kind: v.literal('expired') }),
      v.strictObject({ kind: v.literal('refused') }),
    ]),
    { ready: [200], expired: [400, 404, 409, 410], refused: [400, 404, 409, 410] },
  ),
  'POST /api/auth/personalemailverify': outcomeRule(personalEmailVerifyEndpoint, CONFIRM_LINK, {
    confirmed: [200],
    expired: [410],
    used: [409],
  }),
  'POST /api/auth/confirmUserNameChange': outcomeRule(confirmUsernameChangeEndpoint, CONFIRM_LINK, {
    confirmed: [200],
    expired: [410],
    used: [409],
  }),
  'POST /api/auth/resendverification': outcomeRule(
    resendVerificationEndpoint,
    v.strictObject({ kind: v.literal('sent') }),
    { sent: [200] },
  ),
  'GET /api/auth/switchaccount': outcomeRule(
    switchAccountEndpoint,
    v.variant('kind', [
      v.strictObject({
        kind: v.literal('listed'),
        workspaces: v.array(v.strictObject({ type: v.picklist(WORKSPACE_TYPES), url: v.string() })),
      }),
      v.strictObject({ kind: v.literal('missing') }),
    ]),
    { listed: [200], missing: [200] },
  ),
  'POST /api/auth/portfolioLinking': outcomeRule(
    portfolioLinkingEndpoint,
    v.variant('kind', [
      v.strictObject({ kind: v.literal('linked'), url: v.string() }),
      v.strictObject({ kind: v.literal('notFound') }),
    ]),
    { linked: [200], notFound: [401] },
  ),
  'POST /api/auth/getregistrationdata': outcomeRule(
    registrationDataEndpoint,
    v.variant('kind', [
      v.strictObject({
        kind: v.literal('allowed'),
        userClaim: v.string(),
        institutions: v.array(
          v.strictObject({
            institutionId: v.union([v.number(), v.pipe(v.string(), v.nonEmpty())]),
            name: v.pipe(v.string(), v.nonEmpty()),
          }),
        ),
      }),
      v.strictObject({ kind: v.literal('notAllowed') }),
      v.strictObject({ kind: v.literal('unknownKey') }),
    ]),
    { allowed: [200], notAllowed: [200], unknownKey: [400, 404] },
  ),
  'POST /api/auth/registration': outcomeRule(
    registrationEndpoint,
    v.variant('kind', [
      v.strictObject({ kind: v.literal('registered') }),
      v.strictObject({ kind: v.literal('rejected'), translationKey: v.nullable(v.string()) }),
    ]),
    { registered: [200], rejected: [200, 400, 409, 422] },
  ),
  'POST /api/auth/logout': outcomeRule(logOutEndpoint, v.strictObject({ kind: v.literal('loggedOut') }), {
    loggedOut: [200, 204, 401],
  }),
}

/** An outcome is of its endpoint's outcome type, and of a kind the status may give. */
function expectOutcomeOf(id: string, status: number, outcome: unknown) {
  const rule = OUTCOMES[id]
  if (rule === undefined)
    throw new Error(`${id} has no outcome rule in test/api/fail-closed.test.ts: add one`)
  expect(
    v.safeParse(rule.schema, outcome).issues,
    `${id} ${status} resolved to ${JSON.stringify(outcome)}`,
  ).toBeUndefined()
  const outcomeKind = (outcome as { kind: string }).kind
  expect(rule.statusesOf[outcomeKind], `${id}: ${outcomeKind} from ${status}`).toContain(status)
}

// ---------------------------------------------------------------------------------------------------------

describe('every endpoint in src/api/ is covered', () => {
  it('finds the endpoints', () => {
    expect(discovered.length).toBeGreaterThanOrEqual(18)
  })

  it('has a fixture and an outcome rule for every endpoint it finds, and none for an endpoint that is gone', () => {
    const ids = discovered.map(({ id }) => id).sort()
    expect(ids).toEqual(Object.keys(FIXTURES).sort())
    expect(ids).toEqual(Object.keys(OUTCOMES).sort())
  })

  it('knows what every module of src/api/ is', () => {
    const files = Object.keys(modules).map(fileOf)
    const declaring = new Set(discovered.map(({ where }) => where.split(' ')[0]))
    const unknown = files.filter(
      (file) => !declaring.has(file) && !(file in NOT_ENDPOINTS) && !(file in HAND_WRITTEN),
    )
    expect(
      unknown,
      'modules of src/api/ that declare no endpoint and are not listed in NOT_ENDPOINTS',
    ).toEqual([])
    const listed = [...Object.keys(NOT_ENDPOINTS), ...Object.keys(HAND_WRITTEN)]
    expect(
      listed.filter((file) => !files.includes(file)),
      'listed modules that are gone',
    ).toEqual([])
  })
})

describe('every endpoint: its fixture', () => {
  it.each(discovered)(
    '$id sends a valid request, and has a body for each status it expects',
    ({ endpoint, id }) => {
      const fixture = fixtureOf(id)
      expect(v.safeParse(endpoint.request, fixture.request).issues).toBeUndefined()
      expect(Object.keys(fixture.answers).sort()).toEqual(Object.keys(endpoint.answers).sort())
      // The statuses checked as unexpected are not expected.
      expect(UNEXPECTED_STATUSES.filter((status) => Object.hasOwn(endpoint.answers, status))).toEqual([])
      // What the fixture says a status reads as, and what it reads on purpose, are outcomes that status may give.
      for (const [status, answer] of Object.entries(fixture.answers)) {
        for (const outcome of [answer.outcome, answer.empty?.outcome, answer.anyJson?.outcome]) {
          if (outcome !== undefined) expectOutcomeOf(id, Number(status), outcome)
        }
      }
    },
  )
})

describe.concurrent('every endpoint over real HTTP', () => {
  it.each(discovered)(
    '$id reads each status it expects from its documented body',
    async ({ endpoint, id }) => {
      const fixture = fixtureOf(id)
      const wrong: string[] = []
      for (const [status, { body, outcome }] of Object.entries(fixture.answers)) {
        const text = body === null ? '' : JSON.stringify(body)
        const settled = await settle(endpoint, fixture.request, {
          status: Number(status),
          contentType: JSON_TYPE,
          text,
        })
        if (!isDeepStrictEqual(settled, { resolved: outcome }))
          wrong.push(`${status}: ${shown(settled)}, not ${JSON.stringify(outcome)}`)
      }
      // The positive control: the harness serves what the adapter reads, so the rejections below are the adapter's.
      if (wrong.length > 0) throw new Error(`${id}:\n${wrong.join('\n')}`)
    },
  )

  it.each(discovered)(
    '$id rejects every broken answer with UnexpectedResponseError, but what it reads on purpose',
    async ({ endpoint, id }) => {
      const fixture = fixtureOf(id)
      const cases = casesOf(endpoint, fixture)
      const wrong: string[] = []
      for (const { label, status, served, accepted } of cases) {
        const settled = await settle(endpoint, fixture.request, served)
        if (accepted === null) {
          if (!rejectedUnexpectedly(settled, status))
            wrong.push(`${label}: ${shown(settled)}, not an UnexpectedResponseError (${status})`)
        } else if (!isDeepStrictEqual(settled, { resolved: accepted.outcome })) {
          wrong.push(`${label}: ${shown(settled)}, not ${JSON.stringify(accepted.outcome)}: ${accepted.why}`)
        }
      }
      if (wrong.length > 0) throw new Error(`${id} does not fail closed:\n${wrong.join('\n')}`)
    },
  )
})

describe("forgot password: a refusal that is not the server's says nothing about the address", () => {
  const request = fixtureOf('POST /api/auth/forgotpassword').request
  const forgot = discovered.find(({ endpoint }) => endpoint.path === forgotPasswordEndpoint.path)?.endpoint
  if (forgot === undefined) throw new Error('forgot password was not discovered')
  const empty = (status: number): Served => ({ status, contentType: null, text: '' })

  it.each([403, 429])(
    '%s without a body is the generic error, not "no record of this email"',
    async (status) => {
      const settled = await settle(forgot, request, empty(status))
      expect(settled).toEqual({ rejected: expect.any(UnexpectedResponseError) })
    },
  )

  it('a 404 without a body is "no record" (spec section 8), and a 400 without one is not', async () => {
    expect(await settle(forgot, request, empty(404))).toEqual({ resolved: { kind: 'noRecord' } })
    expect(await settle(forgot, request, empty(400))).toEqual({
      rejected: expect.any(UnexpectedResponseError),
    })
  })
})

// ---------------------------------------------------------------------------------------------------------
// The two calls written by hand. Their flow (branding) treats any rejection as "no logos": the page stays
// unbranded and usable, so they may reject with any error; they must never resolve from a broken answer.

describe('GET {api server}/branding/branding-package/{institutionId} fails closed', () => {
  const BRANDING_PATH = '/branding/branding-package/demo-florida'

  const lookUp = (served: Served) => serve(BRANDING_PATH, served, () => lookUpBrandingPackage('demo-florida'))

  it('reads a known package from its text answer (the positive control)', async () => {
    expect(await lookUp({ status: 200, contentType: 'text/plain', text: 'florida' })).toEqual({
      resolved: 'florida',
    })
  })

  it.each(
    [...UNEXPECTED_STATUSES, 404].flatMap((status) =>
      BROKEN_BODIES.map((kind) => ({ status, kind, served: { status, ...bodyOf(kind, 'florida') } })),
    ),
  )('$status with $kind rejects', async ({ served, status }) => {
    const settled = await lookUp(served)
    expect(settled).toEqual({ rejected: expect.any(UnexpectedResponseError) })
    expect((settled as { rejected: UnexpectedResponseError }).rejected.status).toBe(status)
  })

  it.each(['text', 'truncated', 'html', 'empty'] as const)(
    '200 with %s names no package: the page stays unbranded (spec section 7: "none, any other name")',
    async (kind) => {
      expect(await lookUp({ status: 200, ...bodyOf(kind, 'florida') })).toEqual({ resolved: null })
    },
  )

  it.each(['wrongTypes', 'binary'] as const)('200 with %s, which is not text, rejects', async (kind) => {
    const settled = await lookUp({ status: 200, ...bodyOf(kind, { package: 'florida' }) })
    expect(settled).toEqual({ rejected: expect.any(UnexpectedResponseError) })
  })
})

describe('GET {cdn}/branding-assets/{package}/branding.json fails closed', () => {
  const LOGOS = { logos: { header: [{ src: 'header.svg', alt: 'Florida', href: null }], footer: [] } }

  const load = (served: Served) =>
    serve('/branding-assets/florida/branding.json', served, () => loadBranding('florida'))

  it('reads the logos (the positive control)', async () => {
    expect(await load({ status: 200, contentType: JSON_TYPE, text: JSON.stringify(LOGOS) })).toEqual({
      resolved: {
        header: [{ src: '/branding-assets/florida/header.svg', alt: 'Florida', href: null }],
        footer: [],
      },
    })
  })

  it.each(
    [200, 404, ...UNEXPECTED_STATUSES].flatMap((status) =>
      [...BROKEN_BODIES, ...(status === 200 ? [] : (['successBody'] as const))].map((kind) => ({
        status,
        kind,
        served: { status, ...bodyOf(kind, LOGOS) },
      })),
    ),
  )('$status with $kind rejects, which leaves the page without logos', async ({ served }) => {
    expect(await load(served)).toEqual({ rejected: expect.any(Error) })
  })
})

// ---------------------------------------------------------------------------------------------------------
// The property: whatever the status and the body, a call resolves to an outcome of its endpoint's type, of a
// kind that status may give, or rejects with UnexpectedResponseError; never with another error, never hanging
// (a call that hangs runs out of its time limit, RequestTimeoutError, which fails the property too).

const NASTY_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'javascript:alert(1)',
  '//evil.example/steal',
  '<script>alert(1)</script>',
  '\u0000\u001f',
  '\u202eevil',
  'é🙂👩‍👩‍👧',
  'x'.repeat(5_000),
]
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...NASTY_STRINGS))
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
)

/** Values shaped like `value`: each part kept, left out, or of another type. */
function shapedLike(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) {
    const first: unknown = value[0]
    return fc.oneof(
      { weight: 3, arbitrary: fc.tuple(...value.map(shapedLike)) },
      {
        weight: 1,
        arbitrary: first === undefined ? fc.constant([]) : fc.array(shapedLike(first), { maxLength: 3 }),
      },
      { weight: 1, arbitrary: wrongValue },
    )
  }
  if (typeof value === 'object' && value !== null) {
    const model = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapedLike(child)]))
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(model, { requiredKeys: [] }) },
      { weight: 1, arbitrary: wrongValue },
    )
  }
  return fc.oneof({ weight: 1, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: wrongValue })
}

const CONTENT_TYPES = [
  JSON_TYPE,
  'application/problem+json',
  'text/plain',
  'text/html; charset=utf-8',
  'application/octet-stream',
  null,
]

/** An answer: mostly to a status the endpoint expects, with a body shaped like its real one, broken or not. */
function answers(endpoint: AnyEndpoint, fixture: Fixture): fc.Arbitrary<Served> {
  const expected = Object.keys(endpoint.answers).map(Number)
  const status = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...expected) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 599 }) },
  )
  return status.chain((code) => {
    if (NULL_BODY_STATUSES.has(code))
      return fc.constant<Served>({ status: code, contentType: null, text: '' })
    const real = fixture.answers[code]?.body ?? fixture.answers[200]?.body ?? null
    const json = fc
      .oneof({ weight: 3, arbitrary: shapedLike(real) }, { weight: 1, arbitrary: fc.jsonValue() })
      .map((body) => JSON.stringify(body) ?? '')
    const text = fc.oneof(
      { weight: 4, arbitrary: json },
      {
        weight: 1,
        arbitrary: json.chain((whole) => fc.nat({ max: whole.length }).map((n) => whole.slice(0, n))),
      },
      { weight: 1, arbitrary: anyString },
      { weight: 1, arbitrary: fc.constant(NGINX_ERROR_PAGE) },
    )
    return fc.record({ status: fc.constant(code), contentType: fc.constantFrom(...CONTENT_TYPES), text })
  })
}

const settleCall = (endpoint: AnyEndpoint, request: unknown): Promise<Settled> =>
  endpoint.call(request, { timeoutMs: 2_000 }).then(
    (resolved) => ({ resolved }),
    (rejected: unknown) => ({ rejected }),
  )

/** The property, for one call answered with `served`. */
function expectFailsClosed(id: string, endpoint: AnyEndpoint, served: Served, settled: Settled) {
  const where = `${id} answered ${served.status} ${served.contentType ?? '(no type)'} ${JSON.stringify(served.text.slice(0, 200))}: ${shown(settled)}`
  if ('rejected' in settled) {
    // Over HTTP a 407 never reaches the portal: the Fetch standard makes it a network error (ofetch's FetchError
    // without a response), which the flows show as the generic error too.
    const networkError =
      served.status === 407 &&
      settled.rejected instanceof FetchError &&
      settled.rejected.response === undefined
    expect(networkError || rejectedUnexpectedly(settled, served.status), where).toBe(true)
    return
  }
  expect(Object.keys(endpoint.answers), where).toContain(String(served.status))
  expectOutcomeOf(id, served.status, settled.resolved)
}

describe('fuzzed answers: every endpoint resolves to its own outcome type or fails closed', () => {
  // The bulk in memory: the whole client (ofetch and its body parsing, the time limit, the endpoint) without
  // the sockets. A few more over real HTTP below.
  let answering: Served = { status: 599, contentType: null, text: '' }
  let httpFetch: typeof fetch

  beforeAll(() => {
    httpFetch = globalThis.fetch
    globalThis.fetch = (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      return Promise.resolve(url.origin === location.origin ? responseOf(answering) : Response.error())
    }
  })

  afterAll(() => {
    globalThis.fetch = httpFetch
  })

  it.each(discovered)(`$id: ${FUZZ_RUNS_IN_MEMORY} generated answers in memory`, async ({ endpoint, id }) => {
    const fixture = fixtureOf(id)
    await fc.assert(
      fc.asyncProperty(answers(endpoint, fixture), async (answer) => {
        answering = answer
        await expectFailsClosed(id, endpoint, answer, await settleCall(endpoint, fixture.request))
      }),
      { numRuns: FUZZ_RUNS_IN_MEMORY },
    )
  })
})

describe.concurrent('fuzzed answers over real HTTP', () => {
  it.each(discovered)(`$id: ${FUZZ_RUNS_OVER_HTTP} generated answers over HTTP`, async ({ endpoint, id }) => {
    const fixture = fixtureOf(id)
    await fc.assert(
      fc.asyncProperty(answers(endpoint, fixture), async (answer) => {
        await expectFailsClosed(id, endpoint, answer, await settle(endpoint, fixture.request, answer))
      }),
      { numRuns: FUZZ_RUNS_OVER_HTTP },
    )
  })
})
