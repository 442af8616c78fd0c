// @vitest-environment node
/**
 * The API document (docs/openapi.json) is what `npm run contract` writes from the endpoint declarations, a valid
 * OpenAPI 3.1 document by a well-kept parser (@readme/openapi-parser), and says what the adapters read: every
 * declared call and status is in it with the headers the client sends, its examples pass its own schemas, and
 * a body the adapter refuses for its shape the document refuses too. The demo API's answers are held to it in
 * test/demo-api/contract.test.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileErrors, validate } from '@readme/openapi-parser'
import { describe, expect, it } from 'vitest'
import { API_ENDPOINTS, HAND_WRITTEN_CALLS } from '../../scripts/lib/api-endpoints'
import { openApiText } from '../../scripts/lib/openapi'
import { answerChecker, OPENAPI_FILE, readApiDocument } from '../support/openapi-answers'
import { wrongTypes } from '../support/wrong-types'
import '../support/every-adapter'

const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
  version: string
}
const document = readApiDocument()
const { issuesOf } = answerChecker(document)

type Parameter = { $ref?: string; name?: string; in?: string }

const operationOf = (method: string, path: string) => {
  const operation = document.paths[path]?.[method.toLowerCase()] as
    { parameters: Parameter[]; responses: Record<string, unknown> } | undefined
  if (operation === undefined) throw new Error(`docs/openapi.json has no ${method} ${path}`)
  return operation
}

describe('docs/openapi.json', () => {
  it('is what `npm run contract` writes from the declarations in src/api/', () => {
    expect(
      readFileSync(OPENAPI_FILE, 'utf8') === openApiText(version),
      'docs/openapi.json is stale: run `npm run contract` and commit it',
    ).toBe(true)
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0')
    const result = await validate(structuredClone(document) as never)
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid')
    expect(result.warnings).toEqual([])
  })

  it('describes every call the portal declares, with every status it reads and nothing else', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const declared = [
      ...API_ENDPOINTS.map(({ id }) => id),
      ...HAND_WRITTEN_CALLS.map(({ call }) => `${call.method} ${call.path}`),
    ]
    expect(described.sort()).toEqual(declared.sort())
    for (const { endpoint, id } of API_ENDPOINTS) {
      const statuses = Object.keys(operationOf(endpoint.method, endpoint.path).responses)
      expect(statuses, id).toEqual([...Object.keys(endpoint.answers), 'default'])
    }
  })

  it.each(API_ENDPOINTS)(
    '$id carries the empty Device header, and the XSRF header and cookie when it is not a GET',
    ({ endpoint }) => {
      const refs = operationOf(endpoint.method, endpoint.path).parameters.map((parameter) => parameter.$ref)
      expect(refs).toContain('#/components/parameters/Device')
      const xsrf = ['#/components/parameters/XsrfHeader', '#/components/parameters/XsrfCookie']
      if (endpoint.method === 'GET') expect(refs).not.toEqual(expect.arrayContaining(xsrf))
      else expect(refs).toEqual(expect.arrayContaining(xsrf))
    },
  )

  const documentedBodies = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).map(([mediaType, { schema, examples }]) => ({
          name: `${method.toUpperCase()} ${path} ${status} ${mediaType}`,
          schema,
          examples: Object.values(examples ?? {}).map((example) => example.value),
        })),
      ),
    ),
  )

  it.each(documentedBodies)(
    '$name: every example passes its schema, and a body of other types does not where the schema has a shape',
    ({ schema, examples }) => {
      if (schema === undefined) throw new Error('no schema')
      expect(examples.length).toBeGreaterThan(0)
      for (const example of examples) {
        expect(issuesOf(schema, example), JSON.stringify(example)).toBeNull()
        if (Object.keys(schema).length > 0 && typeof example === 'object' && example !== null)
          expect(issuesOf(schema, wrongTypes(example)), JSON.stringify(wrongTypes(example))).not.toBeNull()
      }
    },
  )
})
