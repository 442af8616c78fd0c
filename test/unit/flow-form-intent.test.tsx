/**
 * FlowForm starts loading its calls' code at the first sign that someone means to use the form (decision 015),
 * and not before: the sign-in page loads nothing a person has not asked for.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FlowForm, PrepareCallsContext } from '../../src/views/parts/flow-form'

function Form(props: { prepare: () => void }) {
  return (
    <PrepareCallsContext value={props.prepare}>
      <FlowForm busy={false} onSubmit={() => {}}>
        <label htmlFor="name">Name</label>
        <input id="name" />
        <button type="submit">Send</button>
      </FlowForm>
      <a href="/elsewhere">Elsewhere</a>
    </PrepareCallsContext>
  )
}

describe('a form prepares its calls', () => {
  it.each([
    ['focus in a field', () => screen.getByLabelText('Name').focus()],
    ['input', () => fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Zoë' } })],
    ['a pointer over its button', () => fireEvent.pointerOver(screen.getByRole('button', { name: 'Send' }))],
  ])('once, at the first sign of use: %s', (_, firstSign) => {
    const prepare = vi.fn()
    render(<Form prepare={prepare} />)
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }))
    screen.getByRole('link', { name: 'Elsewhere' }).focus()
    expect(prepare).not.toHaveBeenCalled()

    firstSign()
    expect(prepare).toHaveBeenCalledTimes(1)
    screen.getByRole('button', { name: 'Send' }).focus()
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Zoë Q' } })
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Send' }))
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  describe('on a prerendered page', () => {
    let root: Root | null = null
    afterEach(() => {
      act(() => root?.unmount())
      root = null
      document.getElementById('root')?.remove()
    })

    it('as soon as it is hydrated when a field already had the focus', async () => {
      const container = document.createElement('div')
      container.id = 'root'
      container.innerHTML = renderToString(<Form prepare={() => {}} />)
      document.body.append(container)
      container.querySelector<HTMLInputElement>('#name')?.focus()
      const prepare = vi.fn()
      await act(async () => {
        root = hydrateRoot(container, <Form prepare={prepare} />)
      })
      expect(prepare).toHaveBeenCalledTimes(1)
    })
  })
})
