/**
 * The single sign-on screens for an identity the portal does not know yet: the welcome page, linking an
 * existing account, and registering a new one. One module, loaded on demand: the welcome page leads to the
 * other two, and one chunk costs the sign-in page one file name less than three. Without a usable k there is
 * no identity to link or register: the error page (spec: Portfolio linking).
 */
import { currentRedirectPolicy } from '../../browser/navigation'
import { registrationSentTo } from '../../browser/registration-sent'
import { createPortfolioLinkingFlow } from '../../flows/portfolio-linking'
import { createRegistrationFlow, startRegistrationCalls } from '../../flows/registration'
import { useFlowActor } from '../../shell/use-flow-actor'
import type { ScreenProps } from '../../urls/routes'
import { AccountWelcomeView } from '../../views/account-welcome'
import { PortfolioLinkingView } from '../../views/portfolio-linking'
import { AwaitsAnswer } from '../../views/parts/busy'
import { RegistrationSentView, RegistrationView } from '../../views/registration'
import { SendToErrorPage, SendToSignIn } from '../redirects'

function Linking({ k, audience }: { k: string; audience: 'educator' | 'student' }) {
  const actor = useFlowActor(createPortfolioLinkingFlow, {
    k,
    audience,
    redirectPolicy: currentRedirectPolicy(),
  })
  return <PortfolioLinkingView actor={actor} />
}

function Registration({ k }: { k: string }) {
  const actor = useFlowActor(createRegistrationFlow, { k })
  return (
    <AwaitsAnswer>
      <RegistrationView actor={actor} />
    </AwaitsAnswer>
  )
}

/** /registrationconfirmation: only after a request was sent in this tab; reached directly, sign-in. */
function RegistrationSent() {
  const email = registrationSentTo()
  if (email === null) return <SendToSignIn />
  return <RegistrationSentView email={email} />
}

/** On arrival at /registration/{k}, before the page renders: the registration data is asked for (decision 019). */
export function arrival(props: ScreenProps<'sso'>): void {
  if ((props.route === 'registration' || props.route === 'registrationBare') && props.params !== null)
    startRegistrationCalls({ k: props.params.k })
}

export default function SsoScreen(props: ScreenProps<'sso'>) {
  switch (props.route) {
    // /portfoliolinking, /portfoliolinking/{k} and /portfoliolinking/{k}/{userType}.
    case 'portfolioLinkingBare':
    case 'portfolioLinkingKey':
    case 'portfolioLinking': {
      if (props.params === null) return <SendToErrorPage />
      const { k, userType: audience } = props.params
      return <Linking key={`${k}/${audience}`} k={k} audience={audience} />
    }
    // /account/{k}: the welcome page for a first-time SSO user.
    case 'account':
      if (props.params === null) return <SendToErrorPage />
      return <AccountWelcomeView k={props.params.k} />
    // /registration/{k}, and /registration without a key.
    case 'registrationBare':
    case 'registration':
      if (props.params === null) return <SendToErrorPage />
      return <Registration key={props.params.k} k={props.params.k} />
    case 'registrationConfirmation':
      return <RegistrationSent />
  }
}
