// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { i18n, loadCatalog, switchCatalog } from '../../src/i18n/i18n'
import { compiledCatalog } from '../support/render'

/** The catalog's time limit in these tests: the default limit of a call. */
const LIMIT_MS = 15_000

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('switching language', () => {
  it('switches once the other catalog has arrived', async () => {
    await loadCatalog('en-CA', LIMIT_MS, answer({ messages: compiledCatalog('en-CA') }))
    expect(await switchCatalog('fr-CA', LIMIT_MS, answer({ messages: compiledCatalog('fr-CA') }))).toBe(true)
    expect(i18n.locale).toBe('fr-CA')
    expect(i18n._('SIGN_IN_TITLE')).toBe('Se connecter')
  })

  it('keeps the current language when the other catalog cannot be fetched', async () => {
    await loadCatalog('en-CA', LIMIT_MS, answer({ messages: compiledCatalog('en-CA') }))
    expect(await switchCatalog('fr-CA', LIMIT_MS, answer({ message: 'down' }, 503))).toBe(false)
    expect(await switchCatalog('fr-CA', LIMIT_MS, () => Promise.reject(new TypeError('offline')))).toBe(false)
    expect(i18n.locale).toBe('en-CA')
    expect(i18n._('SIGN_IN_TITLE')).toBe('Sign in')
  })
})
