/**
 * Reads answers against the API document (docs/openapi.json) as a server team's tools would: the schema of the
 * status's body, checked by ajv in the JSON Schema dialect of OpenAPI 3.1 (2020-12), with the formats it names.
 * Used to hold the demo API's answers to the document (test/demo-api/contract.test.ts) and the document to its
 * own examples (test/unit/openapi.test.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { EMPTY_BODY_EXTENSION } from '../../scripts/lib/openapi'

interface MediaType {
  schema?: object
  examples?: Record<string, { value: unknown }>
}

interface DocumentedResponse {
  description: string
  content?: Record<string, MediaType>
  [EMPTY_BODY_EXTENSION]?: string
}

interface Operation {
  responses: Record<string, DocumentedResponse>
}

export interface ApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
}

export const OPENAPI_FILE = join(import.meta.dirname, '../../docs/openapi.json')

export const readApiDocument = (): ApiDocument =>
  JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as ApiDocument

/** What the document says of one answer: whether it lists the status, and what does not match, if anything. */
export type DocumentedAnswer = { listed: false } | { listed: true; issues: string | null }

/** A status that carries no body, whatever the server sends (Fetch standard). */
const NULL_BODY_STATUSES = new Set([204, 205, 304])

export function answerChecker(document: ApiDocument) {
  // strict: a keyword ajv does not know is a mistake in the document, not something to skip.
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  const compiled = new Map<object, ValidateFunction>()
  const validator = (schema: object) => {
    const known = compiled.get(schema)
    if (known !== undefined) return known
    const made = ajv.compile(schema)
    compiled.set(schema, made)
    return made
  }

  /** Checks a JSON body (parsed), or '' for an answer without a body, against `schema`. */
  const issuesOf = (schema: object, body: unknown): string | null => {
    const validate = validator(schema)
    return validate(body) ? null : ajv.errorsText(validate.errors)
  }

  /**
   * `body`: the parsed JSON, '' for an answer without a body, or the text of one that is not JSON (which no
   * documented answer is).
   */
  function check(
    method: string,
    path: string,
    status: number,
    body: unknown,
    mediaType = 'application/json',
  ): DocumentedAnswer {
    const operation = document.paths[path]?.[method.toLowerCase()]
    if (operation === undefined) throw new Error(`The document has no ${method} ${path}`)
    const response = operation.responses[String(status)]
    if (response === undefined) return { listed: false }
    if (NULL_BODY_STATUSES.has(status)) return { listed: true, issues: null }
    if (body === '')
      return {
        listed: true,
        issues: response[EMPTY_BODY_EXTENSION] === undefined ? 'an answer without a body' : null,
      }
    const schema = response.content?.[mediaType]?.schema
    if (schema === undefined) return { listed: true, issues: `no ${mediaType} body is documented` }
    return { listed: true, issues: issuesOf(schema, body) }
  }

  return { check, issuesOf }
}
