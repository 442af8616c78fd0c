/** The environment a flow's wiring is given (src/screens/flow.tsx), for tests that create a flow without a page. */
import type { PortalConfig } from '../../src/config'
import { STAND_INS } from '../../src/config'
import type { Locale } from '../../src/i18n/locale'
import type { FlowEnvironment } from '../../src/screens/flow'

export function flowEnvironment(
  given: { navigate?: FlowEnvironment['navigate']; locale?: Locale; config?: Partial<PortalConfig> } = {},
): FlowEnvironment {
  return {
    navigate: given.navigate ?? (() => {}),
    locale: () => given.locale ?? 'en-CA',
    config: { ...STAND_INS, ...given.config },
  }
}
