// @vitest-environment node
/**
 * The demo API keeps to the portal's adapters: for every endpoint and every answer the demo can give, the
 * body parses with the adapter's schema for that status (`adapter.answers[status].schema`). The only answers
 * outside the adapters are the deliberate ones: server faults (5xx), a refused XSRF check (403), a body the
 * portal would never send (400), the `malformed` links and fault accounts whose body must fail its schema, and
 * the refusals the contract sends to an adapter's "anything else" (each endpoint quotes docs/api-contract.md).
 *
 * Nothing is kept here: every demo endpoint is found (demo-api/find-endpoints.ts) and declares its scenarios
 * where it is written (what is sent, the status it answers, and why an answer is outside the adapter), and this
 * test walks them all. A GET endpoint's scenarios send their body as the query.
 *
 * Every answer is also held to the API document (docs/openapi.json), read by ajv as a server team would read it:
 * an answer the adapter reads is one the document lists and allows, a refusal outside the adapter is a status
 * it does not list, and a body that fails the adapter's schema fails the document's too. So the document, the
 * adapters and the demo agree.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-api/accounts'
import type { DemoEndpoint, DemoScenario } from '../../demo-api/context'
import { DEMO_ENDPOINTS } from '../../demo-api/find-endpoints'
import { createDemoApi } from '../../demo-api/handler'
import { apiGet, instantDelay, post } from './requests'
import { answerChecker, readApiDocument } from '../support/openapi-answers'

const observed = new Map<string, Set<number>>()
const documented = answerChecker(readApiDocument())

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function run(endpoint: DemoEndpoint, scenario: DemoScenario): Promise<void> {
  const { path, method, answers } = endpoint.adapter
  const api = createDemoApi({ delay: instantDelay().delay })
  const earlier = async (earlierPath: string, body: unknown) => bodyOf(await api(post(earlierPath, body)))
  const body = scenario.bodyAfter === undefined ? scenario.body : await scenario.bodyAfter(earlier)
  const request =
    method === 'GET'
      ? apiGet(`${path}?${new URLSearchParams(body as Record<string, string>).toString()}`)
      : post(path, body, scenario.offContract === 'xsrf' ? { xsrfHeader: null } : {})
  const response = await api(request)
  const { status } = response
  const answerBody = await bodyOf(response)
  const answer = Object.hasOwn(answers, status) ? answers[status] : undefined
  observed.set(path, (observed.get(path) ?? new Set()).add(status))
  const where = `${path} ${scenario.label}: ${status} ${JSON.stringify(answerBody)}`
  const inDocument = documented.check(method, path, status, answerBody)

  expect(status, where).toBe(scenario.status)
  switch (scenario.offContract) {
    case undefined:
      if (answer === undefined) {
        expect(endpoint.refusalsOutsideAdapter?.statuses ?? [], where).toContain(status)
        expect(answerBody, where).toEqual({ data: { message: expect.any(String) } })
        expect(inDocument, `${where}: docs/openapi.json`).toEqual({ listed: false })
        return
      }
      expect(v.safeParse(answer.schema, answerBody).issues, where).toBeUndefined()
      expect(answer.read(answerBody).ok, where).toBe(true)
      expect(inDocument, `${where}: docs/openapi.json`).toEqual({ listed: true, issues: null })
      return
    case 'schema':
      expect(status, where).toBe(200)
      if (answer === undefined) throw new Error(`${where}: 200 is not listed`)
      // resendverification takes any 200 body as "sent": no body can fail its schema.
      if (answer.schema.type !== 'unknown') {
        expect(v.safeParse(answer.schema, answerBody).success, where).toBe(false)
        expect(inDocument, `${where}: docs/openapi.json`).toEqual({
          listed: true,
          issues: expect.any(String),
        })
      }
      return
    case 'server':
      expect(status, where).toBeGreaterThanOrEqual(500)
      return
    case 'badBody':
      expect(status, where).toBe(400)
      expect(answerBody, where).toEqual({ data: { message: expect.any(String) } })
      return
    case 'xsrf':
      expect(status, where).toBe(403)
  }
}

const ALL_SCENARIOS = DEMO_ENDPOINTS.flatMap((endpoint) =>
  endpoint.scenarios.map(
    (scenario) => [`${endpoint.adapter.path} ${scenario.label}`, endpoint, scenario] as const,
  ),
)

describe('every answer of the demo API parses with its adapter’s schema', () => {
  it.each(DEMO_ENDPOINTS.map((endpoint) => [endpoint.adapter.path, endpoint] as const))(
    '%s declares its scenarios, each once, and a contract sentence for any refusal outside its adapter',
    (_path, endpoint) => {
      expect(endpoint.scenarios.length).toBeGreaterThan(0)
      const labels = endpoint.scenarios.map((scenario) => scenario.label)
      expect(new Set(labels).size, 'scenario labels').toBe(labels.length)
      const refusals = endpoint.refusalsOutsideAdapter
      if (refusals !== undefined) {
        expect(refusals.contract.trim()).not.toBe('')
        expect(refusals.statuses.filter((status) => Object.hasOwn(endpoint.adapter.answers, status))).toEqual(
          [],
        )
      }
    },
  )

  it.each(ALL_SCENARIOS)('%s', async (_name, endpoint, scenario) => {
    await run(endpoint, scenario)
  })

  it('gives every refusal outside an adapter that its endpoint declares', () => {
    for (const endpoint of DEMO_ENDPOINTS) {
      const seen = observed.get(endpoint.adapter.path) ?? new Set()
      for (const status of endpoint.refusalsOutsideAdapter?.statuses ?? [])
        expect(seen.has(status), `${endpoint.adapter.path} never answers ${status}`).toBe(true)
    }
  })
})

describe('the scenarios themselves', () => {
  it('sign in every seeded account with the demo password', () => {
    expect(DEMO_PASSWORD).toBe('Demo-pass-1')
    const signIns = DEMO_ENDPOINTS.filter((endpoint) => endpoint.adapter.path.startsWith('/api/auth/login'))
    expect(signIns.map((endpoint) => endpoint.adapter.path).sort()).toEqual([
      '/api/auth/login',
      '/api/auth/loginSD',
    ])
    expect(
      signIns
        .flatMap((endpoint) => endpoint.scenarios)
        .filter((scenario) => scenario.label.startsWith('signs in')),
    ).toHaveLength(DEMO_ACCOUNTS.length * 2)
  })
})
