/** The guidance pages: no state, no call, only what the address says. */
import { useSearch } from 'wouter'
import { EducatorNotFoundView, ErrorView, ParentNotFoundView } from '../views/not-found-pages'

export function ErrorRoute() {
  return <ErrorView code={new URLSearchParams(useSearch()).get('code')} />
}

export { EducatorNotFoundView as EducatorNotFoundRoute, ParentNotFoundView as ParentNotFoundRoute }
