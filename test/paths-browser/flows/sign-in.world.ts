/** Sign-in through the real portal (../world.ts): its starts, a person's gestures and the answers to its calls. */
import { loginEndpoint, resumeSessionEndpoint } from '../../../src/api/login'
import { outcomeOf } from '../../../src/api/endpoint'
import {
  signInMachine,
  type LoginOutcome,
  type ResumeOutcome,
  type SignInEvent,
  type SignInInput,
} from '../../../machines/sign-in/sign-in.machine'
import { APP_TOKEN } from '../../../src/kept-in-browser'
import { leave, press, tick, typeInto } from '../gestures'
import { defineWorld, inThisRun, lastSubmitted, refusal, type WalkState } from '../world'

const LABELS = { username: 'USERNAME_OR_EMAIL', password: 'PASSWORD' } as const

/** What the person pressed Sign in with. */
const submitted = (walk: WalkState) =>
  lastSubmitted<{ username: string; password: string; keepSignedIn: boolean }>(walk)

/** The token a kept session starts with, as the path model's start has it. */
const keptToken = (walk: Pick<WalkState, 'start'>) => (walk.start.input as SignInInput).savedAppToken ?? ''

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
  fields: {
    username: { label: LABELS.username, change: 'user.changeUsername' },
    password: { label: LABELS.password, change: 'user.changePassword' },
  },
  starts: {
    'no kept session': { path: ({ locale }) => signInPath(locale) },
    // A token kept from an earlier "Keep me signed in", put where the portal keeps it before the page opens.
    'kept session': {
      arrive: async (walk, run) => {
        await run.open('/demo/product/en/help')
        await walk.person.tab.evaluate(
          (name: string, token: string) => localStorage.setItem(name, token),
          APP_TOKEN,
          keptToken(walk),
        )
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
      // The username as typed, trimmed (spec section 7); the password as typed; the box as the person left it; the
      // page's language (spec section 9: 0 for English in Canada, else 1).
      sent: (walk) => {
        const values = submitted(walk)
        return {
          body: {
            Username: values.username.trim(),
            Password: values.password,
            remember: values.keepSignedIn,
            SelectedLanguage: walk.locale === 'en-CA' ? 0 : 1,
          },
        }
      },
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
      path: () => resumeSessionEndpoint.path,
      // The token kept from the earlier sign-in, as the start put it there.
      sent: (walk) => ({ body: { Token: keptToken(walk) } }),
      read: (answer) => outcomeOf(resumeSessionEndpoint, answer),
      answer: (output, walk: WalkState) => {
        const outcome = output as ResumeOutcome
        return outcome.kind === 'resumed'
          ? { status: 200, json: { data: { url: inThisRun(outcome.url, walk.origin), errorMessage: null } } }
          : refusal(401, 'The session has ended.')
      },
    },
  },
})
