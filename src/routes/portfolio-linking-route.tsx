import * as v from 'valibot'
import { useParams } from 'wouter'
import { currentRedirectPolicy } from '../browser/navigation'
import { createPortfolioLinkingFlow } from '../flows/portfolio-linking'
import { AccountWelcomeView } from '../views/account-welcome'
import { PortfolioLinkingView } from '../views/portfolio-linking'
import { SsoKeyParamsSchema } from './link-params'
import { ToErrorPage } from './to-error-page'
import { useFlowActor } from './use-flow-actor'

function Linking({ k, audience }: { k: string; audience: 'educator' | 'student' }) {
  const actor = useFlowActor(createPortfolioLinkingFlow, {
    k,
    audience,
    redirectPolicy: currentRedirectPolicy(),
  })
  return <PortfolioLinkingView actor={actor} />
}

/**
 * /portfoliolinking, /portfoliolinking/{k} and /portfoliolinking/{k}/{userType}. Without a usable k there is
 * no identity to link: the error page (spec: Portfolio linking).
 */
function PortfolioLinking() {
  const params = useParams<{ k?: string; userType?: string }>()
  const parsed = v.safeParse(SsoKeyParamsSchema, { k: params.k })
  if (!parsed.success) return <ToErrorPage />
  const audience = params.userType?.toLowerCase() === 'educator' ? 'educator' : 'student'
  return <Linking key={`${parsed.output.k}/${audience}`} k={parsed.output.k} audience={audience} />
}

/** /account/{k}: the welcome page for a first-time SSO user. */
function AccountWelcome() {
  const parsed = v.safeParse(SsoKeyParamsSchema, useParams())
  if (!parsed.success) return <ToErrorPage />
  return <AccountWelcomeView k={parsed.output.k} />
}

/** The SSO screens for an identity the portal does not know yet: linking it, and the welcome page. */
export default function PortfolioLinkingRoute({ page }: { page: 'linking' | 'welcome' }) {
  return page === 'welcome' ? <AccountWelcome /> : <PortfolioLinking />
}
