/** The guidance pages: no state, no call, only what the address says. One module, loaded on demand. */
import type { ComponentType } from 'react'
import { useSearch } from 'wouter'
import type { ScreenProps } from '../../urls/routes'
import {
  EducatorNotFoundView,
  ErrorView,
  ParentNotFoundView,
  RegistrationNotAllowedView,
} from '../../views/guidance'

function ErrorPage() {
  return <ErrorView code={new URLSearchParams(useSearch()).get('code')} />
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
