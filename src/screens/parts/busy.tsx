import { useEffect, useId, useState, type ReactNode } from 'react'
import type { MessageKey } from '../../i18n/i18n'
import { Column, PageHeading } from './page'

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
 * machine ignores the event meanwhile, so pressing it does nothing. Busy, it keeps its look (the spinner says it
 * is working); not available, it looks so (outlined, no fill, still 3:1 against the page). `note`, right under it
 * and tied to it, says why it cannot be used and until when, or that it can now.
 */
export function ActionButton(props: {
  type?: 'submit' | 'button'
  busy?: boolean
  unavailable?: boolean
  /** A line under the button about when it can be used, tied to it as its description. */
  note?: string | null
  /**
   * Whether a live region beside the button holds the note's words at this moment, to announce them: the line is
   * then kept from assistive technology, so a person reading the page hears the words once (docs/decisions/035).
   */
  noteAnnounced?: boolean
  onClick?: () => void
  children: ReactNode
}) {
  const noteId = useId()
  const busy = props.busy === true
  const unavailable = props.unavailable === true && !busy
  const note = props.note ?? null
  const tied = note !== null && props.noteAnnounced !== true
  const button = (
    <button
      type={props.type ?? 'button'}
      className={unavailable ? 'button button--primary button--unavailable' : 'button button--primary'}
      aria-disabled={busy || unavailable || undefined}
      aria-describedby={tied ? noteId : undefined}
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
  if (note === null) return button
  return (
    <>
      {button}
      <p id={noteId} className="button-note" aria-hidden={tied ? undefined : true}>
        {note}
      </p>
    </>
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

/**
 * An always-present polite live region, so what it is given is announced as it changes; seen by no one, so it holds
 * only what the page also shows some other way (a countdown drawn under a button, a spinner). A `div` without a
 * role: `role="status"` made Orca read it "statusbar" wherever the page is read, even empty, and an empty paragraph
 * is read as one (docs/decisions/035).
 */
export function LiveStatus(props: { message: string | null }) {
  return (
    <div className="visually-hidden" aria-live="polite">
      {props.message ?? ''}
    </div>
  )
}

/**
 * How long something may be busy before its words ("Signing you in…") are announced: the spinner shows at once,
 * the words only for a wait a person would wonder about. An answer within it is announced alone, never after words
 * that say the attempt is still going on; Orca takes a live region's words only about 100 ms after they change, so
 * words set just before a quick answer were read after it (docs/decisions/035).
 */
export const BUSY_WORDS_AFTER_MS = 1000

/**
 * Whether something busy has been so for `BUSY_WORDS_AFTER_MS`: false the moment it is not, in the very render the
 * answer is shown in, so its words are gone before the answer is announced.
 */
export function useLongBusy(busy: boolean): boolean {
  const [long, setLong] = useState(false)
  useEffect(() => {
    if (!busy) return
    const timer = setTimeout(() => setLong(true), BUSY_WORDS_AFTER_MS)
    return () => {
      clearTimeout(timer)
      setLong(false)
    }
  }, [busy])
  return busy && long
}

/**
 * The waiting page pattern (docs/patterns.md): a screen that is waiting (checking a link, loading, leaving) keeps
 * its heading, and the wait is shown and announced, never a blank page. `lead` is the sentence the screen opens
 * with once the answer is here, shown from the start where it does not depend on the answer: the page reads as
 * itself at once, and its largest text is painted with the first frame (decision 019).
 */
export function WaitingPage(props: {
  titleKey: MessageKey
  lead?: string
  message: string
  /** The column of the page it waits for, so nothing moves, or grows, when the answer arrives. */
  width?: 'form' | 'wide'
}) {
  return (
    <Column width={props.width}>
      <PageHeading titleKey={props.titleKey} />
      {props.lead === undefined ? null : <p className="lead">{props.lead}</p>}
      <Waiting message={props.message} />
    </Column>
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

/**
 * The spec's 12-line spinner. Decorative: the busy state is announced in words elsewhere. Each line's delay is
 * in styles.css, not a style attribute, which the Content-Security-Policy would block in prerendered HTML.
 */
function Spinner({ size = 20 }: { size?: number }) {
  return (
    <svg
      className="spinner"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: 12 }, (_, line) => (
        <rect key={line} x="11" y="1" width="2" height="6" rx="1" transform={`rotate(${line * 30} 12 12)`} />
      ))}
    </svg>
  )
}
