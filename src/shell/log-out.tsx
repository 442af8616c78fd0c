import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { logOutMachine } from '../../machines/log-out/log-out.machine'
import { useText } from '../i18n/i18n'
import { useFlowActor, fromCall, type FlowEnvironment } from '../screens/flow'
import { logOut } from '../api/log-out'
import { forgetStoredTokens } from '../kept-in-browser'
import { linkTo } from '../urls/address'

/** Log out with the real server and storage behind it. */
export const createLogOutFlow = (environment: FlowEnvironment) =>
  logOutMachine.provide({
    actors: {
      endSession: fromCall<unknown, unknown>(environment, (_input, signal) => logOut(signal)),
    },
    actions: {
      forgetStoredTokens: () => forgetStoredTokens(),
      goToSignIn: () => environment.navigate(linkTo('signIn'), { replace: true }),
    },
  })

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
