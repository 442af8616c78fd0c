import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { headerMenuMachine } from '../../machines/header-menu/header-menu.machine'
import { HelpMenuView } from '../../src/shell/help-menu'
import { describeFlowModel, type Page } from './flow-model'
import { headerMenuPaths } from '../../machines/header-menu/header-menu.paths'

type MenuPage = Page<typeof headerMenuMachine>

const toggle = (page: MenuPage) => screen.getByRole('button', { name: page.text('FOOTER_HELP') })

function expectMenu(page: MenuPage, shown: boolean) {
  expect(toggle(page)).toHaveAttribute('aria-expanded', String(shown))
  const contact = screen.queryByRole('link', { name: page.text('FOOTER_CONTACT') })
  if (shown) expect(contact).toBeVisible()
  else expect(contact).toBeNull()
}

describeFlowModel<typeof headerMenuMachine>({
  ...headerMenuPaths,
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
