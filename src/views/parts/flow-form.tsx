import type { ReactNode } from 'react'
import { useFormMounted } from './form-mounted'

/**
 * Every flow's form: the browser's own validation is off (the machine validates, and says so in the page's
 * words), the form says when it is busy, and submitting sends the machine one `user.submit`. What was typed
 * into the prerendered page before the app ran reaches the machine once the screen's actor has started (after
 * this commit's effects, the screen's own among them).
 */
export function FlowForm(props: { busy: boolean; onSubmit: () => void; children: ReactNode }) {
  useFormMounted()
  return (
    <form
      className="form"
      noValidate
      aria-busy={props.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      {props.children}
    </form>
  )
}
