import type { RedirectPolicy } from '../../../machines/shared/redirect-policy'
import { useAddress, usePage } from '../../page'
import { queryValue, linkTo } from '../../urls/address'
import { useFlowActor, type FlowEnvironment, redirectToDestination } from '../flow'
import { AwaitsAnswer, WaitingPage } from '../parts/busy'
import { SendToErrorPage, FormPage } from '../parts/page'
import {
  switchAccountMachine,
  type SwitchAccountInput,
  type WorkspacesOutcome,
  WORKSPACE_TYPES,
  type WorkspaceType,
} from '../../../machines/switch-account/switch-account.machine'
import { loadWorkspaces } from '../../api/switch-account'
import { flashGenericError } from '../../browser/handover'
import { firstCallActor, startFirstCalls, type ArrivingPage } from '../first-call'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { type MessageKey, useText } from '../../i18n/i18n'
import { ErrorSummary } from '../parts/errors'
import { CheckMark } from '../parts/link-page'

/** The calls that change nothing on the server: reading the key's workspaces. */
const readOnly = {
  loadWorkspaces: (input: { k: string }, signal?: AbortSignal) => loadWorkspaces(input.k, signal),
}

/** On arrival, before the page renders: the workspaces (decision 019). */
export const startSwitchAccountCalls = (input: SwitchAccountInput) =>
  startFirstCalls(switchAccountMachine, input, readOnly)

/** The workspace chooser with the real server and browser behind it. */
export const createSwitchAccountFlow = ({ navigate, config }: FlowEnvironment) =>
  switchAccountMachine.provide({
    actors: {
      loadWorkspaces: firstCallActor<WorkspacesOutcome, { k: string }>(
        { config },
        'loadWorkspaces',
        readOnly.loadWorkspaces,
      ),
    },
    actions: {
      redirectToDestination,
      leaveWithGenericError: () => {
        flashGenericError()
        navigate(linkTo('signIn'), { replace: true })
      },
    },
  })

export type SwitchAccountActor = ActorRefFrom<typeof switchAccountMachine>

const WORKSPACE_TEXT: Record<WorkspaceType, { name: MessageKey; text: MessageKey }> = {
  Educator: { name: 'WORKSPACE_EDUCATOR', text: 'WORKSPACE_EDUCATOR_TEXT' },
  InspireUser: { name: 'WORKSPACE_INSPIRE', text: 'WORKSPACE_INSPIRE_TEXT' },
  HigherEd: { name: 'WORKSPACE_HIGHERED', text: 'WORKSPACE_HIGHERED_TEXT' },
  Family: { name: 'WORKSPACE_FAMILY', text: 'WORKSPACE_FAMILY_TEXT' },
  Student: { name: 'WORKSPACE_STUDENT', text: 'WORKSPACE_STUDENT_TEXT' },
}

/** /switchaccount?k=: one card per workspace, the one the person came from marked. */
export function SwitchAccountView({ actor }: { actor: SwitchAccountActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot

  if (snapshot.matches('loading') || snapshot.matches('leaving')) {
    return (
      <WaitingPage
        titleKey="SELECT_WORKSPACE"
        lead={t('SELECT_WORKSPACE_INTRO')}
        message={t('LOADING_WORKSPACES')}
        width="wide"
      />
    )
  }
  if (snapshot.matches('redirecting')) {
    return <WaitingPage titleKey="SELECT_WORKSPACE" message={t('REDIRECTING')} width="wide" />
  }

  return (
    <FormPage
      titleKey="SELECT_WORKSPACE"
      width="wide"
      messages={
        <ErrorSummary
          fieldErrors={[]}
          problem={snapshot.matches({ choosing: 'refused' }) ? t('GENERIC_ERROR') : null}
        />
      }
      lead={t('SELECT_WORKSPACE_INTRO')}
    >
      <ul className="workspaces">
        {/* In the spec's order, whatever order the server lists them in. */}
        {[...context.workspaces]
          .sort((a, b) => WORKSPACE_TYPES.indexOf(a.type) - WORKSPACE_TYPES.indexOf(b.type))
          .map((workspace) => {
            const text = WORKSPACE_TEXT[workspace.type]
            const current = workspace.type === context.current
            const headingId = `workspace-${workspace.type.toLowerCase()}`
            return (
              <li key={workspace.type} className={current ? 'workspace workspace--current' : 'workspace'}>
                <h2 id={headingId} className="workspace__name">
                  {t(text.name)}
                </h2>
                <p className="workspace__text">{t(text.text)}</p>
                {current ? (
                  <p className="workspace__current">
                    <CheckMark />
                    {t('CAME_FROM_WORKSPACE')}
                  </p>
                ) : null}
                <button
                  type="button"
                  className={current ? 'button button--secondary' : 'button button--primary'}
                  aria-label={t('SELECT_NAMED_WORKSPACE', { workspace: t(text.name) })}
                  onClick={() => actor.send({ type: 'user.select', workspace: workspace.type })}
                >
                  {t('SELECT')}
                </button>
              </li>
            )
          })}
      </ul>
    </FormPage>
  )
}

const keyIn = (search: string) => queryValue(search, 'k')?.trim() ?? ''

/** What the flow starts from: the key, and the page that sent the person here (none while prerendering). */
const flowInput = (k: string, redirectPolicy: RedirectPolicy): SwitchAccountInput => {
  const referrer = typeof document === 'undefined' ? '' : document.referrer
  return {
    k,
    // The page that sent the person here, to mark the workspace they came from (docs/decisions/010).
    cameFrom: referrer === '' ? null : referrer,
    redirectPolicy,
  }
}

/** On arrival, before the page renders: the workspaces are asked for (decision 019). */
export function arrival(_props: unknown, search: string, page: ArrivingPage): void {
  const k = keyIn(search)
  if (k !== '') startSwitchAccountCalls(flowInput(k, page.redirectPolicy))
}

function Chooser({ k }: { k: string }) {
  const { redirectPolicy } = usePage()
  const actor = useFlowActor(createSwitchAccountFlow, flowInput(k, redirectPolicy))
  return (
    <AwaitsAnswer>
      <SwitchAccountView actor={actor} />
    </AwaitsAnswer>
  )
}

/** /switchaccount?k=: without a key there is nothing to choose from, so the error page (spec section 2). */
export default function SwitchAccountScreen() {
  const k = keyIn(useAddress().search)
  if (k === '') return <SendToErrorPage />
  return <Chooser key={k} k={k} />
}
