import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { PORTFOLIO_LINKING_FIELDS } from '../../machines/portfolio-linking/portfolio-linking.fields'
import { portfolioLinkingMachine } from '../../machines/portfolio-linking/portfolio-linking.machine'
import type {
  LinkPortfolioOutcome,
  PortfolioLinkingContext,
  PortfolioLinkingEvent,
} from '../../machines/portfolio-linking/portfolio-linking.types'
import { PortfolioLinkingView } from '../../src/views/portfolio-linking'
import {
  actorAnswers,
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type ActorOutcomeEvent,
  type Page,
} from './flow-model'

type LinkingPage = Page<typeof portfolioLinkingMachine>

const redirectPolicy = { origin: 'http://localhost:3000', allowedOrigins: ['https://product.example.org'] }

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const outcomes = {
  linked: [
    { kind: 'linked', url: 'https://product.example.org/home' },
    { kind: 'linked', url: 'javascript:alert(document.domain)' },
  ],
  notFound: [{ kind: 'notFound' }],
} satisfies { [K in LinkPortfolioOutcome['kind']]: Extract<LinkPortfolioOutcome, { kind: K }>[] }

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PortfolioLinkingContext

function events(snapshot: AnyMachineSnapshot): (PortfolioLinkingEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('linking')) return actorAnswers('linkPortfolio', outcomes)
  if (!snapshot.matches('form')) return []
  const context = contextOf(snapshot)
  return [
    { type: 'user.changeUsername', value: context.username === '' ? 'eve.educator' : '' },
    { type: 'user.changePassword', value: context.password === '' ? 'Demo-pass-1' : '' },
    ...PORTFOLIO_LINKING_FIELDS.filter((field) => !context.touched.includes(field)).map((field) => ({
      type: 'user.leave' as const,
      field,
    })),
    { type: 'user.submit' },
  ]
}

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
    expect(screen.getByRole('link', { name: page.text('PORTFOLIO_LINKING_FORGOT') })).toHaveAttribute(
      'href',
      `/forgot${lang}`,
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
  expect(screen.getByRole('alert')).toHaveTextContent(normalized(message))
}

describeFlowModel<typeof portfolioLinkingMachine>('Portfolio linking', {
  machine: portfolioLinkingMachine,
  starts: [
    { label: 'an educator', input: { k: 'sso-key-1', audience: 'educator', redirectPolicy } },
    { label: 'a student', input: { k: 'sso-key-1', audience: 'student', redirectPolicy } },
  ],
  events,
  serializeState: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([
      snapshot.value,
      context.audience,
      context.username !== '',
      context.password !== '',
      [...context.touched].sort(),
    ])
  },
  journeyKey: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([
      snapshot.value,
      context.audience,
      context.username !== '',
      context.password !== '',
    ])
  },
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
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'portfolioLinking.form.invalid': (page) => {
      expectForm(page)
      const context = page.actor.getSnapshot().context
      const missing = [context.username.trim() === '', context.password === ''].filter(Boolean).length
      if (missing > 0) expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(missing)
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
      expect(screen.getByText(page.text('LINKING_ACCOUNT'))).toBeInTheDocument()
      expect(usernameField(page)).toHaveAttribute('readonly')
    },
    'portfolioLinking.redirecting': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual(['redirectToDestination'])
      expect(page.actor.getSnapshot().context.destination).toBe('https://product.example.org/home')
    },
  },
})
