import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { useSearch } from 'wouter'
import type { PageVariant } from '../../machines/shared/page-variant'
import { currentRedirectPolicy } from '../browser/navigation'
import { readAppToken } from '../browser/storage'
import { flowInspector } from '../dev/flow-inspector'
import { createSignInFlow } from '../flows/sign-in'
import { SignInView } from '../views/sign-in'
import { useNavigate } from './navigate'
import { useLatest } from './use-latest'
import { parseSignInQuery } from './params'

/** '', sdmylife and {branding}: the login guard's auto sign-in is the machine's first state. */
export function SignInRoute({ variant }: { variant: PageVariant }) {
  const navigate = useLatest(useNavigate())
  const [flow] = useState(() => createSignInFlow(navigate))
  const query = parseSignInQuery(useSearch())
  const actor = useActorRef(flow, {
    input: {
      variant,
      redirect: query.redirect,
      timedOut: query.timedOut,
      savedAppToken: readAppToken(),
      redirectPolicy: currentRedirectPolicy(),
    },
    inspect: flowInspector,
  })
  return <SignInView actor={actor} />
}
