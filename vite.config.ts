import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { demoApi } from './demo-api/vite-plugin'

const port = Number(process.env.PORT ?? 5173)
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)
// The three login hosts resolve to this machine in development (`*.localhost` is loopback).
const allowedHosts = ['localhost', 'uk.localhost', 'partner.localhost']

export default defineConfig({
  plugins: [react(), demoApi()],
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
})
