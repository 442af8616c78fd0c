import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { logOutMachine } from '../../machines/log-out/log-out.machine'
import { createLogOutFlow } from '../flows/log-out'
import { useText } from '../i18n/use-text'
import { useFlowActor } from './use-flow-actor'

/** The dual-login header's way out: ends the session even when the server cannot be reached. */
export function LogOutButton({ actor }: { actor: ActorRefFrom<typeof logOutMachine> }) {
  const t = useText()
  const busy = useSelector(actor, (state) => !state.matches('signedIn'))
  return (
    <button
      type="button"
      className="header__control"
      aria-disabled={busy || undefined}
      onClick={() => actor.send({ type: 'user.logOut' })}
    >
      {busy ? t('LOGGING_OUT') : t('LOG_OUT')}
    </button>
  )
}

export default function LogOut() {
  return <LogOutButton actor={useFlowActor(createLogOutFlow)} />
}
