import { useSearch } from 'wouter'
import type { ResetPasswordInput } from '../../../machines/reset-password/reset-password.types'
import { currentRedirectPolicy } from '../../browser/navigation'
import { createResetPasswordFlow, startResetPasswordCalls } from '../../flows/reset-password'
import type { Locale } from '../../i18n/locale'
import { useFlowActor } from '../../shell/use-flow-actor'
import { parseHigherEdQuery } from '../../urls/link-params'
import type { ScreenProps } from '../../urls/routes'
import { InvalidLinkView } from '../../views/invalid-link'
import { AwaitsAnswer } from '../../views/parts/busy'
import { ResetPasswordView } from '../../views/reset-password'

type ResetParams = NonNullable<ScreenProps<'reset-password'>['params']>

/** What the flow starts from: the link, and for a higher-education activation what its query shows. */
const flowInput = ({ token, resetType }: ResetParams, search: string): ResetPasswordInput => ({
  token,
  resetType,
  higherEd: resetType === 'HigherEdActivation' ? parseHigherEdQuery(search) : null,
  redirectPolicy: currentRedirectPolicy(),
})

/** On arrival, before the page renders: the link's check starts (decision 019). */
export function arrival({ params }: ScreenProps<'reset-password'>, search: string, locale: Locale): void {
  if (params !== null) startResetPasswordCalls(flowInput(params, search), locale)
}

/** `/reset/{token}/{resetType}`: set a new password, or activate an account. */
export default function ResetPasswordScreen({ params }: ScreenProps<'reset-password'>) {
  const search = useSearch()
  if (params === null) return <InvalidLinkView offerNewLink />
  return <ResetPassword key={`${params.token}/${params.resetType}`} input={flowInput(params, search)} />
}

function ResetPassword({ input }: { input: ResetPasswordInput }) {
  const actor = useFlowActor(createResetPasswordFlow, input)
  return (
    <AwaitsAnswer>
      <ResetPasswordView actor={actor} />
    </AwaitsAnswer>
  )
}
