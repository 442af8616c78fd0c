import { useSearch } from 'wouter'
import { currentRedirectPolicy } from '../../browser/navigation'
import { createResetPasswordFlow } from '../../flows/reset-password'
import { useFlowActor } from '../../shell/use-flow-actor'
import { parseHigherEdQuery } from '../../urls/link-params'
import type { ScreenProps } from '../../urls/routes'
import { InvalidLinkView } from '../../views/invalid-link'
import { ResetPasswordView } from '../../views/reset-password'

/** `/reset/{token}/{resetType}`: set a new password, or activate an account. */
export default function ResetPasswordScreen({ params }: ScreenProps<'reset-password'>) {
  const search = useSearch()
  if (params === null) return <InvalidLinkView offerNewLink />
  const { token, resetType } = params
  return (
    <ResetPassword
      key={`${token}/${resetType}`}
      token={token}
      resetType={resetType}
      higherEd={resetType === 'HigherEdActivation' ? parseHigherEdQuery(search) : null}
    />
  )
}

function ResetPassword(props: {
  token: string
  resetType: string
  higherEd: { email: string; schoolName: string } | null
}) {
  const actor = useFlowActor(createResetPasswordFlow, { ...props, redirectPolicy: currentRedirectPolicy() })
  return <ResetPasswordView actor={actor} />
}
