import { problemsOf, type FieldProblems } from '../shared/fields'
import { newPasswordProblem } from '../shared/password-length'
import type { MustResetContext, MustResetField } from './must-reset.types'

export const MUST_RESET_FIELDS: readonly MustResetField[] = ['password']

/** The new password is required and has at least 8 characters (spec section 5). */
export const fieldProblems = (
  context: Pick<MustResetContext, MustResetField>,
): FieldProblems<MustResetField> => problemsOf({ password: newPasswordProblem(context.password) })
