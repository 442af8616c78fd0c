/**
 * The person who walks (docs/decisions/027): the journeys' engines (decision 023), with one tab per worker kept
 * from walk to walk, because a new one costs a WebKitGTK session each time, and a walk leaves nothing a next one
 * would find: each opens through its own run's cookie, and ends by emptying what the page kept (a token, the tab's
 * session storage; the held account is in the page's memory, gone with it). A walk that fails keeps a screenshot
 * of what the person saw, and its tab is closed: the next walk gets a new one.
 *
 * Walks run under the journeys' guard (test/support/page-guard.ts), judged on what the walk's own pages did: a
 * page error, a console error or a request to an outside host fails the walk. The demo API's error answers are
 * what a walk chose (its scenario), so the console line an engine prints for one is expected; nothing else is.
 */
import type { Tab } from '../journeys/engines/engine'
import { ENGINE_TITLES } from '../journeys/engines/engine'
import { expect, journey } from '../journeys/journey'
import { Person } from '../journeys/person'

/**
 * The answers a walk's scenario chooses, as the engines name their address in a failed resource's console line:
 * the API's calls and its branding look-ups, and the product's stand-in that a walk leaves for (which refuses a
 * session the scenario made up).
 */
const CHOSEN_ANSWER = /^https?:\/\/[^/]+\/(api|branding|branding-assets|demo\/signed-in)[/?]/

export const walker = journey.extend<{ walker: Person }, { kept: { tab: Tab | null } }>({
  kept: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
    async ({}, provide) => {
      const kept: { tab: Tab | null } = { tab: null }
      await provide(kept)
      await kept.tab?.close()
    },
    { scope: 'worker' },
  ],
  walker: async ({ engine, kept, baseURL, pageWatch }, provide, testInfo) => {
    if (kept.tab === null) {
      kept.tab = await engine.newTab({})
      await kept.tab.resize(1280, 800)
    }
    const tab = kept.tab
    const before = (await tab.pageEvents()).length
    pageWatch.allowConsoleError(CHOSEN_ANSWER)
    await provide(new Person(tab, baseURL ?? 'http://localhost:4180'))
    const problems =
      testInfo.status === testInfo.expectedStatus
        ? pageWatch.problems((await tab.pageEvents()).slice(before))
        : []
    if (testInfo.status === testInfo.expectedStatus && problems.length === 0) {
      const emptied = await tab
        .evaluate(() => {
          localStorage.clear()
          sessionStorage.clear()
          return true
        })
        .catch(() => false)
      if (emptied) return
    } else {
      const where = `${ENGINE_TITLES[engine.name]}: ${testInfo.titlePath.slice(1).join(' › ')}`
      const shot = await tab.screenshot().catch(() => null)
      if (shot !== null)
        await testInfo.attach(`what the person saw in ${where}`, {
          body: Buffer.from(shot),
          contentType: 'image/png',
        })
      const address = await tab.url().catch(() => '(unknown)')
      testInfo.annotations.push({ type: 'failed in', description: `${where}, at ${address}` })
    }
    kept.tab = null
    await tab.close()
    expect(
      problems,
      `page errors, console errors or outside requests in ${ENGINE_TITLES[engine.name]}`,
    ).toEqual([])
  },
})
