/**
 * FlowForm starts loading its calls' code at the first sign that someone means to use the form (decision 015),
 * and not before: the sign-in page loads nothing a person has not asked for. Its submit hands the view what the
 * form holds at that moment, and the browser's own submission never happens (docs/decisions/022).
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FlowForm, PrepareCallsContext } from '../../src/screens/parts/form'

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

describe('a form submits', () => {
  /** Whether the browser would have sent the form itself, as the document sees the submit event. */
  let defaultPrevented: boolean[] = []
  const record = (event: Event) => void defaultPrevented.push(event.defaultPrevented)
  afterEach(() => {
    document.removeEventListener('submit', record)
    defaultPrevented = []
  })

  it('what its fields hold, however it got there, and nothing of its own', () => {
    const sent: [string, FormDataEntryValue][][] = []
    document.addEventListener('submit', record)
    render(
      <FlowForm busy={false} onSubmit={(form) => sent.push([...form.entries()])}>
        <input aria-label="Typed" name="typed" />
        <input aria-label="Filled" name="filled" />
        <input aria-label="Ticked" name="ticked" type="checkbox" />
        <input aria-label="Unticked" name="unticked" type="checkbox" defaultChecked />
        <button type="submit">Send</button>
      </FlowForm>,
    )
    fireEvent.change(screen.getByLabelText('Typed'), { target: { value: 'Zoë' } })
    // As a password manager or the browser's restoration does: the element's own setters, no event.
    ;(screen.getByLabelText('Filled') as HTMLInputElement).value = 'filled without an event'
    ;(screen.getByLabelText('Ticked') as HTMLInputElement).checked = true
    ;(screen.getByLabelText('Unticked') as HTMLInputElement).checked = false

    fireEvent.click(screen.getByRole('button', { name: 'Send' }))

    expect(sent).toEqual([
      [
        ['typed', 'Zoë'],
        ['filled', 'filled without an event'],
        ['ticked', 'on'],
      ],
    ])
    expect(defaultPrevented).toEqual([true])
  })
})
