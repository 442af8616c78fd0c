import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { massPrintMachine } from '../../machines/mass-print/mass-print.machine'
import type {
  MassPrintContext,
  MassPrintEvent,
  PrepareDocumentOutcome,
} from '../../machines/mass-print/mass-print.types'
import { RequestTimeoutError, UnexpectedResponseError } from '../../src/api/client'
import { MassPrintView } from '../../src/views/mass-print'
import { describeFlowModel, normalized, type ActorOutcomeEvent, type Page } from './flow-model'

type MassPrintPage = Page<typeof massPrintMachine>

const redirectPolicy = { origin: 'http://localhost:3000', allowedOrigins: [] }

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const outcomes = {
  ready: [
    { kind: 'ready', url: '/demo/mass-print/42' },
    { kind: 'ready', url: 'javascript:alert(document.domain)' },
    { kind: 'ready', url: 'https://evil.example/steal' },
  ],
  expired: [{ kind: 'expired' }],
  refused: [{ kind: 'refused' }],
} satisfies { [K in PrepareDocumentOutcome['kind']]: Extract<PrepareDocumentOutcome, { kind: K }>[] }

function events(snapshot: AnyMachineSnapshot): (MassPrintEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('failed')) return [{ type: 'user.retry' }]
  if (!snapshot.matches('handling')) return []
  return [
    ...Object.values(outcomes)
      .flat()
      .map((output): ActorOutcomeEvent => ({ type: 'xstate.done.actor.prepareDocument', output })),
    { type: 'xstate.error.actor.prepareDocument', error: new TypeError('Failed to fetch') },
    { type: 'xstate.error.actor.prepareDocument', error: new RequestTimeoutError(15_000) },
    { type: 'xstate.error.actor.prepareDocument', error: new UnexpectedResponseError(500, 'server fault') },
  ]
}

function expectHeading(page: MassPrintPage) {
  expect(screen.getByRole('heading', { level: 1, name: page.text('MASSPRINT_TITLE') })).toBeInTheDocument()
}

function expectProblem(page: MassPrintPage, message: string) {
  expectHeading(page)
  expect(screen.getByRole('alert')).toHaveTextContent(normalized(message))
  expect(screen.getByRole('link', { name: page.text('GO_TO_SIGN_IN') })).toBeInTheDocument()
  expect(page.effects).not.toContain('redirectToDestination')
}

describeFlowModel<typeof massPrintMachine>('Mass-print link', {
  machine: massPrintMachine,
  starts: [
    {
      label: 'a mass-print link',
      input: { token: 'tok-123', tokenType: 'MassPrint', batchJobId: '42', redirectPolicy },
    },
  ],
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as MassPrintContext).destination]),
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
    'massPrint.expired': (page) => expectProblem(page, page.text('MASSPRINT_LINK_EXPIRED')),
    'massPrint.refused': (page) => {
      expectProblem(page, page.text('GENERIC_ERROR'))
      expect(screen.queryByRole('button', { name: page.text('TRY_AGAIN') })).toBeNull()
    },
    'massPrint.failed': (page) => {
      expectProblem(page, page.text('GENERIC_ERROR'))
      expect(screen.getByRole('button', { name: page.text('TRY_AGAIN') })).toBeInTheDocument()
    },
  },
})
