// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { headerMenuMachine } from '../../machines/header-menu/header-menu.machine'

describe('the header menu (spec section 1: state changes after 25 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens 25 ms after the toggle, not before', () => {
    const menu = createActor(headerMenuMachine).start()
    menu.send({ type: 'user.toggle' })
    vi.advanceTimersByTime(24)
    expect(menu.getSnapshot().matches('open')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(menu.getSnapshot().matches('open')).toBe(true)
  })

  it('closes 25 ms after a dismissal, and a toggle in between cancels the change', () => {
    const menu = createActor(headerMenuMachine).start()
    menu.send({ type: 'user.toggle' })
    vi.advanceTimersByTime(25)
    menu.send({ type: 'user.dismiss' })
    vi.advanceTimersByTime(10)
    menu.send({ type: 'user.toggle' })
    vi.advanceTimersByTime(100)
    expect(menu.getSnapshot().matches('open')).toBe(true)
    menu.send({ type: 'user.dismiss' })
    vi.advanceTimersByTime(25)
    expect(menu.getSnapshot().matches('closed')).toBe(true)
  })
})
