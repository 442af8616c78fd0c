import { problemsOf, type FieldProblems, currentPasswordProblem, requiredProblem } from '../shared/fields'

export type SignInField = 'username' | 'password'

export const SIGN_IN_FIELDS: readonly SignInField[] = ['username', 'password']

/** Username and password are required (spec section 5). */
export const fieldProblems = (context: Readonly<Record<SignInField, string>>): FieldProblems<SignInField> =>
  problemsOf({
    username: requiredProblem(context.username),
    password: currentPasswordProblem(context.password),
  })
