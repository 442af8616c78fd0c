import { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine'
import type {
  CheckLinkRequest,
  FamilyOutcome,
  LinkCheckOutcome,
  ResetPasswordInput,
  SavePasswordOutcome,
  SavePasswordRequest,
} from '../../machines/reset-password/reset-password.types'
import { loadFamily } from '../api/family-data'
import { registerHigherEdUser } from '../api/register-higher-ed-user'
import { savePassword } from '../api/reset-password'
import { checkLink } from '../api/validate-email-token'
import { absoluteUrl } from '../browser/navigation'
import { currentLocale } from '../i18n/i18n'
import { withLangParam, type Locale } from '../i18n/locale'
import { linkTo } from '../urls/links'
import { fromCall } from './call'
import { firstCallActor, startFirstCalls } from './first-call'
import { redirectToDestination } from './redirect-to-destination'

/** The calls that change nothing on the server, in the page's language: checking the link. */
const readOnly = (locale: Locale) => ({
  checkLink: (input: CheckLinkRequest, signal?: AbortSignal) =>
    checkLink(input, { forgotPasswordUrl: absoluteUrl(withLangParam(linkTo('forgot'), locale)), signal }),
})

/** On arrival, before the page renders: the link's check, unless the link is checked otherwise (decision 019). */
export const startResetPasswordCalls = (input: ResetPasswordInput, locale: Locale) =>
  startFirstCalls(resetPasswordMachine, input, readOnly(locale))

/** The reset / activate machine with the real server and browser behind it. */
export const createResetPasswordFlow = () =>
  resetPasswordMachine.provide({
    actors: {
      checkLink: firstCallActor<LinkCheckOutcome, CheckLinkRequest>('checkLink', (input, signal) =>
        readOnly(currentLocale()).checkLink(input, signal),
      ),
      loadFamily: fromCall<FamilyOutcome, { token: string; email: string }>(loadFamily),
      savePassword: fromCall<SavePasswordOutcome, SavePasswordRequest>((input, signal) =>
        input.kind === 'higherEdActivation'
          ? registerHigherEdUser({ token: input.token, password: input.password }, signal)
          : savePassword(input, signal),
      ),
    },
    actions: {
      redirectToDestination,
    },
  })
