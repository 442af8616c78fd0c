import * as v from 'valibot'
import { Redirect, useParams } from 'wouter'
import { currentRedirectPolicy } from '../browser/navigation'
import { createPortfolioLinkingFlow } from '../flows/portfolio-linking'
import { useLocale } from '../shell/locale-context'
import { AccountWelcomeView } from '../views/account-welcome'
import { PortfolioLinkingView } from '../views/portfolio-linking'
import { SsoKeyParamsSchema } from './link-params'
import { paths } from './paths'
import { useFlowActor } from './use-flow-actor'

/** Without a usable k there is no identity to link: the error page (spec: Portfolio linking). */
function ToErrorPage() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath(paths.error())} replace />
}

function Linking({ k, audience }: { k: string; audience: 'educator' | 'student' }) {
  const actor = useFlowActor(createPortfolioLinkingFlow, {
    k,
    audience,
    redirectPolicy: currentRedirectPolicy(),
  })
  return <PortfolioLinkingView actor={actor} />
}

/** /portfoliolinking, /portfoliolinking/{k} and /portfoliolinking/{k}/{userType}. */
export default function PortfolioLinkingRoute() {
  const params = useParams<{ k?: string; userType?: string }>()
  const parsed = v.safeParse(SsoKeyParamsSchema, { k: params.k })
  if (!parsed.success) return <ToErrorPage />
  const audience = params.userType?.toLowerCase() === 'educator' ? 'educator' : 'student'
  return <Linking key={`${parsed.output.k}/${audience}`} k={parsed.output.k} audience={audience} />
}

/** /account/{k}: the welcome page for a first-time SSO user. */
export function AccountRoute() {
  const parsed = v.safeParse(SsoKeyParamsSchema, useParams())
  if (!parsed.success) return <ToErrorPage />
  return <AccountWelcomeView k={parsed.output.k} />
}
