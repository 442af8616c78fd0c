import type { ReactNode } from 'react'
import { Spinner } from './spinner'

/**
 * The primary button. While busy it keeps its size and focus, shows the spinner and reports
 * `aria-disabled`; the machine ignores a second submit, so a double click sends one request.
 */
export function SubmitButton(props: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={props.busy || undefined}>
      <span className={props.busy ? 'button__label button__label--busy' : 'button__label'}>
        {props.children}
      </span>
      {props.busy ? (
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
