import type { PageVariant } from '../../machines/shared/page-variant'
import { createForgotPasswordFlow } from '../flows/forgot-password'
import { ForgotPasswordView } from '../views/forgot-password'
import { useFlowActor } from '../shell/use-flow-actor'

export default function ForgotPasswordRoute({ variant }: { variant: PageVariant }) {
  const actor = useFlowActor(createForgotPasswordFlow)
  return <ForgotPasswordView actor={actor} variant={variant} />
}
