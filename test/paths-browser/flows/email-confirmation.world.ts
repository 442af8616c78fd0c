/** Email and username confirmation links, through the real portal (../world.ts). */
import { confirmUsernameChangeEndpoint } from '../../../src/api/confirm-username-change'
import { outcomeOf } from '../../../src/api/endpoint'
import { personalEmailVerifyEndpoint } from '../../../src/api/personal-email-verify'
import { resendVerificationEndpoint } from '../../../src/api/resend-verification'
import type { Locale } from '../../../src/i18n/locale'
import {
  emailConfirmationMachine,
  type ConfirmLinkOutcome,
  type EmailConfirmationInput,
} from '../../../machines/email-confirmation/email-confirmation.machine'
import { press } from '../gestures'
import { defineWorld, SPEC_LANGUAGE_IDS, type SentCall, type Start, type WalkState } from '../world'

const linkOf = (walk: Pick<WalkState, 'start'>) => (walk.start.input as EmailConfirmationInput).link
const verifying = (walk: Pick<WalkState, 'start'>) => linkOf(walk).tokenType === 'PersonalEmail'

/** The email's link, in the walk's language: the link names the language it opens in (spec section 3). */
const link: Start = {
  path: (walk) => {
    const { token, tokenType } = linkOf(walk)
    const page = verifying(walk) ? 'verify' : 'confirmusernamechange'
    const locale = walk.locale as Locale
    return `/${page}/${token}/${tokenType}/${SPEC_LANGUAGE_IDS[locale]}/${locale}`
  },
}

/** The link's four values, as the link holds them (spec section 7): the confirmation and a resend carry them. */
const linkValues = (walk: WalkState): SentCall => {
  const { token, tokenType } = linkOf(walk)
  const locale = walk.locale as Locale
  return {
    body: {
      Token: token,
      tokenType,
      languageType: SPEC_LANGUAGE_IDS[locale],
      translationLanguage: locale,
    },
  }
}

export const emailConfirmationWorld = defineWorld({
  machine: emailConfirmationMachine,
  starts: { 'personal email verification': link, 'username change': link },
  gestures: {
    'user.confirm': (_event, walk) =>
      press(walk, verifying(walk) ? 'CONFIRM_EMAIL_BUTTON' : 'CONFIRM_USERNAME_BUTTON'),
    // Once a new email is on its way, the button says it sends another.
    'user.resend': (_event, walk) =>
      press(
        walk,
        walk.before.matches({ expired: 'resent' }) ? 'SEND_ANOTHER_EMAIL' : 'CLICK_HERE_FOR_NEW_ONE',
      ),
    'user.retry': (_event, walk) => press(walk, 'TRY_AGAIN'),
  },
  calls: {
    confirmLink: {
      path: (walk) =>
        verifying(walk) ? personalEmailVerifyEndpoint.path : confirmUsernameChangeEndpoint.path,
      sent: linkValues,
      read: (answer, walk) =>
        outcomeOf(verifying(walk) ? personalEmailVerifyEndpoint : confirmUsernameChangeEndpoint, answer),
      answer: (output, walk) => {
        const outcome = output as ConfirmLinkOutcome
        switch (outcome.kind) {
          case 'confirmed':
            return {
              status: 200,
              json: { data: verifying(walk) ? { email: outcome.email } : { newEmail: outcome.email } },
            }
          case 'expired':
            return { status: 410, json: { data: { message: outcome.message } } }
          case 'used':
            return { status: 409, json: { data: { message: outcome.message } } }
          default:
            // An answer the machine does not know: no adapter gives one (the path model excludes its step).
            return null
        }
      },
    },
    resendLink: {
      path: () => resendVerificationEndpoint.path,
      sent: linkValues,
      read: (answer) => outcomeOf(resendVerificationEndpoint, answer),
      answer: () => ({ status: 200, json: {} }),
    },
  },
})
