/**
 * knip: unused files, exports and dependencies, run by npm test. Its Vite and Vitest plugins read
 * vite.config.ts as a production build, which refuses the demo's stand-in hosts, so it reads it with
 * real-looking ones (the same that npm run size builds with).
 */
import type { KnipConfig } from 'knip'
import { PRODUCTION_LIKE_ENV } from './scripts/lib/production-env.ts'

Object.assign(process.env, PRODUCTION_LIKE_ENV)

const config: KnipConfig = {
  entry: ['src/prerender/render.tsx', 'scripts/*.{ts,mjs}', 'demo-api/serve.ts', 'deploy/*.ts'],
  project: [
    'src/**/*.{ts,tsx}',
    'machines/**/*.ts',
    'scripts/**/*.{ts,mjs}',
    'demo-api/**/*.ts',
    'deploy/**/*.ts',
    'test/**/*.{ts,tsx}',
  ],
  ignore: ['bench/**'],
}

export default config
