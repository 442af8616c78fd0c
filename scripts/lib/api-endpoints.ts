/**
 * Every call the portal declares in src/api/, found by importing each module there rather than listed: the
 * endpoints declared with defineEndpoint and the calls written by hand (HandWrittenCall). The API document
 * (scripts/contract.ts), the contract check (scripts/contract-check.ts) and the tests (fail-closed, the demo's
 * contract) walk these, so a new endpoint is documented and checked without being listed anywhere.
 *
 * The folder is read with node:fs and each file imported by a relative path, as demo-api/find-endpoints.ts does:
 * that works alike under `tsx`, Vite's module runner and Vitest.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type * as v from 'valibot'
import type { Endpoint, HandWrittenCall } from '../../src/api/endpoint.ts'

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

function isHandWrittenCall(value: unknown): value is HandWrittenCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'host' in value &&
    'path' in value &&
    'parameters' in value &&
    'answers' in value
  )
}

const API_FOLDER = join(import.meta.dirname, '../../src/api')

const files = readdirSync(API_FOLDER)
  .filter((file) => file.endsWith('.ts'))
  .sort()

const modules: Record<string, Record<string, unknown>> = {}
for (const file of files) {
  // A path built at run time: bundlers must leave it alone, every runtime above resolves it from this file.
  modules[file] = (await import(/* @vite-ignore */ `../../src/api/${file}`)) as Record<string, unknown>
}

/** Every module of src/api/, by its file name (`login.ts`), in file order. */
export const API_MODULES: Readonly<Record<string, Record<string, unknown>>> = modules

export interface FoundEndpoint {
  endpoint: AnyEndpoint
  /** The module and the export it came from: `login.ts loginEndpoint`. */
  where: string
  /** `POST /api/auth/login` */
  id: string
}

/** Each value of every module that `is` one, once, with where it came from. */
function collect<T>(is: (value: unknown) => value is T): [T, string][] {
  const found = new Map<T, string>()
  for (const [file, exports] of Object.entries(API_MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (is(value) && !found.has(value)) found.set(value, `${file} ${name}`)
    }
  }
  return [...found]
}

/** Every endpoint object a module of src/api/ exports, once each, in file order. */
export const API_ENDPOINTS: readonly FoundEndpoint[] = collect(isEndpoint).map(([endpoint, where]) => ({
  endpoint,
  where,
  id: `${endpoint.method} ${endpoint.path}`,
}))

/** Every call written by hand that a module of src/api/ declares (the branding look-ups), in file order. */
export const HAND_WRITTEN_CALLS: readonly { call: HandWrittenCall; where: string }[] = collect(
  isHandWrittenCall,
).map(([call, where]) => ({ call, where }))
