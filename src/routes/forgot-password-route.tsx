import { useActorRef } from '@xstate/react'
import type { PageVariant } from '../../machines/shared/page-variant'
import { flowInspector } from '../dev/flow-inspector'
import { forgotPasswordFlow } from '../flows/forgot-password'
import { ForgotPasswordView } from '../views/forgot-password'

export default function ForgotPasswordRoute({ variant }: { variant: PageVariant }) {
  const actor = useActorRef(forgotPasswordFlow, { inspect: flowInspector })
  return <ForgotPasswordView actor={actor} variant={variant} />
}
