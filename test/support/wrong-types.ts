/**
 * The same shape with every value of another type: a string becomes a number, anything else a string. A body
 * of the right shape and the wrong types, which a schema must refuse (test/api/fail-closed.test.ts) and the API
 * document must not accept (test/unit/openapi.test.ts).
 */
export function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(wrongTypes)
  if (value === null) return 0
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, wrongTypes(child)]))
  }
  return typeof value === 'string' ? 404 : String(value)
}
