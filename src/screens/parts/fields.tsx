import {
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react'
import { useText } from '../../i18n/i18n'
import type { FieldProblem, PasswordCleared } from '../../../machines/shared/fields'
import { PROBLEM_MESSAGES } from './errors'
import { textOf, useAnnounce } from './form'
import { focusMovedByApp } from './focus'

/*
 * The fields hold their own values, the browser's (docs/decisions/022): each control is uncontrolled, starts from
 * what the flow holds when it mounts (`defaultValue`, `defaultChecked`), and is named by its id so a submit reads
 * it from the form (FlowForm). Its events tell the flow what it holds, so the flow's messages follow: each input
 * event, and leaving the field. The flow's value is passed at every render, but after mounting React only moves
 * the control's default with it, never what the control holds: the flow's value changes only through the
 * control's own events, a submit of what it holds, or the view emptying it, so the two never pull apart.
 */

interface FieldProps {
  id: string
  label: string
  /** What the flow holds: the field starts from it when it mounts, then holds its own. */
  defaultValue: string
  /** The field's value at each input event. */
  onChange: (value: string) => void
  /** The person left the field: from now on its problem is shown. */
  onLeave?: () => void
  error?: string | null
  /** What the flow can find wrong with it: its message line keeps the space the longest message needs. */
  problems: readonly FieldProblem[]
  hint?: ReactNode
  autoComplete: string
  readOnly?: boolean
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  type?: 'text' | 'email'
  /** Names start with capitals; usernames, emails and passwords must stay as typed (the default). */
  autoCapitalize?: 'none' | 'words'
}

/**
 * The field's leave handler: the flow hears what the field holds, then that it was left, at once. What it holds
 * first, since a password manager or the browser may have put a value in without an input event, and a field that
 * shows a value must not be judged empty. The message this may show has its space already (FieldMessage), so a
 * field left by pressing the button below it does not move the button from under the pointer (docs/decisions/003).
 * A blur the app caused by moving focus itself (an error summary taking it) is no leave: the person is still where
 * they were as far as they know, and the field stays untouched (`focusMovedByApp`, docs/decisions/035).
 * `left`, after a leave: the field says the message it then shows (useMessageOnLeave).
 */
export function leaveHandler(
  onChange: (value: string) => void,
  onLeave: (() => void) | undefined,
  left?: () => void,
): ((event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void) | undefined {
  if (onLeave === undefined) return undefined
  return (event) => {
    onChange(event.currentTarget.value)
    if (focusMovedByApp()) return
    onLeave()
    left?.()
  }
}

/**
 * A message that appears as a person leaves a field reaches someone who cannot see it (docs/decisions/035): once
 * the field is left, the message it shows then is announced, politely, through the form's live region, with the
 * field's label ("Email address: Enter an email address in the correct format…"), unless it is the very message
 * the field had when the person entered it, which they heard then as the field's description. Messages that change
 * while the person types are not announced (they would talk over the typing); they are heard as the field is left.
 * A submit is no leave: the error summary takes focus and says every message. Returns the field's focus handler,
 * and the `left` its leave handler calls.
 */
export function useMessageOnLeave(
  label: string,
  error: string | null | undefined,
): { entered: () => void; left: () => void } {
  const t = useText()
  const announce = useAnnounce()
  const heardOnEntry = useRef<string | null>(null)
  const pending = useRef(false)
  const shown = useRef<string | null>(null)
  const settle = () => {
    if (!pending.current) return
    pending.current = false
    const message = shown.current
    if (message !== null && message !== heardOnEntry.current)
      announce(t('ERROR_SUMMARY_ITEM', { field: label, message }))
  }
  // The render the leave caused (the field touched) shows the message the leave brought; a leave that changed
  // nothing is settled by the timer with the message already shown.
  useLayoutEffect(() => {
    shown.current = error ?? null
    settle()
  })
  return {
    entered: () => {
      heardOnEntry.current = error ?? null
      pending.current = false
    },
    left: () => {
      pending.current = true
      setTimeout(settle, 0)
    },
  }
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** What helps to fill the field in, between its label and the input. */
function FieldHint(props: { id: string; hint?: ReactNode }) {
  return props.hint ? (
    <div id={`${props.id}-hint`} className="field__hint">
      {props.hint}
    </div>
  ) : null
}

/**
 * The field's message line, under the input: what is wrong with the value, once the person has touched the field
 * or tried to submit. It keeps, whether it shows a message or not, the height the longest message the field can
 * show needs at the column's width in the page's language (styles.css draws that message, unseen, in its place), so
 * a message appearing, changing or going moves nothing on the page (docs/decisions/003).
 */
export function FieldMessage(props: {
  id: string
  error?: string | null
  problems: readonly FieldProblem[]
}) {
  const t = useText()
  const messages = props.problems.map((problem) => t(PROBLEM_MESSAGES[problem]))
  const longest = messages.reduce((found, message) => (message.length > found.length ? message : found), '')
  return (
    <div className="field__message" data-space-for={longest}>
      {props.error ? (
        <p id={`${props.id}-error`} className="field__error">
          <span className="visually-hidden">{t('ERROR_PREFIX')} </span>
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

export function TextField(props: FieldProps) {
  const message = useMessageOnLeave(props.label, props.error)
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <FieldHint id={props.id} hint={props.hint} />
      <input
        id={props.id}
        name={props.id}
        className="field__input"
        type={props.type ?? 'text'}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        autoCapitalize={props.autoCapitalize ?? 'none'}
        spellCheck={false}
        inputMode={props.inputMode}
        readOnly={props.readOnly}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onFocus={message.entered}
        onBlur={leaveHandler(props.onChange, props.onLeave, message.left)}
      />
      <FieldMessage id={props.id} error={props.error} problems={props.problems} />
    </div>
  )
}

/**
 * A password input with a Show/Hide button. Whether the characters are visible is presentation only (like
 * focus), so it lives here rather than in a flow machine; the change is announced for screen readers. So is
 * Caps Lock: while typing in the field with it on, the field says so, in words tied to it and announced
 * politely, and stops when it is off or the field is left. Its line keeps its height when the field is left,
 * until the field is entered again, so leaving it by pressing the button below moves nothing (as the message
 * line, FieldMessage). `ref` is the input, for a view that must empty it (the flow cleared the password).
 */
export function PasswordField({
  ref,
  ...props
}: Omit<FieldProps, 'type' | 'inputMode'> & {
  /** The toggle's names where a page has two password fields: each must say which field it shows. */
  toggleNames?: { show: string; hide: string }
  ref?: Ref<HTMLInputElement>
}) {
  const t = useText()
  const [shown, setShown] = useState(false)
  const [capsLock, setCapsLock] = useState(false)
  // Whether the Caps Lock line has said something since the field was entered: then it keeps its height.
  const [capsLineUsed, setCapsLineUsed] = useState(false)
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    const on = event.getModifierState('CapsLock')
    setCapsLock(on)
    if (on) setCapsLineUsed(true)
  }
  const message = useMessageOnLeave(props.label, props.error)
  const leave = leaveHandler(props.onChange, props.onLeave, message.left)
  const announce = useAnnounce()
  const capsId = `${props.id}-caps`
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <FieldHint id={props.id} hint={props.hint} />
      <div className="password">
        <input
          ref={ref}
          id={props.id}
          name={props.id}
          className="field__input password__input"
          type={shown ? 'text' : 'password'}
          defaultValue={props.defaultValue}
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
          onFocus={() => {
            setCapsLineUsed(false)
            message.entered()
          }}
          onBlur={(event) => {
            setCapsLock(false)
            leave?.(event)
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
          onClick={() => {
            // Said by the form's live region: the field keeps no empty live region of its own.
            if (!shown) announce(t('PASSWORD_SHOWN'))
            setShown(!shown)
          }}
        >
          {shown ? t('HIDE') : t('SHOW')}
        </button>
      </div>
      <div
        id={capsId}
        className="field__caps"
        aria-live="polite"
        data-space-for={capsLineUsed && !capsLock ? t('CAPS_LOCK_ON') : undefined}
      >
        {capsLock ? t('CAPS_LOCK_ON') : ''}
      </div>
      <FieldMessage id={props.id} error={props.error} problems={props.problems} />
    </div>
  )
}

/**
 * A checkbox has no readonly: while the form is being sent, a click (or Space) on it is cancelled, so the box
 * keeps the tick the request went with.
 */
export function Checkbox(props: {
  id: string
  label: string
  hint?: string
  /** What the flow holds: the box starts from it when it mounts, then holds its own. */
  defaultChecked: boolean
  onChange: (checked: boolean) => void
  readOnly?: boolean
}) {
  return (
    <div className="checkbox">
      <input
        id={props.id}
        name={props.id}
        type="checkbox"
        className="checkbox__input"
        defaultChecked={props.defaultChecked}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
        onClick={props.readOnly ? cancel : undefined}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
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

/** Cancels a gesture's default: for controls that have no readonly of their own while the form is being sent. */
export function cancel(event: MouseEvent | KeyboardEvent): void {
  event.preventDefault()
}

type CredentialField = 'username' | 'password'

/**
 * What both credential flows (sign-in, portfolio linking) are to these fields: they take the fields' events, and
 * say when they cleared the password after wrong credentials (docs/decisions/003).
 */
interface CredentialFlow {
  send(
    event:
      | { type: 'user.changeUsername'; value: string }
      | { type: 'user.changePassword'; value: string }
      | { type: 'user.leave'; field: CredentialField },
  ): void
  on(type: PasswordCleared['type'], handler: () => void): { unsubscribe: () => void }
}

/**
 * Username or email and current password, the same way wherever an existing account signs in. The fields hold
 * their own values (docs/decisions/022), so when the flow says it cleared the password, the password input is
 * emptied too, in place: focus and everything else stay as they are.
 */
export function CredentialFields(props: {
  flow: CredentialFlow
  /** What the flow holds: the fields start from it when they mount. */
  username: string
  password: string
  busy: boolean
  errorOf: (field: CredentialField) => string | null
}) {
  const t = useText()
  const { flow } = props
  const password = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const subscription = flow.on('passwordCleared', () => {
      if (password.current) password.current.value = ''
    })
    return () => subscription.unsubscribe()
  }, [flow])
  return (
    <>
      <TextField
        id="username"
        label={t('USERNAME_OR_EMAIL')}
        defaultValue={props.username}
        autoComplete="username"
        readOnly={props.busy}
        error={props.errorOf('username')}
        problems={['required']}
        onChange={(value) => flow.send({ type: 'user.changeUsername', value })}
        onLeave={() => flow.send({ type: 'user.leave', field: 'username' })}
      />
      <PasswordField
        ref={password}
        id="password"
        label={t('PASSWORD')}
        defaultValue={props.password}
        autoComplete="current-password"
        readOnly={props.busy}
        error={props.errorOf('password')}
        problems={['required']}
        onChange={(value) => flow.send({ type: 'user.changePassword', value })}
        onLeave={() => flow.send({ type: 'user.leave', field: 'password' })}
      />
    </>
  )
}

/** What the credential fields of a submitted form hold. */
export const readCredentials = (form: FormData): Record<CredentialField, string> => ({
  username: textOf(form, 'username'),
  password: textOf(form, 'password'),
})
