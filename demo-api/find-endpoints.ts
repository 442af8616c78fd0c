/**
 * Every demo endpoint, found rather than listed: each module of endpoints/ is imported and the DemoEndpoint
 * values it exports are collected (a module may hold two, like login and loginSD, or none, like a helper two
 * endpoints share). The folder is read with node:fs and each file imported by a relative path, which works the
 * same under Vite's module runner (vite-plugin.ts, which also watches every file loaded this way), under
 * `node --import tsx` (serve.ts) and in Vitest.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DemoEndpoint } from './context.ts'

function isDemoEndpoint(value: unknown): value is DemoEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'adapter' in value &&
    'handle' in value &&
    typeof value.handle === 'function' &&
    'scenarios' in value
  )
}

const files = readdirSync(join(import.meta.dirname, 'endpoints'))
  .filter((file) => file.endsWith('.ts'))
  .sort()

const found: DemoEndpoint[] = []
for (const file of files) {
  // A path built at run time: bundlers must leave it alone, every runtime above resolves it from this file.
  const module = (await import(/* @vite-ignore */ `./endpoints/${file}`)) as Record<string, unknown>
  for (const value of Object.values(module)) {
    if (!isDemoEndpoint(value)) continue
    const twin = found.find((endpoint) => endpoint.adapter.path === value.adapter.path)
    if (twin !== undefined)
      throw new Error(`Two demo endpoints answer ${value.adapter.path} (endpoints/${file}).`)
    found.push(value)
  }
}

/** Every /api endpoint, each at its adapter's path and method. */
export const DEMO_ENDPOINTS: readonly DemoEndpoint[] = found
