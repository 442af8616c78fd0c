import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { prepareDocument } from '../../src/api/mass-print'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
// A refusal the demo never gives (400 whose message says expired in lower case).
const demo = withDemoServer({
  handler: async (request) => {
    if (request.url.endsWith('/massprintaddfiletoredis')) {
      const { Token } = (await request.clone().json()) as { Token: string }
      if (Token === 'says-expired-400') {
        return Response.json({ data: { message: 'link expired' } }, { status: 400 })
      }
    }
    return api(request)
  },
})

const prepare = (token: string, batchJobId = '42') =>
  prepareDocument({ token, tokenType: 'MassPrint', batchJobId })

describe('POST /api/auth/massprintaddfiletoredis', () => {
  beforeEach(() => demo.visitPage())

  it('returns the url of the prepared documents, sending the three fields; the link keeps working', async () => {
    expect(await prepare('demo-massprint-valid')).toEqual({ kind: 'ready', url: '/demo/mass-print/42' })
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/auth/massprintaddfiletoredis')
    expect(sent?.body).toEqual({
      Token: 'demo-massprint-valid',
      MassPrintEmailType: 'MassPrint',
      MassPrintBatchJobId: '42',
    })
    expect(await prepare('demo-massprint-valid')).toEqual({ kind: 'ready', url: '/demo/mass-print/42' })
  })

  it('reads a message containing EXPIRED (any case) as expired', async () => {
    expect(await prepare('demo-massprint-expired')).toEqual({ kind: 'expired' })
    expect(await prepare('says-expired-400')).toEqual({ kind: 'expired' })
  })

  it('reads any other refusal as refused: used (409), unknown or another batch (404)', async () => {
    expect(await prepare('demo-massprint-used')).toEqual({ kind: 'refused' })
    expect(await prepare('demo-massprint-unknown')).toEqual({ kind: 'refused' })
    expect(await prepare('demo-massprint-valid', '43')).toEqual({ kind: 'refused' })
  })

  it('passes an unsafe url on as it is: refusing it is the redirect policy’s job', async () => {
    expect(await prepare('demo-massprint-unsafe')).toEqual({
      kind: 'ready',
      url: 'javascript:alert(document.domain)',
    })
  })

  it('rejects with an unexpected failure on a 500 and on a body that fails its schema', async () => {
    await expect(prepare('demo-massprint-server')).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(prepare('demo-massprint-malformed')).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('waits for a slow link (the demo asks for SLOW_MS)', async () => {
    delay.mockClear()
    expect((await prepare('demo-massprint-slow')).kind).toBe('ready')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(prepare('demo-massprint-valid')).rejects.toThrow(/Failed to fetch/)
  })
})
