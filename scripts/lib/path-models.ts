/** The path models in test/model/*.paths.ts, found the way the studio finds them (test/model/path-model.ts). */
import type { AnyStateMachine } from 'xstate'
import { isPathModel, type PathModel } from '../../machines/shared/path-model'
import { findExports } from './find-exports'

export interface DiscoveredPathModel {
  flow: string
  file: string
  model: PathModel<AnyStateMachine>
}

export async function discoverPathModels(): Promise<DiscoveredPathModel[]> {
  return (await findExports('test/model', '.paths.ts', isPathModel)).map(({ flow, file, value }) => ({
    flow,
    file,
    model: value,
  }))
}
