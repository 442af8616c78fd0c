import { problemsOf, type FieldProblems, confirmationProblem } from '../shared/fields'
import { newPasswordProblem } from '../shared/password-length'
import type { ResetLinkKind } from '../shared/reset-link-kind'

export type ResetPasswordField = 'password' | 'confirmPassword'

/** Every field the form can show. */
export const RESET_PASSWORD_FIELDS: readonly ResetPasswordField[] = ['password', 'confirmPassword']

/** The fields the form shows: a parent activation asks for the password twice (spec: Reset / activate page). */
export const resetPasswordFields = (context: { readonly kind: ResetLinkKind }): ResetPasswordField[] =>
  context.kind === 'activateParent' ? [...RESET_PASSWORD_FIELDS] : ['password']

/**
 * The new password is required and has at least 8 characters; a parent's confirmation is required and equals
 * the password. Equality is checked whichever field changes, and shown on the confirmation (spec section 5).
 */
export const fieldProblems = (
  context: { readonly kind: ResetLinkKind } & Readonly<Record<ResetPasswordField, string>>,
): FieldProblems<ResetPasswordField> =>
  problemsOf({
    password: newPasswordProblem(context.password),
    confirmPassword:
      context.kind === 'activateParent'
        ? confirmationProblem(context.password, context.confirmPassword)
        : null,
  })
