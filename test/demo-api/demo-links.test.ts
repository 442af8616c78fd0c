// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../demo-api/accounts'
import {
  BASE_LINK_STATES,
  DEMO_LINK_FLOWS,
  DEMO_LINKS,
  LINK_FLOWS,
  linkAccountId,
  type DemoLinkState,
  type LinkFlow,
} from '../../demo-api/demo-links'
import { mintFreshLinks } from '../../demo-api/link-tokens'
import { freshState } from '../../demo-api/state'
import { tokenOf } from './requests'

/** The existing flows' short names, as their seeded tokens spell them; a new flow's joins without a change here. */
const SHORT_NAMES = {
  reset: 'reset',
  activateAccount: 'activate',
  activateParent: 'parent',
  higherEdActivation: 'highered',
  verifyEmail: 'verify',
  usernameChange: 'username',
  massPrint: 'massprint',
} as const

const EXTRA_STATES: Partial<Record<LinkFlow, readonly DemoLinkState[]>> = {
  verifyEmail: ['resendfails'],
  usernameChange: ['resendfails'],
  activateParent: ['nofamily'],
  massPrint: ['unsafe'],
}

describe('DEMO_LINKS', () => {
  it('has every base state for every flow, and the extra states only where their call exists', () => {
    for (const flow of LINK_FLOWS) {
      const states = DEMO_LINKS.filter((link) => link.flow === flow).map((link) => link.state)
      const extras = EXTRA_STATES[flow] ?? []
      expect(states).toEqual([...BASE_LINK_STATES, ...extras])
    }
  })

  it('names every token demo-<flow>-<state>, each once, and puts it in the path', () => {
    const shortNames = LINK_FLOWS.map((flow) => DEMO_LINK_FLOWS[flow].short)
    expect(Object.fromEntries(LINK_FLOWS.map((flow, index) => [flow, shortNames[index]]))).toMatchObject(
      SHORT_NAMES,
    )
    expect(new Set(shortNames).size).toBe(shortNames.length)
    for (const link of DEMO_LINKS) {
      expect(link.token).toBe(`demo-${DEMO_LINK_FLOWS[link.flow].short}-${link.state}`)
      expect(tokenOf(link.path)).toBe(link.token)
      expect(link.shows).toMatch(/^[A-Z].*\.$/)
    }
    expect(new Set(DEMO_LINKS.map((link) => link.token)).size).toBe(DEMO_LINKS.length)
  })

  it('builds the portal paths of spec section 2', () => {
    const pathOf = (flow: string) =>
      DEMO_LINKS.find((link) => link.flow === flow && link.state === 'valid')?.path
    expect(pathOf('reset')).toBe('/reset/demo-reset-valid/ResetPassword')
    expect(pathOf('activateAccount')).toBe('/reset/demo-activate-valid/ActivateAccount')
    expect(pathOf('activateParent')).toBe('/reset/demo-parent-valid/ActivateParent')
    expect(pathOf('higherEdActivation')).toBe(
      '/reset/demo-highered-valid/HigherEdActivation?email=hana.highered%40example.org&schoolName=Northern%20College',
    )
    expect(pathOf('verifyEmail')).toBe('/verify/demo-verify-valid/PersonalEmail/1/en-CA')
    expect(pathOf('usernameChange')).toBe('/confirmusernamechange/demo-username-valid/UserNameChange/1/en-CA')
    expect(pathOf('massPrint')).toBe('/massprint/demo-massprint-valid/MassPrint/42')
  })

  it('ties every flow to its seeded account', () => {
    // linkAccountId throws for a username no seeded account has.
    for (const flow of LINK_FLOWS) expect(linkAccountId(flow)).toEqual(expect.any(Number))
    expect(
      Object.fromEntries(LINK_FLOWS.map((flow) => [flow, DEMO_LINK_FLOWS[flow].username])),
    ).toMatchObject({
      reset: 'rory.reset',
      activateAccount: 'alex.activate',
      activateParent: 'paula.parent',
      higherEdActivation: 'hana.highered',
      verifyEmail: 'vera.verify',
      usernameChange: 'uma.username',
      massPrint: 'eve.educator',
    })
    const educator = DEMO_ACCOUNTS.find((account) => account.userAccountId === linkAccountId('massPrint'))
    expect(educator?.userTypeNames).toContain('Educator')
  })

  it('seeds each handler state with the links as their states say, and keeps unknown ones out', () => {
    const { links } = freshState()
    const expected = {
      valid: ['valid', null],
      slow: ['valid', 'slow'],
      expired: ['expired', null],
      used: ['used', null],
      server: ['valid', 'server'],
      malformed: ['valid', 'malformed'],
      resendfails: ['expired', 'resendFails'],
      nofamily: ['valid', 'noFamily'],
      unsafe: ['valid', 'unsafe'],
    } as const
    for (const link of DEMO_LINKS) {
      const stored = links.find(link.token)
      if (link.state === 'unknown') {
        expect(stored).toBeUndefined()
        continue
      }
      const [status, fault] = expected[link.state]
      expect(stored).toMatchObject({
        flow: link.flow,
        status,
        fault,
        userAccountId: linkAccountId(link.flow),
      })
      expect(stored?.batchJobId).toBe(link.flow === 'massPrint' ? '42' : null)
    }
  })
})

describe('mintFreshLinks', () => {
  it('mints a valid, new link per flow, and French email links with languageType 3', () => {
    const { links } = freshState()
    const first = mintFreshLinks(links)
    const second = mintFreshLinks(links)
    for (const flow of LINK_FLOWS) {
      const token = tokenOf(first.fresh[flow])
      expect(links.find(token)).toMatchObject({ flow, status: 'valid', fault: null })
      expect(second.fresh[flow]).not.toBe(first.fresh[flow])
    }
    expect(first.freshFrench.verifyEmail).toMatch(/^\/verify\/[0-9a-f]+\/PersonalEmail\/3\/fr-CA$/)
    expect(first.freshFrench.usernameChange).toMatch(
      /^\/confirmusernamechange\/[0-9a-f]+\/UserNameChange\/3\/fr-CA$/,
    )
    expect(links.find(tokenOf(first.freshFrench.verifyEmail))?.status).toBe('valid')
  })
})
