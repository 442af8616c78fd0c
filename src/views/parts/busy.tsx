import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/message-keys'
import { PageHeading } from './page'
import { Spinner } from './spinner'

/**
 * The primary button. While busy it keeps its size and focus, shows the spinner and reports
 * `aria-disabled`; the machine ignores a second submit, so a double click sends one request.
 */
export function SubmitButton(props: { busy: boolean; children: ReactNode }) {
  return (
    <ActionButton type="submit" busy={props.busy}>
      {props.children}
    </ActionButton>
  )
}

/**
 * A button that can be busy (spinner) or not available yet (a wait the page explains): either way it stays in
 * place, keeps focus and its name, and says `aria-disabled`, because a disabled button would drop focus. The
 * machine ignores the event meanwhile, so pressing it does nothing.
 */
export function ActionButton(props: {
  type?: 'submit' | 'button'
  busy?: boolean
  unavailable?: boolean
  onClick?: () => void
  children: ReactNode
}) {
  const busy = props.busy === true
  return (
    <button
      type={props.type ?? 'button'}
      className="button button--primary"
      aria-disabled={busy || props.unavailable || undefined}
      onClick={props.onClick}
    >
      <span className={busy ? 'button__label button__label--busy' : 'button__label'}>{props.children}</span>
      {busy ? (
        <span className="button__spinner">
          <Spinner />
        </span>
      ) : null}
    </button>
  )
}

/** A wait the person can see and hear: spinner and words in a polite live region. */
export function Waiting(props: { message: string }) {
  return (
    <div className="waiting" role="status">
      <Spinner size={32} />
      <p className="waiting__message">{props.message}</p>
    </div>
  )
}

/** Keeps an always-present live region so the busy message is announced when it appears. */
export function LiveStatus(props: { message: string | null }) {
  return (
    <p className="visually-hidden" role="status">
      {props.message ?? ''}
    </p>
  )
}

/**
 * A screen that is waiting (checking, loading, leaving): its heading stays, and the wait is announced. `lead` is
 * the sentence the screen opens with once the answer is here, shown from the start where it does not depend on
 * the answer: the page reads as itself at once, and its largest text is painted with the first frame.
 */
export function WaitingPage(props: { titleKey: MessageKey; lead?: string; message: string }) {
  return (
    <div>
      <PageHeading titleKey={props.titleKey} />
      {props.lead === undefined ? null : <p className="lead">{props.lead}</p>}
      <Waiting message={props.message} />
    </div>
  )
}

/**
 * Around a screen whose first state waits for the server (a link's check, a key's data): it keeps at least the
 * window's height in every state, so the footer starts below the fold and nothing on screen moves when the
 * answer arrives, however much it shows (decision 019).
 */
export function AwaitsAnswer(props: { children: ReactNode }) {
  return <div className="awaits-answer">{props.children}</div>
}
