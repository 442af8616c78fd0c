import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { loadFamily } from '../../src/api/family-data'
import { savePassword } from '../../src/api/reset-password'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const demo = withDemoServer({ handler: createDemoApi({ delay }) })

const PAULA = 'paula.parent@example.org'
const load = (token: string, email = PAULA) => loadFamily({ token, email })

describe('POST /api/auth/familydataget', () => {
  beforeEach(() => demo.visitPage())

  it("returns the parent's name and students, sending the link's token as k and the checked email", async () => {
    expect(await load('demo-parent-valid')).toEqual({
      kind: 'found',
      family: {
        parentName: 'Paula Parent',
        students: [
          { firstName: 'Sam', lastName: 'Student' },
          { firstName: 'Léa', lastName: 'Tremblay' },
        ],
      },
    })
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/auth/familydataget')
    expect(sent?.body).toEqual({ k: 'demo-parent-valid', email: PAULA })
  })

  it.each([
    ['another address (404)', 'demo-parent-valid', 'sam.student@example.org'],
    ['an expired link (404)', 'demo-parent-expired', PAULA],
    ['a used link (404)', 'demo-parent-used', PAULA],
    ['an unknown link (404)', 'demo-parent-unknown', PAULA],
    ['a family look-up that fails (500)', 'demo-parent-nofamily', PAULA],
    ['a server fault (500)', 'demo-parent-server', PAULA],
    ['a body that fails its schema', 'demo-parent-malformed', PAULA],
  ])(
    'rejects with an unexpected failure for %s: the form goes on without names',
    async (_label, token, email) => {
      await expect(load(token, email)).rejects.toBeInstanceOf(UnexpectedResponseError)
    },
  )

  it('rejects once the activation has spent the link', async () => {
    const { token } = await demo.freshLink('activateParent')
    expect((await load(token)).kind).toBe('found')
    const saved = await savePassword({
      kind: 'activateParent',
      token,
      resetType: 'ActivateParent',
      userName: 'paula.parent',
      password: 'Family-pass-1',
    })
    expect(saved.kind).toBe('saved')
    await expect(load(token)).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('waits for a slow link (the demo asks for SLOW_MS)', async () => {
    delay.mockClear()
    expect((await load('demo-parent-slow')).kind).toBe('found')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline({ requests: 1 })
    await expect(load('demo-parent-valid')).rejects.toThrow(/Failed to fetch/)
    expect((await load('demo-parent-valid')).kind).toBe('found')
  })
})
