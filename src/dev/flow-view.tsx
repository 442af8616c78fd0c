/**
 * /__flows, in development and the demo build only: every machine drawn as nested states with its
 * transitions, the states of flows running in other tabs highlighted, and the events that led there.
 * Everything is drawn here, from the machine objects; nothing is fetched from anywhere.
 */
import { useEffect, useState } from 'react'
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate'
import { FLOW_CHANNEL, type FlowMessage } from './flow-channel'

const modules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true })
const machines: AnyStateMachine[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(
    (value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value,
  ),
)

function activeIds(node: AnyStateNode, value: StateValue | undefined): Set<string> {
  const ids = new Set<string>()
  const walk = (current: AnyStateNode, inner: StateValue) => {
    if (typeof inner === 'string') {
      const child = current.states[inner]
      if (child) ids.add(child.id)
      return
    }
    for (const [key, deeper] of Object.entries(inner)) {
      const child = current.states[key]
      if (child && deeper !== undefined) {
        ids.add(child.id)
        walk(child, deeper)
      }
    }
  }
  if (value !== undefined) walk(node, value)
  return ids
}

function eventLabel(type: string): string {
  if (type === '') return 'at once'
  return type
    .replace(/^user\./, '')
    .replace(/^xstate\.done\.actor\.(.+)$/, '$1 answers')
    .replace(/^xstate\.error\.actor\.(.+)$/, '$1 fails')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
}

/** A guard by name, with its parameters when it has any: `isOutcome(expired)`. */
function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard !== 'object' || guard === null || !('type' in guard)) return 'condition'
  const { type, params } = guard as { type: unknown; params?: unknown }
  const values = typeof params === 'object' && params !== null ? Object.values(params).map(String) : []
  return values.length > 0 ? `${String(type)}(${values.join(', ')})` : String(type)
}

function StateBox({ node, active }: { node: AnyStateNode; active: Set<string> }) {
  const children = Object.values(node.states)
  const transitions = [
    ...[...node.transitions.entries()].flatMap(([type, list]) =>
      list.map((transition) => ({ type, transition })),
    ),
    ...(node.always ?? []).map((transition) => ({ type: '', transition })),
  ].filter(({ transition }) => (transition.target ?? []).length > 0)
  const isActive = active.has(node.id)
  return (
    <li
      className={isActive ? 'flow-state flow-state--active' : 'flow-state'}
      aria-current={isActive ? 'step' : undefined}
    >
      <span className="flow-state__name">
        {node.key}
        {node.type === 'final' ? ' (end)' : ''}
        {node.invoke.length > 0
          ? ` · runs ${node.invoke.map((invoke) => String(invoke.src)).join(', ')}`
          : ''}
      </span>
      {transitions.length > 0 ? (
        <ul className="flow-transitions">
          {transitions.map(({ type, transition }, index) => (
            <li key={`${type}-${index}`}>
              {eventLabel(type)}
              {transition.guard ? ` [${guardLabel(transition.guard)}]` : ''} →{' '}
              {(transition.target ?? []).map((target: AnyStateNode) => target.key).join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      {children.length > 0 ? (
        <ul className="flow-states">
          {children.map((child) => (
            <StateBox key={child.id} node={child} active={active} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

export default function FlowView() {
  const [latest, setLatest] = useState<Record<string, FlowMessage>>({})
  const [log, setLog] = useState<FlowMessage[]>([])
  useEffect(() => {
    document.title = 'Live flows'
    const channel = new BroadcastChannel(FLOW_CHANNEL)
    channel.onmessage = (message: MessageEvent<FlowMessage>) => {
      const data = message.data
      setLatest((current) => ({ ...current, [data.machineId]: data }))
      setLog((current) => [data, ...current].slice(0, 50))
    }
    return () => channel.close()
  }, [])

  return (
    <div className="flow-view">
      <h1 className="page-title">Live flows</h1>
      <p className="lead">
        Open the portal in another tab of this browser. Each machine below highlights the state its flow is in
        there, and the list at the end shows the events that led there. Only state names and event types are
        shared, never what is typed.
      </p>
      {machines.map((machine) => {
        const message = latest[machine.id]
        return (
          <section key={machine.id} className="flow-machine" aria-labelledby={`flow-${machine.id}`}>
            <h2 id={`flow-${machine.id}`}>{machine.id}</h2>
            <p role="status">
              {message
                ? `Now: ${JSON.stringify(message.value)} after ${eventLabel(message.eventType)}`
                : 'Not running in any tab yet.'}
            </p>
            <ul className="flow-states">
              <StateBox node={machine.root} active={activeIds(machine.root, message?.value)} />
            </ul>
          </section>
        )
      })}
      <section aria-labelledby="flow-log">
        <h2 id="flow-log">Events, newest first</h2>
        <ol className="flow-log">
          {log.map((entry) => (
            <li key={`${entry.sessionId}-${entry.at}-${entry.eventType}`}>
              {new Date(entry.at).toLocaleTimeString()} · {entry.machineId}: {eventLabel(entry.eventType)} →{' '}
              {JSON.stringify(entry.value)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
