/** The guidance pages: no state, no call, only what the address says. One module, loaded on demand. */
import type { ComponentType } from 'react'
import { useAddress } from '../../page'
import { queryValue, linkTo } from '../../urls/address'
import type { ScreenProps } from '../../urls/routes'
import { type MessageKey, useText } from '../../i18n/i18n'
import { LinkProblem } from '../parts/link-page'
import { AppLink } from '../parts/page'

/**
 * A page that tells a person why the portal cannot take them further and what to do instead: the
 * parent-not-found and educator-not-found pages, and the error page. It is the link problem pattern: the problem
 * as the heading, what to do, and the way back to sign in.
 */
function GuidancePage(props: { titleKey: MessageKey; messageKey: MessageKey }) {
  const t = useText()
  return (
    <LinkProblem titleKey={props.titleKey} message={t(props.messageKey)}>
      <li>
        <AppLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</AppLink>
      </li>
    </LinkProblem>
  )
}

/** /parent: a parent the product does not know yet (spec section 2). */
export function ParentNotFoundView() {
  return <GuidancePage titleKey="PARENT_NOT_FOUND_TITLE" messageKey="PARENT_NOT_FOUND_TEXT" />
}

/** /educatornotfound: the same for an educator. */
export function EducatorNotFoundView() {
  return <GuidancePage titleKey="EDUCATOR_NOT_FOUND_TITLE" messageKey="EDUCATOR_NOT_FOUND_TEXT" />
}

/** Codes 100 and 401 mean the page does not exist (or is not theirs); any other code, or none, an SSO failure. */
export function errorMessageFor(code: string | null): MessageKey {
  const trimmed = code?.trim() ?? ''
  return trimmed === '100' || trimmed === '401'
    ? 'PAGE_DOES_NOT_EXIST_ERROR'
    : 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'
}

/** /error?code=: where single sign-on and other hosts send a person when something failed. */
export function ErrorView(props: { code: string | null }) {
  return <GuidancePage titleKey="ERROR_TITLE" messageKey={errorMessageFor(props.code)} />
}

/** /registrationnotallowed: single sign-on worked, but this identity may not ask for an account here. */
export function RegistrationNotAllowedView() {
  return <GuidancePage titleKey="REGISTRATION_NOT_ALLOWED_TITLE" messageKey="REGISTRATION_NOT_ALLOWED_TEXT" />
}

function ErrorPage() {
  return <ErrorView code={queryValue(useAddress().search, 'code')} />
}

const PAGES = {
  error: ErrorPage,
  parentNotFound: ParentNotFoundView,
  educatorNotFound: EducatorNotFoundView,
  registrationNotAllowed: RegistrationNotAllowedView,
} satisfies Record<ScreenProps<'guidance'>['route'], ComponentType>

export default function GuidanceScreen({ route }: ScreenProps<'guidance'>) {
  const Page = PAGES[route]
  return <Page />
}
