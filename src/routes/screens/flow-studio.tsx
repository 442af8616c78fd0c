/**
 * /__flows: the machines drawn, simulated and followed live (src/dev/). The route exists only where the studio
 * does; a production build also swaps the view for an empty module (vite.config.ts), so none of it ships.
 */
import FlowView from '../../dev/flow-view'

export default function FlowStudioScreen() {
  return <FlowView />
}
