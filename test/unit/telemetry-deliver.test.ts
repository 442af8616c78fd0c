// @vitest-environment node
/**
 * How a telemetry body leaves the page (src/browser/telemetry.ts, deliver): a beacon where the browser takes it,
 * a keepalive request where it has no beacon or refuses one. The journeys check the same in each engine.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliver } from '../../src/browser/telemetry'

const URL_ = 'https://collector.example/portal'
const BODY = '{"entries":[]}'

function withBrowser(sendBeacon: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(null)))
  vi.stubGlobal('navigator', sendBeacon === undefined ? {} : { sendBeacon })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('deliver', () => {
  it('hands the body to a beacon the browser takes, and sends nothing else', () => {
    const sendBeacon = vi.fn(() => true)
    const fetch = withBrowser(sendBeacon)
    deliver(URL_, BODY)
    expect(sendBeacon).toHaveBeenCalledWith(URL_, BODY)
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['has no sendBeacon', undefined],
    ['refuses the beacon (a full queue)', () => false],
    [
      'throws on the beacon',
      () => {
        throw new TypeError('Illegal invocation')
      },
    ],
  ])('sends a keepalive request, as a beacon would be, when the browser %s', (_, sendBeacon) => {
    const fetch = withBrowser(sendBeacon)
    deliver(URL_, BODY)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(URL_, {
      method: 'POST',
      body: BODY,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
  })

  it('lets the page go on when the request cannot be made either', async () => {
    withBrowser(() => false)
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(() => deliver(URL_, BODY)).not.toThrow()
    vi.stubGlobal('fetch', () => {
      throw new TypeError('fetch is not a function')
    })
    expect(() => deliver(URL_, BODY)).not.toThrow()
    await Promise.resolve()
  })
})
