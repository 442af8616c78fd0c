/**
 * Every export of a kind from the files of a folder that end in a suffix: how scripts and tests find the
 * machines (`*.machine.ts`) and their path models (`*.paths.ts`) without a list to keep up to date.
 */
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '../..')

export interface FoundExport<T> {
  /** The file's name without the suffix: `sign-in`. */
  flow: string
  /** From the project root: `machines/sign-in/sign-in.machine.ts`. */
  file: string
  value: T
}

export async function findExports<T>(
  folder: string,
  suffix: string,
  isWanted: (value: unknown) => value is T,
): Promise<FoundExport<T>[]> {
  const files = readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.replace(/\\/g, '/'))
    .sort()
  const found: FoundExport<T>[] = []
  for (const file of files) {
    const module = (await import(pathToFileURL(resolve(root, folder, file)).href)) as Record<string, unknown>
    for (const value of Object.values(module))
      if (isWanted(value))
        found.push({
          flow: file.split('/').at(-1)?.slice(0, -suffix.length) ?? file,
          file: `${folder}/${file}`,
          value,
        })
  }
  return found
}
