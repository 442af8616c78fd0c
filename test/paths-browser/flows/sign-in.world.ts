/** Sign-in through the real portal (../world.ts): its starts, a person's gestures and the answers to its calls. */
import { loginEndpoint } from '../../../src/api/login'
import { redirectEndpoint } from '../../../src/api/redirect'
import { outcomeOf } from '../../../src/api/endpoint'
import { signInMachine } from '../../../machines/sign-in/sign-in.machine'
import type { LoginOutcome, ResumeOutcome, SignInEvent } from '../../../machines/sign-in/sign-in.types'
import { APP_TOKEN } from '../../../src/browser/storage'
import { leave, press, tick, typeInto } from '../gestures'
import { defineWorld, inThisRun, refusal, type WalkState } from '../world'

const LABELS = { username: 'USERNAME_OR_EMAIL', password: 'PASSWORD' } as const

/** The sign-in page in the walk's language. */
export const signInPath = (locale: string) => (locale === 'fr-CA' ? '/?lang=fr' : '/')

const signedInBody = (data: Record<string, unknown>) => ({
  data: {
    errorMessage: null,
    isMustResetPassword: false,
    userAccountId: null,
    jwtToken: null,
    url: null,
    ...data,
  },
})

export const signInWorld = defineWorld({
  machine: signInMachine,
  starts: {
    'no kept session': { path: signInPath },
    // A token kept from an earlier "Keep me signed in", put where the portal keeps it before the page opens.
    'kept session': {
      arrive: async (walk, run) => {
        await run.open('/demo/product/en/help')
        await walk.person.tab.evaluate((name: string) => localStorage.setItem(name, 'kept-token'), APP_TOKEN)
        await run.open(signInPath(walk.locale))
      },
    },
  },
  gestures: {
    'user.changeUsername': (event, walk) =>
      typeInto(walk, LABELS.username, (event as Extract<SignInEvent, { value: string }>).value),
    'user.changePassword': (event, walk) =>
      typeInto(walk, LABELS.password, (event as Extract<SignInEvent, { value: string }>).value),
    'user.changeKeepSignedIn': (_event, walk) => tick(walk, 'KEEP_ME_SIGNED_IN'),
    'user.leave': (event, walk) =>
      leave(walk, LABELS[(event as Extract<SignInEvent, { field: string }>).field]),
    'user.submit': (_event, walk) => press(walk, 'SIGN_IN_BUTTON'),
  },
  calls: {
    login: {
      path: () => loginEndpoint.path,
      read: (answer) => outcomeOf(loginEndpoint, answer),
      answer: (output, walk: WalkState) => {
        const outcome = output as LoginOutcome
        switch (outcome.kind) {
          case 'signedIn':
            return {
              status: 200,
              json: signedInBody({
                userAccountId: 1,
                jwtToken: outcome.appToken,
                url: inThisRun(outcome.url, walk.origin),
              }),
            }
          case 'mustReset':
            return {
              status: 200,
              json: signedInBody({
                isMustResetPassword: true,
                userAccountId: outcome.account.userAccountId,
                jwtToken: outcome.account.token,
              }),
            }
          case 'rejected':
            return { status: 200, json: signedInBody({ errorMessage: outcome.message }) }
          case 'notFound':
            return refusal(401, 'Unauthorized')
        }
      },
    },
    resumeSession: {
      path: () => redirectEndpoint.path,
      read: (answer) => outcomeOf(redirectEndpoint, answer),
      answer: (output, walk: WalkState) => {
        const outcome = output as ResumeOutcome
        return outcome.kind === 'resumed'
          ? { status: 200, json: { data: { url: inThisRun(outcome.url, walk.origin), errorMessage: null } } }
          : refusal(401, 'The session has ended.')
      },
    },
  },
})
