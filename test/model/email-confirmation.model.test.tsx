import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { emailConfirmationMachine } from '../../machines/email-confirmation/email-confirmation.machine'
import type { MessageKey } from '../../src/i18n/i18n'
import { EmailConfirmationView } from '../../src/screens/email-confirmation/email-confirmation'
import {
  contextOf,
  COOLDOWN_SECONDS,
  emailConfirmationPaths,
  purposeOf,
} from '../../machines/email-confirmation/email-confirmation.paths'
import { describeFlowModel, loosely, normalized, type Page } from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'

type ConfirmationPage = Page<typeof emailConfirmationMachine>

const TITLES = { verifyEmail: 'EMAIL_CONFIRMATION', usernameChange: 'USERNAME_CHANGE_TITLE' } as const
const ASK = {
  verifyEmail: { intro: 'CONFIRM_EMAIL_INTRO', button: 'CONFIRM_EMAIL_BUTTON', checking: 'CONFIRMING_EMAIL' },
  usernameChange: {
    intro: 'CONFIRM_USERNAME_INTRO',
    button: 'CONFIRM_USERNAME_BUTTON',
    checking: 'CONFIRMING_USERNAME',
  },
} as const

const purposeOfPage = (page: ConfirmationPage) => purposeOf(contextOf(page.actor.getSnapshot()))

/** The page's own heading, or, on a link problem or once a new email is on its way, what is true now. */
function expectHeading(page: ConfirmationPage, key?: MessageKey) {
  const purpose = purposeOf(contextOf(page.actor.getSnapshot()))
  expect(
    screen.getByRole('heading', { level: 1, name: page.text(key ?? TITLES[purpose]) }),
  ).toBeInTheDocument()
}

const resendButton = () => screen.getByRole('button', { name: /./ })

function expectExpired(page: ConfirmationPage) {
  expectHeading(page, 'LINK_EXPIRED_TITLE')
  const { message } = contextOf(page.actor.getSnapshot())
  // The server's message, or ours when it gave none.
  expect(problemShown()).toHaveTextContent(normalized(message ?? page.text('LINK_EXPIRED_TEXT')))
  expect(screen.getByRole('link', { name: page.text('GO_BACK_TO_SIGN_IN') })).toBeInTheDocument()
}

/** After a resend the page says what is true now: a new email is on its way; the expired link is behind it. */
function expectResent(page: ConfirmationPage) {
  expectHeading(page, 'LINK_SENT_TITLE')
  expect(problemShownOrNull()).toBeNull()
  expect(screen.getByText(normalized(page.text('RESEND_EMAIL_CONFIRMATION')))).toBeInTheDocument()
  expect(resendButton()).toHaveAccessibleName(page.text('SEND_ANOTHER_EMAIL'))
  expect(screen.getByRole('link', { name: page.text('GO_BACK_TO_SIGN_IN') })).toBeInTheDocument()
}

/** What the polite live region says: the wait is read out when it starts and at a few marks, not every second. */
const announced = () => document.querySelector('.visually-hidden[aria-live="polite"]')?.textContent ?? ''

describeFlowModel<typeof emailConfirmationMachine>({
  ...emailConfirmationPaths,
  render: (actor) => <EmailConfirmationView actor={actor} purpose={purposeOf(actor.getSnapshot().context)} />,
  perform: {
    'user.confirm': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text(ASK[purposeOfPage(page)].button) }))
    },
    'user.resend': async (_event, page) => {
      await page.user.click(resendButton())
    },
    'user.retry': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('TRY_AGAIN') }))
    },
  },
  expectations: {
    'emailConfirmation.awaitingConfirmation': (page) => {
      expectHeading(page)
      const ask = ASK[purposeOfPage(page)]
      expect(screen.getByText(normalized(page.text(ask.intro)))).toBeInTheDocument()
      // One button, which says what it does; nothing is announced, because nothing is happening yet.
      expect(screen.getByRole('button')).toHaveAccessibleName(page.text(ask.button))
      expect(screen.queryByRole('status')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'emailConfirmation.checking': (page) => {
      expectHeading(page)
      expect(screen.getByRole('status')).toHaveTextContent(page.text(ASK[purposeOfPage(page)].checking))
    },
    'emailConfirmation.failed': (page) => {
      expectHeading(page, 'LINK_FAILED_TITLE')
      expect(problemShown()).toHaveTextContent(normalized(page.text('GENERIC_ERROR')))
      expect(screen.getByRole('button', { name: page.text('TRY_AGAIN') })).toBeInTheDocument()
    },
    'emailConfirmation.confirmed': (page) => {
      expectHeading(page)
      const purpose = purposeOf(contextOf(page.actor.getSnapshot()))
      const key = purpose === 'verifyEmail' ? 'EMAIL_CONFIRMED' : 'USERNAME_CHANGED'
      const confirmation = screen.getByRole('status')
      expect(confirmation).toHaveTextContent(
        normalized(page.text(key, { email: 'vera.personal@example.net' })),
      )
      expect(confirmation.querySelector('svg.check-mark')).not.toBeNull()
      expect(screen.getByRole('link', { name: page.text('SIGN_IN_BUTTON') })).toHaveAttribute(
        'href',
        page.locale === 'fr-CA' ? '/?lang=fr' : '/',
      )
    },
    'emailConfirmation.used': (page) => {
      expectHeading(page, 'LINK_USED_TITLE')
      const { message } = contextOf(page.actor.getSnapshot())
      expect(problemShown()).toHaveTextContent(normalized(message ?? page.text('LINK_USED_TEXT')))
      expect(screen.getByRole('link', { name: page.text('SIGN_IN_BUTTON') })).toBeInTheDocument()
      expect(screen.queryByRole('button')).toBeNull()
    },
    'emailConfirmation.expired.idle': (page) => {
      expectExpired(page)
      expect(resendButton()).toHaveAccessibleName(page.text('CLICK_HERE_FOR_NEW_ONE'))
      expect(resendButton()).not.toHaveAttribute('aria-disabled')
      expect(screen.queryByText(normalized(page.text('RESEND_EMAIL_CONFIRMATION')))).toBeNull()
    },
    'emailConfirmation.expired.resending': (page) => {
      expectExpired(page)
      expect(resendButton()).toHaveAttribute('aria-disabled', 'true')
      // Its words only once the resend has taken a while (BUSY_WORDS_AFTER_MS), never after its answer.
      expect(announced()).toBe('')
    },
    'emailConfirmation.expired.resendFailed': (page) => {
      expectExpired(page)
      // Not resent: the error summary says so and has focus, and the button can be pressed again.
      const summary = document.querySelector('.error-summary')
      expect(summary).toHaveTextContent(normalized(page.text('ERROR_SUMMARY_TITLE')))
      expect(summary).toHaveTextContent(normalized(page.text('RESEND_FAILED')))
      expect(summary).toHaveFocus()
      expect(screen.queryByText(normalized(page.text('RESEND_EMAIL_CONFIRMATION')))).toBeNull()
      expect(resendButton()).not.toHaveAttribute('aria-disabled')
    },
    'emailConfirmation.expired.resent.coolingDown': (page) => {
      expectResent(page)
      const { secondsLeft } = contextOf(page.actor.getSnapshot())
      // Not usable yet, and it says why right under it; the wait is read out when it starts, and only then the
      // line is kept from assistive technology (it would be heard twice) and not the button's description.
      expect(resendButton()).toHaveAttribute('aria-disabled', 'true')
      const countdown = page.text('RESEND_AVAILABLE_IN', { seconds: secondsLeft })
      expect(document.querySelector('.button-note')).toHaveTextContent(normalized(countdown))
      if (secondsLeft === COOLDOWN_SECONDS) {
        expect(announced()).toBe(countdown)
        expect(document.querySelector('.button-note')).toHaveAttribute('aria-hidden', 'true')
        expect(resendButton()).not.toHaveAttribute('aria-describedby')
      } else {
        expect(announced()).toBe('')
        expect(document.querySelector('.button-note')).not.toHaveAttribute('aria-hidden')
        expect(resendButton()).toHaveAccessibleDescription(loosely(countdown, true))
      }
    },
    'emailConfirmation.expired.resent.ready': (page) => {
      expectResent(page)
      // Usable again: the line under it says so, and so does the live region, once.
      expect(resendButton()).not.toHaveAttribute('aria-disabled')
      expect(document.querySelector('.button-note')).toHaveTextContent(
        normalized(page.text('RESEND_AVAILABLE_NOW')),
      )
      expect(document.querySelector('.button-note')).toHaveAttribute('aria-hidden', 'true')
      expect(announced()).toBe(page.text('RESEND_AVAILABLE_NOW'))
    },
  },
})
