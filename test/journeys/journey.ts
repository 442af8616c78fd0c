/**
 * The `journey` every journey file writes its tests with: Playwright's runner (its web servers, reports and
 * workers), with a `person` in the engine the project names instead of Playwright's own page. One engine starts
 * per worker and engine; every test gets a tab of its own, in a demo run of its own (demo-api/runs.ts: its own
 * accounts, mails, beacons and hits), and runs under the guard every browser test shares: a page error, a
 * console error or a request to an outside host that the test did not declare (`guard`, as in the Chromium
 * checks) fails it. A failed test keeps a screenshot of what the person saw, named by its engine and journey
 * (docs/decisions/023 and 028).
 */
import { randomUUID } from 'node:crypto'
import { test as base, expect } from '@playwright/test'
import { DEMO_RUN_COOKIE } from '../../demo-api/runs'
import { STAND_INS } from '../../src/config'
import { needsNoConsent } from '../support/ports'
import { PageWatch, readKeptInPage, type PageGuard } from '../support/page-guard'
import { ENGINE_TITLES, type Engine, type EngineName, type TabCookie } from './engines/engine'
import { launchPuppeteer } from './engines/puppeteer'
import { launchWebKit } from './engines/webdriver'
import { Person } from './person'

export { expect }

export interface JourneyOptions {
  engineName: EngineName
}

const launch = (name: EngineName): Promise<Engine> =>
  name === 'webkit' ? launchWebKit() : launchPuppeteer(name)

/** The demo run's cookie on every login host the test build answers on: a cookie is kept per host. */
const demoRunCookies = (run: string): TabCookie[] =>
  Object.values(STAND_INS.loginHosts).map((host) => ({ host, name: DEMO_RUN_COOKIE, value: run }))

export const journey = base.extend<
  { person: Person; dark: boolean; guard: PageGuard; pageWatch: PageWatch },
  JourneyOptions & { engine: Engine }
>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide) => {
      const engine = await launch(engineName)
      await provide(engine)
      await engine.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  dark: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
  pageWatch: async ({}, provide) => provide(new PageWatch(undefined, needsNoConsent)),
  // What the test declares it provokes on purpose, as in the Chromium checks; the tab is judged by it at the end.
  guard: async ({ pageWatch }, provide) => provide(pageWatch),
  person: async ({ engine, dark, baseURL, pageWatch }, provide, testInfo) => {
    const run = `${engine.name}-${randomUUID()}`
    const tab = await engine.newTab({ dark, cookies: demoRunCookies(run) })
    const person = new Person(tab, baseURL ?? 'http://localhost:4180', run)
    await person.resize(1280, 800)
    let problems: string[] = []
    try {
      await provide(person)
      problems = pageWatch.problems(await tab.pageEvents())
      // What the page kept, every key declared, and nothing of analytics without a yes (docs/decisions/031). A
      // page that cannot be read (one on its way elsewhere) has nothing to judge.
      const kept = await tab.evaluate(readKeptInPage).catch(() => null)
      if (kept !== null) problems.push(...pageWatch.storageProblems(kept))
    } finally {
      if (testInfo.status !== testInfo.expectedStatus || problems.length > 0) {
        const where = `${ENGINE_TITLES[engine.name]}: ${testInfo.titlePath.slice(1).join(' › ')}`
        const shot = await tab.screenshot().catch(() => null)
        if (shot !== null) {
          await testInfo.attach(`what the person saw in ${where}`, {
            body: Buffer.from(shot),
            contentType: 'image/png',
          })
        }
        const address = await tab.url().catch(() => '(unknown)')
        testInfo.annotations.push({
          type: 'failed in',
          description: `${where}, at ${address}, demo run ${run}`,
        })
      }
      await tab.close()
    }
    expect(
      problems,
      `page errors, console errors, outside requests, undeclared storage or analytics without consent in ${ENGINE_TITLES[engine.name]}`,
    ).toEqual([])
  },
})
