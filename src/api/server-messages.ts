/**
 * The `messages[]` list some answers carry. Apart from endpoint.ts because only lazily loaded screens read it,
 * and whatever endpoint.ts exports travels with the sign-in page.
 */
import * as v from 'valibot'

/** Forgot password and registration: each message says what happened. */
export const ServerMessagesSchema = v.array(
  v.object({
    success: v.nullish(v.boolean()),
    friendlyMessage: v.nullish(v.string()),
    translationKey: v.nullish(v.string()),
  }),
)
export type ServerMessages = v.InferOutput<typeof ServerMessagesSchema>

/** The translationKey of the first message that reports a failure (else of the first message), or null. */
export function firstErrorKey(messages: ServerMessages): string | null {
  const first = messages.find((message) => message.success === false) ?? messages[0]
  return first?.translationKey || null
}
