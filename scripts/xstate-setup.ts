/**
 * XState's `setup()` returns `createMachine` and, beside it, a creator for every built-in action (`sendTo`,
 * `log`, `emit`, `enqueueActions`, …), so any machine made with it brings all of them into its chunk: 0.7 kB
 * brotli on the sign-in page that no machine here uses, since each calls `setup({…}).createMachine({…})` and
 * imports its actions from 'xstate' directly. For the bundle, 'xstate' imported by the portal's own code is
 * XState with this `setup` in place of its own: the same `createMachine` call with the same arguments
 * (xstate 5's own `setup` does exactly this), without the creators (decision 015). The sources stay as
 * Stately and the path tools read them; the tests run the stand-in like the build; test/unit/xstate-setup.test.ts
 * checks it builds what XState's own `setup` builds.
 */
import type { Plugin } from 'vite'

const STAND_IN = '\0portal:xstate'

/** The stand-in's code: every export of XState, and `setup` as the one call `.createMachine` makes. */
const XSTATE_WITH_LEAN_SETUP = `
export * from 'xstate'
import { createMachine } from 'xstate'
export function setup({ schemas, actors, actions, guards, delays }) {
  return {
    createMachine: (config) => createMachine({ ...config, schemas }, { actors, actions, guards, delays }),
  }
}
`

export function leanXstateSetup(): Plugin {
  return {
    name: 'portal:xstate-setup',
    enforce: 'pre',
    resolveId(source, importer) {
      // XState's own modules, and the stand-in's `export *`, get XState itself.
      if (source !== 'xstate' || importer === undefined || importer === STAND_IN) return null
      return importer.includes('/node_modules/') ? null : STAND_IN
    },
    load(id) {
      return id === STAND_IN ? XSTATE_WITH_LEAN_SETUP : null
    },
  }
}
