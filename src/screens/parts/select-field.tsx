import type { KeyboardEvent } from 'react'
import type { FieldProblem } from '../../../machines/shared/fields'
import { cancel, describedBy, FieldMessage, leaveHandler, useMessageOnLeave } from './fields'

/**
 * A select has no readonly: while the form is being sent, it says it is unavailable (`aria-disabled`) and the
 * gestures that would open or change it do nothing (Tab still moves on).
 */
function keepUnchanged(event: KeyboardEvent<HTMLSelectElement>): void {
  if (event.key !== 'Tab') cancel(event)
}

/**
 * A choice from a list, a blank first option standing for none chosen. Like the other fields (fields.tsx), it
 * holds its own value, from what the flow held when it mounted.
 */
export function SelectField(props: {
  id: string
  label: string
  /** The blank first option's text ('Select one'). */
  placeholder: string
  options: readonly { value: string; label: string }[]
  defaultValue: string
  onChange: (value: string) => void
  onLeave?: () => void
  error?: string | null
  /** What the flow can find wrong with it: its message line keeps the space the longest message needs. */
  problems: readonly FieldProblem[]
  autoComplete: string
  readOnly?: boolean
}) {
  const message = useMessageOnLeave(props.label, props.error)
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.id}
        className="field__input field__select"
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, null, props.error)}
        aria-disabled={props.readOnly ? true : undefined}
        onMouseDown={props.readOnly ? cancel : undefined}
        onKeyDown={props.readOnly ? keepUnchanged : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onFocus={message.entered}
        onBlur={leaveHandler(props.onChange, props.onLeave, message.left)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={props.id} error={props.error} problems={props.problems} />
    </div>
  )
}
