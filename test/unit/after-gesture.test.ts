import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterGesture } from '../../src/screens/parts/after-gesture'

afterEach(() => {
  vi.useRealTimers()
})

describe('afterGesture: a field left by a click counts as left once the click has landed', () => {
  it('runs at once when no pointer gesture is under way (a Tab, a script)', () => {
    const work = vi.fn()
    afterGesture(work)
    expect(work).toHaveBeenCalledOnce()
  })

  it('waits for the click of the gesture that took focus away, then runs after it', () => {
    vi.useFakeTimers()
    const order: string[] = []
    const button = document.body.appendChild(document.createElement('button'))
    button.addEventListener('click', () => order.push('click reached the button'))

    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    afterGesture(() => order.push('field left'))
    expect(order).toEqual([])

    button.click()
    vi.runAllTimers()
    expect(order).toEqual(['click reached the button', 'field left'])
    button.remove()
  })

  it('waits however long the press is held, and runs once the pointer is released, with or without a click', () => {
    vi.useFakeTimers()
    const work = vi.fn()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    afterGesture(work)
    vi.advanceTimersByTime(5_000)
    expect(work).not.toHaveBeenCalled()
    // Released away from where it was pressed: no click comes.
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }))
    vi.runAllTimers()
    expect(work).toHaveBeenCalledOnce()
  })

  it('runs when the gesture is cancelled (a scroll, a drag taken over by the browser)', () => {
    vi.useFakeTimers()
    const work = vi.fn()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    afterGesture(work)
    document.body.dispatchEvent(new Event('pointercancel', { bubbles: true }))
    vi.runAllTimers()
    expect(work).toHaveBeenCalledOnce()
  })
})
