/**
 * The single sign-on screens for an identity the portal does not know yet: the welcome page, linking an
 * existing account, and registering a new one. One module, loaded on demand: the welcome page leads to the
 * other two, and one chunk costs the sign-in page one file name less than three.
 */
import * as v from 'valibot'
import { Redirect, useParams } from 'wouter'
import { currentRedirectPolicy } from '../browser/navigation'
import { registrationSentTo } from '../browser/registration-sent'
import { createPortfolioLinkingFlow } from '../flows/portfolio-linking'
import { createRegistrationFlow } from '../flows/registration'
import { useLocale } from '../i18n/locale-context'
import { AccountWelcomeView } from '../views/account-welcome'
import { PortfolioLinkingView } from '../views/portfolio-linking'
import { RegistrationSentView, RegistrationView } from '../views/registration'
import { linkTo } from '../urls/links'
import { PortfolioLinkingParamsSchema, SsoKeyParamsSchema } from '../urls/link-params'
import { ToSignIn } from './redirects'
import { useFlowActor } from '../shell/use-flow-actor'

/** Without a usable k there is no identity to link or register: the error page (spec: Portfolio linking). */
function ToErrorPage() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath(linkTo('error'))} replace />
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
function PortfolioLinking() {
  const parsed = v.safeParse(PortfolioLinkingParamsSchema, useParams())
  if (!parsed.success) return <ToErrorPage />
  const { k, userType: audience } = parsed.output
  return <Linking key={`${k}/${audience}`} k={k} audience={audience} />
}

/** /account/{k}: the welcome page for a first-time SSO user. */
function AccountWelcome() {
  const parsed = v.safeParse(SsoKeyParamsSchema, useParams())
  if (!parsed.success) return <ToErrorPage />
  return <AccountWelcomeView k={parsed.output.k} />
}

function Registration({ k }: { k: string }) {
  const actor = useFlowActor(createRegistrationFlow, { k })
  return <RegistrationView actor={actor} />
}

/** /registration/{k}, and /registration without a key. */
function RegistrationForm() {
  const parsed = v.safeParse(SsoKeyParamsSchema, useParams())
  if (!parsed.success) return <ToErrorPage />
  return <Registration key={parsed.output.k} k={parsed.output.k} />
}

/** /registrationconfirmation: only after a request was sent in this tab; reached directly, sign-in. */
function RegistrationSent() {
  const email = registrationSentTo()
  if (email === null) return <ToSignIn />
  return <RegistrationSentView email={email} />
}

const SSO_PAGES = {
  welcome: AccountWelcome,
  linking: PortfolioLinking,
  registration: RegistrationForm,
  registrationSent: RegistrationSent,
} as const

export default function SsoRoute({ page }: { page: keyof typeof SSO_PAGES }) {
  const Page = SSO_PAGES[page]
  return <Page />
}
