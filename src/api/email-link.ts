/** The body shared by the three email-link calls (verify, username change, resend): spec sections 3 and 7. */
import * as v from 'valibot'
import type { EmailLink } from '../../machines/email-confirmation/email-confirmation.types'

export const EmailLinkPayloadSchema = v.pipe(
  v.object({
    Token: v.pipe(v.string(), v.nonEmpty()),
    tokenType: v.pipe(v.string(), v.nonEmpty()),
    languageType: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8)),
    translationLanguage: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.examples([{ Token: 'tok-1', tokenType: 'PersonalEmail', languageType: 1, translationLanguage: 'en-CA' }]),
)

export const emailLinkPayload = (link: EmailLink): v.InferInput<typeof EmailLinkPayloadSchema> => ({
  Token: link.token,
  tokenType: link.tokenType,
  languageType: link.languageType,
  translationLanguage: link.translationLanguage,
})
