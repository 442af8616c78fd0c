import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { LiveStatus, useLongBusy } from './busy'

/**
 * What a form does at the first sign that someone means to use it (focus or input inside it, a pointer over
 * it): start loading the code its first call needs, which no page needs to paint (decision 015). The person
 * still has to fill the form in, so that code is in flight, usually here, by the time they submit; a submit
 * before it arrives waits for it inside the call's time limit. The app provides the transport's loader; a
 * screen whose calls live in a chunk of their own (sign-in) provides one that loads them too.
 */
export const PrepareCallsContext = createContext<() => void>(() => {})

/**
 * What a form's fields say to someone who cannot see them: `announce(words)` hands words to the form's one polite
 * live region (FlowForm), for a message that appears as a person leaves a field (docs/decisions/035). Outside a
 * form, nothing is said.
 */
const AnnounceContext = createContext<(words: string) => void>(() => {})

export const useAnnounce = (): ((words: string) => void) => useContext(AnnounceContext)

/**
 * How long words stay in the live region once handed over: screen readers take them as they change, so they are
 * then removed, and a person who later reads the page hears the message once, beside its field.
 */
const ANNOUNCED_FOR_MS = 5000

/**
 * Every flow's form: the browser's own validation is off (the machine validates, and says so in the page's
 * words), the form says when it is busy, and a submit hands the view what the form holds at that moment
 * (`FormData`), which the view sends its flow as `user.submit`. The fields hold their own values
 * (docs/decisions/022), so whatever put them there (typing, a password manager, an autofill, the browser's
 * restoration, typing into the prerendered page before the app ran) is what is sent.
 *
 * Beside the form, its one live region (docs/decisions/035): `busyText` once the form has been busy for a while
 * (useLongBusy), gone in the render that shows the answer; otherwise what a field announced. Outside the form,
 * whose `aria-busy` asks assistive technology to hold back what changes inside it until it is done.
 */
export function FlowForm(props: {
  busy: boolean
  /** What is said while the form is busy for longer than a moment ("Signing you in…"). */
  busyText?: string
  onSubmit: (form: FormData) => void
  children: ReactNode
}) {
  useFormMounted()
  const prepareCalls = useContext(PrepareCallsContext)
  const form = useRef<HTMLFormElement>(null)
  const prepared = useRef(false)
  const prepare = () => {
    if (prepared.current) return
    prepared.current = true
    prepareCalls()
  }
  // Focus already in the form when React took it over: clicked or tabbed into before the app ran.
  useEffect(() => {
    if (form.current?.contains(document.activeElement) === true) prepare()
  })
  const longBusy = useLongBusy(props.busy)
  const [announced, setAnnounced] = useState<string | null>(null)
  useEffect(() => {
    if (announced === null) return
    const timer = setTimeout(() => setAnnounced(null), ANNOUNCED_FOR_MS)
    return () => clearTimeout(timer)
  }, [announced])
  const said = longBusy && props.busyText !== undefined ? props.busyText : (announced ?? '')
  return (
    <>
      <form
        ref={form}
        className="form"
        noValidate
        aria-busy={props.busy || undefined}
        onFocus={prepare}
        onInput={prepare}
        onPointerOver={prepare}
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit(new FormData(event.currentTarget))
        }}
      >
        <AnnounceContext value={setAnnounced}>{props.children}</AnnounceContext>
      </form>
      <LiveStatus message={said} />
    </>
  )
}

/**
 * Reading a submitted form (docs/decisions/022): a submit sends what the form holds at that moment, whoever put
 * it there (typing, a password manager, an autofill, the browser's own restoration). Each view turns this into its
 * flow's `user.submit` values; a field's name is its id.
 */

/** The text a field (input or select) of the form holds; '' when the form has no such field. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** Whether a checkbox of the form is ticked: an unticked box is not in the form's data at all. */
export const isTicked = (form: FormData, name: string): boolean => form.has(name)

/**
 * What the page does when a form has been mounted (or hydrated) and its screen's actor has started: on a
 * prerendered page, main.tsx tells the head script that the app has started, which sends a submit it held
 * (decision 026).
 */
export const FormMountedContext = createContext<() => void>(() => {})

/** For a form: tells the page once it is React's and its actor runs (after this commit's effects). */
function useFormMounted(): void {
  const onMounted = useContext(FormMountedContext)
  useEffect(() => {
    let mounted = true
    queueMicrotask(() => mounted && onMounted())
    return () => {
      mounted = false
    }
  }, [onMounted])
}
