import * as v from 'valibot'
import { useParams, useSearch } from 'wouter'
import { currentRedirectPolicy } from '../browser/navigation'
import { createResetPasswordFlow } from '../flows/reset-password'
import { InvalidLinkView } from '../views/invalid-link'
import { ResetPasswordView } from '../views/reset-password'
import { parseHigherEdQuery, ResetParamsSchema } from '../urls/link-params'
import { useFlowActor } from '../shell/use-flow-actor'

/** `/reset/{token}/{resetType}`: set a new password, or activate an account. */
export default function ResetPasswordRoute() {
  const params = v.safeParse(ResetParamsSchema, useParams())
  const search = useSearch()
  if (!params.success) return <InvalidLinkView offerNewLink />
  const { token, resetType } = params.output
  return (
    <ResetPasswordScreen
      key={`${token}/${resetType}`}
      token={token}
      resetType={resetType}
      higherEd={resetType === 'HigherEdActivation' ? parseHigherEdQuery(search) : null}
    />
  )
}

function ResetPasswordScreen(props: {
  token: string
  resetType: string
  higherEd: { email: string; schoolName: string } | null
}) {
  const actor = useFlowActor(createResetPasswordFlow, { ...props, redirectPolicy: currentRedirectPolicy() })
  return <ResetPasswordView actor={actor} />
}
