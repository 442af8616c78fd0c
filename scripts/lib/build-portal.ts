import { resolve } from 'node:path'
import { build } from 'vite'

const root = resolve(import.meta.dirname, '../..')

/** Vite's options for this checkout's portal in a mode, read from its vite.config.ts: to build it or preview it. */
export const portalOptions = (mode: string, logLevel: 'warn' | 'silent' = 'warn') =>
  ({ root, configFile: resolve(root, 'vite.config.ts'), mode, logLevel }) as const

/** Builds the portal in `mode` into `outDir` (emptied first). */
export async function buildPortal(mode: string, outDir: string, logLevel?: 'warn' | 'silent'): Promise<void> {
  await build({ ...portalOptions(mode, logLevel), build: { outDir, emptyOutDir: true } })
}
