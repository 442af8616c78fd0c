import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/message-keys'
import { Column, PageHeading, PageLinks } from './page'

/**
 * The form page pattern (docs/patterns.md): one task in the column. The heading; then what the page has to say
 * before anything else (`messages`: a notice, the error summary, which takes focus); one sentence of help
 * (`lead`); the form, or the one button the page asks for (`children`); and the other ways on below (`links`).
 */
export function FormPage(props: {
  titleKey: MessageKey
  messages?: ReactNode
  lead?: ReactNode
  children: ReactNode
  /** `<li>` items under the form. */
  links?: ReactNode
  width?: 'form' | 'wide'
}) {
  return (
    <Column width={props.width}>
      <PageHeading titleKey={props.titleKey} />
      {props.messages}
      {props.lead === undefined ? null : <p className="lead">{props.lead}</p>}
      {props.children}
      {props.links ? <PageLinks>{props.links}</PageLinks> : null}
    </Column>
  )
}
