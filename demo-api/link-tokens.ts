/**
 * The one store of emailed link tokens, shared by every token flow (reset, the three activations, email and
 * username confirmation, mass print). A token is valid, expired or used; spending a valid token makes it used.
 * The refusals are the same for every flow: unknown 404, expired 410, used 409, each with `data.message`.
 */
import { SLOW_MS } from './accounts.ts'
import type { Context } from './context.ts'
import { apiError, json, randomToken } from './http.ts'

export const LINK_FLOWS = [
  'reset',
  'activateAccount',
  'activateParent',
  'higherEdActivation',
  'verifyEmail',
  'usernameChange',
  'massPrint',
] as const
export type LinkFlow = (typeof LINK_FLOWS)[number]

export type LinkStatus = 'valid' | 'expired' | 'used'

/**
 * How a seeded token misbehaves, so every failure the portal handles can be reached from a link: `slow`
 * waits before every answer, `server` answers 500, `malformed` answers 200 with a body the adapter refuses;
 * the others break one call only (the resend, the family look-up) or return an unsafe url.
 */
export type LinkFault = 'slow' | 'server' | 'malformed' | 'resendFails' | 'noFamily' | 'unsafe'

export interface LinkToken {
  readonly token: string
  readonly flow: LinkFlow
  readonly userAccountId: number
  status: LinkStatus
  readonly fault: LinkFault | null
  /** Mass print only: the batch job whose documents the link prepares. */
  readonly batchJobId: string | null
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

export type LinkRefusal = 'notValid' | 'expired' | 'used'
export type LinkMessages = Readonly<Record<LinkRefusal, string>>

export const LINK_MESSAGES = {
  en: {
    notValid: 'This link is not valid.',
    expired: 'This link has expired.',
    used: 'This link has already been used.',
  },
  fr: {
    notValid: 'Ce lien n’est pas valide.',
    expired: 'Ce lien a expiré.',
    used: 'Ce lien a déjà été utilisé.',
  },
} as const satisfies Record<string, LinkMessages>

export type LinkLanguage = keyof typeof LINK_MESSAGES

/** French for fr-CA links; English for en-CA, en-GB and anything the demo does not know. */
export function linkLanguageOf(translationLanguage: string): LinkLanguage {
  return translationLanguage.toLowerCase() === 'fr-ca' ? 'fr' : 'en'
}

/** The email-confirmation pages show the server's message as it is, so it follows the link's language. */
export function linkMessagesFor(translationLanguage: string): LinkMessages {
  return LINK_MESSAGES[linkLanguageOf(translationLanguage)]
}

const REFUSAL_STATUS: Readonly<Record<LinkRefusal, number>> = { notValid: 404, expired: 410, used: 409 }

export function refuseLink(refusal: LinkRefusal, messages: LinkMessages = LINK_MESSAGES.en): Response {
  return apiError(REFUSAL_STATUS[refusal], messages[refusal])
}

export const LINK_SERVER_FAULT = 'Internal server error (demo link fault)'

/**
 * Applies the faults every call of a token shows: waits for a slow one, and answers for a broken one (500,
 * or 200 with `malformed`, a body the endpoint's adapter refuses). Null when the call may go on.
 */
export async function linkFaultAnswer(
  context: Context,
  link: LinkToken,
  malformed: unknown,
): Promise<Response | null> {
  if (link.fault === 'slow') await context.delay(SLOW_MS)
  if (link.fault === 'server') return apiError(500, LINK_SERVER_FAULT)
  if (link.fault === 'malformed') return json(200, malformed)
  return null
}

export interface OpenLinkOptions {
  token: string
  /** Whether this endpoint takes the token at all (its flow, its resetType): if not, it is not valid here. */
  accepts: (link: LinkToken) => boolean
  /** The endpoint's answer for a `malformed` token. */
  malformed: unknown
  messages?: LinkMessages
}

export type OpenedLink = { ok: true; link: LinkToken } | { ok: false; response: Response }

/** The common start of every token call: the token, if this endpoint may act on it, or the refusal. */
export async function openLink(context: Context, options: OpenLinkOptions): Promise<OpenedLink> {
  const messages = options.messages ?? LINK_MESSAGES.en
  const link = context.state.links.find(options.token)
  if (link === undefined || !options.accepts(link)) {
    return { ok: false, response: refuseLink('notValid', messages) }
  }
  const fault = await linkFaultAnswer(context, link, options.malformed)
  if (fault !== null) return { ok: false, response: fault }
  if (link.status !== 'valid') return { ok: false, response: refuseLink(link.status, messages) }
  return { ok: true, link }
}
