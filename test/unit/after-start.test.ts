import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterStart, LATER_MS } from '../../src/browser/after-start'

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('what loads after the start', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('loads at the first key press, once', () => {
    const run = vi.fn()
    afterStart(run)
    expect(run).not.toHaveBeenCalled()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }))
    vi.advanceTimersByTime(LATER_MS)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('loads at the first pointer press', () => {
    const run = vi.fn()
    afterStart(run)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('loads for someone who only reads, LATER_MS after the start and not before', () => {
    const run = vi.fn()
    afterStart(run)
    vi.advanceTimersByTime(LATER_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits while the page is hidden, and loads once it is shown again', () => {
    const run = vi.fn()
    afterStart(run)
    setVisibility('hidden')
    vi.advanceTimersByTime(LATER_MS * 3)
    expect(run).not.toHaveBeenCalled()
    setVisibility('visible')
    expect(run).toHaveBeenCalledTimes(1)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    expect(run).toHaveBeenCalledTimes(1)
  })
})
