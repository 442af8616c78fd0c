/**
 * Every machine's walks through the real portal, in the engine the project names (docs/decisions/027): each test
 * is one case of the tester's lists (`npm run paths -- --list`), named as they name it.
 */
import { analyticsBaseUrl, browserWalks, LANGUAGE_OF } from './plan'
import { keepFound } from './reports'
import { walk } from './walk'
import { walker } from './walker'

/** A walk takes a step or two a second in a busy engine; the longest have sixty. */
const WALK_TIMEOUT = 180_000

for (const { model, walks } of await browserWalks()) {
  walker.describe(model.title, () => {
    for (const plan of walks) {
      walker(plan.title, async ({ walker: person, engineName, baseURL, guard }) => {
        walker.setTimeout(WALK_TIMEOUT)
        const base =
          plan.world.server === 'analytics' ? analyticsBaseUrl() : (baseURL ?? 'http://localhost:4180')
        // Where analytics runs after a yes: the walk's oracle says when it may (docs/decisions/031).
        if (plan.world.server === 'analytics') guard.allowAnalytics()
        const locale =
          (process.env.PATHS_LANGUAGE as keyof typeof LANGUAGE_OF | undefined) ?? LANGUAGE_OF[engineName]
        await walk(person, plan, { engine: engineName, locale: locale as never, base }, (found) =>
          keepFound(engineName, { walk: plan.id, ...found }),
        )
      })
    }
  })
}
