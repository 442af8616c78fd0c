import { problemsOf, type FieldProblems, emailProblem } from '../shared/fields'
import { nameProblem } from '../shared/names'

export type RegistrationField = 'firstName' | 'lastName' | 'displayName' | 'institution' | 'email'

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
  context: Readonly<Record<RegistrationField, string>> & {
    readonly institutions: readonly ListedInstitution[]
  },
): FieldProblems<RegistrationField> =>
  problemsOf({
    firstName: nameProblem(context.firstName),
    lastName: nameProblem(context.lastName),
    displayName: null,
    institution: chosenInstitution(context) === undefined ? 'required' : null,
    email: emailProblem(context.email),
  })

/** What the rules read of an institution the person may choose: its id. */
interface ListedInstitution {
  readonly institutionId: number | string
}

export const chosenInstitution = <TInstitution extends ListedInstitution>(context: {
  readonly institution: string
  readonly institutions: readonly TInstitution[]
}): TInstitution | undefined =>
  context.institutions.find((candidate) => String(candidate.institutionId) === context.institution)
