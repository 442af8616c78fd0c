// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import type { Context } from '../../demo-api/context'
import {
  LINK_MESSAGES,
  linkLanguageOf,
  linkMessagesFor,
  openLink,
  refuseLink,
} from '../../demo-api/link-answers'
import { createLinkTokenStore } from '../../demo-api/link-tokens'
import { freshState } from '../../demo-api/state'
import { instantDelay, jsonOf, ORIGIN } from './requests'

describe('the link-token store', () => {
  it('issues valid tokens with random values, and finds them', () => {
    const store = createLinkTokenStore()
    const first = store.issue('reset', 111)
    const second = store.issue('reset', 111)
    expect(first).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{48}$/),
      flow: 'reset',
      userAccountId: 111,
      status: 'valid',
      fault: null,
      batchJobId: null,
    })
    expect(second.token).not.toBe(first.token)
    expect(store.find(first.token)).toEqual(first)
    expect(store.find('never-issued')).toBeUndefined()
  })

  it('makes a spent valid token used, and leaves an expired or used one as it is', () => {
    const store = createLinkTokenStore()
    const link = store.issue('verifyEmail', 115)
    store.spend(link)
    expect(store.find(link.token)?.status).toBe('used')
    const expired = {
      token: 'old',
      flow: 'verifyEmail',
      userAccountId: 115,
      status: 'expired',
      fault: null,
      batchJobId: null,
    } as const
    store.add({ ...expired })
    store.spend({ ...expired })
    expect(store.find('old')?.status).toBe('expired')
  })

  it('keeps its own copy of an added token, so a seed is never changed by spending', () => {
    const store = createLinkTokenStore()
    const seed = {
      token: 'seeded',
      flow: 'massPrint',
      userAccountId: 104,
      status: 'valid',
      fault: null,
      batchJobId: '42',
    } as const
    store.add({ ...seed })
    const stored = store.find('seeded')
    if (stored === undefined) throw new Error('not stored')
    store.spend(stored)
    expect(seed.status).toBe('valid')
    expect(store.find('seeded')?.batchJobId).toBe('42')
  })

  it('gives every handler state its own store', () => {
    const first = freshState()
    const second = freshState()
    const link = first.links.find('demo-reset-valid')
    if (link === undefined) throw new Error('not seeded')
    first.links.spend(link)
    expect(first.links.find('demo-reset-valid')?.status).toBe('used')
    expect(second.links.find('demo-reset-valid')?.status).toBe('valid')
  })
})

describe('link refusals', () => {
  it.each([
    ['notValid', 404, 'This link is not valid.'],
    ['expired', 410, 'This link has expired.'],
    ['used', 409, 'This link has already been used.'],
  ] as const)('answers %s as %i with its message', async (refusal, status, message) => {
    const response = refuseLink(refusal)
    expect(response.status).toBe(status)
    expect(await jsonOf(response)).toEqual({ data: { message } })
  })

  it('has real French for fr-CA links', async () => {
    expect(LINK_MESSAGES.fr).toEqual({
      notValid: 'Ce lien n’est pas valide.',
      expired: 'Ce lien a expiré.',
      used: 'Ce lien a déjà été utilisé.',
    })
    expect(await jsonOf(refuseLink('expired', linkMessagesFor('fr-CA')))).toEqual({
      data: { message: 'Ce lien a expiré.' },
    })
  })

  it.each([
    ['fr-CA', 'fr'],
    ['FR-ca', 'fr'],
    ['en-CA', 'en'],
    ['en-GB', 'en'],
    ['de-DE', 'en'],
    ['fr', 'en'],
  ] as const)('reads %s as %s', (translationLanguage, language) => {
    expect(linkLanguageOf(translationLanguage)).toBe(language)
  })
})

describe('openLink', () => {
  function contextWith(delay = instantDelay().delay): Context {
    return {
      request: new Request(ORIGIN),
      url: new URL(ORIGIN),
      state: freshState(),
      xsrfCookie: null,
      xsrfToken: 'token',
      delay,
    }
  }
  const open = (context: Context, token: string, flow = 'reset') =>
    openLink(context, { token, accepts: (link) => link.flow === flow, malformed: { broken: true } })

  it('opens a valid token of an accepted flow without spending it', async () => {
    const context = contextWith()
    const opened = await open(context, 'demo-reset-valid')
    expect(opened).toMatchObject({ ok: true, link: { token: 'demo-reset-valid', status: 'valid' } })
    expect(context.state.links.find('demo-reset-valid')?.status).toBe('valid')
  })

  it.each([
    ['an unknown token', 'demo-reset-unknown', 'reset', 404],
    ['a token of another flow', 'demo-verify-valid', 'reset', 404],
    ['an expired token', 'demo-reset-expired', 'reset', 410],
    ['a used token', 'demo-reset-used', 'reset', 409],
    ['a server-fault token', 'demo-reset-server', 'reset', 500],
  ])('refuses %s with %i', async (_label, token, flow, status) => {
    const opened = await open(contextWith(), token, flow)
    expect(opened.ok).toBe(false)
    if (!opened.ok) expect(opened.response.status).toBe(status)
  })

  it('answers 200 with the endpoint’s malformed body for a malformed token', async () => {
    const opened = await open(contextWith(), 'demo-reset-malformed')
    if (opened.ok) throw new Error('a malformed token must not open')
    expect(opened.response.status).toBe(200)
    expect(await opened.response.json()).toEqual({ broken: true })
  })

  it('waits SLOW_MS through the injected delay before a slow token opens', async () => {
    const { delay, waits } = instantDelay()
    const opened = await open(contextWith(delay), 'demo-reset-slow')
    expect(waits).toEqual([SLOW_MS])
    expect(SLOW_MS).toBe(2500)
    expect(opened.ok).toBe(true)
  })

  it('answers in the messages it is given', async () => {
    const opened = await openLink(contextWith(), {
      token: 'demo-verify-used',
      accepts: () => true,
      malformed: null,
      messages: linkMessagesFor('fr-CA'),
    })
    if (opened.ok) throw new Error('a used token must not open')
    expect(await jsonOf(opened.response)).toEqual({ data: { message: 'Ce lien a déjà été utilisé.' } })
  })
})
