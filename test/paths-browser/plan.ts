/**
 * What the browser runs (docs/decisions/027): for each machine, the walks its plan marks as runnable through the
 * real portal, each named as the tester's lists name it (`signIn-012` and its purpose), with the machine's path
 * model, oracle and world, all found beside their machines and in flows/, never listed by hand.
 */
import type { AnyStateMachine } from 'xstate'
import { isOracle, type Oracle } from '../../machines/shared/oracle'
import { testCases } from '../../machines/shared/path-cases'
import type { PathModel } from '../../machines/shared/path-model'
import { planCases } from '../../machines/shared/path-plan'
import { ENGINES, type EngineName } from '../journeys/engines/engine'
import { findExports } from '../../scripts/lib/find-exports'
import { discoverPathModels } from '../../scripts/lib/path-models'
import type { Locale } from '../e2e/catalog'
import type { Walk } from './walk'
import { analyticsPort } from '../support/ports'
import { isWorld, type World } from './world'

/** A machine with its path model, its oracle and its world, as found beside it and in flows/. */
export interface MachineInTheBrowser {
  readonly flow: string
  readonly model: PathModel<AnyStateMachine>
  readonly oracle: Oracle
  readonly world: World
}

export interface MachineWalks extends MachineInTheBrowser {
  readonly walks: readonly (Walk & { readonly title: string })[]
}

/**
 * The language each engine walks in, so every run of `npm test` sees the three (the oracle's words are checked in
 * the page's own): Chromium in Canadian English, Firefox in French, WebKitGTK on the UK host in British English.
 */
/**
 * Where the walks of a world that needs analytics go (world.ts, `server`): PATHS_ANALYTICS_BASE_URL, or the
 * analytics server the run starts beside the usual one (test/paths-browser/projects.ts).
 */
export const analyticsBaseUrl = (): string =>
  process.env.PATHS_ANALYTICS_BASE_URL ?? `http://localhost:${analyticsPort}`

export const LANGUAGE_OF: Record<EngineName, Locale> = {
  chromium: 'en-CA',
  firefox: 'fr-CA',
  webkit: 'en-GB',
}

/** The machines a run asks for (`PATHS_MACHINES`: flows or machine ids, comma-separated; all when unset). */
const requestedMachines = (): string[] =>
  (process.env.PATHS_MACHINES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')

/** The cases a run asks for by id (`PATHS_CASES`, comma-separated): then those, of any kind, instead of the walks. */
export const requestedCases = (): string[] =>
  (process.env.PATHS_CASES ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')

/** The engines a run asks for (`PATHS_ENGINES`, comma-separated; all three when unset). */
export const requestedEngines = (): EngineName[] => {
  const asked = (process.env.PATHS_ENGINES ?? '').split(',').filter((name) => name !== '')
  const unknown = asked.filter((name) => !(ENGINES as readonly string[]).includes(name))
  if (unknown.length > 0)
    throw new Error(`No engine named ${unknown.join(', ')} (one of: ${ENGINES.join(', ')})`)
  return ENGINES.filter((engine) => asked.length === 0 || asked.includes(engine))
}

/** Every machine with its oracle and world; only `only`, when given. */
export async function machinesInTheBrowser(only: readonly string[] = []): Promise<MachineInTheBrowser[]> {
  const [models, oracles, worlds] = await Promise.all([
    discoverPathModels(),
    findExports('machines', '.paths.ts', isOracle),
    findExports('test/paths-browser/flows', '.world.ts', isWorld),
  ])
  const unknown = only.filter(
    (name) => !models.some(({ flow, model }) => name === flow || name === model.machine.id),
  )
  if (unknown.length > 0) throw new Error(`No machine named ${unknown.join(', ')} (see machines/<flow>/)`)
  return models
    .filter(({ flow, model }) => only.length === 0 || only.includes(flow) || only.includes(model.machine.id))
    .map(({ flow, model }) => {
      const oracle = oracles.find(({ value }) => value.machine === model.machine)?.value
      const world = worlds.find(({ value }) => value.machine === model.machine)?.value
      if (oracle === undefined)
        throw new Error(
          `${model.machine.id} has no oracle: add one (defineOracle) to machines/${flow}/${flow}.paths.ts`,
        )
      if (world === undefined)
        throw new Error(`${model.machine.id} has no world: add test/paths-browser/flows/${flow}.world.ts`)
      return { flow, model, oracle, world }
    })
}

/** Every machine with its oracle and world, and the walks it runs in the browser; only `only`, when given. */
export async function browserWalks(
  only: readonly string[] = requestedMachines(),
  cases: readonly string[] = requestedCases(),
): Promise<MachineWalks[]> {
  return (await machinesInTheBrowser(only)).map(({ flow, model, oracle, world }) => {
    const planned = planCases(model)
    const listed = testCases(model, planned)
    const walks = planned.flatMap((plannedCase, index) => {
      const listedCase = listed[index]
      if (listedCase === undefined) return []
      const wanted =
        cases.length === 0 ? plannedCase.path.throughThePortal === true : cases.includes(listedCase.id)
      if (!wanted) return []
      return [
        {
          id: listedCase.id,
          title: `${listedCase.id}: ${listedCase.purpose}`,
          model,
          oracle,
          world,
          planned: plannedCase,
        },
      ]
    })
    return { flow, model, oracle, world, walks }
  })
}
