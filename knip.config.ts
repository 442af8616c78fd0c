/** knip: unused files, exports and dependencies, run by npm test. */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // The demo API finds its endpoints by reading demo-api/endpoints/ at run time (demo-api/find-endpoints.ts); the
  // API document, the contract check and the tests find the portal's calls by reading src/api/ the same way
  // (scripts/lib/api-endpoints.ts).
  entry: [
    'src/prerender/render.tsx',
    // The head script's entry, which scripts/head-script.ts builds into every page (decision 026).
    'src/start/head-entry.ts',
    'src/api/*.ts',
    'scripts/*.{ts,mjs}',
    'demo-api/serve.ts',
    'demo-api/endpoints/*.ts',
    'deploy/*.ts',
    // Found beside their machines and in flows/ by the path tools, the studio and the browser walks
    // (scripts/lib/find-exports.ts, src/dev/flow-view.tsx, test/paths-browser/plan.ts): a path model's file also
    // exports its oracle, which only the walks and their tests read.
    'machines/*/*.paths.ts',
    'test/paths-browser/flows/*.world.ts',
    // npm run paths:browser's own configuration (scripts/paths-browser.ts).
    'playwright.paths.config.ts',
    // npm run mutation's configuration and the Vitest configuration it names (docs/decisions/030).
    'test/mutation/vitest.config.ts',
    // Named as a setup file and as a reporter by that configuration.
    'test/mutation/stryker-coverage.ts',
    'test/mutation/unloadable-file-fails.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'machines/**/*.ts',
    'scripts/**/*.{ts,mjs}',
    'demo-api/**/*.ts',
    'deploy/**/*.ts',
    'test/**/*.{ts,tsx,mjs}',
  ],
  ignore: ['bench/**'],
  // The demo's API reference serves this renderer's files from node_modules by path, never imports it
  // (demo-api/pages/api-reference.ts).
  ignoreDependencies: ['swagger-ui-dist'],
  // Debian's programs, not npm packages: scripts/system-packages.sh installs openssl before any test (the TLS
  // edge's certificates, test/e2e/tls-edge.ts); the screen reader run installs the others
  // (scripts/screen-reader-packages.sh).
  ignoreBinaries: ['openssl', 'dbus-daemon', 'dbus-send', 'xdotool'],
}

export default config
