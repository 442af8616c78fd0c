import { problemsOf, type FieldProblems } from '../shared/fields'
import { newPasswordProblem } from '../shared/password-length'

export type MustResetField = 'password'

export const MUST_RESET_FIELDS: readonly MustResetField[] = ['password']

/** The new password is required and has at least 8 characters (spec section 5). */
export const fieldProblems = (
  context: Readonly<Record<MustResetField, string>>,
): FieldProblems<MustResetField> => problemsOf({ password: newPasswordProblem(context.password) })
