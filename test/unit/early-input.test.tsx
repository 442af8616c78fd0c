import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hasEarlyInput } from '../../src/browser/app-started'
import { holdEarlyInput, markStartedUnlessFormWaits, replayEarlyInput } from '../../src/browser/early-input'
import { APP_STARTED, SUBMITTED_EARLY } from '../../src/browser/page-marks'
import { FormMountedContext, useFormMounted } from '../../src/views/parts/form-mounted'

/** A controlled form like the portal's: what it sends is what its state holds, not what the fields show. */
function Form(props: { onSend: (sent: { name: string; keep: boolean }) => void }) {
  const [name, setName] = useState('')
  const [keep, setKeep] = useState(true)
  useFormMounted()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        props.onSend({ name, keep })
      }}
    >
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input id="keep" type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
      <button type="submit">Send</button>
    </form>
  )
}

const noop = () => {}

describe('input typed into a prerendered form before the app ran', () => {
  let root: Root | null = null
  let container: HTMLElement
  const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const actBefore = actFlag.IS_REACT_ACT_ENVIRONMENT

  // React's own roots here, not testing-library's, which sets this itself while it renders.
  beforeAll(() => {
    actFlag.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterAll(() => {
    actFlag.IS_REACT_ACT_ENVIRONMENT = actBefore
  })

  afterEach(() => {
    act(() => root?.unmount())
    root = null
    container.remove()
    document.documentElement.removeAttribute(APP_STARTED)
  })

  /** The prerendered page, typed into, then hydrated as main.tsx does. */
  async function hydrateAfter(
    person: (form: HTMLFormElement) => void,
  ): Promise<{ name: string; keep: boolean }[]> {
    container = document.createElement('div')
    container.id = 'root'
    container.innerHTML = renderToString(<Form onSend={noop} />)
    document.body.append(container)
    person(container.querySelector('form') as HTMLFormElement)
    holdEarlyInput(container)
    const sent: { name: string; keep: boolean }[] = []
    await act(async () => {
      root = hydrateRoot(
        container,
        <FormMountedContext value={replayEarlyInput}>
          <Form onSend={(values) => sent.push(values)} />
        </FormMountedContext>,
      )
    })
    return sent
  }

  it('reaches the form state, and a submit held meanwhile is sent with it', async () => {
    const sent = await hydrateAfter((form) => {
      ;(form.querySelector('#name') as HTMLInputElement).value = 'Zoë'
      ;(form.querySelector('#keep') as HTMLInputElement).checked = false
      document.documentElement.setAttribute(SUBMITTED_EARLY, '')
    })
    expect(sent).toEqual([{ name: 'Zoë', keep: false }])
    expect(document.documentElement.hasAttribute(APP_STARTED)).toBe(true)
    expect(document.documentElement.hasAttribute(SUBMITTED_EARLY)).toBe(false)
    expect((container.querySelector('#name') as HTMLInputElement).value).toBe('Zoë')
  })

  it('sends nothing when nothing was submitted, and keeps untouched fields as they were', async () => {
    const sent = await hydrateAfter((form) => {
      ;(form.querySelector('#name') as HTMLInputElement).value = 'Jean-François'
    })
    expect(sent).toEqual([])
    act(() => (container.querySelector('button') as HTMLButtonElement).click())
    expect(sent).toEqual([{ name: 'Jean-François', keep: true }])
  })

  it('a page without a form waiting counts as started once committed', () => {
    container = document.createElement('div')
    document.body.append(container)
    markStartedUnlessFormWaits()
    expect(document.documentElement.hasAttribute(APP_STARTED)).toBe(true)
  })
})

describe('whether the code that hands input over is needed at all', () => {
  afterEach(() => {
    document.getElementById('root')?.remove()
    document.documentElement.removeAttribute(SUBMITTED_EARLY)
  })

  function prerendered(): HTMLElement {
    const root = document.createElement('div')
    root.id = 'root'
    root.innerHTML = renderToString(<Form onSend={noop} />)
    document.body.append(root)
    return root
  }

  it('not for a page nobody has touched', () => {
    expect(hasEarlyInput(prerendered())).toBe(false)
  })

  it.each([
    [
      'a typed field',
      (root: HTMLElement) => ((root.querySelector('#name') as HTMLInputElement).value = 'Zoë'),
    ],
    [
      'an unticked box',
      (root: HTMLElement) => ((root.querySelector('#keep') as HTMLInputElement).checked = false),
    ],
    ['a held submit', () => document.documentElement.setAttribute(SUBMITTED_EARLY, '')],
  ])('for %s', (_, person) => {
    const root = prerendered()
    person(root)
    expect(hasEarlyInput(root)).toBe(true)
  })
})
