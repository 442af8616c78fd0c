/** The guidance pages: no state, no call, only what the address says. One module, loaded on demand. */
import { useSearch } from 'wouter'
import {
  EducatorNotFoundView,
  ErrorView,
  ParentNotFoundView,
  RegistrationNotAllowedView,
} from '../views/not-found-pages'

function ErrorRoute() {
  return <ErrorView code={new URLSearchParams(useSearch()).get('code')} />
}

const GUIDANCE_PAGES = {
  error: ErrorRoute,
  parentNotFound: ParentNotFoundView,
  educatorNotFound: EducatorNotFoundView,
  registrationNotAllowed: RegistrationNotAllowedView,
} as const

export type GuidancePage = keyof typeof GUIDANCE_PAGES

export default function GuidanceRoute({ page }: { page: GuidancePage }) {
  const Page = GUIDANCE_PAGES[page]
  return <Page />
}
