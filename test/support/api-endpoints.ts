/**
 * Every endpoint the portal declares with defineEndpoint, found by importing each module of src/api/: the
 * fail-closed checks and the demo API's tests walk these, so a new endpoint is checked without being listed.
 */
import type * as v from 'valibot'
import type { Endpoint } from '../../src/api/endpoint'

export type AnyEndpoint = Endpoint<v.GenericSchema, unknown>

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'answers' in value &&
    'call' in value &&
    typeof value.call === 'function'
  )
}

/** Every module of src/api/, by its file name (`login.ts`). */
export const API_MODULES: Readonly<Record<string, Record<string, unknown>>> = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../../src/api/*.ts', { eager: true })).map(
    ([key, exports]) => [key.split('/').at(-1) ?? key, exports],
  ),
)

export interface FoundEndpoint {
  endpoint: AnyEndpoint
  /** The module and the export it came from: `login.ts loginEndpoint`. */
  where: string
  /** `POST /api/auth/login` */
  id: string
}

/** Every endpoint object a module of src/api/ exports, once each, in file order. */
export const API_ENDPOINTS: readonly FoundEndpoint[] = (() => {
  const found = new Map<AnyEndpoint, string>()
  for (const [file, exports] of Object.entries(API_MODULES).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(exports)) {
      if (isEndpoint(value) && !found.has(value)) found.set(value, `${file} ${name}`)
    }
  }
  return [...found].map(([endpoint, where]) => ({
    endpoint,
    where,
    id: `${endpoint.method} ${endpoint.path}`,
  }))
})()
