import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { switchAccountMachine } from '../../machines/switch-account/switch-account.machine'
import { SwitchAccountView } from '../../src/screens/switch-account/switch-account'
import { describeFlowModel, normalized, type Page } from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'
import { switchAccountPaths } from '../../machines/switch-account/switch-account.paths'

type ChooserPage = Page<typeof switchAccountMachine>

const NAMES = {
  Educator: 'WORKSPACE_EDUCATOR',
  Family: 'WORKSPACE_FAMILY',
  Student: 'WORKSPACE_STUDENT',
} as const

const selectButton = (page: ChooserPage, workspace: keyof typeof NAMES) =>
  screen.getByRole('button', {
    name: page.text('SELECT_NAMED_WORKSPACE', { workspace: page.text(NAMES[workspace]) }),
  })

function expectHeading(page: ChooserPage) {
  expect(screen.getByRole('heading', { level: 1, name: page.text('SELECT_WORKSPACE') })).toBeInTheDocument()
}

function expectCards(page: ChooserPage) {
  expectHeading(page)
  for (const workspace of ['Educator', 'Family', 'Student'] as const) {
    const card = screen.getByRole('heading', { level: 2, name: page.text(NAMES[workspace]) }).closest('li')
    expect(card).not.toBeNull()
    expect(within(card as HTMLElement).getByRole('button')).toBe(selectButton(page, workspace))
  }
  // The Family workspace's page sent the person here in the journeys below.
  const current = screen.getByText(page.text('CAME_FROM_WORKSPACE')).closest('li')
  expect(current).toHaveTextContent(normalized(page.text('WORKSPACE_FAMILY')))
  expect(page.effects).toEqual([])
}

describeFlowModel<typeof switchAccountMachine>({
  ...switchAccountPaths,
  render: (actor) => <SwitchAccountView actor={actor} />,
  perform: {
    'user.select': async (event, page) => {
      await page.user.click(selectButton(page, event.workspace as keyof typeof NAMES))
    },
  },
  expectations: {
    'switchAccount.loading': (page) => {
      expectHeading(page)
      expect(screen.getByRole('status')).toHaveTextContent(page.text('LOADING_WORKSPACES'))
    },
    'switchAccount.choosing.idle': (page) => {
      expectCards(page)
      expect(problemShownOrNull()).toBeNull()
    },
    'switchAccount.choosing.refused': (page) => {
      expectCards(page)
      expect(problemShown()).toHaveTextContent(normalized(page.text('GENERIC_ERROR')))
    },
    'switchAccount.redirecting': (page) => {
      expectHeading(page)
      expect(page.effects).toEqual(['redirectToDestination'])
      expect(page.actor.getSnapshot().context.destination).toMatch(/^https:\/\/product\.example\.org\//)
    },
    'switchAccount.leaving': (page) => {
      expectHeading(page)
      expect(page.effects).toEqual(['leaveWithGenericError'])
    },
  },
})
