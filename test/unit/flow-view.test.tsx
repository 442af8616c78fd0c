import { render, screen, waitFor, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FLOW_CHANNEL, type FlowMessage } from '../../src/dev/flow-channel'
import FlowView from '../../src/dev/flow-view'

const channels: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})

function broadcast(message: FlowMessage) {
  const channel = new BroadcastChannel(FLOW_CHANNEL)
  channels.push(channel)
  channel.postMessage(message)
}

describe('the live flow view (/__flows)', () => {
  it('draws every machine with its states and transitions', () => {
    render(<FlowView />)
    for (const id of ['signIn', 'forgotPassword', 'mustReset', 'branding', 'headerMenu']) {
      expect(screen.getByRole('heading', { level: 2, name: id })).toBeInTheDocument()
    }
    const signIn = screen.getByRole('region', { name: 'signIn' })
    expect(within(signIn).getByText(/submitting · runs login/)).toBeInTheDocument()
    expect(within(signIn).getByText(/submit \[isFormInvalid\] → invalid/)).toBeInTheDocument()
    expect(
      within(signIn).getByText(/login answers \[isOutcome\(mustReset\)\] → mustReset/),
    ).toBeInTheDocument()
    expect(within(signIn).getByRole('status')).toHaveTextContent('Not running in any tab yet.')
  })

  it('highlights the state a flow in another tab is in, with the event that led there', async () => {
    render(<FlowView />)
    broadcast({
      machineId: 'signIn',
      sessionId: 'x:1',
      value: { form: 'rejected' },
      eventType: 'xstate.done.actor.login',
      at: 0,
    })
    const signIn = screen.getByRole('region', { name: 'signIn' })
    await waitFor(() => expect(within(signIn).getByRole('status')).toHaveTextContent('login answers'))
    const current = signIn.querySelectorAll('[aria-current="step"]')
    expect([...current].map((node) => node.querySelector('.flow-state__name')?.textContent)).toEqual([
      'form',
      'rejected',
    ])
    expect(screen.getByText(/signIn: login answers → \{"form":"rejected"\}/)).toBeInTheDocument()
  })

  it('publishes on the channel the view listens to', () => {
    const inspector = readFileSync(resolve(import.meta.dirname, '../../src/dev/flow-inspector.ts'), 'utf8')
    expect(inspector).toContain(`new BroadcastChannel('${FLOW_CHANNEL}')`)
  })
})
