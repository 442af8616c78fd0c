import { Component, type ReactNode } from 'react'
import { useText } from '../i18n/i18n'
import { ErrorSummary } from '../screens/parts/errors'
import { signalStartFailed } from '../start/protocol'

/**
 * It takes the place of the screen the person asked for: an error summary says so and takes focus, as a form's
 * does (docs/decisions/035), with a way to try again under it.
 */
function LoadFailed() {
  const t = useText()
  return (
    <>
      <ErrorSummary problem={t('PAGE_LOAD_FAILED')} />
      <p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {t('TRY_AGAIN')}
        </button>
      </p>
    </>
  )
}

/**
 * Screens other than sign-in load on demand; if their code cannot be fetched (offline, a deploy replaced the
 * files), the page says so and offers a reload instead of going blank. While the page is still starting (a
 * prerendered screen whose code did not come), the head script says it for the whole page (decision 026).
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    signalStartFailed({ reason: 'code', error })
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children
  }
}
