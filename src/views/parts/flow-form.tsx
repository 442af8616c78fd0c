import type { ReactNode } from 'react'

/**
 * Every flow's form: the browser's own validation is off (the machine validates, and says so in the page's
 * words), the form says when it is busy, and submitting sends the machine one `user.submit`.
 */
export function FlowForm(props: { busy: boolean; onSubmit: () => void; children: ReactNode }) {
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
