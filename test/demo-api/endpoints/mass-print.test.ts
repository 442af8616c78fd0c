// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { instantDelay, jsonOf, messageOf, post } from '../requests'

const prepare = (Token: string, MassPrintBatchJobId = '42') =>
  post('/api/auth/massprintaddfiletoredis', { Token, MassPrintEmailType: 'MassPrint', MassPrintBatchJobId })

describe('POST /api/auth/massprintaddfiletoredis', () => {
  it('answers the stand-in download page of the batch, again and again: the link is not spent', async () => {
    const api = createDemoApi()
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await api(prepare('demo-massprint-valid'))
      expect(response.status).toBe(200)
      expect(await jsonOf(response)).toEqual({ data: { url: '/demo/mass-print/42' } })
    }
  })

  it.each([
    ['an expired link', 'demo-massprint-expired', '42', 410, 'MASSPRINT LINK EXPIRED'],
    ['a used link', 'demo-massprint-used', '42', 409, 'This link has already been used.'],
    ['an unknown link', 'demo-massprint-unknown', '42', 404, 'This link is not valid.'],
    ['another batch job', 'demo-massprint-valid', '43', 404, 'This link is not valid.'],
    ['a link of another flow', 'demo-reset-valid', '42', 404, 'This link is not valid.'],
    ['a server-fault link', 'demo-massprint-server', '42', 500, expect.any(String)],
  ])('refuses %s', async (_label, token, batchJobId, status, message) => {
    const response = await createDemoApi()(prepare(token, batchJobId))
    expect(response.status).toBe(status)
    expect(await messageOf(response)).toEqual(message)
  })

  it('returns a javascript: url for the unsafe link', async () => {
    const response = await createDemoApi()(prepare('demo-massprint-unsafe'))
    expect(await jsonOf(response)).toEqual({ data: { url: 'javascript:alert(document.domain)' } })
  })

  it('answers an empty url for a malformed link', async () => {
    const response = await createDemoApi()(prepare('demo-massprint-malformed'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { url: '' } })
  })

  it('waits SLOW_MS for a slow link', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(prepare('demo-massprint-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })
})
