/**
 * How every token call answers (reset, the three activations, email and username confirmation, mass print): the
 * token, if the call may act on it, or the refusal, which is the same for every flow: unknown 404, expired 410,
 * used 409, each with `data.message`; and the faults a seeded token shows on every call.
 */
import { SLOW_MS } from './accounts.ts'
import type { Context, DemoScenario } from './context.ts'
import { DEMO_LINKS, type DemoLink, type DemoLinkState, type LinkFlow } from './demo-links.ts'
import { apiError, json } from './http.ts'
import type { LinkToken } from './link-tokens.ts'

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

/** What a call that takes a link's flow answers for each seeded state, unless the call says otherwise. */
const STATUS_OF_STATE: Readonly<Record<DemoLinkState, number>> = {
  valid: 200,
  slow: 200,
  expired: 410,
  used: 409,
  unknown: 404,
  server: 500,
  malformed: 200,
  resendfails: 410,
  nofamily: 200,
  unsafe: 200,
}

/**
 * A token call's scenarios: every seeded link, whether or not the call takes its flow (a link of another flow is
 * not valid here: 404), then an empty body and a call without the XSRF header. A `server` link, or the state that
 * breaks only this call, answers 500; a `malformed` one 200 with a body the adapter refuses.
 */
export function linkScenarios(call: {
  takes: readonly LinkFlow[]
  body: (link: DemoLink) => unknown
  /** A link state that breaks only this call. */
  breaksHere?: DemoLinkState
  /** Where this call answers a state otherwise than most. */
  statusOf?: Partial<Record<DemoLinkState, number>>
}): DemoScenario[] {
  const scenarioOf = (link: DemoLink): DemoScenario => {
    const label = `with ${link.token}`
    const body = call.body(link)
    if (!call.takes.includes(link.flow)) return { label, body, status: 404 }
    if (link.state === 'server' || link.state === call.breaksHere)
      return { label, body, status: 500, offContract: 'server' }
    if (link.state === 'malformed') return { label, body, status: 200, offContract: 'schema' }
    return { label, body, status: call.statusOf?.[link.state] ?? STATUS_OF_STATE[link.state] }
  }
  const [first] = DEMO_LINKS
  if (first === undefined) throw new Error('The demo has no seeded links.')
  return [
    ...DEMO_LINKS.map(scenarioOf),
    { label: 'with an empty body', body: {}, status: 400, offContract: 'badBody' },
    { label: 'without the XSRF header', body: call.body(first), status: 403, offContract: 'xsrf' },
  ]
}
