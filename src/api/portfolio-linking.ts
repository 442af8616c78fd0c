/** POST /api/auth/portfolioLinking — joins an existing account to the SSO identity behind k. */
import * as v from 'valibot'
import type {
  LinkPortfolioOutcome,
  LinkPortfolioRequest,
} from '../../machines/portfolio-linking/portfolio-linking.types'
import { answer, AnyBodySchema, defineEndpoint } from './endpoint'

export const PortfolioLinkingPayloadSchema = v.object({
  Username: v.pipe(v.string(), v.nonEmpty()),
  Password: v.pipe(v.string(), v.nonEmpty()),
  SsoToken: v.pipe(v.string(), v.nonEmpty()),
})

export const PortfolioLinkingResponseSchema = v.object({ data: v.object({ url: v.string() }) })

export const portfolioLinkingEndpoint = defineEndpoint<
  typeof PortfolioLinkingPayloadSchema,
  LinkPortfolioOutcome
>({
  method: 'POST',
  path: '/api/auth/portfolioLinking',
  request: PortfolioLinkingPayloadSchema,
  answers: {
    200: answer(PortfolioLinkingResponseSchema, ({ data }) => ({ kind: 'linked', url: data.url })),
    // Spec section 8: 401 is USERNAME_OR_PASSWORD_NOT_FOUND; every other failure the generic error.
    401: answer(AnyBodySchema, () => ({ kind: 'notFound' })),
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
