/** Reset or activate from a link, through the real portal (../world.ts). */
import { outcomeOf } from '../../../src/api/endpoint'
import { familyDataEndpoint } from '../../../src/api/family-data'
import { registerHigherEdEndpoint } from '../../../src/api/register-higher-ed-user'
import { resetPasswordEndpoint } from '../../../src/api/reset-password'
import { validateEmailTokenEndpoint } from '../../../src/api/validate-email-token'
import {
  resetPasswordMachine,
  type FamilyOutcome,
  type LinkCheckOutcome,
  type ResetPasswordEvent,
  type ResetPasswordInput,
  type SavePasswordOutcome,
} from '../../../machines/reset-password/reset-password.machine'
import { lastAnswer } from '../../../machines/shared/oracle'
import { leave, press, typeInto } from '../gestures'
import { defineWorld, inThisRun, lastSubmitted, refusal, type Start, type WalkState } from '../world'

const linkOf = (walk: Pick<WalkState, 'start'>) => walk.start.input as ResetPasswordInput
const activating = (walk: Pick<WalkState, 'start'>) => linkOf(walk).resetType !== 'ResetPassword'
const passwordLabel = (walk: Pick<WalkState, 'start'>) =>
  activating(walk) ? 'CREATE_PASSWORD' : 'NEW_PASSWORD'
const higherEd = (walk: WalkState) => linkOf(walk).resetType === 'HigherEdActivation'

/** The link of the start's input, as its email carries it (a higher-education one with its email and school). */
function linkPath(input: ResetPasswordInput, locale: string): string {
  const path = new URL(`/reset/${input.token}/${input.resetType}`, 'http://portal.invalid')
  if (input.higherEd !== null) {
    path.searchParams.set('email', input.higherEd.email)
    path.searchParams.set('schoolName', input.higherEd.schoolName)
  }
  if (locale === 'fr-CA') path.searchParams.set('lang', 'fr')
  return `${path.pathname}${path.search}`
}

const link: Start = { path: (walk) => linkPath(linkOf(walk), walk.locale) }

/** A link refused when saving, in the words the portal reads (src/api/link-refusal.ts). */
const SAVE_REFUSALS: Record<Exclude<SavePasswordOutcome['kind'], 'saved'>, [number, string]> = {
  expired: [410, 'This link has expired.'],
  used: [409, 'This link has already been used.'],
  refused: [400, 'The password was not accepted.'],
}

export const resetPasswordWorld = defineWorld({
  machine: resetPasswordMachine,
  fields: (walk) => ({
    password: { label: passwordLabel(walk), change: 'user.changePassword' },
    confirmPassword: { label: 'CONFIRM_PASSWORD', change: 'user.changeConfirmPassword' },
  }),
  starts: {
    'plain reset': link,
    'account activation': link,
    'parent activation': link,
    'higher-education activation': link,
  },
  gestures: {
    'user.changePassword': (event, walk) =>
      typeInto(walk, passwordLabel(walk), (event as Extract<ResetPasswordEvent, { value: string }>).value),
    'user.changeConfirmPassword': (event, walk) =>
      typeInto(walk, 'CONFIRM_PASSWORD', (event as Extract<ResetPasswordEvent, { value: string }>).value),
    'user.leave': (event, walk) =>
      leave(
        walk,
        (event as Extract<ResetPasswordEvent, { field: string }>).field === 'password'
          ? passwordLabel(walk)
          : 'CONFIRM_PASSWORD',
      ),
    'user.submit': (_event, walk) =>
      press(walk, activating(walk) ? 'ACTIVATE_ACCOUNT_BUTTON' : 'SIGN_IN_BUTTON'),
    'user.retry': (_event, walk) => press(walk, 'TRY_AGAIN'),
  },
  calls: {
    checkLink: {
      path: () => validateEmailTokenEndpoint.path,
      // The token and the kind of link, as the address the person opened carries them.
      sent: (walk) => ({ body: { Token: linkOf(walk).token, resetPasswordType: linkOf(walk).resetType } }),
      read: (answer) => outcomeOf(validateEmailTokenEndpoint, answer),
      answer: (output) => {
        const outcome = output as LinkCheckOutcome
        switch (outcome.kind) {
          case 'valid':
            return { status: 200, json: { data: outcome.account } }
          case 'expired':
            return refusal(410, 'This link has expired.')
          case 'used':
            return refusal(409, 'This link has already been used.')
          case 'invalid':
            return refusal(400, 'This link is not valid.')
        }
      },
    },
    loadFamily: {
      path: () => familyDataEndpoint.path,
      // The link's token, and the address the link check answered.
      sent: (walk) => {
        const check = lastAnswer<LinkCheckOutcome>(walk.path, 'checkLink')
        const email = check?.kind === 'valid' ? (check.account.emailAddress ?? '') : ''
        return { body: { k: linkOf(walk).token, email } }
      },
      read: (answer) => outcomeOf(familyDataEndpoint, answer),
      answer: (output) => {
        const { family } = output as FamilyOutcome
        return {
          status: 200,
          json: { data: { parent: { userName: family.parentName }, students: family.students } },
        }
      },
    },
    savePassword: {
      path: (walk) => (higherEd(walk) ? registerHigherEdEndpoint.path : resetPasswordEndpoint.path),
      // The link's token and the password as the person typed it.
      sent: (walk) => {
        const { password } = lastSubmitted<{ password: string }>(walk)
        const { token, resetType } = linkOf(walk)
        return higherEd(walk)
          ? { body: { emailToken: token, password } }
          : { body: { token, Password: password, resetPasswordType: resetType } }
      },
      answer: (output, walk) => {
        const outcome = output as SavePasswordOutcome
        if (outcome.kind !== 'saved') {
          const [status, message] = SAVE_REFUSALS[outcome.kind]
          return refusal(status, message)
        }
        const url = inThisRun(outcome.url, walk.origin)
        return higherEd(walk)
          ? { status: 200, json: { loginUrl: url } }
          : { status: 200, json: { data: { url } } }
      },
    },
  },
})
