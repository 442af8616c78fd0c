import * as v from 'valibot'
import { useParams } from 'wouter'
import type { EmailLink } from '../../machines/email-confirmation/email-confirmation.types'
import { createUsernameChangeFlow, createVerifyEmailFlow } from '../flows/email-confirmation'
import { EmailConfirmationView, type EmailConfirmationPurpose } from '../views/email-confirmation'
import { InvalidLinkView } from '../views/invalid-link'
import { EmailLinkParamsSchema } from '../urls/link-params'
import { useFlowActor } from '../shell/use-flow-actor'

/** How long a person waits after asking for a new email before they can ask again. */
export const RESEND_COOLDOWN_SECONDS = 60

const FLOWS = { verifyEmail: createVerifyEmailFlow, usernameChange: createUsernameChangeFlow }

/** `/verify/…` and `/confirmusernamechange/…`: the address is confirmed on arrival. */
export default function EmailConfirmationRoute({ purpose }: { purpose: EmailConfirmationPurpose }) {
  const params = v.safeParse(EmailLinkParamsSchema, useParams())
  if (!params.success) return <InvalidLinkView offerNewLink={false} />
  const link = params.output
  return <EmailConfirmationScreen key={`${purpose}/${link.token}`} purpose={purpose} link={link} />
}

function EmailConfirmationScreen({ purpose, link }: { purpose: EmailConfirmationPurpose; link: EmailLink }) {
  const actor = useFlowActor(FLOWS[purpose], { link, resendCooldownSeconds: RESEND_COOLDOWN_SECONDS })
  return <EmailConfirmationView actor={actor} purpose={purpose} />
}
