// @vitest-environment node
/**
 * The contract check (`npm run contract:check`) against the demo API, which it must find readable through and
 * through without changing anything, and against a stand-in server (node:http, here) that speaks the other
 * envelopes a real backend might: a body without `data`, a 200 carrying an error, text bodies, no XSRF cookie, a
 * call that never answers. Each mismatch must be shown plainly, on its call's line.
 */
import { execFile } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { startDemoServer, type DemoServer } from '../../demo-api/node-server'
import {
  checkContract,
  formatReport,
  passed,
  type CheckLine,
  type CheckReport,
} from '../../scripts/lib/contract-check'

const run = promisify(execFile)

const lineFor = (report: CheckReport, call: string): CheckLine => {
  const line = report.lines.find((candidate) => candidate.call === call)
  if (line === undefined) throw new Error(`no line for ${call}`)
  return line
}

const HARMLESS_CALLS = [
  'GET /api/auth/switchaccount',
  'GET /branding/branding-package/{institutionId}',
  'POST /api/auth/login',
  'POST /api/auth/redirect',
  'POST /api/auth/validateemailtoken',
  'POST /api/auth/getregistrationdata',
]

describe('against the demo API', () => {
  const demo = createDemoApi()
  let server: DemoServer
  let report: CheckReport

  beforeAll(async () => {
    server = await startDemoServer({ handler: demo })
    report = await checkContract(server.origin, { timeoutMs: 5_000 })
  })
  afterAll(() => server.close())

  it('reads every answer, with the XSRF cookie the page gave sent back on every POST', () => {
    expect(report.xsrfCookie).toBe(true)
    expect(report.lines.map((line) => line.call)).toEqual(HARMLESS_CALLS)
    expect(report.lines.filter((line) => line.verdict !== 'read' && line.verdict !== 'other')).toEqual([])
    expect(passed(report)).toBe(true)
  })

  it('says what a person would see, in the words of the catalog', () => {
    // The demo refuses a made-up user as it refuses a wrong password: a 200 with the message to show, so the answer
    // never tells which accounts exist (docs/api-contract.md).
    expect(lineFor(report, 'POST /api/auth/login')).toMatchObject({
      verdict: 'read',
      status: 200,
      says: expect.stringContaining(
        "the server's message “The username or password you entered is incorrect.",
      ),
    })
    expect(lineFor(report, 'POST /api/auth/validateemailtoken').says).toContain('“This link is not valid”')
    // The demo refuses a key it never issued with 404, which the chooser sends to its generic error.
    expect(lineFor(report, 'GET /api/auth/switchaccount')).toMatchObject({
      verdict: 'other',
      status: 404,
      says: expect.stringContaining('GENERIC_ERROR “Something went wrong on our side'),
    })
  })

  it('changes nothing: no mail, no registration, no linked account', () => {
    expect(demo.sentMails()).toEqual([])
    expect(demo.registrations()).toEqual([])
    expect(demo.portfolioLinks().size).toBe(0)
  })

  it('prints a line per call from the command line, and exits 0', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/contract-check.ts', '--api', server.origin])
    const lines = stdout.trim().split('\n')
    expect(lines).toHaveLength(HARMLESS_CALLS.length + 3)
    for (const call of HARMLESS_CALLS)
      expect(lines.some((line) => line.startsWith('ok') && line.includes(call))).toBe(true)
    expect(lines.at(-1)).toMatch(/^All 6 answers are ones the portal reads/)
  })
})

// ---------------------------------------------------------------------------------------------------------
// A stand-in backend with another envelope

type Envelope = 'bare' | 'okWithError' | 'text' | 'noCookie' | 'silent'

interface Seen {
  method: string
  path: string
  headers: IncomingMessage['headers']
}

function standIn(envelope: Envelope) {
  const seen: Seen[] = []
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const text = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain' })
    res.end(body)
  }
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    seen.push({ method: req.method ?? 'GET', path, headers: req.headers })
    req.resume()
    if (path === '/') {
      if (envelope !== 'noCookie') res.setHeader('Set-Cookie', 'XSRF-TOKEN=stand-in-token; Path=/')
      return text(res, 200, '<!doctype html><title>Portal</title>')
    }
    if (req.method === 'POST' && req.headers['x-xsrf-token'] !== 'stand-in-token')
      return json(res, 403, { data: { message: 'XSRF token missing or invalid' } })
    if (path.startsWith('/branding/')) return text(res, 200, 'none')
    switch (envelope) {
      case 'bare':
        // The answers themselves, without the `data` around them.
        if (path === '/api/auth/switchaccount')
          return json(res, 200, [{ userType: 4, url: 'https://x.test/' }])
        if (path === '/api/auth/login')
          return json(res, 200, { errorMessage: 'Wrong password', isMustResetPassword: false, url: null })
        if (path === '/api/auth/redirect') return json(res, 200, { url: null, errorMessage: 'Session ended' })
        if (path === '/api/auth/validateemailtoken') return json(res, 404, { message: 'Token not found' })
        return json(res, 400, { message: 'Unknown key' })
      case 'okWithError':
        // Every refusal as a 200 with an error message.
        return json(res, 200, { success: false, message: 'Invalid request' })
      case 'text':
        return text(res, 404, 'Not Found')
      case 'silent':
        if (path === '/api/auth/login') return // Never answers.
        return json(res, 404, { data: { message: 'Not found' } })
      case 'noCookie':
        return json(res, 404, { data: { message: 'Not found' } })
    }
  })
  return {
    seen,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function checkAgainst(envelope: Envelope, timeoutMs = 2_000) {
  const stand = standIn(envelope)
  const origin = await stand.start()
  try {
    const report = await checkContract(origin, { timeoutMs })
    return { report, seen: stand.seen, origin, printed: formatReport(origin, report) }
  } finally {
    await stand.stop()
  }
}

describe('against a stand-in that speaks another envelope', () => {
  it('sends only the harmless calls, each once, as the portal sends them (Device, the XSRF dance)', async () => {
    const { seen } = await checkAgainst('bare')
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /',
      'GET /api/auth/switchaccount',
      expect.stringMatching(/^GET \/branding\/branding-package\/contract_check_institution_\w+$/),
      'POST /api/auth/login',
      'POST /api/auth/redirect',
      'POST /api/auth/validateemailtoken',
      'POST /api/auth/getregistrationdata',
    ])
    for (const request of seen.slice(1)) expect(request.headers.device).toBe('')
    for (const request of seen.filter(({ method }) => method === 'POST')) {
      expect(request.headers['x-xsrf-token']).toBe('stand-in-token')
      expect(request.headers.cookie).toContain('XSRF-TOKEN=stand-in-token')
    }
  })

  it('shows each answer without `data` as a mismatch, with what is missing and what a person would see', async () => {
    const { report, printed } = await checkAgainst('bare')
    expect(passed(report)).toBe(false)
    expect(lineFor(report, 'POST /api/auth/login')).toMatchObject({
      verdict: 'mismatch',
      status: 200,
      says: expect.stringMatching(/data.*a person would see the sign-in form with GENERIC_ERROR/),
    })
    expect(lineFor(report, 'POST /api/auth/redirect')).toMatchObject({ verdict: 'mismatch', status: 200 })
    // A list without `data` around it is read as an answer without data: the generic error, said plainly.
    expect(lineFor(report, 'GET /api/auth/switchaccount')).toMatchObject({
      verdict: 'read',
      status: 200,
      says: expect.stringContaining('no `data` list in the answer: GENERIC_ERROR'),
    })
    // Refusals carry no body the portal needs: those still read.
    expect(lineFor(report, 'POST /api/auth/validateemailtoken').verdict).toBe('read')
    expect(lineFor(report, 'POST /api/auth/getregistrationdata').verdict).toBe('read')
    expect(printed.filter((line) => line.startsWith('MISMATCH'))).toHaveLength(2)
    expect(printed.at(-1)).toBe(
      '2 of 6 answers are not ones the portal reads: see MISMATCH and PROBLEM above.',
    )
  })

  it('shows a 200 that carries an error as a mismatch where the portal needs the answer', async () => {
    const { report } = await checkAgainst('okWithError')
    for (const call of [
      'POST /api/auth/login',
      'POST /api/auth/redirect',
      'POST /api/auth/validateemailtoken',
    ])
      expect(lineFor(report, call), call).toMatchObject({ verdict: 'mismatch', status: 200 })
    // Read, but not as the server meant: no workspaces, no institutions.
    expect(lineFor(report, 'GET /api/auth/switchaccount').says).toContain('no `data` list')
    expect(lineFor(report, 'POST /api/auth/getregistrationdata').says).toContain('no institution to choose')
  })

  it('shows text bodies as text, not JSON', async () => {
    const { report } = await checkAgainst('text')
    for (const call of HARMLESS_CALLS.filter((call) => !call.includes('branding')))
      expect(lineFor(report, call), call).toMatchObject({
        verdict: 'mismatch',
        status: 404,
        says: expect.stringContaining('the body is text, not JSON ("Not Found")'),
      })
  })

  it('says when the page sets no XSRF cookie, and that the POSTs are then refused', async () => {
    const { report, printed } = await checkAgainst('noCookie')
    expect(report.xsrfCookie).toBe(false)
    expect(printed[1]).toMatch(/^PROBLEM +GET \/: no XSRF-TOKEN cookie/)
    expect(lineFor(report, 'POST /api/auth/login')).toMatchObject({
      verdict: 'problem',
      status: 403,
      says: expect.stringContaining('was the XSRF token missing or wrong?'),
    })
    expect(passed(report)).toBe(false)
  })

  it('gives up on a call that does not answer in time, and goes on with the others', async () => {
    const { report } = await checkAgainst('silent', 500)
    expect(lineFor(report, 'POST /api/auth/login')).toEqual({
      verdict: 'problem',
      call: 'POST /api/auth/login',
      status: null,
      says: 'no answer within 500 ms',
    })
    expect(lineFor(report, 'POST /api/auth/redirect').verdict).toBe('read')
  })

  it('exits 1 from the command line when an answer is not one the portal reads, and 2 without --api', async () => {
    const stand = standIn('bare')
    const origin = await stand.start()
    try {
      const failed = await run('npx', ['tsx', 'scripts/contract-check.ts', '--api', origin]).catch(
        (error: { code: number; stdout: string }) => error,
      )
      expect('code' in failed && failed.code).toBe(1)
      expect(failed.stdout).toMatch(/^MISMATCH +POST \/api\/auth\/login +200 /m)
    } finally {
      await stand.stop()
    }
    const usage = await run('npx', ['tsx', 'scripts/contract-check.ts']).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect('code' in usage && usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run contract:check -- --api')
  })
})
