// @vitest-environment node
/**
 * A flow's pieces, each where docs/development.md ("Adding a flow") says it goes, and each wired to the rest: the
 * test fails, naming the file to add, while a piece is missing. Nothing here is listed by hand: the machines, the
 * routes and the endpoints are found the way the app, the tests and the scripts find them.
 *
 * - Every machine (`machines/<flow>/<flow>.machine.ts`) has its path model and its oracle in
 *   `machines/<flow>/<flow>.paths.ts`, a model test that walks that path model, and a world for its browser walks;
 *   its folder holds nothing else but, for a form, the field rules (`<flow>.fields.ts`).
 * - Every screen a route names (src/urls/routes.ts) is `src/screens/<screen>/<screen>.tsx`, and every message id
 *   its folder names is in each of the three catalogs.
 * - Every endpoint declared in src/api/ has its API test (`test/api/<file>.test.ts`, which imports it) and a demo
 *   endpoint in `demo-api/endpoints/<file>` that answers it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isOracle } from '../../machines/shared/oracle'
import { findExports } from '../../scripts/lib/find-exports'
import { API_ENDPOINTS } from '../../scripts/lib/api-endpoints'
import { discoverMachines } from '../../scripts/lib/machine-docs'
import { discoverPathModels } from '../../scripts/lib/path-models'
import { ROUTES, ROUTE_NAMES } from '../../src/urls/routes'
import { isWorld } from '../paths-browser/world'
import { parsePo } from '../support/po'

const root = resolve(import.meta.dirname, '../..')
const machines = await discoverMachines()
const pathModels = await discoverPathModels()
const oracles = await findExports('machines', '.paths.ts', isOracle)
const worlds = await findExports('test/paths-browser/flows', '.world.ts', isWorld)

const read = (file: string) => readFileSync(resolve(root, file), 'utf8')
const exists = (file: string) => existsSync(resolve(root, file))

describe('every machine has its pieces', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(0)
  })

  it.each(machines)('$file has a path model beside it', ({ flow, file, machine }) => {
    const beside = `machines/${flow}/${flow}.paths.ts`
    expect(
      pathModels.filter(({ model }) => model.machine === machine).map((found) => found.file),
      `${file} has no path model: add ${beside} with definePathModel(), its typed event and actor-outcome fixtures, and what each state shows`,
    ).toEqual([beside])
  })

  it.each(machines)(
    '$file says what each state shows, in its path model’s file',
    ({ flow, file, machine }) => {
      const beside = `machines/${flow}/${flow}.paths.ts`
      expect(
        oracles.filter(({ value }) => value.machine === machine).map((found) => found.file),
        `${file} has no oracle: add defineOracle() to ${beside}, a screen for each state a person can rest in (docs/decisions/027)`,
      ).toEqual([beside])
    },
  )

  it.each(machines)('$file has a model test with fixtures and view expectations', ({ flow, file }) => {
    const modelTest = `test/model/${flow}.model.test.tsx`
    expect(
      exists(modelTest),
      `${file} has no model test: add ${modelTest} with describeFlowModel(), typed event and actor-outcome fixtures and an expectation for each state`,
    ).toBe(true)
    expect(
      read(modelTest),
      `${modelTest} does not walk the path model: import it from ../../machines/${flow}/${flow}.paths`,
    ).toContain(`'../../machines/${flow}/${flow}.paths'`)
  })

  it.each(machines)('$file has a world for its walks through the real portal', ({ flow, file, machine }) => {
    const world = `test/paths-browser/flows/${flow}.world.ts`
    expect(
      worlds.filter(({ value }) => value.machine === machine).map((found) => found.file),
      `${file} has no world: add ${world} with defineWorld(): where its starts open, its gestures, its calls' answers (docs/decisions/027)`,
    ).toEqual([world])
  })

  it.each(machines)('$file has nothing else in its folder but, for a form, its field rules', ({ flow }) => {
    const own = [`${flow}.machine.ts`, `${flow}.paths.ts`, `${flow}.fields.ts`]
    const others = readdirSync(resolve(root, 'machines', flow)).filter((name) => !own.includes(name))
    expect(
      others,
      `machines/${flow}/ holds a machine (with its types), its path model (with what each state shows) and a form's field rules, nothing else`,
    ).toEqual([])
  })

  it('has a path model only for a machine that exists', () => {
    const found = new Set(machines.map(({ machine }) => machine))
    expect(pathModels.filter(({ model }) => !found.has(model.machine)).map(({ file }) => file)).toEqual([])
  })
})

const LOCALES = ['en-CA', 'fr-CA', 'en-GB'] as const
/** The ids each catalog has. */
const catalogIds = new Map(
  LOCALES.map((locale) => [
    locale,
    new Set(parsePo(resolve(root, `src/locales/${locale}.po`)).map((entry) => entry.id)),
  ]),
)

/** The message ids a file names: quoted SCREAMING_CASE words, as catalogs.test.ts counts a use. */
const messageIdsIn = (text: string) =>
  new Set(
    [...text.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,})['"`]/g)].map(([, id]) => id ?? ''),
  )

const routeScreens = [...new Set(ROUTE_NAMES.map((name) => ROUTES[name].screen))]

describe('every screen a route names has its pieces', () => {
  it.each(routeScreens)('src/screens/%s/ has the screen the route table loads', (screen) => {
    const module = `src/screens/${screen}/${screen}.tsx`
    expect(exists(module), `a route in src/urls/routes.ts names the screen ${screen}: add ${module}`).toBe(
      true,
    )
  })

  it.each(routeScreens)('src/screens/%s/ names only message ids the three catalogs have', (screen) => {
    const folder = `src/screens/${screen}`
    const missing = (exists(folder) ? readdirSync(resolve(root, folder)) : [])
      .filter((name) => /\.tsx?$/.test(name))
      .flatMap((name) =>
        [...messageIdsIn(read(`${folder}/${name}`))].flatMap((id) =>
          LOCALES.filter((locale) => catalogIds.get(locale)?.has(id) !== true).map(
            (locale) => `${folder}/${name} names ${id}: add it to src/locales/${locale}.po`,
          ),
        ),
      )
    expect(missing, `message ids src/screens/${screen}/ names that a catalog lacks`).toEqual([])
  })
})

/** Each endpoint declared in src/api/, with the file it is declared in (`mass-print`). */
const endpoints = API_ENDPOINTS.map(({ endpoint, where, id }) => ({
  endpoint,
  id,
  file: (where.split(' ')[0] ?? '').replace(/\.ts$/, ''),
}))

describe('every endpoint has its pieces', () => {
  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(0)
  })

  it.each(endpoints)('$id has its API test', ({ file }) => {
    const apiTest = `test/api/${file}.test.ts`
    expect(
      exists(apiTest),
      `src/api/${file}.ts has no API test: add ${apiTest}, the adapter over real HTTP against the demo API`,
    ).toBe(true)
    expect(read(apiTest), `${apiTest} does not test the adapter: import it`).toContain(
      `'../../src/api/${file}'`,
    )
  })

  it.each(endpoints)('$id has a demo endpoint that answers it', async ({ endpoint, file }) => {
    const demo = `demo-api/endpoints/${file}.ts`
    expect(
      exists(demo),
      `src/api/${file}.ts has no demo endpoint: add ${demo}, its answers and contract scenarios`,
    ).toBe(true)
    const module = (await import(pathToFileURL(resolve(root, demo)).href)) as Record<string, unknown>
    const adapters = Object.values(module).map((value) =>
      typeof value === 'object' && value !== null && 'adapter' in value ? value.adapter : undefined,
    )
    expect(adapters, `${demo} exports no demo endpoint whose adapter is ${file}.ts's`).toContain(endpoint)
  })
})
