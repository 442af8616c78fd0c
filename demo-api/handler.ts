/**
 * The stateful demo API: one Web-standard handler that speaks docs/api-contract.md, plus pages under /demo/*
 * that stand in for the product, partner, mail and analytics hosts. This file only dispatches: it runs the
 * XSRF double-submit check, sets the XSRF cookie, answers HEAD without a body and turns a demo bug into a 500.
 * Each endpoint lives in endpoints/, named like its adapter in src/api/, and is found there (find-endpoints.ts).
 * It uses only Web APIs, so the same code runs behind the Vite dev/preview server (node-adapter.ts), a plain
 * node:http server and MSW.
 */
import { answerBrandingPackage } from './branding-package.ts'
import type { Context } from './context.ts'
import { apiError, randomToken, readCookie } from './http.ts'
import { routeDemo } from './pages/index.ts'
import { BRANDING_PACKAGE_PATH, isUnder } from './paths.ts'
import { PATH_RUNS_PATH, PathRuns } from './path-runs.ts'
import {
  answerProblem,
  contractRefusal,
  DISPATCH_MESSAGES,
  endpointAt,
  isContractCall,
  readCall,
} from './request-contract.ts'
import { DEMO_RUN_COOKIE, demoRuns } from './runs.ts'
import type { RegistrationRequest, SentMail } from './state.ts'
import { XSRF_COOKIE, xsrfSetCookie } from './xsrf.ts'
import { WELL_KNOWN_STATUS, wellKnownTargetFor } from '../src/urls/well-known.ts'

export type { RegistrationRequest, SentMail } from './state.ts'
export { XSRF_COOKIE, XSRF_HEADER, xsrfCookieHeader } from './xsrf.ts'

export interface DemoApiOptions {
  /** Replaces the real waits (`fault.slow`, `fault.hang`, `slow` links), so tests need not sleep. */
  delay?: (ms: number) => Promise<void>
}

export interface DemoApi {
  (request: Request): Promise<Response>
  /**
   * Mails "sent" so far (forgotten passwords, resent confirmation links), oldest first. This and the two below
   * read the shared state: that of requests without a demo-run cookie (runs.ts).
   */
  sentMails(): readonly SentMail[]
  /** SSO keys linked so far by portfolio linking: each key's last linked account, by userAccountId. */
  portfolioLinks(): ReadonlyMap<string, number>
  /** Account requests sent by SSO registration so far, oldest first. */
  registrations(): readonly RegistrationRequest[]
  /**
   * What a path run chose for this call (path-runs.ts), once the run releases it; null outside a run, or for a call it
   * chose nothing for. The servers ask it for paths the handler does not serve too (the CDN's branding files).
   */
  pathRunAnswer(request: Request): Promise<Response | null>
}

export { DISPATCH_MESSAGES } from './request-contract.ts'

async function routeApi(context: Context): Promise<Response> {
  // The contract's refusals first (request-contract.ts): the same reading a path run gives the calls it answers.
  const refusal = await contractRefusal(context.request, context.xsrfCookie)
  if (refusal !== null) return refusal
  const endpoint = endpointAt(context.url.pathname)
  if (endpoint === undefined) return apiError(404, DISPATCH_MESSAGES.notFound)
  return endpoint.handle(context)
}

const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const stateOf = demoRuns()
  const state = stateOf(null)
  const delay = options.delay ?? realDelay
  const pathRuns = new PathRuns({ isCall: isContractCall, answerProblem })

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const xsrfCookie = readCookie(request, XSRF_COOKIE)
    // A path run's own answer, when it chose one for this call, once the contract has read the call as it reads
    // any other (docs/decisions/027).
    if (!isUnder(url.pathname, '/demo')) {
      const chosen = await pathRuns.answer(request, (call) => readCall(call, xsrfCookie))
      if (chosen !== null) return chosen
    }
    const context: Context = {
      request,
      url,
      // A demo run's own state, or the shared one (runs.ts).
      state: stateOf(readCookie(request, DEMO_RUN_COOKIE)),
      xsrfCookie,
      xsrfToken: xsrfCookie ?? randomToken(),
      delay,
    }

    let response: Response
    // The well-known addresses every server of the portal answers (docs/decisions/022), this one on its own port
    // too.
    const wellKnownTarget = wellKnownTargetFor(url.pathname)
    try {
      if (wellKnownTarget !== null)
        response = new Response(null, { status: WELL_KNOWN_STATUS, headers: { Location: wellKnownTarget } })
      else if (isUnder(url.pathname, '/api')) response = await routeApi(context)
      else if (isUnder(url.pathname, PATH_RUNS_PATH)) response = await pathRuns.route(context)
      else if (isUnder(url.pathname, '/demo')) response = await routeDemo(context)
      else if (isUnder(url.pathname, BRANDING_PACKAGE_PATH)) response = await answerBrandingPackage(context)
      else response = apiError(404, DISPATCH_MESSAGES.notFound)
    } catch (error) {
      // A bug in the demo must look like a server failure to the portal, not crash the dev server.
      console.error('[demo-api]', error)
      response = apiError(500, DISPATCH_MESSAGES.internalError)
    }

    if (xsrfCookie === null) response.headers.append('Set-Cookie', xsrfSetCookie(context.xsrfToken))
    if (request.method === 'HEAD') {
      return new Response(null, { status: response.status, headers: response.headers })
    }
    return response
  }

  return Object.assign(handle, {
    sentMails: (): readonly SentMail[] => [...state.mails],
    portfolioLinks: (): ReadonlyMap<string, number> => new Map(state.portfolioLinks),
    registrations: (): readonly RegistrationRequest[] => [...state.registrations],
    pathRunAnswer: (request: Request) =>
      pathRuns.answer(request, (call) => readCall(call, readCookie(call, XSRF_COOKIE))),
  })
}
