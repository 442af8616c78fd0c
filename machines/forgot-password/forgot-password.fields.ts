import { problemsOf, type FieldProblems } from '../shared/fields'
import { emailProblem } from '../shared/validation'
import type { ForgotPasswordContext, ForgotPasswordField } from './forgot-password.types'

export const FORGOT_PASSWORD_FIELDS: readonly ForgotPasswordField[] = ['email']

/** The email is required and must match the email pattern (spec section 5). */
export const fieldProblems = (
  context: Pick<ForgotPasswordContext, ForgotPasswordField>,
): FieldProblems<ForgotPasswordField> => problemsOf({ email: emailProblem(context.email) })
