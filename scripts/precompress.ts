/**
 * Writes `{file}.br` and `{file}.gz` beside every text file of a client build (decision 016): nginx sends the
 * brotli file to a browser that accepts it and the gzip one to any other that accepts gzip, so no response is
 * compressed at request time and brotli gets its highest quality, which is too slow to run per request.
 * Node's zlib does both; a library would add nothing to two calls.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/** The files a browser gets as text; images other than SVG are compressed already. */
export const PRECOMPRESSED = /\.(js|css|html|json|svg)$/

/**
 * Brotli's highest quality compresses about 1 MB a second. Above this size (only the flow studio's layout
 * engine, 1.4 MB twice, which production never has) quality 9 is ten times quicker for 11 % more bytes, so
 * a test build does not spend ten seconds on files no visitor gets.
 */
const LARGE_FILE_BYTES = 1_000_000

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

/** Every file under `folder` that is served as text, `.vite/` (the build's manifest, not a page's) left out. */
function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : textFiles(path)
    return PRECOMPRESSED.test(entry.name) ? [path] : []
  })
}

export async function precompressFolder(folder: string): Promise<number> {
  const files = textFiles(folder)
  // Side by side: zlib runs them on libuv's threads.
  await Promise.all(
    files.map(async (file) => {
      const text = readFileSync(file)
      const [brotli, gzipped] = await Promise.all([
        toBrotli(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]:
              text.length > LARGE_FILE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // The largest input blocks: about 0.1 % smaller for the entry chunk, at no cost to the browser.
            [constants.BROTLI_PARAM_LGBLOCK]: constants.BROTLI_MAX_INPUT_BLOCK_BITS,
            [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
        toGzip(text, { level: constants.Z_BEST_COMPRESSION }),
      ])
      writeFileSync(`${file}.br`, brotli)
      writeFileSync(`${file}.gz`, gzipped)
    }),
  )
  return files.length
}

/**
 * Runs after every other plugin has finished writing the build (the prerendered pages are written when the
 * bundle closes too), in any mode, so what `vite preview` and the tests serve is what nginx would.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'portal:precompress',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr !== false || config.isWorker) return
        await precompressFolder(resolve(config.root, config.build.outDir))
      },
    },
  }
}
