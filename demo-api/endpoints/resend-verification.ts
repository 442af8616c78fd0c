/**
 * POST /api/auth/resendverification: a new link for an expired (or still valid) email-confirmation link. It
 * issues a new valid token for the same account and flow and mails it, in the language of the old link.
 */
import { EmailLinkPayloadSchema } from '../../src/api/email-link.ts'
import { resendVerificationEndpoint } from '../../src/api/resend-verification.ts'
import type { DemoEndpoint } from '../context.ts'
import { linkPath, type LinkFlow } from '../demo-links.ts'
import { apiError, json, readBody } from '../http.ts'
import {
  LINK_MESSAGES,
  LINK_SERVER_FAULT,
  linkFaultAnswer,
  linkLanguageOf,
  linkScenarios,
  refuseLink,
} from '../link-answers.ts'
import { accountOfLink, sendMail, type AccountState } from '../state.ts'
import { emailLinkBody } from './email-link.ts'

type ResendableFlow = Extract<LinkFlow, 'verifyEmail' | 'usernameChange'>
const isResendable = (flow: LinkFlow): flow is ResendableFlow =>
  flow === 'verifyEmail' || flow === 'usernameChange'

const SUBJECTS: Record<ResendableFlow, { en: string; fr: string }> = {
  verifyEmail: { en: 'Confirm your email address', fr: 'Confirmez votre adresse courriel' },
  usernameChange: { en: 'Confirm your new username', fr: 'Confirmez votre nouveau nom d’utilisateur' },
}

/** The mail goes to the address being confirmed: receiving it is what proves the person holds it. */
function recipient(flow: ResendableFlow, entry: AccountState): string {
  const pending = flow === 'verifyEmail' ? entry.account.personalEmailToVerify : entry.account.newUsername
  return pending ?? entry.account.email
}

export const resendVerificationDemoEndpoint: DemoEndpoint = {
  adapter: resendVerificationEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, EmailLinkPayloadSchema)
    if (!body.ok) return body.response
    const { Token, languageType, translationLanguage } = body.value
    const language = linkLanguageOf(translationLanguage)
    const link = context.state.links.find(Token)
    if (link === undefined || !isResendable(link.flow)) return refuseLink('notValid', LINK_MESSAGES[language])
    const flow = link.flow

    // Any 200 means "sent" to the adapter, so a malformed token's garbled answer still reads as sent.
    const fault = await linkFaultAnswer(context, link, { data: { success: 'perhaps' } })
    if (fault !== null) return fault
    if (link.fault === 'resendFails') return apiError(500, LINK_SERVER_FAULT)
    // A used link's address is already confirmed: there is nothing left to resend.
    if (link.status === 'used') return refuseLink('used', LINK_MESSAGES[language])

    const fresh = context.state.links.issue(flow, link.userAccountId)
    sendMail(context.state, {
      to: recipient(flow, accountOfLink(context.state, link)),
      subject: SUBJECTS[flow][language],
      link: linkPath(flow, fresh.token, { languageType, translationLanguage }),
    })
    return json(200, { data: { success: true } })
  },
  scenarios: linkScenarios({
    takes: ['verifyEmail', 'usernameChange'],
    body: (link) => emailLinkBody(link.token, 'en-GB'),
    breaksHere: 'resendfails',
    // An expired link is what a resend is for.
    statusOf: { expired: 200 },
  }),
  refusalsOutsideAdapter: {
    statuses: [404, 409],
    contract: '"Anything else: the resend failed and can be tried again" (unknown 404, used 409)',
  },
}
