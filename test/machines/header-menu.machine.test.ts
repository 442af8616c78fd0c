// @vitest-environment node
/**
 * The header's help menu (spec section 1: "Header menu state changes after a 25 ms delay"), driven as the Help
 * button, Escape and an outside click drive it. The menu opens 25 ms after Help is pressed and closes 25 ms after
 * Help, Escape or an outside click, and not a moment before; pressing Help again during a delay reverses the
 * change, and dismissing again while it closes changes nothing. The list shows from `open` until `closing` is over
 * (src/shell/help-menu.tsx); Escape and outside clicks are listened for in every state but `closed`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { machineSteps, stepName } from '../../machines/shared/steps'

/**
 * The machine, loaded inside each test rather than as the file is imported: a machine that cannot even be built
 * then fails these tests, where the mutation run counts it (Stryker's Vitest runner counts a test file that fails
 * to import as no tests at all: stryker-mutator/stryker-js#6150).
 */
const loadMachine = async () => import('../../machines/header-menu/header-menu.machine')

/** Opens a page with the header: the menu closed. */
async function header() {
  const { headerMenuMachine } = await loadMachine()
  const menu = createActor(headerMenuMachine).start()
  const press = () => menu.send({ type: 'user.toggle' })
  const dismiss = () => menu.send({ type: 'user.dismiss' })
  const state = () => menu.getSnapshot().value
  /** What the header shows: the list under the Help button, and whether Escape or a click outside is heard. */
  const looks = () => {
    const snapshot = menu.getSnapshot()
    return {
      listShown: snapshot.matches('open') || snapshot.matches('closing'),
      dismissHeard: !snapshot.matches('closed'),
    }
  }
  return { menu, press, dismiss, state, looks }
}

/** Opens a page and its menu, the delay over. */
async function openMenu() {
  const page = await header()
  page.press()
  vi.advanceTimersByTime(25)
  expect(page.state()).toBe('open')
  return page
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the help menu', () => {
  it('starts closed: no list, and nothing listening for Escape or outside clicks', async () => {
    const { state, looks } = await header()
    expect(state()).toBe('closed')
    expect(looks()).toEqual({ listShown: false, dismissHeard: false })
  })

  it('stays closed on Escape or an outside click while closed', async () => {
    const { dismiss, state } = await header()
    dismiss()
    vi.advanceTimersByTime(100)
    expect(state()).toBe('closed')
  })

  it('opens 25 ms after Help is pressed, not before, and hears Escape from the press', async () => {
    const { press, state, looks } = await header()
    press()
    expect(state()).toBe('opening')
    expect(looks()).toEqual({ listShown: false, dismissHeard: true })
    vi.advanceTimersByTime(24)
    expect(state()).toBe('opening')
    vi.advanceTimersByTime(1)
    expect(state()).toBe('open')
    expect(looks()).toEqual({ listShown: true, dismissHeard: true })
  })

  it('stays open until it is told otherwise', async () => {
    const { state } = await openMenu()
    vi.advanceTimersByTime(10_000)
    expect(state()).toBe('open')
  })

  it.each([
    ['Help is pressed again', 'press'],
    ['Escape or an outside click comes', 'dismiss'],
  ] as const)('never opens when %s during the opening delay', async (_, gesture) => {
    const page = await header()
    page.press()
    vi.advanceTimersByTime(10)
    page[gesture]()
    expect(page.state()).toBe('closed')
    vi.advanceTimersByTime(100)
    expect(page.state()).toBe('closed')
    expect(page.looks()).toEqual({ listShown: false, dismissHeard: false })
  })

  it.each([
    ['Help is pressed', 'press'],
    ['Escape or an outside click comes', 'dismiss'],
  ] as const)('closes 25 ms after %s, the list shown until then', async (_, gesture) => {
    const page = await openMenu()
    page[gesture]()
    expect(page.state()).toBe('closing')
    expect(page.looks()).toEqual({ listShown: true, dismissHeard: true })
    vi.advanceTimersByTime(24)
    expect(page.state()).toBe('closing')
    vi.advanceTimersByTime(1)
    expect(page.state()).toBe('closed')
    expect(page.looks()).toEqual({ listShown: false, dismissHeard: false })
  })

  it('stays open when Help is pressed again during the closing delay', async () => {
    const page = await openMenu()
    page.dismiss()
    vi.advanceTimersByTime(10)
    page.press()
    expect(page.state()).toBe('open')
    vi.advanceTimersByTime(100)
    expect(page.state()).toBe('open')
  })

  it('closes on time when Escape is pressed twice: the second changes nothing', async () => {
    const page = await openMenu()
    page.dismiss()
    vi.advanceTimersByTime(10)
    page.dismiss()
    expect(page.state()).toBe('closing')
    vi.advanceTimersByTime(15)
    expect(page.state()).toBe('closed')
  })

  it('opens again after it has closed', async () => {
    const page = await openMenu()
    page.press()
    vi.advanceTimersByTime(25)
    page.press()
    vi.advanceTimersByTime(25)
    expect(page.state()).toBe('open')
  })
})

describe('the steps the path coverage counts', () => {
  it('names each gesture and each delay ending from each state of the menu', async () => {
    const { headerMenuMachine } = await loadMachine()
    expect(machineSteps(headerMenuMachine).map(stepName).sort()).toEqual([
      'headerMenu ─xstate.init→ headerMenu.closed',
      'headerMenu.closed ─user.toggle→ headerMenu.opening',
      'headerMenu.closing ─user.toggle→ headerMenu.open',
      'headerMenu.closing ─xstate.after.menuDelay.headerMenu.closing→ headerMenu.closed',
      'headerMenu.open ─user.dismiss→ headerMenu.closing',
      'headerMenu.open ─user.toggle→ headerMenu.closing',
      'headerMenu.opening ─user.dismiss→ headerMenu.closed',
      'headerMenu.opening ─user.toggle→ headerMenu.closed',
      'headerMenu.opening ─xstate.after.menuDelay.headerMenu.opening→ headerMenu.open',
    ])
  })
})
