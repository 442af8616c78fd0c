/**
 * The `journey` every journey file writes its tests with: Playwright's runner (its web servers, reports and
 * workers), with a `person` in the engine the project names instead of Playwright's own page. One engine starts
 * per worker and engine; every test gets a tab of its own. A failed test keeps a screenshot of what the person
 * saw, named by its engine and journey (docs/decisions/023).
 */
import { test as base, expect } from '@playwright/test'
import { ENGINE_TITLES, type Engine, type EngineName } from './engines/engine'
import { launchPuppeteer } from './engines/puppeteer'
import { launchWebKit } from './engines/webdriver'
import { Person } from './person'

export { expect }

export interface JourneyOptions {
  engineName: EngineName
}

const launch = (name: EngineName): Promise<Engine> =>
  name === 'webkit' ? launchWebKit() : launchPuppeteer(name)

export const journey = base.extend<{ person: Person; dark: boolean }, JourneyOptions & { engine: Engine }>({
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
  person: async ({ engine, dark, baseURL }, provide, testInfo) => {
    const tab = await engine.newTab({ dark })
    await tab.resize(1280, 800)
    const person = new Person(tab, baseURL ?? 'http://localhost:4180')
    try {
      await provide(person)
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        const where = `${ENGINE_TITLES[engine.name]}: ${testInfo.titlePath.slice(1).join(' › ')}`
        const shot = await tab.screenshot().catch(() => null)
        if (shot !== null) {
          await testInfo.attach(`what the person saw in ${where}`, {
            body: Buffer.from(shot),
            contentType: 'image/png',
          })
        }
        const address = await tab.url().catch(() => '(unknown)')
        testInfo.annotations.push({ type: 'failed in', description: `${where}, at ${address}` })
      }
      await tab.close()
    }
  },
})
