import { createForgotPasswordFlow } from '../../flows/forgot-password'
import { useFlowActor } from '../../shell/use-flow-actor'
import type { ScreenProps } from '../../urls/routes'
import { ForgotPasswordView } from '../../views/forgot-password'

/** /forgot, /forgot/sdmylife and /forgot/{branding}: the sign-in page only decides where 'back to sign in' leads. */
export default function ForgotPasswordScreen({ signInPage }: ScreenProps<'forgot-password'>) {
  const actor = useFlowActor(createForgotPasswordFlow)
  return <ForgotPasswordView actor={actor} signInPage={signInPage} />
}
