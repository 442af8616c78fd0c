import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { portfolioLinkingMachine } from '../../machines/portfolio-linking/portfolio-linking.machine'
import { PortfolioLinkingView } from '../../src/screens/portfolio-linking/portfolio-linking'
import {
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type Page,
} from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'
import { portfolioLinkingPaths, PRODUCT_HOME } from '../../machines/portfolio-linking/portfolio-linking.paths'

type LinkingPage = Page<typeof portfolioLinkingMachine>

const usernameField = (page: LinkingPage) => screen.getByLabelText(page.text('USERNAME_OR_EMAIL'))
const passwordField = (page: LinkingPage) =>
  screen.getByLabelText(page.text('PASSWORD'), { selector: 'input' })

function expectForm(page: LinkingPage) {
  const context = page.actor.getSnapshot().context
  expect(
    screen.getByRole('heading', { level: 1, name: page.text('PORTFOLIO_LINKING_TITLE') }),
  ).toBeInTheDocument()
  expect(usernameField(page)).toHaveValue(context.username)
  expect(passwordField(page)).toHaveValue(context.password)
  const lang = page.locale === 'fr-CA' ? '?lang=fr' : ''
  if (context.audience === 'educator') {
    expect(screen.getByText(normalized(page.text('PORTFOLIO_LINKING_EDUCATOR_TEXT')))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: page.text('PORTFOLIO_LINKING_REGISTER') })).toHaveAttribute(
      'href',
      `/registration/sso-key-1${lang}`,
    )
  } else {
    for (const reason of [
      'PORTFOLIO_REASON_NO_ACCOUNT',
      'PORTFOLIO_REASON_WRONG_EMAIL',
      'PORTFOLIO_REASON_NO_EMAIL',
    ] as const) {
      expect(screen.getByText(normalized(page.text(reason)))).toBeInTheDocument()
    }
    expect(screen.queryByRole('link', { name: page.text('PORTFOLIO_LINKING_REGISTER') })).toBeNull()
  }
  // Anyone who links with an existing account may have forgotten its password.
  expect(screen.getByRole('link', { name: page.text('PORTFOLIO_LINKING_FORGOT') })).toHaveAttribute(
    'href',
    `/forgot${lang}`,
  )
  const required = page.text('REQUIRED')
  const touched = (field: 'username' | 'password') => context.touched.includes(field)
  expectFieldMessage(
    usernameField(page),
    touched('username') && context.username.trim() === '' ? required : null,
  )
  expectFieldMessage(passwordField(page), touched('password') && context.password === '' ? required : null)
  expect(page.effects).not.toContain('redirectToDestination')
}

function expectProblem(page: LinkingPage, message: string) {
  expectForm(page)
  expect(problemShown()).toHaveTextContent(normalized(message))
}

describeFlowModel<typeof portfolioLinkingMachine>({
  ...portfolioLinkingPaths,
  render: (actor) => <PortfolioLinkingView actor={actor} />,
  perform: {
    'user.changeUsername': async (event, page) => {
      await replaceText(usernameField(page), event.value)
    },
    'user.changePassword': async (event, page) => {
      await replaceText(passwordField(page), event.value)
    },
    'user.leave': async (event, page) => {
      await leaveField(event.field === 'username' ? usernameField(page) : passwordField(page))
    },
    'user.submit': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('LINK_ACCOUNT_BUTTON') }))
    },
  },
  expectations: {
    'portfolioLinking.form.editing': (page) => {
      expectForm(page)
      expect(problemShownOrNull()).toBeNull()
    },
    'portfolioLinking.form.invalid': (page) => {
      expectForm(page)
      const context = page.actor.getSnapshot().context
      const missing = [context.username.trim() === '', context.password === ''].filter(Boolean).length
      if (missing > 0) expect(problemShown().querySelectorAll('li')).toHaveLength(missing)
    },
    'portfolioLinking.form.notFound': (page) => {
      expectProblem(page, page.text('USERNAME_OR_PASSWORD_NOT_FOUND'))
      if (page.lastEvent.type.startsWith('xstate.')) expect(passwordField(page)).toHaveValue('')
    },
    'portfolioLinking.form.failed': (page) => expectProblem(page, page.text('GENERIC_ERROR')),
    'portfolioLinking.linking': (page) => {
      expect(screen.getByRole('button', { name: page.text('LINK_ACCOUNT_BUTTON') })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      // The spinner at once; the busy words only once the wait has lasted (BUSY_WORDS_AFTER_MS), never after
      // the answer (docs/decisions/035).
      expect(screen.queryByText(page.text('LINKING_ACCOUNT'))).toBeNull()
      expect(usernameField(page)).toHaveAttribute('readonly')
    },
    'portfolioLinking.redirecting': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual(['redirectToDestination'])
      expect(page.actor.getSnapshot().context.destination).toBe(PRODUCT_HOME)
    },
  },
})
