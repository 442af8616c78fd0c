import { problemsOf, type FieldProblems, emailProblem } from '../shared/fields'

export type ForgotPasswordField = 'email'

export const FORGOT_PASSWORD_FIELDS: readonly ForgotPasswordField[] = ['email']

/** The email is required and must match the email pattern (spec section 5). */
export const fieldProblems = (
  context: Readonly<Record<ForgotPasswordField, string>>,
): FieldProblems<ForgotPasswordField> => problemsOf({ email: emailProblem(context.email) })
