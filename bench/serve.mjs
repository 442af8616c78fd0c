// Serves a built folder the way production does (spec: a static server with brotli): every file brotli-compressed
// at the highest quality, hashed assets cached for good, and index.html for any path that is not a file.
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

export function serve(root, port) {
  const compressed = new Map()
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname)
    let file = normalize(join(root, pathname))
    if (!file.startsWith(root)) return response.writeHead(403).end()
    const found = await stat(file).catch(() => null)
    if (found === null || found.isDirectory()) file = join(root, 'index.html')
    if (!compressed.has(file)) {
      const body = await readFile(file).catch(() => null)
      if (body === null) return response.writeHead(404).end()
      compressed.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'br',
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    response.end(compressed.get(file))
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
