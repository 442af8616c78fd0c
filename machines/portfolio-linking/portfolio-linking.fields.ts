import { problemsOf, type FieldProblems, currentPasswordProblem, requiredProblem } from '../shared/fields'

export type PortfolioLinkingField = 'username' | 'password'

export const PORTFOLIO_LINKING_FIELDS: readonly PortfolioLinkingField[] = ['username', 'password']

/** Username and password are required (spec section 5). */
export const fieldProblems = (
  context: Readonly<Record<PortfolioLinkingField, string>>,
): FieldProblems<PortfolioLinkingField> =>
  problemsOf({
    username: requiredProblem(context.username),
    password: currentPasswordProblem(context.password),
  })
