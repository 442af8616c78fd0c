/**
 * knip: unused files, exports and dependencies, run by npm test. Its Vite and Vitest plugins read
 * vite.config.ts as a production build, which refuses the demo's stand-in hosts, so it reads it with
 * real-looking ones (the same that npm run size builds with).
 */
import type { KnipConfig } from 'knip'
import { PRODUCTION_LIKE_ENV } from './scripts/lib/production-env.ts'

Object.assign(process.env, PRODUCTION_LIKE_ENV)

const config: KnipConfig = {
  // The demo API finds its endpoints by reading demo-api/endpoints/ at run time (demo-api/find-endpoints.ts); the
  // API document, the contract check and the tests find the portal's calls by reading src/api/ the same way
  // (scripts/lib/api-endpoints.ts).
  entry: [
    'src/prerender/render.tsx',
    'src/api/*.ts',
    'scripts/*.{ts,mjs}',
    'demo-api/serve.ts',
    'demo-api/endpoints/*.ts',
    'deploy/*.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'machines/**/*.ts',
    'scripts/**/*.{ts,mjs}',
    'demo-api/**/*.ts',
    'deploy/**/*.ts',
    'test/**/*.{ts,tsx}',
  ],
  ignore: ['bench/**'],
  // The demo's API reference serves this renderer's files from node_modules by path, never imports it
  // (demo-api/pages/api-reference.ts).
  ignoreDependencies: ['swagger-ui-dist'],
}

export default config
