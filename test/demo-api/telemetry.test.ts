// @vitest-environment node
/**
 * The telemetry collector's stand-in (/demo/telemetry): it keeps the portal's beacons as sendBeacon sends them and
 * browsers' violation reports in both forms, keeps nothing of a report's page address but its route, refuses
 * what the portal would never send, and shows what arrived with counts.
 */
import { describe, expect, it } from 'vitest'
import { createDemoApi, type DemoApi } from '../../demo-api/handler'
import { receivedSince } from '../../demo-api/pages/telemetry'
import type { TelemetryReceived } from '../../demo-api/state'
import type { TelemetryBeacon } from '../../src/browser/telemetry-beacon'
import { get, jsonOf, ORIGIN } from './requests'

const TOKEN = '3f9a7c2e1b0d4e5f6a7b8c9d'

function send(api: DemoApi, contentType: string, body: string): Promise<Response> {
  // No cookie, no XSRF header: neither a beacon nor a report carries one.
  return api(
    new Request(`${ORIGIN}/demo/telemetry`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    }),
  )
}

const collected = async (api: DemoApi) =>
  jsonOf<TelemetryReceived>(await api(get('/demo/telemetry/collected.json')))

const VITAL = {
  kind: 'vital',
  route: '/',
  name: 'LCP',
  value: 900,
  delta: 900,
  rating: 'good',
  navigationType: 'navigate',
  id: 'v6-1-2',
} as const

const BEACON: TelemetryBeacon = {
  v: 1,
  site: 'CA',
  entries: [
    VITAL,
    {
      kind: 'vital',
      route: '/',
      name: 'LCP',
      value: 4200,
      delta: 4200,
      rating: 'poor',
      navigationType: 'reload',
      id: 'v6-3-4',
    },
    { kind: 'outcome', route: '/', flow: 'signIn', step: 'login', outcome: 'rejected', count: 2 },
    { kind: 'outcome', route: '/', flow: 'signIn', step: 'login', outcome: 'signedIn', count: 1 },
    {
      kind: 'outcome',
      route: '/reset/:token/:resetType',
      flow: 'resetPassword',
      step: 'validateToken',
      outcome: 'expired',
      count: 1,
    },
    { kind: 'error', route: '/forgot', source: 'rejection', name: 'TypeError', message: 'Failed to fetch' },
  ],
}

describe('POST /demo/telemetry', () => {
  it('keeps a beacon sent as text/plain (sendBeacon with a string) or as JSON, and answers 204', async () => {
    const api = createDemoApi()
    expect((await send(api, 'text/plain;charset=UTF-8', JSON.stringify(BEACON))).status).toBe(204)
    expect((await send(api, 'application/json', JSON.stringify(BEACON))).status).toBe(204)
    const { beacons, bodies } = await collected(api)
    expect(beacons).toEqual([BEACON, BEACON])
    expect(bodies).toEqual([JSON.stringify(BEACON), JSON.stringify(BEACON)])
  })

  it('refuses a body the portal would never send and counts it', async () => {
    const api = createDemoApi()
    const withAddress = { ...BEACON, page: `/reset/${TOKEN}/ResetPassword` }
    expect((await send(api, 'text/plain', JSON.stringify(withAddress))).status).toBe(400)
    expect((await send(api, 'text/plain', 'not json')).status).toBe(400)
    expect((await send(api, 'text/html', JSON.stringify(BEACON))).status).toBe(415)
    expect((await send(api, 'text/plain', 'x'.repeat(70_000))).status).toBe(413)
    // The bodies are kept as they came, for a search of everything a browser sent.
    expect(await collected(api)).toEqual({
      bodies: [JSON.stringify(withAddress), 'not json'],
      beacons: [],
      cspViolations: [],
      arrived: { bodies: 2, beacons: 0, cspViolations: 0 },
      refused: 4,
    })
  })

  it('keeps the latest 2,000 of a kind and tells what arrived between two reads after the lists stop growing', async () => {
    const api = createDemoApi()
    // Each beacon told apart by its one LCP's value.
    const numbered = (n: number): TelemetryBeacon => ({
      v: 1,
      site: 'CA',
      entries: [{ ...VITAL, value: n, delta: n }],
    })
    const countOf = (beacon: TelemetryBeacon) => beacon.entries.map((entry) => Reflect.get(entry, 'value'))
    for (let n = 1; n <= 2000; n += 1) await send(api, 'text/plain', JSON.stringify(numbered(n)))
    const before = await collected(api)
    expect(before.beacons).toHaveLength(2000)
    await send(api, 'text/plain', JSON.stringify(numbered(2001)))
    await send(api, 'text/plain', JSON.stringify(numbered(2002)))
    const now = await collected(api)
    // The list is as long as before; only the counts show that two arrived.
    expect(now.beacons).toHaveLength(2000)
    expect(now.arrived.beacons).toBe(2002)
    expect(now.beacons.slice(0, 1).map(countOf)).toEqual([[3]])
    const since = receivedSince(before, now)
    expect(since.beacons.map(countOf)).toEqual([[2001], [2002]])
    expect(since.arrived).toEqual({ bodies: 2, beacons: 2, cspViolations: 0 })
    expect(receivedSince(now, now).beacons).toEqual([])
  })

  it('keeps a violation report of either form as its route, directive and blocked origin only', async () => {
    const api = createDemoApi()
    const page = `http://localhost:4173/reset/${TOKEN}/ResetPassword?email=sam.student%40example.org`
    const legacy = {
      'csp-report': {
        'document-uri': page,
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "default-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'inline',
        'script-sample': 'alert("Demo-pass-1")',
        'status-code': 200,
      },
    }
    const reportingApi = [
      {
        type: 'csp-violation',
        age: 10,
        url: page,
        user_agent: 'Chromium',
        body: {
          documentURL: page,
          effectiveDirective: 'connect-src',
          blockedURL: `https://evil.example/steal?token=${TOKEN}`,
          disposition: 'enforce',
          sample: '',
        },
      },
      { type: 'deprecation', url: page, body: {} },
    ]
    expect((await send(api, 'application/csp-report', JSON.stringify(legacy))).status).toBe(204)
    expect((await send(api, 'application/reports+json', JSON.stringify(reportingApi))).status).toBe(204)
    const { cspViolations } = await collected(api)
    expect(cspViolations).toEqual([
      {
        route: '/reset/:token/:resetType',
        directive: 'script-src-elem',
        blocked: 'inline',
        disposition: 'enforce',
        via: 'report-uri',
      },
      {
        route: '/reset/:token/:resetType',
        directive: 'connect-src',
        blocked: 'https://evil.example',
        disposition: 'enforce',
        via: 'report-to',
      },
    ])
    expect(JSON.stringify(cspViolations)).not.toMatch(new RegExp(`${TOKEN}|sam\\.student|Demo-pass-1`))
  })
})

describe('GET /demo/telemetry', () => {
  it('shows what arrived per kind, with counts, under a script-free policy', async () => {
    const api = createDemoApi()
    await send(api, 'text/plain', JSON.stringify(BEACON))
    // The same LCP measurement sent again (the page was hidden twice) counts once.
    await send(api, 'text/plain', JSON.stringify({ ...BEACON, entries: BEACON.entries.slice(0, 1) }))
    const response = await api(get('/demo/telemetry'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const text = (await response.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(text).toContain('Beacons 2')
    expect(text).toContain('Web vitals 2')
    expect(text).toContain('Flow outcomes 4')
    expect(text).toContain('Errors 1')
    // Route, metric, page views, p75, good, needs improvement, poor.
    expect(text).toContain('/ LCP 2 4200 1 0 1')
    expect(text).toContain('/ signIn login rejected 2')
    expect(text).toContain('/reset/:token/:resetType resetPassword validateToken expired 1')
    expect(text).toContain('/forgot rejection TypeError Failed to fetch 1')
  })

  it("counts the pages that could not start, by route, what failed and the error's class (decision 026)", async () => {
    const api = createDemoApi()
    const start = (failure: string, name?: string) =>
      send(
        api,
        'text/plain',
        JSON.stringify({
          v: 1,
          site: 'CA',
          entries: [{ kind: 'start', route: '/forgot', failure, ...(name === undefined ? {} : { name }) }],
        }),
      )
    expect((await start('code')).status).toBe(204)
    await start('code')
    await start('error', 'TypeError')
    expect((await start('unheard-of')).status).toBe(400)
    const text = (await (await api(get('/demo/telemetry'))).text())
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
    expect(text).toContain('Pages that could not start 3')
    expect(text).toContain('/forgot code 2')
    expect(text).toContain('/forgot error TypeError 1')
  })

  it('answers other methods with 405', async () => {
    const response = await createDemoApi()(new Request(`${ORIGIN}/demo/telemetry`, { method: 'PUT' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST')
  })
})
