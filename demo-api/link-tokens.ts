/**
 * The one store of emailed link tokens, shared by every token flow (demo-links.ts): a token is valid, expired or
 * used; spending a valid token makes it used. Each handler instance seeds its store with the catalogue's links
 * and mints fresh ones for /demo/links. How token calls answer, refusals included, is link-answers.ts.
 */
import {
  DEMO_LINKS,
  ENGLISH_LINK,
  FRENCH_LINK,
  LINK_FLOWS,
  linkAccountId,
  linkBatchJobId,
  linkPath,
  type DemoLinkState,
  type EmailLinkLanguage,
  HIGHER_ED_SHAPE_LINKS,
  type FreshLinks,
  type HigherEdAnswerShape,
  type LinkFlow,
} from './demo-links.ts'
import { randomToken } from './http.ts'

type LinkStatus = 'valid' | 'expired' | 'used'

/**
 * How a seeded token misbehaves, so every failure the portal handles can be reached from a link: `slow`
 * waits before every answer, `server` answers 500, `malformed` answers 200 with a body the adapter refuses;
 * the others break one call only (the resend, the family look-up) or return an unsafe url.
 */
type LinkFault = 'slow' | 'server' | 'malformed' | 'resendFails' | 'noFamily' | 'unsafe'

export interface LinkToken {
  readonly token: string
  readonly flow: LinkFlow
  readonly userAccountId: number
  status: LinkStatus
  readonly fault: LinkFault | null
  /** Mass print only: the batch job whose documents the link prepares. */
  readonly batchJobId: string | null
  /** Higher-education activation only: the shape of its 200 answer, when not the list. */
  readonly answerShape?: HigherEdAnswerShape
}

export interface LinkTokenStore {
  /** Puts a token with a known value in the store (the seeded demo links). */
  add(link: LinkToken): void
  /** A new valid token with a random value, as a mail would carry. */
  issue(flow: LinkFlow, userAccountId: number, batchJobId?: string | null): LinkToken
  find(token: string): LinkToken | undefined
  /** Marks a valid token used; one that is not valid stays as it is. */
  spend(link: LinkToken): void
}

export function createLinkTokenStore(): LinkTokenStore {
  const tokens = new Map<string, LinkToken>()
  return {
    add: (link) => {
      tokens.set(link.token, { ...link })
    },
    issue: (flow, userAccountId, batchJobId = null) => {
      const link: LinkToken = {
        token: randomToken(),
        flow,
        userAccountId,
        status: 'valid',
        fault: null,
        batchJobId,
      }
      tokens.set(link.token, link)
      return link
    },
    find: (token) => tokens.get(token),
    spend: (link) => {
      const stored = tokens.get(link.token)
      if (stored?.status === 'valid') stored.status = 'used'
    },
  }
}

/** How a seeded state is kept in the store; `unknown` is deliberately not kept at all. */
const STORED_AS: Readonly<Record<DemoLinkState, { status: LinkStatus; fault: LinkFault | null } | null>> = {
  valid: { status: 'valid', fault: null },
  slow: { status: 'valid', fault: 'slow' },
  expired: { status: 'expired', fault: null },
  used: { status: 'used', fault: null },
  unknown: null,
  server: { status: 'valid', fault: 'server' },
  malformed: { status: 'valid', fault: 'malformed' },
  resendfails: { status: 'expired', fault: 'resendFails' },
  nofamily: { status: 'valid', fault: 'noFamily' },
  unsafe: { status: 'valid', fault: 'unsafe' },
}

export function seedDemoLinks(store: LinkTokenStore): void {
  for (const link of DEMO_LINKS) {
    const stored = STORED_AS[link.state]
    if (stored === null) continue
    store.add({
      token: link.token,
      flow: link.flow,
      userAccountId: linkAccountId(link.flow),
      ...stored,
      batchJobId: linkBatchJobId(link.flow),
    })
  }
  for (const { token, shape } of HIGHER_ED_SHAPE_LINKS) {
    store.add({
      token,
      flow: 'higherEdActivation',
      userAccountId: linkAccountId('higherEdActivation'),
      status: 'valid',
      fault: null,
      batchJobId: null,
      answerShape: shape,
    })
  }
}

/** A new valid link per flow (and French email links), so an unused one is always at hand. */
export function mintFreshLinks(store: LinkTokenStore): FreshLinks {
  const mint = (flow: LinkFlow, language: EmailLinkLanguage = ENGLISH_LINK) =>
    linkPath(flow, store.issue(flow, linkAccountId(flow), linkBatchJobId(flow)).token, language)
  const fresh = Object.fromEntries(LINK_FLOWS.map((flow) => [flow, mint(flow)])) as Record<LinkFlow, string>
  return {
    fresh,
    freshFrench: {
      verifyEmail: mint('verifyEmail', FRENCH_LINK),
      usernameChange: mint('usernameChange', FRENCH_LINK),
    },
  }
}
