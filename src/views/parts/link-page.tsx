import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/message-keys'
import { PageHeading } from './page'

/**
 * A link from an email that cannot be used as it is (expired, used, invalid, or its check failed): the page's
 * heading, what happened, announced at once, and where to go next. Forms never show in these states.
 */
export function LinkProblem(props: { titleKey: MessageKey; message: ReactNode; children: ReactNode }) {
  return (
    <div>
      <PageHeading titleKey={props.titleKey} />
      <div className="panel panel--error" role="alert">
        <p className="panel__lead">{props.message}</p>
      </div>
      <ul className="links">{props.children}</ul>
    </div>
  )
}

/** For a link whose check failed on our side: the same check once more. */
export function RetryItem(props: { label: string; onRetry: () => void }) {
  return (
    <li>
      <button type="button" className="button button--secondary" onClick={props.onRetry}>
        {props.label}
      </button>
    </li>
  )
}

/** The check mark beside a confirmed address (spec: verified email, new username). Decorative. */
export function CheckMark() {
  return (
    <svg
      className="check-mark"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17.5 8.4" fill="none" stroke="var(--success-bg)" strokeWidth="2.4" />
    </svg>
  )
}

/** A confirmation: the check mark and what is now true, announced when it appears. */
export function Confirmed(props: { children: ReactNode }) {
  return (
    <div className="panel panel--success confirmed" role="status">
      <CheckMark />
      <p className="panel__lead confirmed__text">{props.children}</p>
    </div>
  )
}
