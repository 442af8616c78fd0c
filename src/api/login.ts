/**
 * The sign-in page's two calls (spec section 7; shapes in docs/api-contract.md): POST /api/auth/login (or
 * /api/auth/loginSD) signs a person in; POST /api/auth/redirect resumes a kept session, the automatic sign-in
 * (spec section 4). Loaded apart from the entry, with the HTTP client, once someone starts using the form
 * (src/screens/sign-in/sign-in.tsx), inside each call's time limit (src/screens/flow.tsx).
 */
import { v4 as uuid } from 'uuid'
import * as v from 'valibot'
import type { LoginOutcome, LoginRequest, ResumeOutcome } from '../../machines/sign-in/sign-in.machine'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { answer, AnyBodySchema, defineEndpoint, errorBodies, type Answer } from './endpoint'

export const LoginPayloadSchema = v.pipe(
  v.object({
    Username: v.string(),
    Password: v.string(),
    RequestId: v.pipe(
      v.string(),
      v.uuid(),
      v.description('A fresh uuid made in the page for every attempt.'),
    ),
    SelectedLanguage: v.pipe(
      v.picklist([0, 1]),
      v.description('0 when the page is in English (Canada), else 1 (spec section 9).'),
    ),
    remember: v.pipe(v.boolean(), v.description('Keep me signed in: whether the page keeps the token.')),
  }),
  v.examples([
    {
      Username: 'sam.student',
      Password: 'Demo-pass-1',
      RequestId: '0b6f3c1e-2d4a-4f8b-9c7d-1a2b3c4d5e6f',
      SelectedLanguage: 0,
      remember: true,
    },
  ]),
)

export const LoginResponseSchema = v.pipe(
  v.object({
    data: v.object({
      errorMessage: v.nullish(v.string()),
      isMustResetPassword: v.nullish(v.boolean()),
      userAccountId: v.nullish(v.union([v.number(), v.string()])),
      jwtToken: v.nullish(v.string()),
      url: v.nullish(v.string()),
    }),
  }),
  v.description(
    'Signed in: the browser goes to `url`, and the token is kept as appToken when the person chose to stay ' +
      'signed in. With `isMustResetPassword`, `userAccountId` and `jwtToken`: the person chooses a new password ' +
      'first (/mustreset). With `errorMessage`: that message is shown as it is (a wrong password, a locked ' +
      'account). Signed in without a url, or a reset without account id or token, is an unexpected failure.',
  ),
  v.examples([
    {
      data: {
        errorMessage: null,
        isMustResetPassword: false,
        userAccountId: 12,
        jwtToken: 'jwt-1',
        url: 'https://product.example.org/home',
      },
    },
    {
      data: {
        errorMessage: null,
        isMustResetPassword: true,
        userAccountId: 12,
        jwtToken: 'reset-1',
        url: null,
      },
    },
    {
      data: {
        errorMessage: 'The username or password you entered is incorrect. Check them and try again.',
        isMustResetPassword: null,
        userAccountId: null,
        jwtToken: null,
        url: null,
      },
    },
  ]),
)

function signedIn({ data }: v.InferOutput<typeof LoginResponseSchema>): LoginOutcome {
  if (data.errorMessage) return { kind: 'rejected', message: data.errorMessage }
  if (data.isMustResetPassword) {
    if (data.userAccountId == null || !data.jwtToken) {
      throw new UnexpectedResponseError(200, 'must-reset answer without account id or token')
    }
    return { kind: 'mustReset', account: { userAccountId: data.userAccountId, token: data.jwtToken } }
  }
  if (!data.url) throw new UnexpectedResponseError(200, 'signed in without a url')
  return { kind: 'signedIn', url: data.url, appToken: data.jwtToken ?? null }
}

// "HTTP failure shows USERNAME_OR_PASSWORD_NOT_FOUND" (spec section 8) for the answers about the credentials;
// a refused XSRF check (403), throttling (429) or a server fault is not the person's doing.
const notFound: Answer<LoginOutcome> = answer(
  v.pipe(
    AnyBodySchema,
    v.description(
      'Unknown username or refused credentials: USERNAME_OR_PASSWORD_NOT_FOUND, whatever the body.',
    ),
    v.examples(errorBodies('Unknown username')),
  ),
  () => ({ kind: 'notFound' }),
  {
    emptyBody:
      'spec section 8: a sign-in HTTP failure (400, 401, 404; docs/decisions/003) shows USERNAME_OR_PASSWORD_NOT_FOUND, whatever its JSON body, or none',
  },
)
const loginAnswers = {
  200: answer(LoginResponseSchema, signedIn),
  400: notFound,
  401: notFound,
  404: notFound,
}

const LoginQuerySchema = v.object({
  redirect: v.optional(
    v.pipe(v.string(), v.description("The sign-in page's own `?redirect=` value, passed on as it is.")),
  ),
})

const LOGIN_DESCRIPTION =
  'Signs a person in with the username (or email) and password typed on the sign-in page (spec section 7). ' +
  "Any other status (a refused XSRF check's 403, 429, a server fault) is not the person's doing: the generic " +
  'error, with what was typed kept (decision: docs/decisions/003).'

export const loginEndpoint = defineEndpoint<typeof LoginPayloadSchema, LoginOutcome>({
  method: 'POST',
  path: '/api/auth/login',
  description: LOGIN_DESCRIPTION,
  request: LoginPayloadSchema,
  query: LoginQuerySchema,
  answers: loginAnswers,
})

/** The SD sign-in page's login (the page whose URL contains sdmylife). */
export const loginSdEndpoint = defineEndpoint<typeof LoginPayloadSchema, LoginOutcome>({
  ...loginEndpoint,
  path: '/api/auth/loginSD',
  description: `Signing in on the SD sign-in page (a page whose address contains sdmylife): the same call as /api/auth/login. ${LOGIN_DESCRIPTION}`,
})

export function login(
  request: LoginRequest,
  environment: { selectedLanguage: 0 | 1; signal?: AbortSignal },
): Promise<LoginOutcome> {
  const endpoint = request.signInPage.kind === 'sd' ? loginSdEndpoint : loginEndpoint
  return endpoint.call(
    {
      Username: request.username,
      Password: request.password,
      RequestId: uuid(),
      SelectedLanguage: environment.selectedLanguage,
      remember: request.remember,
    },
    {
      signal: environment.signal,
      query: request.redirect === null ? undefined : { redirect: request.redirect },
    },
  )
}

// Resuming a session, the automatic sign-in (spec section 4): POST /api/auth/redirect turns a kept appToken into a
// signed-in url. The path is the API's own name for it.

export const ResumeSessionPayloadSchema = v.pipe(
  v.object({
    Token: v.pipe(v.string(), v.nonEmpty(), v.description('The appToken kept from an earlier sign-in.')),
  }),
  v.examples([{ Token: 'app-token-1' }]),
)

export const ResumeSessionResponseSchema = v.pipe(
  v.object({
    data: v.object({ url: v.nullish(v.string()), errorMessage: v.nullish(v.string()) }),
  }),
  v.description(
    'With `url` and no `errorMessage`: the kept token is still good, and the browser goes to `url`. Otherwise ' +
      'refused: the portal forgets the token and shows the sign-in form.',
  ),
  v.examples([
    { data: { url: 'https://product.example.org/home', errorMessage: null } },
    { data: { url: null, errorMessage: 'The session has ended.' } },
  ]),
)

const refused: Answer<ResumeOutcome> = answer(
  v.pipe(
    AnyBodySchema,
    v.description(
      'Refused: the portal forgets the kept token and shows the sign-in form, whatever the body.',
    ),
    v.examples(errorBodies('The session has ended.')),
  ),
  () => ({ kind: 'refused' }),
  {
    emptyBody:
      'api-contract: a refused kept token is forgotten and the form shown, whatever its JSON body, or none (no redirect, no token kept)',
  },
)

export const resumeSessionEndpoint = defineEndpoint<typeof ResumeSessionPayloadSchema, ResumeOutcome>({
  method: 'POST',
  path: '/api/auth/redirect',
  description:
    'Automatic sign-in (spec section 4): on opening the sign-in page with a kept appToken, the portal asks ' +
    'whether it is still good. Any other status is an unexpected failure: the token is forgotten and the form ' +
    'shown, as for a refusal.',
  request: ResumeSessionPayloadSchema,
  answers: {
    200: answer(ResumeSessionResponseSchema, ({ data }) =>
      data.url && !data.errorMessage ? { kind: 'resumed', url: data.url } : { kind: 'refused' },
    ),
    400: refused,
    401: refused,
    404: refused,
  },
})

export const resumeSession = (appToken: string, signal?: AbortSignal): Promise<ResumeOutcome> =>
  resumeSessionEndpoint.call({ Token: appToken }, { signal })
