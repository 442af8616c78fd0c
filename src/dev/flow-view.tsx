/**
 * The flow studio at /__flows, in development, demo and test builds only (never production: vite.config.ts
 * swaps this module for an empty one). For product owners and testers, offline:
 * - each machine drawn as a statechart (./statechart/), zoomable, with a text version for screen readers;
 * - live: the state of the same flow running in another tab of this browser (./flow-inspector.ts);
 * - simulate: the machine run on its own with the model-based tests' fixtures, by buttons or by clicking an
 *   arrow, its context shown and its path kept in a link that replays it;
 * - its planned paths as test cases to download, the same ones `npm run paths -- --list` writes.
 */
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useAddress } from '../page'
import { queryValue } from '../urls/address'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, StateValue } from 'xstate'
import {
  casesCsv,
  casesFeature,
  casesMarkdown,
  expectedScreen,
  testCases,
} from '../../machines/shared/path-cases'
import { isPathModel, type PathModel } from '../../machines/shared/path-model'
import { FLOW_CHANNEL, type FlowMessage } from './flow-channel'
import { layoutMachine, transitionLabel, type Chart } from './statechart/layout'
import { activeStateIds, describeEvent, isMachine, transitionsOf } from '../../machines/shared/read-machine'
import {
  choiceIndexes,
  choicesAt,
  currentSnapshot,
  replay,
  takeChoice,
  type Choice,
  type Simulation,
} from './statechart/simulate'
import { Statechart } from './statechart/statechart'
import './flow-view.css'
import './statechart/statechart.css'

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', {
  eager: true,
})
const pathModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.paths.ts', { eager: true })

/** Every machine in machines/, in the order of their files. */
export const studioMachines: AnyStateMachine[] = Object.keys(machineModules)
  .sort()
  .flatMap((file) => Object.values(machineModules[file] ?? {}).filter(isMachine))

type AnyPathModel = PathModel<AnyStateMachine>
const pathModels = new Map<string, { model: AnyPathModel; source: string }>(
  Object.entries(pathModules).flatMap(([file, module]) =>
    Object.values(module)
      .filter(isPathModel)
      .map((model) => [model.machine.id, { model, source: file.replace(/^(\.\.\/)+/, '') }] as const),
  ),
)

const charts = new Map<string, Promise<Chart>>()
const chartOf = (machine: AnyStateMachine) => {
  let chart = charts.get(machine.id)
  if (!chart) {
    chart = layoutMachine(machine)
    charts.set(machine.id, chart)
  }
  return chart
}

const ZOOMS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2]

function StateList({
  machine,
  node,
  active,
}: {
  machine: AnyStateMachine
  node: AnyStateNode
  active: ReadonlySet<string>
}) {
  const children = Object.values(node.states)
  const transitions = transitionsOf(node)
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
          {transitions.map((transition) => (
            <li key={transition.key}>
              {transitionLabel(machine, transition).join(' ')} →{' '}
              {transition.targets.map((target) => target.key).join(', ') || '(stays)'}
            </li>
          ))}
        </ul>
      ) : null}
      {children.length > 0 ? (
        <ul className="flow-states">
          {children.map((child) => (
            <StateList key={child.id} machine={machine} node={child} active={active} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

const stateName = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, inner]) => (inner === undefined ? key : `${key}.${stateName(inner)}`))
        .join(' + ')

const shortName = (id: string) => id.split('.').at(-1) ?? id

/** Context as a tester reads it: errors by name and message, functions by name. */
function contextText(context: unknown): string {
  return JSON.stringify(
    context,
    (_key, value: unknown) => {
      if (value instanceof Error) return `${value.name}: ${value.message}`
      if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}`
      return value
    },
    2,
  )
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  anchor.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

function parsePath(text: string | null): number[] {
  if (!text) return []
  return text
    .split('.')
    .map((part) => Number(part))
    .filter((part) => Number.isInteger(part) && part >= 0)
}

function Simulator({
  machine,
  model,
  simulation,
  onChange,
}: {
  machine: AnyStateMachine
  model: AnyPathModel
  simulation: Simulation
  onChange: (next: Simulation) => void
}) {
  const snapshot = currentSnapshot(simulation)
  const choices = choicesAt(model, machine, snapshot)
  const link = `${window.location.origin}/__flows?${new URLSearchParams({
    machine: machine.id,
    start: String(simulation.startIndex),
    path: choiceIndexes(simulation).join('.'),
  }).toString()}`
  const [copied, setCopied] = useState(false)
  // The pressed button goes away with the state it belonged to: focus moves to the list's heading, so the
  // keyboard goes on from the new choices and a screen reader hears the new state (the status above).
  const choicesHeading = useRef<HTMLHeadingElement>(null)
  const take = (choice: Choice) => {
    setCopied(false)
    onChange(takeChoice(machine, simulation, choice))
    choicesHeading.current?.focus()
  }
  return (
    <div className="flow-simulator">
      {model.starts.length > 1 ? (
        <p>
          <label htmlFor="flow-start">Start</label>{' '}
          <select
            id="flow-start"
            value={simulation.startIndex}
            onChange={(event) => onChange(replay(model, machine, Number(event.target.value), []))}
          >
            {model.starts.map((start, index) => (
              <option key={start.label} value={index}>
                {start.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <p role="status" className="flow-simulator__now">
        Now: <strong>{stateName(snapshot.value)}</strong>
        {snapshot.status === 'done' ? ' (the flow has ended)' : ''}
        {simulation.dropped > 0
          ? `. Left out: the link's last ${simulation.dropped === 1 ? 'step, which does' : `${simulation.dropped} steps, which do`} not fit the machine any more.`
          : ''}
      </p>
      <p className="flow-simulator__screen">
        <span className="flow-simulator__label">The person sees:</span> {expectedScreen(model, snapshot)}
      </p>
      <h3 id="flow-events" ref={choicesHeading} tabIndex={-1}>
        What can happen now
      </h3>
      {choices.length > 0 ? (
        <ul className="flow-choices" aria-labelledby="flow-events">
          {choices.map((choice) => (
            <li key={choice.index}>
              <button type="button" className="flow-choice" onClick={() => take(choice)}>
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {snapshot.status === 'done'
            ? 'Nothing: the flow has ended.'
            : 'Nothing: this state waits for no event the fixtures send.'}
        </p>
      )}
      <div className="flow-simulator__actions">
        <button
          type="button"
          disabled={simulation.steps.length === 0}
          onClick={() => onChange({ ...simulation, steps: simulation.steps.slice(0, -1), dropped: 0 })}
        >
          Undo the last step
        </button>
        <button
          type="button"
          disabled={simulation.steps.length === 0}
          onClick={() => onChange(replay(model, machine, simulation.startIndex, []))}
        >
          Start again
        </button>
      </div>
      <h3>Steps so far</h3>
      {simulation.steps.length > 0 ? (
        <ol className="flow-steps">
          {simulation.steps.map((step, index) => (
            <li key={`${index}-${step.label}`}>
              {step.label} → {stateName(step.snapshot.value)}
              {step.passed.length > 0 ? ` (through ${step.passed.map(shortName).join(', ')})` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p>None yet: the flow is where it starts ({model.starts[simulation.startIndex]?.label}).</p>
      )}
      <p className="flow-simulator__link">
        <label htmlFor="flow-replay">Link that replays these steps</label>
        <input
          id="flow-replay"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }}
        >
          Copy link
        </button>
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </p>
      <h3>Context</h3>
      <pre className="flow-context">{contextText(snapshot.context)}</pre>
    </div>
  )
}

function MachineStudio({
  machine,
  live,
  search,
}: {
  machine: AnyStateMachine
  live: FlowMessage | undefined
  /** The page's query, read with the one reader (src/urls/address.ts). */
  search: { get: (name: string) => string | null; has: (name: string) => boolean }
}) {
  const found = pathModels.get(machine.id)
  const model = found?.model
  const [chart, setChart] = useState<Chart | null>(null)
  const [layoutFailure, setLayoutFailure] = useState<string | null>(null)
  const [zoom, setZoom] = useState(1)
  const [mode, setMode] = useState<'live' | 'simulate'>(search.has('path') && model ? 'simulate' : 'live')
  const [simulation, setSimulation] = useState<Simulation | null>(() =>
    model ? replay(model, machine, Number(search.get('start') ?? 0), parsePath(search.get('path'))) : null,
  )

  useEffect(() => {
    // Keyed by machine (FlowView), so the machine never changes under one studio.
    let current = true
    chartOf(machine).then(
      (laidOut) => {
        if (current) setChart(laidOut)
      },
      (error: unknown) => {
        charts.delete(machine.id)
        if (current) setLayoutFailure(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      current = false
    }
  }, [machine])

  const simulating = mode === 'simulate' && model !== undefined && simulation !== null
  const snapshot: AnyMachineSnapshot | null = simulating ? currentSnapshot(simulation) : null
  const value = simulating ? snapshot?.value : live?.value
  const active = new Set(value === undefined ? [] : activeStateIds(machine, value))
  const choices = simulating && snapshot ? choicesAt(model, machine, snapshot) : []
  const enabled = new Set(choices.flatMap((choice) => choice.transitionKeys))
  const taken = new Set(simulating ? (simulation.steps.at(-1)?.taken ?? []) : [])
  const passed = new Set(simulating ? (simulation.steps.at(-1)?.passed ?? simulation.initialPassed) : [])
  const clickTransition = (key: string) => {
    const choice = choices.find((candidate) => candidate.transitionKeys.includes(key))
    if (choice && simulation) setSimulation(takeChoice(machine, simulation, choice))
  }
  const smaller = ZOOMS.filter((step) => step < zoom - 0.001).at(-1)
  const larger = ZOOMS.find((step) => step > zoom + 0.001)
  const frame = useRef<HTMLDivElement>(null)
  // The drawing's width in the frame: the frame less its border and a little air.
  const fitZoom = () =>
    chart && frame.current ? Math.min(2, Math.max(0.25, (frame.current.clientWidth - 4) / chart.width)) : 1
  const caseFile = (extension: string) => `${machine.id}-test-cases.${extension}`

  return (
    <section className="flow-machine" aria-labelledby="flow-machine-title">
      <h2 id="flow-machine-title">
        {model?.title ?? machine.id} <code>{machine.id}</code>
      </h2>
      <div className="flow-toolbar">
        <fieldset className="flow-modes">
          <legend>Mode</legend>
          <label>
            <input type="radio" name="flow-mode" checked={mode === 'live'} onChange={() => setMode('live')} />{' '}
            Live
          </label>
          <label>
            <input
              type="radio"
              name="flow-mode"
              checked={mode === 'simulate'}
              disabled={!model}
              onChange={() => setMode('simulate')}
            />{' '}
            Simulate
          </label>
        </fieldset>
        <div className="flow-zoom" role="group" aria-label="Zoom">
          <button type="button" disabled={smaller === undefined} onClick={() => setZoom(smaller ?? zoom)}>
            Zoom out
          </button>
          <output aria-live="polite">{Math.round(zoom * 100)} %</output>
          <button type="button" disabled={larger === undefined} onClick={() => setZoom(larger ?? zoom)}>
            Zoom in
          </button>
          <button type="button" disabled={chart === null} onClick={() => setZoom(fitZoom())}>
            Fit the width
          </button>
          <button type="button" disabled={zoom === 1} onClick={() => setZoom(1)}>
            Actual size
          </button>
        </div>
        {model ? (
          <div className="flow-downloads" role="group" aria-label="Test cases">
            <button
              type="button"
              onClick={() =>
                download(
                  caseFile('md'),
                  'text/markdown',
                  casesMarkdown(model, testCases(model), found?.source ?? ''),
                )
              }
            >
              Download test cases (Markdown)
            </button>
            <button
              type="button"
              onClick={() => download(caseFile('csv'), 'text/csv', casesCsv(testCases(model)))}
            >
              Download test cases (CSV)
            </button>
            <button
              type="button"
              onClick={() =>
                download(
                  caseFile('feature'),
                  'text/x.cucumber.gherkin+plain',
                  casesFeature(model, testCases(model), found?.source ?? ''),
                )
              }
            >
              Download test cases (Gherkin)
            </button>
          </div>
        ) : null}
      </div>
      {mode === 'live' ? (
        <p role="status">
          {live
            ? `Now, in another tab: ${stateName(live.value)} after ${describeEvent(machine, live.eventType)}`
            : 'Not running in any tab yet. Open the portal in another tab of this browser to follow it here.'}
        </p>
      ) : null}
      <div className={simulating ? 'flow-body flow-body--simulating' : 'flow-body'}>
        <figure className="flow-figure">
          {/* Focusable so that a keyboard can scroll a zoomed drawing. */}
          <div
            ref={frame}
            className="flow-frame"
            role="group"
            tabIndex={0}
            aria-labelledby="flow-figure-caption"
          >
            {chart ? (
              <Statechart
                chart={chart}
                title={`${model?.title ?? machine.id} as a statechart`}
                zoom={zoom}
                active={active}
                passed={passed}
                enabled={enabled}
                taken={taken}
                {...(simulating ? { onTransitionClick: clickTransition } : {})}
              />
            ) : layoutFailure !== null ? (
              <p role="alert" className="flow-laying-out">
                The diagram could not be laid out ({layoutFailure}). The text version below lists every state
                and transition; reload the page to try again.
              </p>
            ) : (
              <p role="status" className="flow-laying-out">
                Laying out the diagram…
              </p>
            )}
          </div>
          <figcaption id="flow-figure-caption">
            The statechart of {machine.id}.{' '}
            {simulating ? 'Arrows that can be taken now are drawn bold; click one to take it. ' : ''}
            The text version below lists the same states and transitions.
          </figcaption>
        </figure>
        {simulating ? (
          <Simulator machine={machine} model={model} simulation={simulation} onChange={setSimulation} />
        ) : null}
      </div>
      <details className="flow-text-version" open={layoutFailure !== null}>
        <summary>Text version: every state and transition</summary>
        <ul className="flow-states">
          <StateList machine={machine} node={machine.root} active={active} />
        </ul>
      </details>
    </section>
  )
}

export default function FlowView() {
  const { search: query } = useAddress()
  const search = {
    get: (name: string) => queryValue(query, name),
    has: (name: string) => queryValue(query, name) !== null,
  }
  const [latest, setLatest] = useState<Record<string, FlowMessage>>({})
  const [log, setLog] = useState<FlowMessage[]>([])
  useEffect(() => {
    document.title = 'Flow studio'
    const channel = new BroadcastChannel(FLOW_CHANNEL)
    channel.onmessage = (message: MessageEvent<FlowMessage>) => {
      const data = message.data
      setLatest((current) => ({ ...current, [data.machineId]: data }))
      setLog((current) => [data, ...current].slice(0, 50))
    }
    return () => channel.close()
  }, [])
  const selected = studioMachines.find((machine) => machine.id === search.get('machine')) ?? studioMachines[0]

  return (
    // The studio is a tool for the team, written in English whatever the portal's language: saying so lets a
    // screen reader on /__flows?lang=fr read it with an English voice.
    <div className="flow-view" lang="en">
      <h1 className="page-title">Flow studio</h1>
      <p className="lead">
        Every flow of the portal as a statechart, drawn from the machine the app runs. Follow a flow live from
        another tab, or simulate it here with the fixtures the model-based tests use, and download its test
        cases. Nothing leaves this page.
      </p>
      <nav aria-label="Flows" className="flow-nav">
        <ul>
          {studioMachines.map((machine) => (
            <li key={machine.id}>
              <Link
                href={`/__flows?machine=${machine.id}`}
                aria-current={machine === selected ? 'page' : undefined}
              >
                {pathModels.get(machine.id)?.model.title ?? machine.id}
              </Link>
              {latest[machine.id] ? <span className="flow-nav__live"> (live)</span> : null}
            </li>
          ))}
        </ul>
      </nav>
      {selected ? (
        <MachineStudio key={selected.id} machine={selected} live={latest[selected.id]} search={search} />
      ) : null}
      <section aria-labelledby="flow-log">
        <h2 id="flow-log">Events from other tabs, newest first</h2>
        {log.length > 0 ? (
          <ol className="flow-log">
            {log.map((entry) => (
              <li key={`${entry.sessionId}-${entry.at}-${entry.eventType}`}>
                {new Date(entry.at).toLocaleTimeString()} · {entry.machineId}: {entry.eventType} →{' '}
                {stateName(entry.value)}
              </li>
            ))}
          </ol>
        ) : (
          <p>None yet.</p>
        )}
      </section>
    </div>
  )
}
