// Serves a built folder the way production does (spec: a static server with brotli): every file brotli-compressed
// at the highest quality, hashed assets cached for good, a path's prerendered page where the build wrote one (the
// file src/prerender/pages.ts names for the path, the query and the host, as every server picks it), and
// index.html for any other path that is not a file, each page with the configuration of this process's environment
// written in as production's server writes it (docs/decisions/024). TypeScript, checked with the rest by `npm run
// tsc`, so a change to what it imports cannot break the benchmark unseen; run with `node --import tsx`.
import { Buffer } from 'node:buffer'
import { createServer, type Server } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { configuredPage, PAGE_CONFIG_SLOT } from '../deploy/page-config.ts'
import { readEnvironment, siteOfHost } from '../src/config.ts'
import { prerenderedFileFor } from '../src/prerender/pages.ts'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** The configuration this process's environment gives, checked as every server checks it when it starts. */
function configOfEnvironment() {
  const environment = readEnvironment(process.env)
  for (const warning of environment.warnings) console.warn(`Portal configuration: ${warning}`)
  if (!environment.ok) throw new Error(`Refusing to serve:\n${environment.problems.join('\n')}`)
  return environment.config
}

export function serve(root: string, port: number): Promise<Server> {
  const config = configOfEnvironment()
  const compressed = new Map<string, Buffer>()
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const pathname = decodeURIComponent(url.pathname)
    let file = normalize(join(root, pathname))
    if (!file.startsWith(root)) return response.writeHead(403).end()
    const found = await stat(file).catch(() => null)
    if (found === null || found.isDirectory()) {
      const page = prerenderedFileFor(
        url.pathname,
        url.search,
        siteOfHost(request.headers.host ?? '', config.loginHosts),
      )
      const prerendered = page === null ? null : join(root, page)
      const isPrerendered = prerendered !== null && (await stat(prerendered).catch(() => null))
      file = isPrerendered ? prerendered : join(root, 'index.html')
    }
    if (!compressed.has(file)) {
      const read = await readFile(file).catch(() => null)
      if (read === null) return response.writeHead(404).end()
      // The React-only floor page has no slot: it reads no configuration.
      const body =
        file.endsWith('.html') && read.includes(PAGE_CONFIG_SLOT)
          ? Buffer.from(configuredPage(read.toString('utf8'), config))
          : read
      compressed.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'br',
      // Only names with a content hash may be kept for good; the catalogs keep their names between builds.
      'Cache-Control': /-[\w-]{8}\.(?:js|css)$/.test(file)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    response.end(compressed.get(file))
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
