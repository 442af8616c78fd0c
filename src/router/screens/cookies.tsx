/**
 * /cookies (docs/decisions/031): what the portal keeps in the browser, and the analytics choice, changed at any
 * time, with the real choice and analytics tag behind its form.
 */
import { analyticsHere, browserRefusesTracking, keptChoice } from '../../browser/analytics-consent'
import { config } from '../../config'
import { createCookieSettingsFlow } from '../../flows/cookie-settings'
import { useLocale } from '../../i18n/locale-context'
import { useFlowActor } from '../../shell/use-flow-actor'
import type { ScreenProps } from '../../urls/routes'
import { CookiesView } from '../../views/cookies'

export default function CookiesScreen(_props: ScreenProps<'cookies'>) {
  const { site } = useLocale()
  const kept = keptChoice()
  const actor = useFlowActor(() => createCookieSettingsFlow(site, config.analytics), {
    keptChoice: kept,
  })
  return (
    <CookiesView
      actor={actor}
      analytics={analyticsHere(site, config.analytics)}
      browserRefuses={browserRefusesTracking() && kept === null}
    />
  )
}
