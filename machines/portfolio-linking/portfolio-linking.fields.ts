import { problemsOf, type FieldProblems } from '../shared/fields'
import { currentPasswordProblem, requiredProblem } from '../shared/validation'
import type { PortfolioLinkingContext, PortfolioLinkingField } from './portfolio-linking.types'

export const PORTFOLIO_LINKING_FIELDS: readonly PortfolioLinkingField[] = ['username', 'password']

/** Username and password are required (spec section 5). */
export const fieldProblems = (
  context: Pick<PortfolioLinkingContext, PortfolioLinkingField>,
): FieldProblems<PortfolioLinkingField> =>
  problemsOf({
    username: requiredProblem(context.username),
    password: currentPasswordProblem(context.password),
  })
