/**
 * /__flows: the machines drawn, simulated and followed live (src/dev/). The route exists only where the studio
 * does; a production build also swaps the view for an empty module (vite.config.ts), so none of it ships. The
 * view is a chunk of its own, which the production-bundle test looks for in the builds that have it.
 */
import { lazy } from 'react'

const FlowView = lazy(() => import('../../dev/flow-view'))

export default function FlowStudioScreen() {
  return <FlowView />
}
