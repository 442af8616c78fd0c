/**
 * The path models, `machines/<flow>/<flow>.paths.ts` beside each machine, found the way the studio finds them
 * (machines/shared/path-model.ts says what one is).
 */
import type { AnyStateMachine } from 'xstate'
import { isPathModel, type PathModel } from '../../machines/shared/path-model'
import { findExports } from './find-exports'

export interface DiscoveredPathModel {
  flow: string
  file: string
  model: PathModel<AnyStateMachine>
}

export async function discoverPathModels(): Promise<DiscoveredPathModel[]> {
  return (await findExports('machines', '.paths.ts', isPathModel)).map(({ flow, file, value }) => ({
    flow,
    file,
    model: value,
  }))
}
