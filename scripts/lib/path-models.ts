/** The path models in test/model/*.paths.ts, found the way the studio finds them (test/model/path-model.ts). */
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import type { PathModel } from '../../test/model/path-model'

export interface DiscoveredPathModel {
  flow: string
  file: string
  model: PathModel<AnyStateMachine>
}

const root = resolve(import.meta.dirname, '../..')

export async function discoverPathModels(): Promise<DiscoveredPathModel[]> {
  const files = readdirSync(resolve(root, 'test/model'))
    .filter((file) => file.endsWith('.paths.ts'))
    .sort()
  const found: DiscoveredPathModel[] = []
  for (const file of files) {
    const module = (await import(pathToFileURL(resolve(root, 'test/model', file)).href)) as Record<
      string,
      unknown
    >
    for (const value of Object.values(module)) {
      if (typeof value === 'object' && value !== null && 'machine' in value && 'say' in value) {
        found.push({
          flow: file.replace('.paths.ts', ''),
          file: `test/model/${file}`,
          model: value as PathModel<AnyStateMachine>,
        })
      }
    }
  }
  return found
}
