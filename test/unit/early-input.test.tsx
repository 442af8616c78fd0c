import { I18nProvider } from '@lingui/react'
import { act, useState, useSyncExternalStore } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hasEarlyInput } from '../../src/browser/app-started'
import { holdEarlyInput, markStartedUnlessFormWaits, replayEarlyInput } from '../../src/browser/early-input'
import { APP_STARTED, SUBMITTED_EARLY } from '../../src/browser/page-marks'
import { i18n } from '../../src/i18n/i18n'
import { Checkbox, TextField } from '../../src/views/parts/fields'
import { FlowForm } from '../../src/views/parts/flow-form'
import { isTicked, textOf } from '../../src/views/parts/form-data'
import { FormMountedContext } from '../../src/views/parts/form-mounted'
import { activateLocale } from '../support/render'

interface Sent {
  name: string
  keep: boolean
}

/** What stands in for a flow's actor: it takes changes at once and says what it holds, as a machine does. */
function createStore(changes: unknown[] = []) {
  let state: Sent = { name: '', keep: true }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    change(values: Partial<Sent>) {
      changes.push(...Object.values(values))
      state = { ...state, ...values }
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/**
 * A form like the portal's: its fields start from what the store holds and tell it each change, and a submit
 * sends what the form holds (docs/decisions/022).
 */
function Form(props: { onSend: (sent: Sent) => void; store?: ReturnType<typeof createStore> }) {
  const [ownStore] = useState(() => createStore())
  const store = props.store ?? ownStore
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  return (
    <I18nProvider i18n={i18n}>
      <FlowForm
        busy={false}
        onSubmit={(form) => props.onSend({ name: textOf(form, 'name'), keep: isTicked(form, 'keep') })}
      >
        <TextField
          id="name"
          label="Name"
          autoComplete="name"
          defaultValue={state.name}
          onChange={(name) => store.change({ name })}
        />
        <Checkbox
          id="keep"
          label="Keep"
          defaultChecked={state.keep}
          onChange={(keep) => store.change({ keep })}
        />
        <button type="submit">Send</button>
      </FlowForm>
    </I18nProvider>
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

  /** The prerendered page, typed into, then taken over as main.tsx does: hydrated, or rendered over. */
  async function startAfter(
    person: (form: HTMLFormElement) => void,
    options: { renderOver?: boolean; onFormMounted?: () => void } = {},
  ): Promise<{ sent: Sent[]; changes: unknown[] }> {
    activateLocale('en-CA')
    container = document.createElement('div')
    container.id = 'root'
    container.innerHTML = renderToString(<Form onSend={noop} />)
    document.body.append(container)
    person(container.querySelector('form') as HTMLFormElement)
    holdEarlyInput(container)
    const sent: Sent[] = []
    const changes: unknown[] = []
    const app = (
      <FormMountedContext value={options.onFormMounted ?? replayEarlyInput}>
        <Form onSend={(values) => sent.push(values)} store={createStore(changes)} />
      </FormMountedContext>
    )
    await act(async () => {
      if (options.renderOver === true) {
        root = createRoot(container)
        root.render(app)
      } else root = hydrateRoot(container, app)
    })
    return { sent, changes }
  }

  const typeZoe = (form: HTMLFormElement) => {
    ;(form.querySelector('#name') as HTMLInputElement).value = 'Zoë'
    ;(form.querySelector('#keep') as HTMLInputElement).checked = false
  }

  it('stays in the fields, and a submit held meanwhile sends it', async () => {
    const { sent, changes } = await startAfter((form) => {
      typeZoe(form)
      document.documentElement.setAttribute(SUBMITTED_EARLY, '')
    })
    expect(sent).toEqual([{ name: 'Zoë', keep: false }])
    // The submit read the form (docs/decisions/022): nothing was replayed as input, so nothing arrives twice.
    expect(changes).toEqual([])
    expect(document.documentElement.hasAttribute(APP_STARTED)).toBe(true)
    expect(document.documentElement.hasAttribute(SUBMITTED_EARLY)).toBe(false)
    expect((container.querySelector('#name') as HTMLInputElement).value).toBe('Zoë')
  })

  it('sends nothing when nothing was submitted, and keeps untouched fields as they were', async () => {
    const { sent } = await startAfter((form) => {
      ;(form.querySelector('#name') as HTMLInputElement).value = 'Jean-François'
    })
    expect(sent).toEqual([])
    act(() => (container.querySelector('button') as HTMLButtonElement).click())
    expect(sent).toEqual([{ name: 'Jean-François', keep: true }])
  })

  it('puts what was typed into the new fields of a page rendered over, and sends the held submit', async () => {
    const { sent, changes } = await startAfter(
      (form) => {
        typeZoe(form)
        document.documentElement.setAttribute(SUBMITTED_EARLY, '')
      },
      { renderOver: true },
    )
    expect((container.querySelector('#name') as HTMLInputElement).value).toBe('Zoë')
    expect((container.querySelector('#keep') as HTMLInputElement).checked).toBe(false)
    expect(sent).toEqual([{ name: 'Zoë', keep: false }])
    expect(changes).toEqual([])
  })

  it('sends what the fields hold at hydration even without this module (restored by the browser)', async () => {
    // main.tsx loads this module only when it saw input before starting; a restoration may land after that look.
    const { sent } = await startAfter(typeZoe, { onFormMounted: noop })
    expect(sent).toEqual([])
    act(() => (container.querySelector('button') as HTMLButtonElement).click())
    expect(sent).toEqual([{ name: 'Zoë', keep: false }])
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
    activateLocale('en-CA')
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
