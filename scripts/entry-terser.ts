/**
 * A second minification of the entry chunk, by terser, after Vite's own (Oxc). Oxc is Vite's choice for its
 * speed; terser, given Oxc's output, still finds about 0.6 % of the entry to remove (0.5 kB brotli), and the entry
 * is the one chunk every visitor loads before the sign-in page is usable (decision 015's budget). Only that chunk:
 * terser takes about a second and a half on it, and the lazy chunks gain too little to be worth it. Exported
 * names are kept (the lazy chunks import them); a build with source maps is left alone, since the maps would no
 * longer match.
 */
import { minify } from 'terser'
import type { Plugin, ResolvedConfig } from 'vite'

export function entryTerser(chunkName: string): Plugin {
  let config: ResolvedConfig
  return {
    name: 'portal:entry-terser',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (config.build.ssr !== false || config.build.sourcemap !== false || config.build.minify === false)
          return
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.name !== chunkName) continue
          const { code } = await minify(chunk.code, {
            module: true,
            compress: { passes: 2 },
            mangle: true,
            format: { comments: false },
          })
          if (code === undefined) throw new Error(`terser returned nothing for ${chunk.fileName}`)
          chunk.code = code
        }
      },
    },
  }
}
