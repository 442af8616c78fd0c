import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetAppToken, readAppToken, storeAppToken } from '../../src/kept-in-browser'

describe('the kept appToken', () => {
  it('is absent until one is stored', () => {
    expect(readAppToken()).toBeNull()
  })

  it('is stored under appToken in localStorage and read back', () => {
    storeAppToken('token-123')

    expect(localStorage.getItem('appToken')).toBe('token-123')
    expect(readAppToken()).toBe('token-123')
  })

  it('reads a token stored by an earlier visit', () => {
    localStorage.setItem('appToken', 'from-last-week')

    expect(readAppToken()).toBe('from-last-week')
  })

  it('replaces a previously stored token', () => {
    storeAppToken('old')
    storeAppToken('new')

    expect(readAppToken()).toBe('new')
  })

  it('is forgotten without touching anything else in storage', () => {
    localStorage.setItem('auth_token', 'auth')
    storeAppToken('token-123')

    forgetAppToken()

    expect(readAppToken()).toBeNull()
    expect(localStorage.getItem('appToken')).toBeNull()
    expect(localStorage.getItem('auth_token')).toBe('auth')
  })

  it('can be forgotten when none was stored', () => {
    expect(() => forgetAppToken()).not.toThrow()
    expect(readAppToken()).toBeNull()
  })
})

describe('when localStorage is unavailable', () => {
  // Give storage back before the shared clean-up clears it.
  afterEach(() => {
    vi.restoreAllMocks()
  })

  function blockLocalStorageAccess() {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => globalThis.localStorage).toThrow('insecure')
  }

  it('reads no appToken, and stores and forgets without throwing', () => {
    blockLocalStorageAccess()

    expect(readAppToken()).toBeNull()
    expect(() => storeAppToken('token-123')).not.toThrow()
    expect(readAppToken()).toBeNull()
    expect(() => forgetAppToken()).not.toThrow()
  })

  it('tolerates a localStorage whose every call throws (quota exceeded, disabled storage)', () => {
    const failing = (): never => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(failing)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(failing)
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(failing)

    expect(() => storeAppToken('token-123')).not.toThrow()
    expect(readAppToken()).toBeNull()
    expect(() => forgetAppToken()).not.toThrow()
  })
})
