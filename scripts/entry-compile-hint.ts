/**
 * Marks the entry chunk for eager compilation (V8's explicit compile hints: the file's first line
 * `//# allFunctionsCalledOnLoad`). Without it, Chromium compiles each function of the entry on the main thread
 * the first time it is called, and most of them are called while the page loads: React's CommonJS modules are one
 * function each, compiled whole inside the entry's evaluation. With it, V8 compiles them while the file streams
 * in, on a background thread, and the longest task of the sign-in page is about half as long (total blocking time,
 * decision 015). Engines without the hint read a comment. Only the entry: the lazy chunks are mostly code that
 * waits for a person.
 */
import type { Plugin, ResolvedConfig } from 'vite'

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export function entryCompileHint(chunkName: string): Plugin {
  let config: ResolvedConfig
  return {
    name: 'portal:entry-compile-hint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      // After the entry's terser pass (entry-terser.ts), which drops comments.
      order: 'post',
      handler(_options, bundle) {
        if (config.build.ssr !== false || config.build.sourcemap !== false) return
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.name === chunkName) chunk.code = COMPILE_HINT + chunk.code
      },
    },
  }
}
