/**
 * What the two email-confirmation calls share (POST /api/auth/personalemailverify and
 * /api/auth/confirmUserNameChange): the link's four values, read with the adapters' schema, and refusals in
 * the link's language, since the portal shows the server's message as it is.
 */
import type * as v from 'valibot'
import { EmailLinkPayloadSchema } from '../../src/api/email-link.ts'
import type { Context } from '../context.ts'
import { json, readBody } from '../http.ts'
import type { LinkFlow } from '../demo-links.ts'
import { linkMessagesFor, openLink } from '../link-answers.ts'
import { accountOfLink, type AccountState } from '../state.ts'

/** The confirmations' answer to a link they do not know, which their adapters read as "anything else". */
export const UNKNOWN_EMAIL_LINK = {
  statuses: [404],
  contract: '"Anything else: unexpected failure, generic error with a retry" (an unknown link is 404)',
} as const

/** The four values of an email-confirmation link, as the portal sends them. */
export function emailLinkBody(
  token: string,
  translationLanguage = 'en-CA',
): v.InferInput<typeof EmailLinkPayloadSchema> {
  const languageTypes: Record<string, number> = { 'en-CA': 1, 'fr-CA': 3, 'en-GB': 8 }
  return {
    Token: token,
    tokenType: 'PersonalEmail',
    languageType: languageTypes[translationLanguage] ?? 1,
    translationLanguage,
  }
}

export async function confirmEmailLink(
  context: Context,
  options: {
    flow: LinkFlow
    /** 200 with a body the adapter refuses, for `malformed` tokens. */
    malformed: unknown
    /** Applies the change the link confirms and returns the 200 body. */
    confirm: (entry: AccountState) => unknown
  },
): Promise<Response> {
  const body = await readBody(context.request, EmailLinkPayloadSchema)
  if (!body.ok) return body.response
  const opened = await openLink(context, {
    token: body.value.Token,
    accepts: (link) => link.flow === options.flow,
    malformed: options.malformed,
    messages: linkMessagesFor(body.value.translationLanguage),
  })
  if (!opened.ok) return opened.response
  const entry = accountOfLink(context.state, opened.link)
  context.state.links.spend(opened.link)
  return json(200, options.confirm(entry))
}
