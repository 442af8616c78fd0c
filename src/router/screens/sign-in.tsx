import { useState } from 'react'
import { useSearch } from 'wouter'
import type { SignInPage } from '../../../machines/shared/sign-in-page'
import { takeFlashedGenericError } from '../../browser/flash'
import { currentRedirectPolicy } from '../../browser/navigation'
import { appTokenToReplay } from '../../browser/storage'
import { createSignInFlow, prepareSignInCalls } from '../../flows/sign-in'
import { useFlowActor } from '../../shell/use-flow-actor'
import type { ScreenProps } from '../../urls/routes'
import { parseSignInQuery } from '../../urls/sign-in-params'
import { PrepareCallsContext } from '../../views/parts/flow-form'
import { SignInView } from '../../views/sign-in'

/**
 * '', sdmylife and {branding}: the login guard's auto sign-in is the machine's first state, at most once per page
 * load. Another branding is another sign-in: the machine takes the sign-in page as its input.
 */
export default function SignInScreen({ signInPage }: ScreenProps<'sign-in'>) {
  return (
    <SignIn
      key={signInPage.kind === 'branded' ? signInPage.branding : signInPage.kind}
      signInPage={signInPage}
    />
  )
}

function SignIn({ signInPage }: { signInPage: SignInPage }) {
  const query = parseSignInQuery(useSearch())
  const [arrivedWithError] = useState(takeFlashedGenericError)
  // Read once per mount; replayed at most once per page load (storage.ts, flows/sign-in.ts).
  const [savedAppToken] = useState(appTokenToReplay)
  const actor = useFlowActor(createSignInFlow, {
    signInPage,
    redirect: query.redirect,
    timedOut: query.timedOut,
    arrivedWithError,
    savedAppToken,
    redirectPolicy: currentRedirectPolicy(),
  })
  return (
    <PrepareCallsContext value={prepareSignInCalls}>
      <SignInView actor={actor} />
    </PrepareCallsContext>
  )
}
