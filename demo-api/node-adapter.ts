/** Bridges node:http (and so Vite's connect servers) to the Web-standard demo handler. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export function toWebRequest(req: IncomingMessage): Request {
  // HTTP/2 (Vite with https) sends :authority instead of Host.
  const host = firstValue(req.headers.host) ?? firstValue(req.headers[':authority']) ?? 'localhost'
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
  // Concatenated rather than resolved against a base: a path like `//evil.example/x` must stay a path.
  const url = new URL(`${encrypted ? 'https' : 'http'}://${host}${req.url ?? '/'}`)

  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }

  const method = req.method ?? 'GET'
  // `duplex` is required by Node's fetch for a streamed body but is missing from the DOM typings.
  const init: RequestInit & { duplex?: 'half' } = { method, headers }
  if (method !== 'GET' && method !== 'HEAD') {
    // node:stream/web's ReadableStream is the same object at runtime, but TypeScript keeps the two types apart.
    init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>
    init.duplex = 'half'
  }
  return new Request(url, init)
}

/** Resolves on 'drain', or on 'close' so a client that went away cannot leave the copy loop waiting. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  // A network error (`Response.error()`, a path run's failing call): the connection closes without an answer.
  if (response.type === 'error') {
    res.destroy()
    return
  }
  res.statusCode = response.status
  if (response.statusText !== '') res.statusMessage = response.statusText
  for (const [name, value] of response.headers) {
    // Handled below: joined into one header line, several cookies would be read as one.
    if (name === 'set-cookie') continue
    res.setHeader(name, value)
  }
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('Set-Cookie', cookie)

  if (response.body === null) {
    res.end()
    return
  }
  const reader = response.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (res.destroyed) {
        await reader.cancel()
        return
      }
      if (!res.write(value)) await writable(res)
    }
    res.end()
  } finally {
    reader.releaseLock()
  }
}
