/**
 * Turns the machines in machines/ into what product owners and testers read: a Mermaid state diagram and a
 * table of transitions in plain words (docs/machines/<flow>.md), and the machine's configuration as JSON for
 * the Stately editor's import (docs/machines/<flow>.json). Everything is derived from the machine objects
 * the app runs, so a diagram cannot describe a machine that no longer exists.
 */
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import {
  condition,
  describeEvent,
  isMachine,
  stateActions,
  stateNodes,
  transitionsOf,
  words,
  type Json,
  type TransitionInfo,
} from '../../machines/shared/read-machine'
import { findExports } from './find-exports'

export interface DiscoveredMachine {
  flow: string
  file: string
  machine: AnyStateMachine
}

const root = resolve(import.meta.dirname, '../..')

export async function discoverMachines(): Promise<DiscoveredMachine[]> {
  return (await findExports('machines', '.machine.ts', isMachine)).map(({ flow, file, value }) => ({
    flow,
    file,
    machine: value,
  }))
}

const relativeId = (machine: AnyStateMachine, node: AnyStateNode) =>
  node.id === machine.root.id ? '(whole flow)' : node.id.slice(machine.root.id.length + 1)

// ---------------------------------------------------------------------------------------------------------
// Mermaid

const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_')
const mermaidText = (text: string) =>
  text
    .replace(/[:;#"{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function stateLabel(node: AnyStateNode): string {
  const invoked = node.invoke.map((invoke) =>
    words(String(typeof invoke.src === 'string' ? invoke.src : invoke.id)),
  )
  return invoked.length > 0 ? `${node.key} (runs ${invoked.join(', ')})` : node.key
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2', '  direction TB']
  const declare = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states)
    if (children.length === 0) {
      lines.push(`${indent}state "${mermaidText(stateLabel(node))}" as ${mermaidId(node)}`)
      return
    }
    lines.push(`${indent}state "${mermaidText(stateLabel(node))}" as ${mermaidId(node)} {`)
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined
    if (initial) lines.push(`${indent}  [*] --> ${mermaidId(initial)}`)
    for (const child of children) declare(child, `${indent}  `)
    lines.push(`${indent}}`)
  }
  const topInitial = machine.root.initial?.target?.[0] as AnyStateNode | undefined
  if (topInitial) lines.push(`  [*] --> ${mermaidId(topInitial)}`)
  for (const child of Object.values(machine.root.states)) declare(child, '  ')
  for (const node of stateNodes(machine.root)) {
    const own = transitionsOf(node)
    for (const transition of own) {
      const when = condition(transition, own)
      for (const target of transition.targets) {
        const label = [
          describeEvent(machine, transition.eventType),
          when === '' ? null : when === 'otherwise' ? when : `if ${when}`,
        ]
          .filter(Boolean)
          .join(', ')
        const from = transition.source.id === machine.root.id ? '[*]' : mermaidId(transition.source)
        lines.push(`  ${from} --> ${mermaidId(target)} : ${mermaidText(label)}`)
      }
    }
  }
  for (const node of stateNodes(machine.root)) {
    if (node.type === 'final') lines.push(`  ${mermaidId(node)} --> [*]`)
  }
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------------------------
// Markdown page

function leadingComment(file: string): string {
  const text = readFileSync(resolve(root, file), 'utf8')
  const match = /\/\*\*([\s\S]*?)\*\//.exec(text)
  if (!match?.[1]) return ''
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim()
}

export function toMarkdown(found: DiscoveredMachine): string {
  const { machine } = found
  const rows = stateNodes(machine.root).flatMap((node) => {
    const own = transitionsOf(node)
    return own.map((transition) => {
      const to = transition.targets.map((target) => relativeId(machine, target)).join(', ') || '(stays)'
      return `| ${relativeId(machine, transition.source)} | ${describeEvent(machine, transition.eventType)} | ${condition(
        transition,
        own,
      )} | ${transition.actions.map(words).join(', ')} | ${to} |`
    })
  })
  const actors = Object.keys(machine.implementations.actors)
  return [
    `# ${words(machine.id)}`,
    '',
    `<!-- Generated from ${found.file} by \`npm run machines:docs\`. Do not edit: change the machine and regenerate. -->`,
    '',
    leadingComment(found.file),
    '',
    '## Statechart',
    '',
    `![The ${words(machine.id)} flow as a statechart](${found.flow}.svg)`,
    '',
    'The flow studio draws the same picture at `/__flows`, where it can be simulated (`npm start`).',
    '',
    '## Diagram',
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    '## Transitions',
    '',
    '| From | When | Only if | Does | Goes to |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `Invoked actors: ${actors.length > 0 ? actors.map((name) => `\`${name}\``).join(', ') : 'none'}.`,
    `Open \`${found.file}\` in the Stately editor to edit it, or import \`docs/machines/${found.flow}.json\`.`,
    '',
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------------------
// JSON configuration for the Stately editor

function transitionJson(machine: AnyStateMachine, transition: TransitionInfo): { [key: string]: Json } {
  const json: { [key: string]: Json } = {}
  if (transition.targets.length > 0) {
    json.target = transition.targets.map((target) => `#${target.id}`)
  }
  if (transition.guard) {
    json.guard = transition.guard.params
      ? { type: transition.guard.name, params: transition.guard.params }
      : transition.guard.name
  }
  if (transition.actions.length > 0) json.actions = transition.actions
  return json
}

function stateJson(machine: AnyStateMachine, node: AnyStateNode): { [key: string]: Json } {
  const json: { [key: string]: Json } = {}
  if (node.type === 'final') json.type = 'final'
  if (node.type === 'parallel') json.type = 'parallel'
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined
  if (initial) json.initial = initial.key
  if (node.tags.length > 0) json.tags = [...node.tags]
  const own = transitionsOf(node)
  const invokes = node.invoke.map((invoke) => {
    const id = String(invoke.id)
    const byEvent = (type: string) =>
      own
        .filter((transition) => transition.eventType === type)
        .map((transition) => transitionJson(machine, transition))
    return {
      id,
      src: String(typeof invoke.src === 'string' ? invoke.src : id),
      onDone: byEvent(`xstate.done.actor.${id}`),
      onError: byEvent(`xstate.error.actor.${id}`),
    }
  })
  if (invokes.length > 0) json.invoke = invokes
  const handledByInvoke = new Set(
    invokes.flatMap((invoke) => [`xstate.done.actor.${invoke.id}`, `xstate.error.actor.${invoke.id}`]),
  )
  const on: { [key: string]: Json } = {}
  const after: { [key: string]: Json } = {}
  for (const transition of own) {
    if (transition.eventType === '' || handledByInvoke.has(transition.eventType)) continue
    const delay = /^xstate\.after\.([^.]+)\./.exec(transition.eventType)?.[1]
    const bucket = delay ? after : on
    const key = delay ?? transition.eventType
    const list = (bucket[key] as Json[] | undefined) ?? []
    bucket[key] = [...list, transitionJson(machine, transition)]
  }
  if (Object.keys(on).length > 0) json.on = on
  if (Object.keys(after).length > 0) json.after = after
  const always = own
    .filter((transition) => transition.eventType === '')
    .map((transition) => transitionJson(machine, transition))
  if (always.length > 0) json.always = always
  const entry = stateActions(node, 'entry')
  if (entry.length > 0) json.entry = entry
  const exit = stateActions(node, 'exit')
  if (exit.length > 0) json.exit = exit
  const children = Object.values(node.states)
  if (children.length > 0)
    json.states = Object.fromEntries(children.map((child) => [child.key, stateJson(machine, child)]))
  return json
}

/** The machine's configuration with every guard, action and actor by name, ready for the Stately import. */
export function toStatelyJson(machine: AnyStateMachine): string {
  return `${JSON.stringify({ id: machine.id, ...stateJson(machine, machine.root) }, null, 2)}\n`
}

/** docs/machines/README.md: one line per machine, for a product owner who starts from the folder. */
export function toIndex(machines: DiscoveredMachine[]): string {
  return [
    '# The flows, as diagrams',
    '',
    '<!-- Generated by `npm run machines:docs`. Do not edit. -->',
    '',
    'Each page shows one flow of the portal as a statechart (the `.svg` beside it, the same drawing as the flow',
    'studio at `/__flows`), a Mermaid diagram and every transition in plain words, all generated from the machine',
    'the app runs. Code hosts draw the pictures; nothing needs installing.',
    '',
    ...machines.map(
      (found) =>
        `- [${words(found.machine.id)}](${found.flow}.md) ([picture](${found.flow}.svg), [Stately JSON](${found.flow}.json)): \`${found.file}\``,
    ),
    '',
    'Open a flow in the Stately editor (stately.ai): in a project, create a new machine, open the Code panel,',
    'choose Import, paste `createMachine(` followed by the whole `.json` file and `)`, and import. In VS Code, with',
    "Stately's extension (Stately Editor, or XState for older set-ups): open the `.json` file or the machine's",
    '`.machine.ts`, then run "Open Visual Editor" from the command palette. To simulate a flow or follow it live',
    'without any outside service, run `npm start` and open `/__flows`.',
    '',
  ].join('\n')
}

export const indexPath = () => resolve(root, 'docs/machines', 'README.md')

export function docPaths(flow: string) {
  return {
    markdown: resolve(root, 'docs/machines', `${flow}.md`),
    json: resolve(root, 'docs/machines', `${flow}.json`),
    picture: resolve(root, 'docs/machines', `${flow}.svg`),
  }
}

export const relativeToRoot = (path: string) => relative(root, path)
