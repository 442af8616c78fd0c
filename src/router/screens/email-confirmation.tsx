import type {
  EmailConfirmationPurpose,
  EmailLink,
} from '../../../machines/email-confirmation/email-confirmation.types'
import { createUsernameChangeFlow, createVerifyEmailFlow } from '../../flows/email-confirmation'
import { useFlowActor } from '../../shell/use-flow-actor'
import type { ScreenProps } from '../../urls/routes'
import { EmailConfirmationView } from '../../views/email-confirmation'
import { InvalidLinkView } from '../../views/invalid-link'
import { AwaitsAnswer } from '../../views/parts/busy'

/** How long a person waits after asking for a new email before they can ask again. */
const RESEND_COOLDOWN_SECONDS = 60

const PURPOSES = { verify: 'verifyEmail', usernameChange: 'usernameChange' } as const satisfies Record<
  ScreenProps<'email-confirmation'>['route'],
  EmailConfirmationPurpose
>

const FLOWS = { verifyEmail: createVerifyEmailFlow, usernameChange: createUsernameChangeFlow }

/**
 * `/verify/…` and `/confirmusernamechange/…`: the address is confirmed when the person presses the page's
 * button, never on arrival, which mail scanners would spend (docs/decisions/019).
 */
export default function EmailConfirmationScreen({ route, params }: ScreenProps<'email-confirmation'>) {
  if (params === null) return <InvalidLinkView offerNewLink={false} />
  const purpose = PURPOSES[route]
  return <EmailConfirmation key={`${purpose}/${params.token}`} purpose={purpose} link={params} />
}

function EmailConfirmation({ purpose, link }: { purpose: EmailConfirmationPurpose; link: EmailLink }) {
  const actor = useFlowActor(FLOWS[purpose], { link, resendCooldownSeconds: RESEND_COOLDOWN_SECONDS })
  return (
    <AwaitsAnswer>
      <EmailConfirmationView actor={actor} purpose={purpose} />
    </AwaitsAnswer>
  )
}
