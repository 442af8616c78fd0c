/**
 * The flow studio (docs/decisions/017) draws every machine completely, highlights a flow running in another tab, and its
 * simulator runs a machine with the model-based tests' fixtures, replays a link, and never lets a machine
 * go missing from the page.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FLOW_CHANNEL, type FlowMessage } from '../../src/dev/flow-channel'
import FlowView, { studioMachines } from '../../src/dev/flow-view'
import { layoutMachine } from '../../src/dev/statechart/layout'
import { allStateIds, allTransitionKeys } from '../../machines/shared/read-machine'
import { Statechart } from '../../src/dev/statechart/statechart'

const root = resolve(import.meta.dirname, '../..')
const machineFiles = readdirSync(resolve(root, 'machines'), { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.machine.ts'),
)

const channels: BroadcastChannel[] = []
beforeEach(() => {
  window.history.replaceState(null, '', '/__flows')
})
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

function broadcast(message: FlowMessage) {
  const channel = new BroadcastChannel(FLOW_CHANNEL)
  channels.push(channel)
  channel.postMessage(message)
}

const drawnStates = (container: ParentNode) =>
  new Set(
    [...container.querySelectorAll('[data-state-id]')].map((node) => node.getAttribute('data-state-id')),
  )
const drawnTransitions = (container: ParentNode) =>
  new Set(
    [...container.querySelectorAll('[data-transition]')].map((node) => node.getAttribute('data-transition')),
  )
const activeStates = (container: ParentNode) =>
  [...container.querySelectorAll('.chart-state--active')].map((node) => node.getAttribute('data-state-id'))

describe('every machine is drawn', () => {
  it('has one machine in the studio for each machine file, each with a link', () => {
    expect(studioMachines).toHaveLength(machineFiles.length)
    render(<FlowView />)
    const nav = screen.getByRole('navigation', { name: 'Flows' })
    expect(within(nav).getAllByRole('link')).toHaveLength(machineFiles.length)
  })

  it.each(studioMachines.map((machine) => [machine.id, machine] as const))(
    '%s: every state is a box and every transition an arrow or a row of its state',
    async (_id, machine) => {
      const chart = await layoutMachine(machine)
      const { container } = render(<Statechart chart={chart} title={machine.id} />)
      expect(drawnStates(container)).toEqual(new Set(allStateIds(machine)))
      expect(drawnTransitions(container)).toEqual(new Set(allTransitionKeys(machine)))
      // Laid out, not stacked: no two sibling states overlap and every state lies inside its parent.
      for (const state of chart.states) {
        const parent = chart.states.find(
          (other) => state.id.startsWith(`${other.id}.`) && other.depth === state.depth - 1,
        )
        if (!parent) continue
        expect(state.x).toBeGreaterThanOrEqual(parent.x)
        expect(state.y).toBeGreaterThanOrEqual(parent.y)
        expect(state.x + state.width).toBeLessThanOrEqual(parent.x + parent.width)
        expect(state.y + state.height).toBeLessThanOrEqual(parent.y + parent.height)
        const siblings = chart.states.filter(
          (other) => other !== state && other.depth === state.depth && other.id.startsWith(`${parent.id}.`),
        )
        for (const sibling of siblings) {
          const apart =
            state.x + state.width <= sibling.x ||
            sibling.x + sibling.width <= state.x ||
            state.y + state.height <= sibling.y ||
            sibling.y + sibling.height <= state.y
          expect(apart, `${state.id} overlaps ${sibling.id}`).toBe(true)
        }
      }
    },
  )

  it('names invoked actors, guards and actions, and marks final states', async () => {
    const signIn = studioMachines.find((machine) => machine.id === 'signIn')
    if (!signIn) throw new Error('signIn missing')
    const { container } = render(<Statechart chart={await layoutMachine(signIn)} title="signIn" />)
    const submitting = container.querySelector('[data-state-id="signIn.submitting"]')
    expect(submitting).toHaveTextContent('invoke login')
    const toMustReset = container.querySelector(
      '[data-transition^="signIn.submitting ─xstate.done.actor.login"]',
    )
    expect(toMustReset).toHaveTextContent('login answers[isOutcome(mustReset)]')
    expect(container.querySelector('[data-state-id="signIn.redirecting"]')).toHaveClass('chart-state--final')
    expect(screen.getByRole('img', { name: 'signIn' })).toBeInTheDocument()
  })
})

describe('live', () => {
  it('highlights the state a flow in another tab is in, in the drawing and the text version', async () => {
    window.history.replaceState(null, '', '/__flows?machine=signIn')
    render(<FlowView />)
    await screen.findByRole('img', { name: 'Sign-in as a statechart' })
    expect(screen.getByText(/Not running in any tab yet/)).toBeInTheDocument()
    broadcast({
      machineId: 'signIn',
      sessionId: 'x:1',
      value: { form: 'rejected' },
      eventType: 'xstate.done.actor.login',
      at: 0,
    })
    await waitFor(() =>
      expect(screen.getByText(/Now, in another tab: form.rejected after login answers/)).toBeInTheDocument(),
    )
    const drawing = screen.getByRole('img', { name: 'Sign-in as a statechart' })
    const width = Number(drawing.getAttribute('width'))
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(Number(drawing.getAttribute('width'))).toBe(Math.round(width * 1.25))
    expect(screen.getByText('125 %')).toBeInTheDocument()
    expect(activeStates(drawing)).toEqual(['signIn', 'signIn.form', 'signIn.form.rejected'])
    const listed = document.querySelectorAll('.flow-text-version [aria-current="step"] > .flow-state__name')
    expect([...listed].map((node) => node.textContent)).toEqual(['signIn', 'form', 'rejected'])
    expect(screen.getByRole('link', { name: 'Sign-in' }).parentElement).toHaveTextContent('(live)')
    // English whatever the portal's language, and marked so.
    expect(document.querySelector('.flow-view')).toHaveAttribute('lang', 'en')
  })

  it('publishes on the channel the studio listens to', () => {
    const inspector = readFileSync(resolve(root, 'src/dev/flow-inspector.ts'), 'utf8')
    expect(inspector).toContain(`new BroadcastChannel('${FLOW_CHANNEL}')`)
  })
})

describe('simulate', () => {
  it('walks forgot password with the fixtures, shows the context, and keeps the path in a replay link', async () => {
    window.history.replaceState(null, '', '/__flows?machine=forgotPassword')
    const user = userEvent.setup()
    render(<FlowView />)
    await screen.findByRole('img', { name: 'Forgot password as a statechart' })
    await user.click(screen.getByRole('radio', { name: 'Simulate' }))
    const now = () => screen.getByText(/^Now:/)
    expect(now()).toHaveTextContent('Now: form.editing')

    await user.click(screen.getByRole('button', { name: 'type a known email (sam.student@example.org)' }))
    await user.click(screen.getByRole('button', { name: 'press Send reset link' }))
    expect(now()).toHaveTextContent('Now: sending')
    // The pressed button is gone with its state; focus waits on the new choices' heading.
    expect(screen.getByRole('heading', { name: 'What can happen now' })).toHaveFocus()
    expect(screen.getByText(/The person sees:/).parentElement).toHaveTextContent('("Sending…")')
    await user.click(screen.getByRole('button', { name: 'the server has no record of that email' }))
    expect(now()).toHaveTextContent('Now: form.noRecord')
    expect(document.querySelector('.flow-context')).toHaveTextContent('"email": "sam.student@example.org"')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['press Send reset link → sending']),
    )

    const link = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link that replays these steps' })
    const url = new URL(link.value)
    expect(url.pathname).toBe('/__flows')
    expect(url.searchParams.get('machine')).toBe('forgotPassword')
    expect(url.searchParams.get('path')).toMatch(/^\d+\.\d+\.\d+$/)

    // Clicking an arrow takes its transition: the submit arrow from the form to sending.
    const drawing = screen.getByRole('img', { name: 'Forgot password as a statechart' })
    const submitArrow = drawing.querySelector(
      'g.chart-arrow--enabled[data-transition="forgotPassword.form ─user.submit[1]"]',
    )
    expect(submitArrow).not.toBeNull()
    act(() => {
      fireEvent.click(submitArrow as Element)
    })
    expect(now()).toHaveTextContent('Now: sending')

    await user.click(screen.getByRole('button', { name: 'Undo the last step' }))
    expect(now()).toHaveTextContent('Now: form.noRecord')

    // The link replays the same steps in a fresh studio.
    window.history.replaceState(null, '', `${url.pathname}${url.search}`)
    render(<FlowView />)
    const replayed = await screen.findAllByText(/^Now:/)
    expect(replayed.at(-1)).toHaveTextContent('Now: form.noRecord')
  })

  it('says so when a link holds steps the machine no longer has', async () => {
    window.history.replaceState(null, '', '/__flows?machine=forgotPassword&start=0&path=2.9')
    render(<FlowView />)
    expect(await screen.findByText(/^Now:/)).toHaveTextContent(
      "Now: form.editing. Left out: the link's last step, which does not fit the machine any more.",
    )
  })
})
