import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { defineConfig } from 'vitest/config'
import { hasFlowStudio } from './deploy/csp.ts'
import { pageConfig, portalEnvironment } from './deploy/page-config.ts'
import { previewHeaders } from './deploy/preview-headers.ts'
import { wellKnownAddresses } from './deploy/well-known.ts'
import { demoApi } from './demo-api/vite-plugin.ts'
import { headScript } from './scripts/head-script.ts'
import { precompress } from './scripts/precompress.ts'
import { prerender } from './scripts/prerender.ts'
import { CONFIG_VARIABLE_PREFIXES, readEnvironment, STAND_INS, hostName } from './src/config.ts'

const port = Number(process.env.PORT ?? 5173)
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/**
 * Names the chunk of every module the entry loads statically, so they all land in one chunk. Without it,
 * Rolldown (1.2) moves the modules that the entry and a lazy screen share into a common chunk of their own
 * even though the entry has always loaded them first (rolldown/rolldown#10731): a second request on the
 * sign-in page and about 1.5 kB more brotli, because two chunks compress worse than one.
 */
function entryChunk(entry: string, name: string) {
  let loadedByEntry: Set<string> | undefined
  return (id: string, graph: ModuleGraph): string | null => {
    if (loadedByEntry === undefined) {
      const found = new Set<string>()
      const pending = [entry]
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (found.has(next)) continue
        found.add(next)
        pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []))
      }
      loadedByEntry = found
    }
    return loadedByEntry.has(id) ? name : null
  }
}

/**
 * Where the demo API (fault accounts, a published password, a `javascript:` url) is mounted on Vite's servers:
 * development, the demo build, and `test`, the production code with the demo's stand-ins that `npm test`
 * builds and serves. A production build and its preview never have it.
 */
const DEMO_API_MODES = ['development', 'demo', 'test']

/** The chunk of the entry and everything it loads statically (entryChunk). */
const ENTRY_CHUNK = 'portal'

export default defineConfig(({ mode }) => {
  // The flow studio (/__flows) exists in development, the demo build and the test build (its Chromium test
  // walks it), never in production: there the flag is the constant false and the studio's module is swapped
  // for an empty one, because a dynamic import in a dead branch would still be emitted as a chunk.
  const flowView = hasFlowStudio(mode)
  // Flows publish their states for the studio's live mode in development and the demo build; the test build
  // leaves it out, so its sign-in route (measured by npm run size) weighs what production's does.
  const flowInspector = mode === 'development' || mode === 'demo'
  // What the development and preview servers hand each page (deploy/page-config.ts), read from their environment
  // and `.env` files as they start; portalEnvironment prints its warnings and refuses to start on a problem, so
  // no page is served with the stand-ins in place of a wrong value. A build reads none of it: one dist/ serves
  // every environment, configured where it is served (deploy/render-nginx.ts, docs/decisions/024).
  const variables = loadEnv(mode, process.cwd(), CONFIG_VARIABLE_PREFIXES)
  const environment = readEnvironment(variables)
  const portalConfig = environment.ok ? environment.config : STAND_INS
  const { loginHosts } = portalConfig
  // The three login hosts (by default `*.localhost`, which is loopback), as configured, and localhost itself.
  const allowedHosts = ['localhost', ...Object.values(loginHosts).map(hostName)]
  return {
    plugins: [
      portalEnvironment(environment),
      react(),
      // Before the demo API and the app's page: /.well-known/change-password and the like (docs/decisions/022).
      wellKnownAddresses(),
      ...(DEMO_API_MODES.includes(mode) ? [demoApi()] : []),
      headScript(),
      pageConfig(portalConfig),
      previewHeaders(portalConfig, variables.PORTAL_ANALYTICS_COLLECT_ORIGINS),
      prerender(portalConfig),
      precompress(),
    ],
    define: {
      'import.meta.env.VITE_FLOW_VIEW': JSON.stringify(String(flowView)),
      // Path runs (src/dev/path-run.ts, docs/decisions/027) need the demo API; production has neither.
      'import.meta.env.VITE_PATH_RUNS': JSON.stringify(String(DEMO_API_MODES.includes(mode))),
      'import.meta.env.VITE_FLOW_INSPECTOR': JSON.stringify(String(flowInspector)),
    },
    resolve: {
      alias: [
        ...(flowView
          ? []
          : [
              {
                find: /^\.\.\/\.\.\/dev\/flow-view$/,
                replacement: fileURLToPath(new URL('./src/dev/flow-view-off.tsx', import.meta.url)),
              },
            ]),
      ],
    },
    server: { port, strictPort: true, allowedHosts },
    preview: { port: previewPort, strictPort: true, allowedHosts },
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: false,
      // Vite's preload: the entry lists each lazy chunk's imports (0.3 kB brotli on the sign-in page), and its
      // loader fetches them beside the chunk, so a screen's code comes in one round of requests, on a prerendered
      // page and when a link is followed alike. The loader asks for `preload` where `modulepreload` is unknown;
      // the polyfill serves only `<link rel="modulepreload">` in the HTML, which has none: without it, Rolldown
      // would make it an entry chunk ahead of the app's, linking the app's chunks from every page's head (requests
      // before the first paint, decision 015).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: entryChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url)), ENTRY_CHUNK) },
              // The same for field telemetry's start, which the measuring code shares a module with: one request.
              {
                name: entryChunk(
                  fileURLToPath(new URL('./src/shell/field-telemetry.ts', import.meta.url)),
                  'field-telemetry',
                ),
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/support/setup.ts'],
      // One fast-check seed per run, printed and replayable with FUZZ_SEED (test/support/fuzz-seed.ts).
      globalSetup: ['./test/support/fuzz-seed.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 20_000,
      // Vitest leaves a core free by default, which on the 2-core CI machines means one file at a time; the
      // jsdom files mostly wait on their environment, so two at once finish about a quarter sooner.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Files share a worker's environment instead of building a fresh jsdom each (a third of the run's time on
      // 2 cores). Every file cleans up what it changes: rendered trees, stubbed env and fetch, head elements.
      isolate: false,
    },
  }
})
