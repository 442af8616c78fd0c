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
        { kind: 'request', method: 'POST', url: 'https://www.google-analytics.com/g/collect' },
      ]),
    ).toEqual(['request to an outside host: POST https://www.google-analytics.com/g/collect'])
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
