import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { cookieBannerMachine } from '../../machines/cookie-banner/cookie-banner.machine'
import { cookieBannerPaths } from '../../machines/cookie-banner/cookie-banner.paths'
import { CookieBannerView } from '../../src/shell/cookie-banner'
import { describeFlowModel, normalized, type Page } from './flow-model'

type BannerPage = Page<typeof cookieBannerMachine>

/** The banner, found as a screen reader finds it: the region named "Cookies on …". */
const banner = (page: BannerPage) =>
  screen.getByRole('region', { name: page.text('COOKIE_BANNER_TITLE', { service: page.text('APP_NAME') }) })

/** The answer's message, focused as it appears, with the way to hide it and to the cookies page. */
function expectAnswer(page: BannerPage, message: 'COOKIES_ACCEPTED' | 'COOKIES_REJECTED') {
  // Answered, the banner shows no heading, so it is no longer a region named for one.
  expect(screen.queryByRole('region')).toBeNull()
  const alert = screen.getByRole('alert')
  const region = within(alert)
  expect(alert).toHaveTextContent(normalized(page.text(message)))
  expect(alert).toHaveFocus()
  expect(region.getByRole('button', { name: page.text('HIDE_COOKIE_MESSAGE') })).toBeVisible()
  expect(region.getByRole('link', { name: page.text('CHANGE_COOKIE_SETTINGS') })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/cookies/),
  )
  expect(region.queryByRole('button', { name: page.text('ACCEPT_ANALYTICS_COOKIES') })).toBeNull()
}

describeFlowModel<typeof cookieBannerMachine>({
  ...cookieBannerPaths,
  render: (actor) => <CookieBannerView actor={actor} />,
  perform: {
    'user.accept': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('ACCEPT_ANALYTICS_COOKIES') }))
    },
    'user.reject': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('REJECT_ANALYTICS_COOKIES') }))
    },
    'user.hide': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('HIDE_COOKIE_MESSAGE') }))
    },
  },
  expectations: {
    'cookieBanner.asking': (page) => {
      const region = within(banner(page))
      expect(region.getByRole('heading', { level: 2 })).toHaveTextContent(
        normalized(page.text('COOKIE_BANNER_TITLE', { service: page.text('APP_NAME') })),
      )
      expect(banner(page)).toHaveTextContent(normalized(page.text('COOKIE_BANNER_ANALYTICS')))
      expect(region.getByRole('button', { name: page.text('ACCEPT_ANALYTICS_COOKIES') })).toBeVisible()
      expect(region.getByRole('button', { name: page.text('REJECT_ANALYTICS_COOKIES') })).toBeVisible()
      expect(region.getByRole('link', { name: page.text('VIEW_COOKIES') })).toBeVisible()
      // Nothing of analytics before a yes, nothing kept before an answer.
      expect(page.effects).toEqual([])
    },
    'cookieBanner.accepted': (page) => {
      expectAnswer(page, 'COOKIES_ACCEPTED')
      expect(page.effects).toEqual(['keepAcceptance', 'startAnalytics'])
    },
    'cookieBanner.rejected': (page) => {
      expectAnswer(page, 'COOKIES_REJECTED')
      expect(page.effects).toEqual(['keepRefusal', 'stopAnalytics'])
    },
    'cookieBanner.browserRefused': (page) => {
      expect(screen.queryByRole('region')).toBeNull()
      const notice = screen.getByText(normalized(page.text('COOKIES_REFUSED_BY_BROWSER'))).closest('div')
      if (notice === null) throw new Error('the notice is in no element')
      const region = within(notice)
      expect(region.queryByRole('button', { name: page.text('ACCEPT_ANALYTICS_COOKIES') })).toBeNull()
      expect(region.getByRole('link', { name: page.text('CHANGE_COOKIE_SETTINGS') })).toBeVisible()
      expect(page.effects).toEqual([])
    },
    'cookieBanner.hidden': (page) => {
      expect(screen.queryByRole('region')).toBeNull()
      // Hiding changes nothing of an answer, but for the browser's refusal, which it keeps as the person's.
      expect([
        [],
        ['keepAcceptance', 'startAnalytics'],
        ['keepRefusal', 'stopAnalytics'],
        ['keepRefusal'],
      ]).toContainEqual(page.effects)
    },
  },
})
