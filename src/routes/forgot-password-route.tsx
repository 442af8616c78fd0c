import { useActorRef } from '@xstate/react'
import type { SignInVariant } from '../../machines/sign-in/sign-in.types'
import { flowInspector } from '../dev/flow-inspector'
import { forgotPasswordFlow } from '../flows/forgot-password'
import { ForgotPasswordView } from '../views/forgot-password'

export default function ForgotPasswordRoute({ variant }: { variant: SignInVariant }) {
  const actor = useActorRef(forgotPasswordFlow, { inspect: flowInspector })
  return <ForgotPasswordView actor={actor} variant={variant} />
}
