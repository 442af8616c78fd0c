import type { FieldProblem, FieldProblems } from '../../../machines/shared/fields'
import type { MessageKey } from '../../i18n/message-keys'
import type { Translate } from '../../i18n/use-text'
import type { FieldError } from './error-summary'

/** The message for each kind of field problem (spec sections 5 and 8). */
export const PROBLEM_MESSAGES: Record<FieldProblem, MessageKey> = {
  required: 'REQUIRED',
  invalidEmail: 'EMAIL_ENTERED_INVALID',
  tooShort: 'MIN_CHARACTER_WARNING_8',
  mismatch: 'PASSWORDS_DO_NOT_MATCH',
  notLetters: 'NAME_LETTERS_ONLY',
}

export interface FieldSpec<TField extends string> {
  field: TField
  /** The input's id, which the error summary links to. */
  id: string
  label: string
}

/**
 * The problems a person is shown, in the order the fields appear: for the message beside each field and, after a
 * submit, for the error summary.
 */
export function fieldErrors<TField extends string>(
  t: Translate,
  shown: FieldProblems<TField>,
  fields: readonly FieldSpec<TField>[],
): { list: FieldError[]; of: (field: TField) => string | null } {
  const list = fields.flatMap(({ field, id, label }) => {
    const problem = shown[field]
    return problem === undefined ? [] : [{ fieldId: id, label, message: t(PROBLEM_MESSAGES[problem]) }]
  })
  return {
    list,
    of: (field) => {
      const problem = shown[field]
      return problem === undefined ? null : t(PROBLEM_MESSAGES[problem])
    },
  }
}
