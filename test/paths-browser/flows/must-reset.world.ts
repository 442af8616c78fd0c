/**
 * Forced new password through the real portal (../world.ts). The account is held in memory by sign-in only (spec
 * section 4), so a walk with an account arrives the way a person does: signing in with one that must reset.
 */
import { outcomeOf } from '../../../src/api/endpoint'
import { loginEndpoint } from '../../../src/api/login'
import { mustResetPasswordEndpoint } from '../../../src/api/must-reset-password'
import {
  mustResetMachine,
  type MustResetEvent,
  type MustResetInput,
} from '../../../machines/must-reset/must-reset.machine'
import { leave, press, typeInto } from '../gestures'
import { defineWorld, lastSubmitted } from '../world'
import { signInPath } from './sign-in.world'

export const mustResetWorld = defineWorld({
  machine: mustResetMachine,
  fields: { password: { label: 'NEW_PASSWORD', change: 'user.changePassword' } },
  starts: {
    'held account': {
      arrive: async (walk, run) => {
        const { account } = walk.start.input as MustResetInput
        if (account === null) throw new Error('a held account start without an account')
        await run.open(signInPath(walk.locale))
        await typeInto(walk, 'USERNAME_OR_EMAIL', account.username)
        await typeInto(walk, 'PASSWORD', 'Old-pass-1')
        await run.queue(loginEndpoint.path, {
          status: 200,
          json: {
            data: {
              errorMessage: null,
              isMustResetPassword: true,
              userAccountId: account.userAccountId,
              jwtToken: account.token,
              url: null,
            },
          },
        })
        await press(walk, 'SIGN_IN_BUTTON')
        await run.release(loginEndpoint.path)
        await walk.person.seeAddress(/\/mustreset(\?|$)/)
      },
    },
    // A reload or a direct visit: nothing is held.
    'no held account': { path: ({ locale }) => (locale === 'fr-CA' ? '/mustreset?lang=fr' : '/mustreset') },
  },
  gestures: {
    'user.changePassword': (event, walk) =>
      typeInto(walk, 'NEW_PASSWORD', (event as Extract<MustResetEvent, { value: string }>).value),
    'user.leave': (_event, walk) => leave(walk, 'NEW_PASSWORD'),
    'user.submit': (_event, walk) => press(walk, 'SAVE_PASSWORD'),
  },
  calls: {
    saveNewPassword: {
      path: () => mustResetPasswordEndpoint.path,
      // The account sign-in held, and the new password as typed (spec section 7).
      sent: (walk) => {
        const { account } = walk.start.input as MustResetInput
        return {
          body: {
            UserAccountId: account?.userAccountId,
            Token: account?.token,
            Password: lastSubmitted<{ password: string }>(walk).password,
            resetPasswordType: 'MustResetPassword',
          },
        }
      },
      read: (answer) => outcomeOf(mustResetPasswordEndpoint, answer),
      answer: () => ({ status: 200, json: {} }),
    },
  },
})
