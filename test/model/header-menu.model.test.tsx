import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { headerMenuMachine, type HeaderMenuEvent } from '../../machines/header-menu/header-menu.machine'
import { HelpMenuView } from '../../src/shell/help-menu'
import { describeFlowModel, type ActorOutcomeEvent, type Page } from './flow-model'

type MenuPage = Page<typeof headerMenuMachine>

function events(snapshot: AnyMachineSnapshot): (HeaderMenuEvent | ActorOutcomeEvent)[] {
  const pending: ActorOutcomeEvent[] = []
  if (snapshot.matches('opening')) pending.push({ type: 'xstate.after.menuDelay.headerMenu.opening' })
  if (snapshot.matches('closing')) pending.push({ type: 'xstate.after.menuDelay.headerMenu.closing' })
  return [{ type: 'user.toggle' }, { type: 'user.dismiss' }, ...pending]
}

const toggle = (page: MenuPage) => screen.getByRole('button', { name: page.text('FOOTER_HELP') })

function expectMenu(page: MenuPage, shown: boolean) {
  expect(toggle(page)).toHaveAttribute('aria-expanded', String(shown))
  const contact = screen.queryByRole('link', { name: page.text('FOOTER_CONTACT') })
  if (shown) expect(contact).toBeVisible()
  else expect(contact).toBeNull()
}

describeFlowModel<typeof headerMenuMachine>('Header help menu', {
  machine: headerMenuMachine,
  starts: [{ label: 'closed', input: undefined as never }],
  events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  freezeDelays: ['menuDelay'],
  render: (actor) => <HelpMenuView actor={actor} />,
  perform: {
    'user.toggle': async (_event, page) => {
      await page.user.click(toggle(page))
    },
    'user.dismiss': async (_event, page) => {
      await page.user.keyboard('{Escape}')
    },
  },
  expectations: {
    'headerMenu.closed': (page) => expectMenu(page, false),
    // During the 25 ms the menu keeps its previous look, so a double activation cannot flicker it.
    'headerMenu.opening': (page) => expectMenu(page, false),
    'headerMenu.open': (page) => expectMenu(page, true),
    'headerMenu.closing': (page) => expectMenu(page, true),
  },
})
