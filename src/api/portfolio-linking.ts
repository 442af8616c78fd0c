/** POST /api/auth/portfolioLinking — joins an existing account to the SSO identity behind k. */
import * as v from 'valibot'
import type {
  LinkPortfolioOutcome,
  LinkPortfolioRequest,
} from '../../machines/portfolio-linking/portfolio-linking.machine'
import { answer, AnyBodySchema, defineEndpoint, errorBodies } from './endpoint'

export const PortfolioLinkingPayloadSchema = v.pipe(
  v.object({
    Username: v.pipe(v.string(), v.nonEmpty(), v.description('As typed, trimmed.')),
    Password: v.pipe(v.string(), v.nonEmpty()),
    SsoToken: v.pipe(
      v.string(),
      v.nonEmpty(),
      v.description("The page's `k` (/portfoliolinking/{k}/{userType}), as it is (decision)."),
    ),
  }),
  v.examples([{ Username: 'sam.student', Password: 'Demo-pass-1', SsoToken: 'sso-key-1' }]),
)

export const PortfolioLinkingResponseSchema = v.pipe(
  v.object({ data: v.object({ url: v.string() }) }),
  v.description(
    'Linked: the browser goes to `url` if the redirect policy accepts it, else the generic error.',
  ),
  v.examples([{ data: { url: 'https://product.example.org/home' } }]),
)

export const portfolioLinkingEndpoint = defineEndpoint<
  typeof PortfolioLinkingPayloadSchema,
  LinkPortfolioOutcome
>({
  method: 'POST',
  path: '/api/auth/portfolioLinking',
  description:
    'Portfolio linking: a person arriving through single sign-on joins that identity to the account they already ' +
    'have by signing in with it. Any other status is an unexpected failure: GENERIC_ERROR, with what was typed ' +
    'kept (spec section 8).',
  request: PortfolioLinkingPayloadSchema,
  answers: {
    200: answer(PortfolioLinkingResponseSchema, ({ data }) => ({ kind: 'linked', url: data.url })),
    // Spec section 8: 401 is USERNAME_OR_PASSWORD_NOT_FOUND; every other failure the generic error.
    401: answer(
      v.pipe(
        AnyBodySchema,
        v.description(
          'USERNAME_OR_PASSWORD_NOT_FOUND, with the password cleared (spec section 8), whatever the body.',
        ),
        v.examples(errorBodies('The username or password is not right.')),
      ),
      () => ({ kind: 'notFound' }),
      {
        emptyBody:
          'spec section 8: linking HTTP 401 is USERNAME_OR_PASSWORD_NOT_FOUND (api-contract: any body)',
      },
    ),
  },
})

export const linkPortfolio = (
  request: LinkPortfolioRequest,
  signal?: AbortSignal,
): Promise<LinkPortfolioOutcome> =>
  portfolioLinkingEndpoint.call(
    { Username: request.username.trim(), Password: request.password, SsoToken: request.ssoToken },
    { signal },
  )
