/**
 * The entry checks the page's configuration with valibot (src/config.ts), which takes a handful of its functions.
 * Valibot is one module, and the bundle puts a module in one chunk: imported by the entry, it would land in the
 * entry's chunk (vite.config.ts, entryChunk) with every function any screen uses, about 1 kB brotli more on the
 * sign-in page (decision 015). For the build, src/config.ts gets a copy of its own (the same file under another
 * id), which is tree-shaken to what it uses; the screens' chunks keep sharing the other.
 */
import type { Plugin } from 'vite'

const COPY = '?portal-config'

export function entryValibot(): Plugin {
  return {
    name: 'portal:entry-valibot',
    apply: 'build',
    // The browser's bundle only: the prerender's server bundle imports valibot from node_modules as it is.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'valibot' || importer?.endsWith('/src/config.ts') !== true) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved === null ? null : { ...resolved, id: `${resolved.id}${COPY}` }
    },
  }
}
