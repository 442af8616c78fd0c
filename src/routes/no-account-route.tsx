import { NoAccountView } from '../views/no-account'

export default function NoAccountRoute() {
  return <NoAccountView />
}
