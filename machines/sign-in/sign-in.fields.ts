import { problemsOf, type FieldProblems } from '../shared/fields'
import { currentPasswordProblem, requiredProblem } from '../shared/validation'
import type { SignInContext, SignInField } from './sign-in.types'

export const SIGN_IN_FIELDS: readonly SignInField[] = ['username', 'password']

/** Username and password are required (spec section 5). */
export const fieldProblems = (context: Pick<SignInContext, SignInField>): FieldProblems<SignInField> =>
  problemsOf({
    username: requiredProblem(context.username),
    password: currentPasswordProblem(context.password),
  })
