import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { switchAccountMachine } from '../../machines/switch-account/switch-account.machine'
import { WORKSPACE_TYPES, type WorkspaceType } from '../../machines/switch-account/switch-account.types'
import type { MessageKey } from '../i18n/message-keys'
import { useText } from '../i18n/use-text'
import { WaitingPage } from './parts/busy'
import { ErrorSummary } from './parts/error-summary'
import { CheckMark } from './parts/link-page'
import { FormPage } from './parts/form-page'

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
