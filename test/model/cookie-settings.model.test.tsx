import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { cookieSettingsMachine } from '../../machines/cookie-settings/cookie-settings.machine'
import { cookieSettingsPaths } from '../../machines/cookie-settings/cookie-settings.paths'
import type { AnalyticsChoice } from '../../machines/cookie-banner/cookie-banner.machine'
import type { MessageKey } from '../../src/i18n/i18n'
import { CookiesView } from '../../src/screens/cookies/cookies'
import { describeFlowModel, normalized, type Page } from './flow-model'

type SettingsPage = Page<typeof cookieSettingsMachine>

const LABELS: Record<AnalyticsChoice, MessageKey> = {
  accepted: 'COOKIES_CHOICE_YES',
  rejected: 'COOKIES_CHOICE_NO',
}

const chosen = (page: SettingsPage) => page.actor.getSnapshot().context.choice

/** The page: what the portal keeps, and the choice with its answer ticked as the person left it. */
function expectPage(page: SettingsPage) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(normalized(page.text('COOKIES_TITLE')))
  for (const name of ['XSRF-TOKEN', 'portal_analytics_choice', 'appToken', 'auth_token', '_ga', '_ga_*'])
    expect(screen.getByRole('heading', { level: 3, name })).toBeVisible()
  const ticked = chosen(page)
  expect(screen.getByRole('radio', { name: page.text(LABELS[ticked]) })).toBeChecked()
  expect(screen.getByRole('button', { name: page.text('SAVE_COOKIE_SETTINGS') })).toBeVisible()
}

/** Whether the page said "saved" already when Save was last pressed: saved again, focus stays on the button. */
let savedBefore = false

describeFlowModel<typeof cookieSettingsMachine>({
  ...cookieSettingsPaths,
  render: (actor) => <CookiesView actor={actor} analytics="asks" browserRefuses={false} />,
  perform: {
    'user.choose': async (event, page) => {
      await page.user.click(screen.getByRole('radio', { name: page.text(LABELS[event.value]) }))
    },
    'user.submit': async (_event, page) => {
      savedBefore = page.actor.getSnapshot().matches('saved')
      await page.user.click(screen.getByRole('button', { name: page.text('SAVE_COOKIE_SETTINGS') }))
    },
  },
  expectations: {
    'cookieSettings.editing': (page) => {
      expectPage(page)
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'cookieSettings.saved': (page) => {
      expectPage(page)
      const saved = screen.getByRole('alert')
      expect(saved).toHaveTextContent(normalized(page.text('COOKIE_SETTINGS_SAVED')))
      if (savedBefore)
        expect(screen.getByRole('button', { name: page.text('SAVE_COOKIE_SETTINGS') })).toHaveFocus()
      else expect(saved).toHaveFocus()
      const answer = chosen(page)
      expect(page.effects.slice(-2)).toEqual(
        answer === 'accepted' ? ['keepAcceptance', 'startAnalytics'] : ['keepRefusal', 'stopAnalytics'],
      )
    },
  },
})
