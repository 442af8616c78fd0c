/**
 * The confirmation page shows where the approval notification will go, and only to the person who just sent a
 * request: the address travels in the history entry the registration flow opens, so a reload keeps it, while
 * the same address typed or bookmarked has none and leads to sign-in (decision 012).
 */
import * as v from 'valibot'

const SentStateSchema = v.object({ registrationSentTo: v.pipe(v.string(), v.nonEmpty()) })

export const registrationSentState = (email: string): v.InferOutput<typeof SentStateSchema> => ({
  registrationSentTo: email,
})

/** The address the request in this history entry was sent for, or null when it holds none. */
export function registrationSentTo(): string | null {
  const parsed = v.safeParse(SentStateSchema, history.state)
  return parsed.success ? parsed.output.registrationSentTo : null
}
