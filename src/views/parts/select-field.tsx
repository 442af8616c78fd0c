import { describedBy, FieldMessages, leaveHandler } from './fields'
import { useFieldHolds } from './flow-form'

const valueOf = (select: HTMLSelectElement) => select.value

/** A choice from a list, a blank first option standing for none chosen. */
export function SelectField(props: {
  id: string
  label: string
  /** The blank first option's text ('Select one'). */
  placeholder: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  onLeave?: () => void
  error?: string | null
  autoComplete: string
  readOnly?: boolean
}) {
  // A select has no readonly: while the form is being sent, a change is simply not taken.
  const change = (value: string) => {
    if (!props.readOnly) props.onChange(value)
  }
  const { control, value } = useFieldHolds(props.value, change, valueOf)
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <FieldMessages id={props.id} error={props.error} />
      <select
        ref={control}
        id={props.id}
        name={props.id}
        className="field__input field__select"
        value={value}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, null, props.error)}
        aria-disabled={props.readOnly ? true : undefined}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={leaveHandler(props.onLeave)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
