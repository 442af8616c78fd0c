/** The body shared by the three email-link calls (verify, username change, resend): spec sections 3 and 7. */
import * as v from 'valibot'
import type { EmailLink } from '../../machines/email-confirmation/email-confirmation.machine'

export const EmailLinkPayloadSchema = v.pipe(
  v.object({
    Token: v.pipe(v.string(), v.nonEmpty()),
    tokenType: v.pipe(v.string(), v.nonEmpty()),
    languageType: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(8),
      v.description("The link's language id (spec section 3), sent as a number."),
    ),
    translationLanguage: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.description('The four values of the link, as they are.'),
  v.examples([{ Token: 'tok-1', tokenType: 'PersonalEmail', languageType: 1, translationLanguage: 'en-CA' }]),
)

/** The email confirmations' refusals, in words. */
export const LINK_USED = 'Already used: the message is shown as it is, with a Sign in button.'
export const LINK_EXPIRED = 'Expired: the message is shown as it is, with a way to get a new link.'
export const EMAIL_LINK_OTHERWISE =
  'Any other status is an unexpected failure: the generic error with a retry.'

export const emailLinkPayload = (link: EmailLink): v.InferInput<typeof EmailLinkPayloadSchema> => ({
  Token: link.token,
  tokenType: link.tokenType,
  languageType: link.languageType,
  translationLanguage: link.translationLanguage,
})
