/**
 * The parameters of the links people follow from an email or a single sign-on, parsed by schema before they
 * reach a machine. Each route names its schema (routes.ts); this module loads with the first screen that needs
 * one, apart from the entry. The values arrive decoded once, by the route matcher (address.ts, decision 026), so a
 * token reaches the server as it was issued.
 */
import * as v from 'valibot'

const param = () => v.string()

/** A token from an email: something, of a sane length, with no spaces or control characters in it. */
// eslint-disable-next-line no-control-regex
const NO_SPACE_OR_CONTROL = /^[^\s\u0000-\u001f\u007f]+$/u
const TokenSchema = v.pipe(param(), v.nonEmpty(), v.maxLength(2048), v.regex(NO_SPACE_OR_CONTROL))

/** A type name the server chose (resetType, tokenType): letters, digits, `_`, `.` and `-`. */
const TypeNameSchema = v.pipe(param(), v.nonEmpty(), v.maxLength(100), v.regex(/^[\w.-]+$/))

/** `/reset/{token}/{resetType}`. */
export const ResetParamsSchema = v.object({ token: TokenSchema, resetType: TypeNameSchema })

/** `/verify/…` and `/confirmusernamechange/…`: the four values of an email-confirmation link. */
export const EmailLinkParamsSchema = v.object({
  token: TokenSchema,
  tokenType: TypeNameSchema,
  // Language ids 1 to 8 (spec section 3).
  languageType: v.pipe(v.string(), v.regex(/^[1-8]$/), v.transform(Number)),
  translationLanguage: v.pipe(param(), v.regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/)),
})

/** `/massprint/{token}/{tokenType}/{massPrintBatchJobId}`. */
export const MassPrintParamsSchema = v.object({
  token: TokenSchema,
  tokenType: TypeNameSchema,
  massPrintBatchJobId: v.pipe(param(), v.nonEmpty(), v.maxLength(100), v.regex(/^[\w-]+$/)),
})

/** `/account/{k}` and `/registration/{k}`: the single sign-on key, as opaque as a token. */
export const SsoKeyParamsSchema = v.object({ k: TokenSchema })

/**
 * `/portfoliolinking/{k}/{userType}`: the key, and whom the page speaks to. `educator`, in any case, gets the
 * educator's text; anything else, or no userType, the student's (decision 011).
 */
export const PortfolioLinkingParamsSchema = v.object({
  k: TokenSchema,
  userType: v.optional(
    v.pipe(
      v.string(),
      v.transform((userType): 'educator' | 'student' =>
        userType.toLowerCase() === 'educator' ? 'educator' : 'student',
      ),
    ),
    'student',
  ),
})
