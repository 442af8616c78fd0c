import * as v from 'valibot'
import { useParams } from 'wouter'
import { registrationSentTo } from '../browser/registration-sent'
import { createRegistrationFlow } from '../flows/registration'
import { RegistrationSentView, RegistrationView } from '../views/registration'
import { SsoKeyParamsSchema } from './link-params'
import { ToSignIn } from './redirects'
import { ToErrorPage } from './to-error-page'
import { useFlowActor } from './use-flow-actor'

function Registration({ k }: { k: string }) {
  const actor = useFlowActor(createRegistrationFlow, { k })
  return <RegistrationView actor={actor} />
}

/** /registration/{k}; /registration without a usable key has no identity to register: the error page. */
function RegistrationForm() {
  const parsed = v.safeParse(SsoKeyParamsSchema, useParams())
  if (!parsed.success) return <ToErrorPage />
  return <Registration key={parsed.output.k} k={parsed.output.k} />
}

/** /registrationconfirmation: only after a request was sent in this tab; reached directly, sign-in. */
function RegistrationSent() {
  const email = registrationSentTo()
  if (email === null) return <ToSignIn />
  return <RegistrationSentView email={email} />
}

export default function RegistrationRoute({ page }: { page: 'form' | 'sent' }) {
  return page === 'sent' ? <RegistrationSent /> : <RegistrationForm />
}
