// @vitest-environment node
/**
 * The redirect policy (decision 004) through the flows: every machine that sends the browser to a url the
 * server returned follows only what the redirect policy accepts, exactly as the policy parsed it, and
 * otherwise stays on the page with an error. Generated urls (fast-check) mix the pieces that open-redirect
 * attacks are made of.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyActorLogic } from 'xstate'
import {
  massPrintMachine,
  type PrepareDocumentOutcome,
  type PrepareDocumentRequest,
} from '../../machines/mass-print/mass-print.machine'
import {
  portfolioLinkingMachine,
  type LinkPortfolioOutcome,
  type LinkPortfolioRequest,
} from '../../machines/portfolio-linking/portfolio-linking.machine'
import {
  resetPasswordMachine,
  type CheckLinkRequest,
  type LinkCheckOutcome,
  type SavePasswordOutcome,
  type SavePasswordRequest,
} from '../../machines/reset-password/reset-password.machine'
import { followableUrl, type RedirectPolicy } from '../../machines/shared/redirect-policy'
import {
  signInMachine,
  type LoginOutcome,
  type LoginRequest,
  type ResumeOutcome,
} from '../../machines/sign-in/sign-in.machine'
import {
  switchAccountMachine,
  type WorkspacesOutcome,
} from '../../machines/switch-account/switch-account.machine'
import { isSignInPath } from '../../src/urls/address'
import { hostileUrl } from '../support/hostile-urls'

const policy: RedirectPolicy = {
  origin: 'https://login.example.org',
  allowedOrigins: ['https://product.example'],
  isSignInPath,
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

interface Drive {
  name: string
  /** Runs the flow to the point where the server's url arrives; returns the urls the flow sent the browser to. */
  run: (url: string) => Promise<{ followed: (string | null)[]; state: unknown }>
}

async function driveTo(
  logic: AnyActorLogic,
  input: unknown,
  events: { type: string; [key: string]: unknown }[],
): Promise<{ followed: (string | null)[]; state: unknown }> {
  const followed: (string | null)[] = []
  const provided = (logic as typeof signInMachine).provide({
    actions: {
      redirectToDestination: ({ context }: { context: { destination: string | null } }) => {
        followed.push(context.destination)
      },
    },
  } as never)
  const actor = createActor(provided as AnyActorLogic, { input })
  const errors: unknown[] = []
  actor.subscribe({ error: (error) => errors.push(error) })
  actor.start()
  await settle()
  for (const event of events) {
    actor.send(event)
    await settle()
  }
  const state = actor.getSnapshot().value
  actor.stop()
  expect(errors).toEqual([])
  return { followed, state }
}

const answer = <TOutcome, TInput>(outcome: TOutcome) => fromPromise<TOutcome, TInput>(async () => outcome)

const FLOWS: Drive[] = [
  {
    name: 'sign-in (login)',
    run: (url) =>
      driveTo(
        signInMachine.provide({
          actors: { login: answer<LoginOutcome, LoginRequest>({ kind: 'signedIn', url, appToken: null }) },
        }),
        {
          signInPage: { kind: 'standard' },
          redirect: null,
          timedOut: false,
          arrivedWithError: false,
          savedAppToken: null,
          redirectPolicy: policy,
        },
        [
          {
            type: 'user.submit',
            values: { username: 'sam.student', password: 'Demo-pass-1', keepSignedIn: true },
          },
        ],
      ),
  },
  {
    name: 'sign-in (automatic)',
    run: (url) =>
      driveTo(
        signInMachine.provide({
          actors: { resumeSession: answer<ResumeOutcome, { appToken: string }>({ kind: 'resumed', url }) },
        }),
        {
          signInPage: { kind: 'standard' },
          redirect: null,
          timedOut: false,
          arrivedWithError: false,
          savedAppToken: 'kept-token',
          redirectPolicy: policy,
        },
        [],
      ),
  },
  {
    name: 'reset password',
    run: (url) =>
      driveTo(
        resetPasswordMachine.provide({
          actors: {
            checkLink: answer<LinkCheckOutcome, CheckLinkRequest>({
              kind: 'valid',
              account: {
                emailAddress: 'rory@example.org',
                userName: 'rory.reset',
                activateName: null,
                activatedBy: null,
                institutionName: null,
              },
            }),
            savePassword: answer<SavePasswordOutcome, SavePasswordRequest>({ kind: 'saved', url }),
          },
        }),
        { token: 'token', resetType: 'ResetPassword', higherEd: null, redirectPolicy: policy },
        [{ type: 'user.submit', values: { password: 'Rory-new-pass-1', confirmPassword: '' } }],
      ),
  },
  {
    name: 'mass print',
    run: (url) =>
      driveTo(
        massPrintMachine.provide({
          actors: {
            prepareDocument: answer<PrepareDocumentOutcome, PrepareDocumentRequest>({ kind: 'ready', url }),
          },
        }),
        { token: 'token', tokenType: 'MassPrint', batchJobId: '42', redirectPolicy: policy },
        [],
      ),
  },
  {
    name: 'portfolio linking',
    run: (url) =>
      driveTo(
        portfolioLinkingMachine.provide({
          actors: {
            linkPortfolio: answer<LinkPortfolioOutcome, LinkPortfolioRequest>({ kind: 'linked', url }),
          },
        }),
        { k: 'key', audience: 'student', redirectPolicy: policy },
        [{ type: 'user.submit', values: { username: 'sam.student', password: 'Demo-pass-1' } }],
      ),
  },
  {
    name: 'switch account',
    run: (url) =>
      driveTo(
        switchAccountMachine.provide({
          actors: {
            loadWorkspaces: answer<WorkspacesOutcome, { k: string }>({
              kind: 'listed',
              workspaces: [{ type: 'Student', url }],
            }),
          },
        }),
        { k: 'key', cameFrom: null, redirectPolicy: policy },
        [{ type: 'user.select', workspace: 'Student' }],
      ),
  },
]

const isAllowedDestination = (href: string) => {
  const url = new URL(href)
  return (
    (url.origin === policy.origin && !isSignInPath(url.pathname)) ||
    policy.allowedOrigins.includes(url.origin)
  )
}

describe.each(FLOWS)('$name follows a server url only when the policy accepts it', ({ run }) => {
  it('follows a url on the allow-list, as the policy parsed it', async () => {
    const { followed } = await run('https://product.example/en/home?plan=1')
    expect(followed).toEqual(['https://product.example/en/home?plan=1'])
  })

  it.each([
    ['javascript:alert(1)'],
    ['//evil.example'],
    ['https://product.example@evil.example'],
    ['#'],
    ['/'],
    ['https://login.example.org/sdmylife'],
  ])('stays on the page for %j', async (url) => {
    const { followed, state } = await run(url)
    expect(followed).toEqual([])
    expect(JSON.stringify(state)).not.toContain('redirecting')
  })

  it('never follows a generated url off the allow-list, and follows each accepted one exactly', async () => {
    await fc.assert(
      fc.asyncProperty(hostileUrl, async (url) => {
        const { followed } = await run(url)
        const accepted = followableUrl(url, policy)
        expect(followed).toEqual(accepted === null ? [] : [accepted])
        for (const href of followed) expect(href !== null && isAllowedDestination(href)).toBe(true)
      }),
      { numRuns: 40 },
    )
  })
})
