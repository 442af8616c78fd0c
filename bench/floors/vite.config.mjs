// Builds the two floors of the benchmark with the portal's own Vite and React (resolved from the repository
// root), into bench/dist-floors.
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: here('../dist-floors'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { static: here('static.html'), 'react-only': here('react-only.html') } },
  },
})
