import { signInMachine } from '../../machines/sign-in/sign-in.machine'
import type { LoginOutcome, LoginRequest, ResumeOutcome } from '../../machines/sign-in/sign-in.types'
import { loadTransport } from '../api/load-transport'
import { holdMustResetAccount } from '../browser/held-account'
import { forgetAppToken, markAppTokenReplayed, storeAppToken } from '../browser/storage'
import { currentLocale } from '../i18n/i18n'
import { selectedLanguageFlag } from '../i18n/locale'
import { linkTo } from '../urls/links'
import { fromCall } from './call'
import type { FlowEnvironment } from './flow-environment'
import { redirectToDestination } from './redirect-to-destination'

/**
 * The endpoints and the transport load side by side, so a kept session's check at start waits for one round of
 * requests, not two; before a submit both are usually here already (prepareSignInCalls). Each call waits for
 * them inside its time limit (./call.ts): code that never arrives fails the call as a server that never answers
 * does.
 */
async function loadSignInEndpoints() {
  const [endpoints] = await Promise.all([import('../api/sign-in-endpoints'), loadTransport()])
  return endpoints
}

/**
 * The sign-in form's calls, loaded at the first sign that someone means to use the form (FlowForm), not with the
 * page: until then nobody may sign in at all (decision 015). A failure is left to the call, which loads them
 * again.
 */
export function prepareSignInCalls(): void {
  loadSignInEndpoints().catch(() => {})
}

/** The sign-in machine with the real server and browser behind it. */
export function createSignInFlow({ navigate }: FlowEnvironment) {
  return signInMachine.provide({
    actors: {
      resumeSession: fromCall<ResumeOutcome, { appToken: string }>(async (input, signal) => {
        markAppTokenReplayed()
        return (await loadSignInEndpoints()).resumeSession(input.appToken, signal)
      }),
      login: fromCall<LoginOutcome, LoginRequest>(async (input, signal) =>
        (await loadSignInEndpoints()).login(input, {
          selectedLanguage: selectedLanguageFlag(currentLocale()),
          signal,
        }),
      ),
    },
    actions: {
      storeAppToken: ({ context }) => {
        if (context.appToken) storeAppToken(context.appToken)
      },
      forgetAppToken: () => forgetAppToken(),
      redirectToDestination,
      holdMustResetAccount: ({ context }) => holdMustResetAccount(context.mustResetAccount),
      goToMustReset: () => navigate(linkTo('mustReset')),
    },
  })
}
