import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { afterGesture } from './after-gesture'
import { useFormMounted } from './form-mounted'

/**
 * What a form does at the first sign that someone means to use it (focus or input inside it, a pointer over
 * it): start loading the code its first call needs, which no page needs to paint (decision 015). The person
 * still has to fill the form in, so that code is in flight, usually here, by the time they submit; a submit
 * before it arrives waits for it inside the call's time limit. The app provides the transport's loader; a
 * screen whose calls live in a chunk of their own (sign-in) provides one that loads them too.
 */
export const PrepareCallsContext = createContext<() => void>(() => {})

/** Hands the flow what one field holds, if it is not what the flow has; `skip` is a control left to itself. */
type Field = (skip: EventTarget | null) => void

const FieldsContext = createContext<Set<Field> | null>(null)

/**
 * Events before which every field hands over what it holds (docs/decisions/022): anything that may render the
 * form again, which would put the rendered value back into a field that holds another. A control's own `input`
 * and `click` (a checkbox's change) reach its onChange anyway, so that control is skipped.
 */
const BEFORE = ['input', 'click', 'keydown', 'focusout', 'pageshow']

function handOver(fields: ReadonlySet<Field>, before?: Event): void {
  const own = before?.type === 'input' || before?.type === 'click' ? before.target : null
  for (const field of fields) field(own)
}

/**
 * For a field of a FlowForm: the ref for its control, and the value to render. A password manager, an autofill
 * or the browser's own restoration (Back, a reload) can put a value in without an input event: React never calls
 * onChange, the flow keeps '', and any render puts '' back. So the control's value (`read`) is compared with what
 * it was last given, and when it differs:
 * - at a render, whatever caused it (an event, an answer, code arriving), it is what is rendered, and is given to
 *   `onChange` as typing would have, once the render is committed;
 * - at submit, before any event that may render the form again (leaving a field among them), after mounting and
 *   on pageshow, it is given to `onChange` (docs/decisions/022).
 * What it has handed over counts as given, so nothing is sent twice. Reading the control during render is the
 * one way to keep React from putting the old value back: it only reads.
 */
export function useFieldHolds<TControl extends HTMLInputElement | HTMLSelectElement, TValue>(
  rendered: TValue,
  onChange: (value: TValue) => void,
  read: (control: TControl) => TValue,
): { control: RefObject<TControl | null>; value: TValue } {
  const fields = useContext(FieldsContext)
  const control = useRef<TControl>(null)
  const given = useRef(rendered)
  // eslint-disable-next-line react-hooks/refs -- read-only, and the one way to render what the field holds (above).
  const held = control.current === null ? given.current : read(control.current)
  // eslint-disable-next-line react-hooks/refs -- as above.
  const value = held === given.current ? rendered : held
  useLayoutEffect(() => {
    given.current = value
    if (value !== rendered) onChange(value)
    const field: Field = (skip) => {
      if (control.current === null || control.current === skip) return
      const now = read(control.current)
      if (now === given.current) return
      given.current = now
      onChange(now)
    }
    fields?.add(field)
    return () => void fields?.delete(field)
  })
  return { control, value }
}

/**
 * Every flow's form: the browser's own validation is off (the machine validates, and says so in the page's
 * words), the form says when it is busy, and submitting sends the machine what the fields hold, then one
 * `user.submit`. What was typed into the prerendered page before the app ran reaches the machine once the
 * screen's actor has started (after this commit's effects, the screen's own among them).
 */
export function FlowForm(props: { busy: boolean; onSubmit: () => void; children: ReactNode }) {
  useFormMounted()
  const prepareCalls = useContext(PrepareCallsContext)
  const form = useRef<HTMLFormElement>(null)
  const prepared = useRef(false)
  const [fields] = useState(() => new Set<Field>())
  const prepare = () => {
    if (prepared.current) return
    prepared.current = true
    prepareCalls()
  }
  // Focus already in the form when React took it over: clicked or tabbed into before the app ran.
  useEffect(() => {
    if (form.current?.contains(document.activeElement) === true) prepare()
  })
  useEffect(() => {
    // A field left by pressing a button: after the click, as its leave is (decision 003), so that a message going
    // away does not move the button from under the pointer; before the leave, which was queued after this.
    const before = (event?: Event) =>
      event?.type === 'focusout' ? afterGesture(() => handOver(fields)) : handOver(fields, event)
    // Once the actor runs, what the fields hold: restored by the browser, or typed before the app took the page
    // over (queued after useFormMounted's, which puts what early-input.ts held back into the fields).
    queueMicrotask(before)
    // On the window, capturing: before React's own listeners, and for events anywhere (the language toggle too).
    for (const type of BEFORE) window.addEventListener(type, before, true)
    return () => {
      for (const type of BEFORE) window.removeEventListener(type, before, true)
    }
  }, [fields])
  return (
    <FieldsContext value={fields}>
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
          handOver(fields)
          props.onSubmit()
        }}
      >
        {props.children}
      </form>
    </FieldsContext>
  )
}
