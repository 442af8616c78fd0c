import { NoAccountView } from '../../views/no-account'

export default function NoAccountScreen() {
  return <NoAccountView />
}
