/**
 * A machine laid out as a statechart by ELK (the Eclipse Layout Kernel's layered algorithm): compound states
 * are boxes around their children, each transition with a target is an arrow with its label, and
 * transitions without a target are rows inside their state, as the Stately editor draws them. Nothing is
 * placed by hand, and the same machine always gets the same drawing, so docs/machines/<flow>.svg can be
 * checked for staleness. Text is measured by an estimate rather than the DOM so that Node and the browser
 * agree. In a browser ELK runs in a worker: its layout takes seconds on a slow machine, and the page must
 * stay usable meanwhile.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import {
  describeEvent,
  guardCode,
  stateActions,
  stateNodes,
  transitionsOf,
  type TransitionInfo,
} from '../../../machines/shared/read-machine'
import { FLOW_STUDIO_WORKER_POLICY, policyOf } from '../../trusted-types'

export const FONT_SIZE = 12
export const LINE_HEIGHT = 16
const NAME_HEIGHT = 24
const PADDING = 10
/** Wide enough for the sans-serif fonts the studio and the pictures use at FONT_SIZE. */
const CHARACTER_WIDTH = 7
const NAME_CHARACTER_WIDTH = 8.2

const textWidth = (text: string, perCharacter = CHARACTER_WIDTH) => Math.ceil(text.length * perCharacter)

type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

/** A line written inside a state: an invoked actor, an entry or exit action, a transition without a target. */
interface StateRow {
  text: string
  /** The transition a row stands for, when it is one. */
  transitionKey?: string
}

interface ChartState {
  id: string
  key: string
  kind: StateKind
  isRoot: boolean
  depth: number
  x: number
  y: number
  width: number
  height: number
  rows: StateRow[]
}

export interface ChartArrow {
  /** Unique per arrow: a transition with several targets has one arrow for each. */
  id: string
  transitionKey: string
  eventType: string
  sourceId: string
  targetId: string
  label: string[]
  points: { x: number; y: number }[]
  labelBox: { x: number; y: number; width: number; height: number }
}

/** The dot that marks a compound state's initial child, with its arrow. */
interface ChartInitial {
  parentId: string
  x: number
  y: number
  points: { x: number; y: number }[]
}

export interface Chart {
  machineId: string
  width: number
  height: number
  states: ChartState[]
  arrows: ChartArrow[]
  initials: ChartInitial[]
}

/** The arrow label: the event, then its guard in brackets, then its actions after a slash. */
export function transitionLabel(machine: AnyStateMachine, transition: TransitionInfo): string[] {
  const lines = [describeEvent(machine, transition.eventType)]
  if (transition.guard) lines.push(`[${guardCode(transition.guard)}]`)
  if (transition.actions.length > 0) lines.push(`/ ${transition.actions.join(', ')}`)
  return lines
}

function rowsOf(machine: AnyStateMachine, node: AnyStateNode): StateRow[] {
  const rows: StateRow[] = []
  for (const invoke of node.invoke)
    rows.push({ text: `invoke ${String(typeof invoke.src === 'string' ? invoke.src : invoke.id)}` })
  const entry = stateActions(node, 'entry')
  if (entry.length > 0) rows.push({ text: `entry / ${entry.join(', ')}` })
  const exit = stateActions(node, 'exit')
  if (exit.length > 0) rows.push({ text: `exit / ${exit.join(', ')}` })
  for (const transition of transitionsOf(node)) {
    if (transition.targets.length > 0) continue
    rows.push({ text: transitionLabel(machine, transition).join(' '), transitionKey: transition.key })
  }
  return rows
}

interface LayoutEngine {
  layout: (graph: ElkNode) => Promise<ElkNode>
}
let engine: Promise<LayoutEngine> | null = null

function layoutEngine(): Promise<LayoutEngine> {
  engine ??= (async () => {
    if (typeof window !== 'undefined' && typeof Worker !== 'undefined') {
      const [{ default: ElkApi }, { default: workerUrl }] = await Promise.all([
        import('elkjs/lib/elk-api.js'),
        import('elkjs/lib/elk-worker.min.js?worker&url'),
      ])
      // A worker's script is a script URL: where Trusted Types are required (decision 025) it comes from the
      // studio's own policy, which makes a URL of the bundled worker's address and of nothing else.
      const address = new URL(workerUrl, window.location.href).href
      const policy = policyOf(window, FLOW_STUDIO_WORKER_POLICY, () => ({
        createScriptURL: (url) => {
          if (new URL(url, window.location.href).href !== address)
            throw new TypeError(`${FLOW_STUDIO_WORKER_POLICY}: ${url} is not the layout worker`)
          return address
        },
      }))
      // TypeScript's DOM types know a worker's script only as a string or URL; the browser takes the trusted one.
      const script = (policy === null ? address : policy.createScriptURL(address)) as string
      return new ElkApi({ workerFactory: () => new Worker(script) })
    }
    // Node (the pictures in docs/machines/) and jsdom, which have no workers: ELK in this thread.
    const { default: Elk } = await import('elkjs/lib/elk.bundled.js')
    return new Elk()
  })()
  // A failed start (a worker the browser refused) is not kept: the next layout tries again.
  engine.catch(() => {
    engine = null
  })
  return engine
}

/** Lays the machine out. Deterministic: the same machine gives the same chart. */
export async function layoutMachine(machine: AnyStateMachine): Promise<Chart> {
  const rowsById = new Map<string, StateRow[]>()
  const headerHeight = (node: AnyStateNode) =>
    NAME_HEIGHT + (rowsById.get(node.id)?.length ?? 0) * LINE_HEIGHT + (rowsById.get(node.id)?.length ? 4 : 0)
  const headerWidth = (node: AnyStateNode) =>
    Math.max(
      textWidth(node.key, NAME_CHARACTER_WIDTH) + (node.type === 'final' ? 12 : 0),
      ...(rowsById.get(node.id) ?? []).map((row) => textWidth(row.text)),
    ) +
    2 * PADDING

  const all = stateNodes(machine.root)
  for (const node of all) rowsById.set(node.id, rowsOf(machine, node))

  const edges: ElkExtendedEdge[] = []
  const arrowInfo = new Map<string, Omit<ChartArrow, 'points' | 'labelBox'>>()
  for (const node of all) {
    for (const transition of transitionsOf(node)) {
      transition.targets.forEach((target, index) => {
        const id = `${transition.key}→${index}`
        const label = transitionLabel(machine, transition)
        arrowInfo.set(id, {
          id,
          transitionKey: transition.key,
          eventType: transition.eventType,
          sourceId: node.id,
          targetId: target.id,
          label,
        })
        edges.push({
          id,
          sources: [node.id],
          targets: [target.id],
          labels: [
            {
              text: label.join('\n'),
              width: Math.max(...label.map((line) => textWidth(line))) + 8,
              height: label.length * LINE_HEIGHT + 4,
            },
          ],
        })
      })
    }
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined
    if (initial)
      edges.push({ id: `initial:${node.id}`, sources: [`${node.id}#initial`], targets: [initial.id] })
  }

  const toElk = (node: AnyStateNode): ElkNode => {
    const children = Object.values(node.states)
    if (children.length === 0) {
      return {
        id: node.id,
        width: headerWidth(node),
        height: headerHeight(node) + (rowsById.get(node.id)?.length ? 4 : 8),
      }
    }
    return {
      id: node.id,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight(node) + 8},left=${PADDING + 4},bottom=${PADDING + 4},right=${PADDING + 4}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${headerWidth(node)}, ${headerHeight(node) + 20})`,
      },
      children: [
        ...(node.initial?.target?.length ? [{ id: `${node.id}#initial`, width: 12, height: 12 }] : []),
        ...children.map(toElk),
      ],
    }
  }

  const graph: ElkNode = {
    id: '#chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [toElk(machine.root)],
    edges,
  }
  const laid = await (await layoutEngine()).layout(graph)

  const states: ChartState[] = []
  const initials: ChartInitial[] = []
  const initialDots = new Map<string, { x: number; y: number }>()
  const visit = (node: ElkNode, depth: number) => {
    if (node.id.endsWith('#initial')) {
      initialDots.set(node.id.slice(0, -'#initial'.length), { x: (node.x ?? 0) + 6, y: (node.y ?? 0) + 6 })
      return
    }
    const stateNode = all.find((candidate) => candidate.id === node.id)
    if (stateNode) {
      states.push({
        id: node.id,
        key: stateNode.key,
        kind: stateNode.type,
        isRoot: stateNode === machine.root,
        depth,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
        rows: rowsById.get(node.id) ?? [],
      })
    }
    for (const child of node.children ?? []) visit(child, depth + 1)
  }
  for (const child of laid.children ?? []) visit(child, 0)

  const arrows: ChartArrow[] = []
  for (const edge of laid.edges ?? []) {
    const section = edge.sections?.[0]
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : []
    if (edge.id.startsWith('initial:')) {
      const parentId = edge.id.slice('initial:'.length)
      const dot = initialDots.get(parentId)
      if (dot) initials.push({ parentId, ...dot, points })
      continue
    }
    const info = arrowInfo.get(edge.id)
    const label = edge.labels?.[0]
    if (!info || !label) continue
    arrows.push({
      ...info,
      points,
      labelBox: { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 },
    })
  }
  return {
    machineId: machine.id,
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    states,
    arrows,
    initials,
  }
}
