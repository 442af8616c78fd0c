import type { ReactNode } from 'react'
import { type MessageKey, useText } from '../../i18n/i18n'
import { ActionButton } from './busy'
import { Column, PageHeading, PageLinks, AppLink, ButtonLink } from './page'
import { linkTo } from '../../urls/address'

/**
 * The link problem pattern (docs/patterns.md): a link from an email that cannot be used as it is (expired, used,
 * invalid, or its check failed), and any page that stops a person (the guidance pages). The problem is the
 * heading; one or two sentences say what happened; at most one primary action (`action`: get a new link, try
 * again, sign in); then the other ways on, always including the way back to sign in. Forms never show in these
 * states. The heading is the announcement: it takes focus when the problem replaces the wait for the link's check
 * (PageHeading's `announces`), and the sentences are plain text read after it, not an alert, whose text Orca
 * skips when it reads the page (docs/decisions/035).
 */
export function LinkProblem(props: {
  titleKey: MessageKey
  message: ReactNode
  /** What went wrong since (a failed resend): under the message. */
  extra?: ReactNode
  action?: ReactNode
  /** `<li>` items: other ways on, and the way back to sign in. */
  children?: ReactNode
}) {
  return (
    <Column>
      <PageHeading titleKey={props.titleKey} announces />
      <div className="panel panel--error">
        <p className="panel__lead">{props.message}</p>
      </div>
      {props.extra}
      {props.action}
      {props.children ? <PageLinks>{props.children}</PageLinks> : null}
    </Column>
  )
}

/** For a link whose check failed on our side: the same check once more, as the page's main action. */
export function RetryButton(props: { label: string; onRetry: () => void }) {
  return <ActionButton onClick={props.onRetry}>{props.label}</ActionButton>
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

/** A confirmation: the check mark and what is now true (and what the server added), announced when it appears. */
function Confirmed(props: { children: ReactNode; details?: ReactNode }) {
  return (
    <div className="panel panel--success confirmed" role="status">
      <CheckMark />
      <div className="confirmed__text">
        <p className="panel__lead">{props.children}</p>
        {props.details}
      </div>
    </div>
  )
}

/**
 * The result page pattern (docs/patterns.md): what a person did has worked. The heading says so, the confirmation
 * (check mark, what is now true) is announced, a sentence or two may follow, then the next step as the one
 * primary action (`action`), then the other links.
 */
export function ResultPage(props: {
  titleKey: MessageKey
  confirmation: ReactNode
  /** More inside the confirmation (the server's own words). */
  details?: ReactNode
  children?: ReactNode
  action?: ReactNode
  /** `<li>` items under the action. */
  links?: ReactNode
}) {
  return (
    <Column>
      <PageHeading titleKey={props.titleKey} />
      <Confirmed details={props.details}>{props.confirmation}</Confirmed>
      {props.children}
      {props.action}
      {props.links ? <PageLinks>{props.links}</PageLinks> : null}
    </Column>
  )
}

/**
 * A link whose address is not one the portal can read (a token cut short, a missing part): nothing is sent to
 * the server. A reset or activation link offers a new one; any link offers the way to sign in.
 */
export function InvalidLinkView({ offerNewLink }: { offerNewLink: boolean }) {
  const t = useText()
  return (
    <LinkProblem
      titleKey="LINK_NOT_VALID_TITLE"
      message={t('LINK_NOT_VALID_TEXT')}
      action={offerNewLink ? <ButtonLink to={linkTo('forgot')}>{t('GET_NEW_LINK')}</ButtonLink> : null}
    >
      <li>
        <AppLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</AppLink>
      </li>
    </LinkProblem>
  )
}
