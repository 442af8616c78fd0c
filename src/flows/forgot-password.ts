import { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine'
import type { ForgotPasswordOutcome } from '../../machines/forgot-password/forgot-password.types'
import { sendResetLink } from '../api/forgot-password'
import { currentLocale } from '../i18n/i18n'
import { LANGUAGE_IDS } from '../i18n/locale'
import { fromCall } from './call'

export const createForgotPasswordFlow = () =>
  forgotPasswordMachine.provide({
    actors: {
      sendResetLink: fromCall<ForgotPasswordOutcome, { email: string }>((input, signal) => {
        const locale = currentLocale()
        return sendResetLink(
          {
            email: input.email,
            languageType: LANGUAGE_IDS[locale] as 1 | 3 | 8,
            translationLanguage: locale,
          },
          signal,
        )
      }),
    },
  })
