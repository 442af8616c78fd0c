/**
 * `npm run machines:docs`: writes docs/machines/<flow>.md (Mermaid diagram and transitions in plain words) and
 * docs/machines/<flow>.json (configuration for the Stately editor's import) and docs/machines/<flow>.svg (the flow
 * studio's statechart drawing) for every machine.
 * `npm run machines:docs -- --check` only compares, and fails when a machine changed without its docs.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import {
  discoverMachines,
  docPaths,
  indexPath,
  relativeToRoot,
  toIndex,
  toMarkdown,
  toStatelyJson,
} from './lib/machine-docs'
import { toSvg } from './lib/machine-picture'

const check = process.argv.includes('--check')
const stale: string[] = []
const machines = await discoverMachines()
const outputs: [string, string][] = [
  [indexPath(), toIndex(machines)],
  ...(
    await Promise.all(
      machines.map(async (found): Promise<[string, string][]> => {
        const paths = docPaths(found.flow)
        return [
          [paths.markdown, toMarkdown(found)],
          [paths.json, toStatelyJson(found.machine)],
          [paths.picture, await toSvg(found.machine)],
        ]
      }),
    )
  ).flat(),
]
{
  for (const [path, content] of outputs) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : null
    if (current === content) continue
    if (check) {
      stale.push(relativeToRoot(path))
    } else {
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, content)
      console.log(`wrote ${relativeToRoot(path)}`)
    }
  }
}
if (stale.length > 0) {
  console.error(`Out of date (run npm run machines:docs): ${stale.join(', ')}`)
  process.exit(1)
}
if (check) console.log('Machine diagrams and Stately exports are up to date.')
