import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterGesture } from '../../src/views/parts/after-gesture'

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

  it('runs after a second when the pointer was dragged away and no click came', () => {
    vi.useFakeTimers()
    const work = vi.fn()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    afterGesture(work)
    vi.advanceTimersByTime(999)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
  })
})
