/** Forgot password through the real portal (../world.ts). */
import { outcomeOf } from '../../../src/api/endpoint'
import { forgotPasswordEndpoint } from '../../../src/api/forgot-password'
import {
  forgotPasswordMachine,
  type ForgotPasswordEvent,
  type ForgotPasswordOutcome,
} from '../../../machines/forgot-password/forgot-password.machine'
import { leave, press, typeInto } from '../gestures'
import { defineWorld, lastSubmitted, refusal, SPEC_LANGUAGE_IDS } from '../world'

/** What the forgot-password call answers, as its first message says it (docs/api-contract.md). */
const messages = (success: boolean, friendlyMessage: string | null, translationKey: string | null) => ({
  status: 200,
  json: { token: null, messages: [{ success, friendlyMessage, translationKey }] },
})

export const forgotPasswordWorld = defineWorld({
  machine: forgotPasswordMachine,
  fields: { email: { label: 'EMAIL', change: 'user.changeEmail' } },
  starts: {
    'from the SD sign-in': {
      path: ({ locale }) => (locale === 'fr-CA' ? '/forgot/sdmylife?lang=fr' : '/forgot/sdmylife'),
    },
  },
  gestures: {
    'user.changeEmail': (event, walk) =>
      typeInto(walk, 'EMAIL', (event as Extract<ForgotPasswordEvent, { value: string }>).value),
    'user.leave': (_event, walk) => leave(walk, 'EMAIL'),
    'user.submit': (_event, walk) => press(walk, 'SEND_LINK'),
  },
  calls: {
    sendResetLink: {
      path: () => forgotPasswordEndpoint.path,
      // The address as typed, trimmed (spec section 5), and the page's language by its id and its code.
      sent: (walk) => ({
        body: {
          email: lastSubmitted<{ email: string }>(walk).email.trim(),
          languageType: SPEC_LANGUAGE_IDS[walk.locale],
          translationLanguage: walk.locale,
        },
      }),
      read: (answer) => outcomeOf(forgotPasswordEndpoint, answer),
      answer: (output) => {
        const outcome = output as ForgotPasswordOutcome
        switch (outcome.kind) {
          case 'sent':
            return messages(true, outcome.friendlyMessage, null)
          case 'multipleUsers':
            return refusal(409, 'Several accounts use this email address.')
          case 'rejected':
            return messages(false, null, outcome.translationKey)
          case 'noRecord':
            return messages(false, null, null)
        }
      },
    },
  },
})
