import { emailConfirmationMachine } from '../../machines/email-confirmation/email-confirmation.machine'
import type {
  ConfirmLinkOutcome,
  EmailLink,
  ResendLinkOutcome,
} from '../../machines/email-confirmation/email-confirmation.types'
import { confirmUsernameChange } from '../api/confirm-username-change'
import { verifyPersonalEmail } from '../api/personal-email-verify'
import { resendLink } from '../api/resend-verification'
import { fromCall } from './call'

function createEmailConfirmationFlow(
  confirm: (link: EmailLink, signal: AbortSignal) => Promise<ConfirmLinkOutcome>,
) {
  return emailConfirmationMachine.provide({
    actors: {
      confirmLink: fromCall<ConfirmLinkOutcome, EmailLink>(confirm),
      resendLink: fromCall<ResendLinkOutcome, EmailLink>(resendLink),
    },
  })
}

/** `/verify/…`: a personal email verification. */
export const createVerifyEmailFlow = () => createEmailConfirmationFlow(verifyPersonalEmail)

/** `/confirmusernamechange/…`: a username-change confirmation. */
export const createUsernameChangeFlow = () => createEmailConfirmationFlow(confirmUsernameChange)
