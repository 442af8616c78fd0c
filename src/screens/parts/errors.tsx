import { useEffect, useRef } from 'react'
import { useText, type Translate } from '../../i18n/i18n'
import type { FieldProblem, FieldProblems } from '../../../machines/shared/fields'
import type { MessageKey } from '../../i18n/i18n'
import { moveFocusTo } from './focus'

export interface FieldError {
  fieldId: string
  label: string
  message: string
}

/**
 * GOV.UK-style summary: it takes focus when it appears, and each entry links to its field. `problems` without a
 * field (server answers) show as plain text. Taking focus is its announcement (docs/decisions/035): it is
 * described by what it shows, its heading and the problems under it, which a screen reader says as focus lands,
 * once. It is no `role="alert"`: Orca read an alert as it appeared and again as it took focus (the same words
 * twice), and skipped the alert's heading when the page was read. It has no role or name of its own either, whose
 * words ("panel", the heading once more) it does not show. Focusable only while it has focus (`moveFocusTo`).
 */
export function ErrorSummary(props: { fieldErrors?: FieldError[]; problem?: string | null }) {
  const t = useText()
  const ref = useRef<HTMLDivElement>(null)
  const fieldErrors = props.fieldErrors ?? []
  const visible = fieldErrors.length > 0 || Boolean(props.problem)
  useEffect(() => {
    if (visible) moveFocusTo(ref.current)
    // Focus moves only when the summary appears or its problem changes, not as the person types.
  }, [visible, props.problem])
  if (!visible) return null
  return (
    <div className="error-summary" ref={ref} aria-describedby={`${SUMMARY_TITLE} ${SUMMARY_BODY}`}>
      <h2 id={SUMMARY_TITLE} className="error-summary__title">
        {t('ERROR_SUMMARY_TITLE')}
      </h2>
      <div id={SUMMARY_BODY}>
        {props.problem ? <p className="error-summary__problem">{props.problem}</p> : null}
        {fieldErrors.length > 0 ? (
          <ul className="error-summary__list">
            {fieldErrors.map((error) => (
              <li key={error.fieldId}>
                <a
                  href={`#${error.fieldId}`}
                  onClick={(event) => {
                    event.preventDefault()
                    document.getElementById(error.fieldId)?.focus()
                  }}
                >
                  {t('ERROR_SUMMARY_ITEM', { field: error.label, message: error.message })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

/** One summary per page: its parts' ids. */
const SUMMARY_TITLE = 'error-summary-title'
const SUMMARY_BODY = 'error-summary-body'

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
