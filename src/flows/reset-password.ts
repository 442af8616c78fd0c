import { fromPromise } from 'xstate'
import { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine'
import type {
  CheckLinkRequest,
  FamilyOutcome,
  LinkCheckOutcome,
  SavePasswordOutcome,
  SavePasswordRequest,
} from '../../machines/reset-password/reset-password.types'
import { loadFamily } from '../api/family-data'
import { registerHigherEdUser } from '../api/register-higher-ed-user'
import { savePassword } from '../api/reset-password'
import { checkLink } from '../api/validate-email-token'
import { absoluteUrl } from '../browser/navigation'
import { currentLocale } from '../i18n/i18n'
import { withLangParam } from '../i18n/locale'
import { linkTo } from '../urls/links'
import { redirectToDestination } from './redirect-to-destination'

/** The reset / activate machine with the real server and browser behind it. */
export const createResetPasswordFlow = () =>
  resetPasswordMachine.provide({
    actors: {
      checkLink: fromPromise<LinkCheckOutcome, CheckLinkRequest>(({ input, signal }) =>
        checkLink(input, {
          forgotPasswordUrl: absoluteUrl(withLangParam(linkTo('forgot'), currentLocale())),
          signal,
        }),
      ),
      loadFamily: fromPromise<FamilyOutcome, { token: string; email: string }>(({ input, signal }) =>
        loadFamily(input, signal),
      ),
      savePassword: fromPromise<SavePasswordOutcome, SavePasswordRequest>(({ input, signal }) =>
        input.kind === 'higherEdActivation'
          ? registerHigherEdUser({ token: input.token, password: input.password }, signal)
          : savePassword(input, signal),
      ),
    },
    actions: {
      redirectToDestination,
    },
  })
