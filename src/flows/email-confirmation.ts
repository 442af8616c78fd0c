import { fromPromise } from 'xstate'
import { emailConfirmationMachine } from '../../machines/email-confirmation/email-confirmation.machine'
import type {
  ConfirmLinkOutcome,
  EmailLink,
  ResendLinkOutcome,
} from '../../machines/email-confirmation/email-confirmation.types'
import { confirmUsernameChange } from '../api/confirm-username-change'
import { verifyPersonalEmail } from '../api/personal-email-verify'
import { resendLink } from '../api/resend-verification'

function createEmailConfirmationFlow(
  confirm: (link: EmailLink, signal: AbortSignal) => Promise<ConfirmLinkOutcome>,
) {
  return emailConfirmationMachine.provide({
    actors: {
      confirmLink: fromPromise<ConfirmLinkOutcome, EmailLink>(({ input, signal }) => confirm(input, signal)),
      resendLink: fromPromise<ResendLinkOutcome, EmailLink>(({ input, signal }) => resendLink(input, signal)),
    },
  })
}

/** `/verify/…`: a personal email verification. */
export const createVerifyEmailFlow = () => createEmailConfirmationFlow(verifyPersonalEmail)

/** `/confirmusernamechange/…`: a username-change confirmation. */
export const createUsernameChangeFlow = () => createEmailConfirmationFlow(confirmUsernameChange)
