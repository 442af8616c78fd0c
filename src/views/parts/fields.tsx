import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react'
import { useText } from '../../i18n/use-text'
import { afterGesture } from './after-gesture'
import { useFieldHolds } from './flow-form'

interface FieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The person left the field: from now on its problem is shown. */
  onLeave?: () => void
  error?: string | null
  hint?: ReactNode
  autoComplete: string
  readOnly?: boolean
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  type?: 'text' | 'email'
  /** Names start with capitals; usernames, emails and passwords must stay as typed (the default). */
  autoCapitalize?: 'none' | 'words'
}

const valueOf = (input: HTMLInputElement) => input.value

/** The field's leave handler, run once any click that took focus away has landed (see after-gesture.ts). */
export function leaveHandler(onLeave: (() => void) | undefined): (() => void) | undefined {
  return onLeave === undefined ? undefined : () => afterGesture(onLeave)
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export function FieldMessages(props: { id: string; hint?: ReactNode; error?: string | null }) {
  const t = useText()
  return (
    <>
      {props.hint ? (
        <div id={`${props.id}-hint`} className="field__hint">
          {props.hint}
        </div>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="field__error">
          <span className="visually-hidden">{t('ERROR_PREFIX')} </span>
          {props.error}
        </p>
      ) : null}
    </>
  )
}

export function TextField(props: FieldProps) {
  const { control, value } = useFieldHolds(props.value, props.onChange, valueOf)
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <FieldMessages id={props.id} hint={props.hint} error={props.error} />
      <input
        ref={control}
        id={props.id}
        name={props.id}
        className="field__input"
        type={props.type ?? 'text'}
        value={value}
        autoComplete={props.autoComplete}
        autoCapitalize={props.autoCapitalize ?? 'none'}
        spellCheck={false}
        inputMode={props.inputMode}
        readOnly={props.readOnly}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={leaveHandler(props.onLeave)}
      />
    </div>
  )
}

/**
 * A password input with a Show/Hide button. Whether the characters are visible is presentation only (like
 * focus), so it lives here rather than in a flow machine; the change is announced for screen readers. So is
 * Caps Lock: while typing in the field with it on, the field says so, in words tied to it and announced
 * politely, and stops when it is off or the field is left.
 */
export function PasswordField(
  props: Omit<FieldProps, 'type' | 'inputMode'> & {
    /** The toggle's names where a page has two password fields: each must say which field it shows. */
    toggleNames?: { show: string; hide: string }
  },
) {
  const t = useText()
  const [shown, setShown] = useState(false)
  const [capsLock, setCapsLock] = useState(false)
  const { control, value } = useFieldHolds(props.value, props.onChange, valueOf)
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) =>
    setCapsLock(event.getModifierState('CapsLock'))
  const leave = leaveHandler(props.onLeave)
  const capsId = `${props.id}-caps`
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <FieldMessages id={props.id} hint={props.hint} error={props.error} />
      <div className="password">
        <input
          ref={control}
          id={props.id}
          name={props.id}
          className="field__input password__input"
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={props.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          readOnly={props.readOnly}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={
            [describedBy(props.id, props.hint, props.error), capsLock ? capsId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => props.onChange(event.currentTarget.value)}
          onKeyDown={readCapsLock}
          onKeyUp={readCapsLock}
          onBlur={() => {
            setCapsLock(false)
            leave?.()
          }}
        />
        <button
          type="button"
          className="button button--secondary password__toggle"
          aria-controls={props.id}
          aria-label={
            shown
              ? (props.toggleNames?.hide ?? t('HIDE_PASSWORD'))
              : (props.toggleNames?.show ?? t('SHOW_PASSWORD'))
          }
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('HIDE') : t('SHOW')}
        </button>
      </div>
      <p id={capsId} className="field__caps" aria-live="polite">
        {capsLock ? t('CAPS_LOCK_ON') : ''}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {shown ? t('PASSWORD_SHOWN') : ''}
      </p>
    </div>
  )
}

export function Checkbox(props: {
  id: string
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
  readOnly?: boolean
}) {
  const change = (checked: boolean) => {
    if (!props.readOnly) props.onChange(checked)
  }
  const { control, value: checked } = useFieldHolds(
    props.checked,
    change,
    (input: HTMLInputElement) => input.checked,
  )
  return (
    <div className="checkbox">
      <input
        ref={control}
        id={props.id}
        name={props.id}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <label className="checkbox__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="field__hint checkbox__hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  )
}
