import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { demoApi } from './demo-api/vite-plugin.ts'

const port = Number(process.env.PORT ?? 5173)
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)
// The three login hosts resolve to this machine in development (`*.localhost` is loopback).
const allowedHosts = ['localhost', 'uk.localhost', 'partner.localhost']

export default defineConfig(({ mode }) => {
  // The live flow view (/__flows) exists in development and the demo build only, never in production:
  // there the flag is the constant false and the view's module is swapped for an empty one, because a
  // dynamic import in a dead branch would still be emitted as a chunk.
  const flowView = mode === 'development' || mode === 'demo'
  return {
    plugins: [react(), demoApi()],
    define: {
      'import.meta.env.VITE_FLOW_VIEW': JSON.stringify(String(flowView)),
    },
    resolve: {
      alias: flowView
        ? []
        : [
            {
              find: /^\.\.\/dev\/flow-view$/,
              replacement: fileURLToPath(new URL('./src/dev/flow-view-off.tsx', import.meta.url)),
            },
          ],
    },
    server: { port, strictPort: true, allowedHosts },
    preview: { port: previewPort, strictPort: true, allowedHosts },
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: false,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/support/setup.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 20_000,
    },
  }
})
