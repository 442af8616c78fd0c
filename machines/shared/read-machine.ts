/**
 * Reading a machine object: its state nodes, its transitions with their guards and actions by name, and plain
 * words for them. The diagrams in docs/machines/, the flow studio at /__flows and the path coverage all read
 * machines through this one module, so they name a state or a transition the same way. No browser globals
 * and no Node modules: it runs in the studio, in scripts and in tests.
 */
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate'

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** `isFormIncomplete` → `form incomplete`, `user.changeUsername` → `change username`. */
export function words(name: string): string {
  return name
    .replace(/^(is|are)(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
}

export function describeEvent(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'at once'
  if (eventType.startsWith('user.')) return `person: ${words(eventType.slice(5))}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `${words(done[1] ?? '')} answers`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `${words(error[1] ?? '')} fails`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) {
    const delay = after[1] ?? ''
    const value = (machine.implementations.delays as Record<string, unknown>)[delay]
    return typeof value === 'number'
      ? `after ${value} ms`
      : `after ${/^\d+$/.test(delay) ? `${delay} ms` : words(delay)}`
  }
  return words(eventType)
}

export interface GuardInfo {
  name: string
  params: { [key: string]: Json } | null
}

/**
 * A guard or an action written inline (a function, `not(...)`, `assign(...)`) instead of named in `setup()`:
 * nothing can show it by name, so every reader refuses the machine (docs/decisions/006).
 */
function inline(node: AnyStateNode, what: string): Error {
  return new Error(
    `Machine "${node.machine.id}": ${what} is written inline. Name it in setup() and refer to it by that name, ` +
      'so the diagrams, the Stately export and the flow studio can show it (docs/decisions/006).',
  )
}

/** A named implementation: `'isExpired'`, or `{ type: 'isOutcome', params: { kind: 'used' } }`. */
function namedOf(value: unknown): GuardInfo | null {
  if (typeof value === 'string') return { name: value, params: null }
  if (typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string') {
    const params = 'params' in value ? value.params : undefined
    return {
      name: value.type,
      params: typeof params === 'object' && params !== null ? (params as { [key: string]: Json }) : null,
    }
  }
  return null
}

/** A transition's guard by name, or null for a transition without one. */
export function guardOf(transition: { readonly guard?: unknown }): GuardInfo | null {
  return transition.guard === undefined ? null : namedOf(transition.guard)
}

/** `isOutcome` with `{ kind: 'mustReset' }` → `outcome: must reset`. */
function guardWords(guard: GuardInfo): string {
  const values = Object.values(guard.params ?? {}).map((value) => words(String(value)))
  return values.length > 0 ? `${words(guard.name)}: ${values.join(', ')}` : words(guard.name)
}

/** A guard as code names it: `isOutcome(mustReset)`. */
export function guardCode(guard: GuardInfo): string {
  const values = Object.values(guard.params ?? {}).map(String)
  return values.length > 0 ? `${guard.name}(${values.join(', ')})` : guard.name
}

/** The names of a list of actions; `where` says whose they are when one is inline. */
function actionNames(actions: readonly unknown[] | undefined, node: AnyStateNode, where: string): string[] {
  return (actions ?? []).map((action) => {
    const named = namedOf(action)
    if (named === null) throw inline(node, `an action of ${where}`)
    return named.name
  })
}

/**
 * The actions a state runs on entry or on exit, as its machine declares them. The state node's own `entry` and
 * `exit` lists also hold XState's raise and cancel of each delayed transition (`after`), which the readers show as
 * transitions; what the machine says is the state's configuration.
 */
export function stateActions(node: AnyStateNode, when: 'entry' | 'exit'): string[] {
  const declared: unknown = node.config[when]
  const list = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]
  return actionNames(list, node, `the ${when} of ${node.id}`)
}

/** A machine object, as a module exports it (`setup(...).createMachine(...)`). */
export const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value

export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))]
}

interface TransitionLike {
  source: AnyStateNode
  eventType: string
}

/** A transition's name everywhere: `signIn.form ─user.submit[1]` (the index only when an event has several). */
export function transitionKey(transition: TransitionLike): string {
  const { source, eventType } = transition
  const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? [])
  const index = (list as unknown[]).indexOf(transition)
  return `${source.id} ─${eventType === '' ? '(always)' : eventType}${list.length > 1 ? `[${index}]` : ''}`
}

export interface TransitionInfo {
  key: string
  source: AnyStateNode
  eventType: string
  guard: GuardInfo | null
  actions: string[]
  targets: AnyStateNode[]
}

export function transitionsOf(node: AnyStateNode): TransitionInfo[] {
  const fromEvents = [...node.transitions.entries()].flatMap(([eventType, list]) =>
    list.map((transition) => ({ transition, eventType })),
  )
  const eventless = (node.always ?? []).map((transition) => ({ transition, eventType: '' }))
  return [...fromEvents, ...eventless].map(({ transition, eventType }) => {
    const key = transitionKey(transition)
    const guard = transition.guard === undefined ? null : namedOf(transition.guard)
    if (transition.guard !== undefined && guard === null) throw inline(node, `the guard of ${key}`)
    return {
      key,
      source: node,
      eventType,
      guard,
      actions: actionNames(transition.actions, node, key),
      targets: [...(transition.target ?? [])],
    }
  })
}

/** How a transition's condition reads: its guard, "otherwise" for the fallback after guarded ones. */
export function condition(transition: TransitionInfo, siblings: TransitionInfo[]): string {
  if (transition.guard) return guardWords(transition.guard)
  const earlier = siblings.slice(0, siblings.indexOf(transition))
  return earlier.some((other) => other.eventType === transition.eventType && other.guard) ? 'otherwise' : ''
}

export function allStateIds(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root).map((node) => node.id)
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root).flatMap((node) => transitionsOf(node).map((transition) => transition.key))
}

/** Ids of the state nodes active for a state value (the root and every ancestor included). */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const walk = (node: AnyStateNode, current: StateValue): string[] => {
    if (typeof current === 'string') {
      const child = node.states[current]
      return child ? [child.id] : []
    }
    return Object.entries(current).flatMap(([key, inner]) => {
      const child = node.states[key]
      return child && inner !== undefined ? [child.id, ...walk(child, inner)] : []
    })
  }
  return [machine.root.id, ...walk(machine.root, value)]
}

/** Leaf state ids: the states a person can be looking at. */
export function leafStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids = activeStateIds(machine, value)
  return ids.filter((id) => !ids.some((other) => other !== id && other.startsWith(`${id}.`)))
}

/** Leaf states a person can see: transient states (left at once by `always`) never render. */
export function leafStates(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root)
    .filter((node) => Object.keys(node.states).length === 0 && (node.always ?? []).length === 0)
    .map((node) => node.id)
}
