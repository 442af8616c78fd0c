import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { massPrintMachine } from '../../machines/mass-print/mass-print.machine'
import type { MessageKey } from '../../src/i18n/i18n'
import { MassPrintView } from '../../src/screens/mass-print/mass-print'
import { describeFlowModel, normalized, type Page } from './flow-model'
import { problemShown } from '../support/render'
import { massPrintPaths } from '../../machines/mass-print/mass-print.paths'

type MassPrintPage = Page<typeof massPrintMachine>

function expectHeading(page: MassPrintPage, key: MessageKey = 'MASSPRINT_TITLE') {
  expect(screen.getByRole('heading', { level: 1, name: page.text(key) })).toBeInTheDocument()
}

/** A link problem: the problem is the heading. */
function expectProblem(page: MassPrintPage, heading: MessageKey, message: string) {
  expectHeading(page, heading)
  expect(problemShown()).toHaveTextContent(normalized(message))
  expect(screen.getByRole('link', { name: page.text('GO_TO_SIGN_IN') })).toBeInTheDocument()
  expect(page.effects).not.toContain('redirectToDestination')
}

describeFlowModel<typeof massPrintMachine>({
  ...massPrintPaths,
  render: (actor) => <MassPrintView actor={actor} />,
  perform: {
    'user.retry': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('TRY_AGAIN') }))
    },
  },
  expectations: {
    'massPrint.handling': (page) => {
      expectHeading(page)
      expect(screen.getByRole('status')).toHaveTextContent(page.text('MASSPRINT_HANDLING'))
    },
    'massPrint.redirecting': (page) => {
      expectHeading(page)
      expect(screen.getByRole('status')).toHaveTextContent(page.text('MASSPRINT_OPENING'))
      expect(page.effects).toEqual(['redirectToDestination'])
      // Only the url the policy accepted, absolute as it parsed it.
      expect(page.actor.getSnapshot().context.destination).toBe('http://localhost:3000/demo/mass-print/42')
    },
    'massPrint.expired': (page) =>
      expectProblem(page, 'LINK_EXPIRED_TITLE', page.text('MASSPRINT_LINK_EXPIRED')),
    'massPrint.refused': (page) => {
      expectProblem(page, 'LINK_FAILED_TITLE', page.text('GENERIC_ERROR'))
      expect(screen.queryByRole('button', { name: page.text('TRY_AGAIN') })).toBeNull()
    },
    'massPrint.failed': (page) => {
      expectProblem(page, 'LINK_FAILED_TITLE', page.text('GENERIC_ERROR'))
      expect(screen.getByRole('button', { name: page.text('TRY_AGAIN') })).toBeInTheDocument()
    },
  },
})
