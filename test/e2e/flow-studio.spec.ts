/**
 * In Chromium: the flow studio at /__flows (test build) draws each machine, and its simulate mode
 * reaches every state of every machine by clicking, with the buttons a product owner would press. The paths
 * clicked are those the model-based tests plan (the fewest that cover every state and transition), so a
 * state the studio could not reach fails here. Also: clicking an arrow, the replay link, and axe on the page.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { AnyStateMachine, EventObject } from 'xstate'
import { activeStateIds, allStateIds } from '../../machines/shared/read-machine'
import {
  choicesAt,
  currentSnapshot,
  offeredEvents,
  sameEvent,
  startSimulation,
  takeChoice,
  type Simulation,
} from '../../src/dev/statechart/simulate'
import { casesCsv, casesFeature, testCases } from '../../machines/shared/path-cases'
import type { PathModel } from '../../machines/shared/path-model'
import { shortestPaths } from '../../machines/shared/path-plan'
import { discoverMachines } from '../../scripts/lib/machine-docs'
import { discoverPathModels } from '../../scripts/lib/path-models'
import { expect, expectNoAxeViolations, test } from './support'

type AnyPathModel = PathModel<AnyStateMachine>
const pathModels = await discoverPathModels()
/** Every path model, found beside its machine as the studio finds them, in the order of their files. */
const MODELS: AnyPathModel[] = pathModels.map(({ model }) => model)
const machines = await discoverMachines()

/** The label of the button that sends `event` in the simulation's current state. */
function choiceFor(model: AnyPathModel, simulation: Simulation, event: EventObject) {
  const snapshot = currentSnapshot(simulation)
  const index = offeredEvents(model, snapshot).findIndex((candidate) => sameEvent(model, candidate, event))
  const choice = choicesAt(model, model.machine, snapshot).find((candidate) => candidate.index === index)
  if (!choice) throw new Error(`${model.machine.id}: no button for ${event.type}`)
  return choice
}

/** The states a simulation shows on the way: those it rests in and those it passes through. */
function statesOf(machine: AnyStateMachine, simulation: Simulation): Set<string> {
  const snapshots = [simulation.initial, ...simulation.steps.map((step) => step.snapshot)]
  return new Set([
    ...snapshots.flatMap((snapshot) => activeStateIds(machine, snapshot.value)),
    ...simulation.initialPassed,
    ...simulation.steps.flatMap((step) => step.passed),
  ])
}

interface Walk {
  startIndex: number
  /** The button labels to press, in order. */
  labels: string[]
  reaches: Set<string>
}

/**
 * The fewest planned paths (greedily) that together show every state: every state must be reached, and each
 * click costs time, so paths that only add transitions are left to the jsdom tests (studio-simulate.test.ts).
 */
function walksFor(model: AnyPathModel): Walk[] {
  const { machine } = model
  const candidates = model.starts.flatMap((start, startIndex) =>
    shortestPaths(machine, {
      input: start.input,
      events: model.events as never,
      serializeState: model.serializeState,
    }).map((planned) => {
      let simulation = startSimulation(model, machine, startIndex)
      const labels: string[] = []
      for (const step of planned.steps.slice(1)) {
        const choice = choiceFor(model, simulation, step.event)
        labels.push(choice.label)
        simulation = takeChoice(machine, simulation, choice)
      }
      return { startIndex, labels, reaches: statesOf(machine, simulation) }
    }),
  )
  const missing = new Set(allStateIds(machine))
  const chosen: Walk[] = []
  while (missing.size > 0) {
    const gain = (walk: Walk) => [...walk.reaches].filter((id) => missing.has(id)).length
    const best = candidates.reduce((a, b) =>
      gain(b) > gain(a) || (gain(b) === gain(a) && b.labels.length < a.labels.length) ? b : a,
    )
    if (gain(best) === 0) break
    chosen.push(best)
    for (const id of best.reaches) missing.delete(id)
  }
  return chosen
}

/** State ids the drawing shows as current, or as passed through on the last step. */
const highlighted = (page: Page) =>
  page
    .locator('svg.statechart')
    .evaluate((svg) =>
      [...svg.querySelectorAll('.chart-state--active, .chart-state--passed')].map(
        (node) => node.getAttribute('data-state-id') ?? '',
      ),
    )

test('the studio has a path model for every machine', () => {
  expect(MODELS.map((model) => model.machine.id)).toEqual(machines.map(({ machine }) => machine.id))
})

// The studio keeps no state on the server: its tests can share the two workers.
test.describe.configure({ mode: 'parallel' })

// One page for every machine, moving between them by the studio's own links, as a tester would: a page per
// machine would load the layout engine twelve times.
test('simulate reaches every state of every machine by clicking', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/__flows')
  for (const model of MODELS) {
    const { machine } = model
    await test.step(machine.id, async () => {
      await page
        .getByRole('navigation', { name: 'Flows' })
        .getByRole('link', { name: model.title, exact: true })
        .click()
      await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(machine.id)
      await page.getByRole('radio', { name: 'Simulate' }).check()
      await expect(page.locator(`svg.statechart[data-machine="${machine.id}"]`)).toBeVisible()
      const drawn = await page
        .locator('svg.statechart [data-state-id]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id')))
      expect(new Set(drawn)).toEqual(new Set(allStateIds(machine)))

      const reached = new Set<string>()
      const look = async () => {
        for (const id of await highlighted(page)) reached.add(id)
      }
      for (const walk of walksFor(model)) {
        if (model.starts.length > 1) await page.getByLabel('Start').selectOption(String(walk.startIndex))
        const again = page.getByRole('button', { name: 'Start again' })
        if (await again.isEnabled()) await again.click()
        await look()
        for (const label of walk.labels) {
          await page.getByRole('button', { name: label, exact: true }).click()
          await look()
        }
        await expect(page.locator('.flow-steps > li')).toHaveCount(walk.labels.length)
      }
      expect([...reached].sort()).toEqual(allStateIds(machine).sort())
    })
  }
})

test('the drawing fits its frame, an arrow takes its transition, the cases download, and a link replays the steps', async ({
  page,
  context,
}) => {
  await page.goto('/__flows?machine=forgotPassword')
  await page.getByRole('radio', { name: 'Simulate' }).check()
  // Fitted to the frame beside the simulator at 1280 px, the drawing needs no sideways scroll.
  await page.getByRole('button', { name: 'Fit the width' }).click()
  const fits = await page
    .locator('.flow-frame')
    .evaluate((frame) => frame.scrollWidth <= frame.clientWidth && frame.clientWidth > 300)
  expect(fits).toBe(true)
  await page.getByRole('button', { name: /^type a known email/ }).click()
  // Where a person clicks an arrow: on its label.
  await page
    .locator(
      'g.chart-arrow--enabled[data-transition="forgotPassword.form ─user.submit[1]"] .chart-arrow__label-box',
    )
    .click()
  await expect(page.getByText(/^Now:/)).toHaveText('Now: sending')
  await page.getByRole('button', { name: 'the server has no record of that email' }).click()
  await expect(page.getByText(/^Now:/)).toHaveText('Now: form.noRecord')
  const link = await page.getByRole('textbox', { name: 'Link that replays these steps' }).inputValue()

  // The downloads are the files `npm run paths -- --list` writes: the same generators, model and source.
  const listed = pathModels.find(({ flow }) => flow === 'forgot-password')
  if (!listed) throw new Error('no path model for forgot-password')
  const cases = testCases(listed.model)
  for (const [format, extension, written] of [
    ['CSV', 'csv', casesCsv(cases)],
    ['Gherkin', 'feature', casesFeature(listed.model, cases, listed.file)],
  ] as const) {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: `Download test cases (${format})` }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`forgotPassword-test-cases.${extension}`)
    expect(await readFile((await file.path()) ?? '', 'utf8')).toBe(written)
  }

  const replayed = await context.newPage()
  await replayed.goto(link)
  await expect(replayed.getByText(/^Now:/)).toHaveText('Now: form.noRecord')
  await expect(
    replayed.getByRole('listitem').filter({ hasText: 'press Send reset link → sending' }),
  ).toBeVisible()
})

test('the studio has no axe violations, live and simulating, narrow and wide, light and dark', async ({
  page,
}) => {
  for (const [width, scheme] of [
    [320, 'light'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/__flows?machine=signIn')
    await expect(page.locator('svg.statechart')).toBeVisible()
    await expectNoAxeViolations(page, `the studio, live, ${width} px ${scheme}`)
    await page.getByRole('radio', { name: 'Simulate' }).check()
    await page.getByRole('button', { name: /^type a username/ }).click()
    await expectNoAxeViolations(page, `the studio, simulating, ${width} px ${scheme}`)
  }
})
