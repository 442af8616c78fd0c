// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PageWatch } from '../support/page-guard'

describe('the page guard every engine’s browser tests share', () => {
  it('fails on a request to an outside host, and on nothing the machine serves', () => {
    const watch = new PageWatch((hostname) => hostname === 'login.portal-ca.test')
    expect(
      watch.problems([
        { kind: 'request', method: 'GET', url: 'http://localhost:4180/assets/app.js' },
        { kind: 'request', method: 'GET', url: 'http://uk.localhost:4180/' },
        { kind: 'request', method: 'POST', url: 'http://127.0.0.1:4181/demo/telemetry' },
        { kind: 'request', method: 'GET', url: 'http://login.portal-ca.test/' },
        { kind: 'request', method: 'GET', url: 'data:image/png;base64,AAAA' },
        { kind: 'request', method: 'POST', url: 'https://collector.example/hit' },
      ]),
    ).toEqual(['request to an outside host: POST https://collector.example/hit'])
  })

  it('fails on anything of analytics without the person’s yes, and lets it through once the test gives one', () => {
    const events = [
      { kind: 'request', method: 'GET', url: 'http://localhost:4184/demo/analytics/gtag/js?id=G-1' },
      { kind: 'request', method: 'POST', url: 'http://collect.localhost:4184/demo/analytics/g/collect?v=2' },
      { kind: 'request', method: 'POST', url: 'https://region1.google-analytics.com/g/collect?v=2' },
      { kind: 'request', method: 'GET', url: 'http://localhost:4184/demo/analytics/collected.json' },
    ] as const
    expect(new PageWatch().problems(events)).toEqual([
      "an analytics request without the person's yes: GET http://localhost:4184/demo/analytics/gtag/js?id=G-1",
      "an analytics request without the person's yes: POST http://collect.localhost:4184/demo/analytics/g/collect?v=2",
      "an analytics request without the person's yes: POST https://region1.google-analytics.com/g/collect?v=2",
    ])
    const consented = new PageWatch()
    consented.allowAnalytics()
    consented.allowOutsideRequest(/google-analytics\.com/)
    expect(consented.problems(events)).toEqual([])
  })

  it('fails on a cookie or storage key src/kept-in-browser.ts does not declare, and on an analytics cookie without a yes', () => {
    const watch = new PageWatch()
    const kept = {
      address: 'http://localhost:4184/',
      cookies: 'XSRF-TOKEN=1; demo-run=r; portal_analytics_choice=v1.rejected; _ga=GA1; tracker=1',
      localStorage: ['appToken', 'filler-1'],
      sessionStorage: ['anything'],
    }
    expect(watch.storageProblems(kept)).toEqual([
      "the analytics cookie _ga, set without the person's yes",
      'cookie tracker, which src/kept-in-browser.ts does not declare',
      'localStorage filler-1, which src/kept-in-browser.ts does not declare',
      'sessionStorage anything, which src/kept-in-browser.ts does not declare',
    ])
    watch.allowAnalytics()
    watch.allowStorage(/^(filler-\d+|anything|tracker)$/)
    expect(watch.storageProblems(kept)).toEqual([])
  })

  it('takes a name the engine does not map to this machine for an outside host', () => {
    expect(
      new PageWatch().problems([{ kind: 'request', method: 'GET', url: 'http://login.portal-ca.test/' }]),
    ).toEqual(['request to an outside host: GET http://login.portal-ca.test/'])
  })

  it('lets through what the test declared, and only that', () => {
    const watch = new PageWatch()
    watch.allowOutsideRequest(/^https:\/\/evil\.example\//)
    watch.allowPageError(/^boom$/)
    watch.allowConsoleError(/expected noise/)
    watch.allowHttpError('/api/auth/login', 401)
    const failedLogin = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)'
    expect(
      watch.problems([
        { kind: 'request', method: 'GET', url: 'https://evil.example/steal' },
        { kind: 'page error', message: 'boom' },
        { kind: 'page error', message: 'boom again' },
        { kind: 'console error', text: 'some expected noise', source: 'http://localhost/' },
        { kind: 'console error', text: failedLogin, source: 'http://localhost:4180/api/auth/login' },
        { kind: 'console error', text: failedLogin, source: 'http://localhost:4180/api/auth/loginSD' },
      ]),
    ).toEqual([
      'page error: boom again',
      `console error: ${failedLogin} (http://localhost:4180/api/auth/loginSD)`,
    ])
  })
})
