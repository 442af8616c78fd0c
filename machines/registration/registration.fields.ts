import { problemsOf, type FieldProblems } from '../shared/fields'
import { nameProblem } from '../shared/names'
import { emailProblem } from '../shared/validation'
import type { RegistrationContext, RegistrationField } from './registration.types'

/** In the order the form shows them, which is the order of the error summary. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'displayName',
  'institution',
  'email',
]

/**
 * First and last name required, letters only; display name optional; an institution chosen; a valid email
 * (spec section 5). An institution id the list does not hold counts as none chosen.
 */
export const fieldProblems = (
  context: Pick<RegistrationContext, RegistrationField | 'institutions'>,
): FieldProblems<RegistrationField> =>
  problemsOf({
    firstName: nameProblem(context.firstName),
    lastName: nameProblem(context.lastName),
    displayName: null,
    institution: chosenInstitution(context) === undefined ? 'required' : null,
    email: emailProblem(context.email),
  })

export const chosenInstitution = (context: Pick<RegistrationContext, 'institution' | 'institutions'>) =>
  context.institutions.find((candidate) => String(candidate.institutionId) === context.institution)
