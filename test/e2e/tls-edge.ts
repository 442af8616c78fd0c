/**
 * The portal deployed as docs/operations.md asks: an edge that terminates TLS (a second nginx, with a certificate
 * for localhost from a CA made here with openssl) in front of deploy/serve.sh's nginx, whose API is a stand-in that
 * records every request it gets before passing it to a demo API of its own. The edge connects from a loopback
 * address of its own, the one PORTAL_TRUSTED_PROXIES names; everything lives in a temporary folder and under
 * deploy/out/e2e-tls, and stops with `stop()`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { tlsEdgePort } from '../support/ports'

const project = resolve(import.meta.dirname, '../..')

/** Where the edge connects to the portal's nginx from: PORTAL_TRUSTED_PROXIES names it, and nothing else. */
export const EDGE_ADDRESS = '127.0.0.5'

export const PORTS = {
  https: tlsEdgePort,
  http: tlsEdgePort + 1,
  portal: tlsEdgePort + 2,
  api: tlsEdgePort + 3,
  demoApi: tlsEdgePort + 4,
} as const

/** A request as the stand-in API got it. */
interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
}

/** An answer, as a client reads it. */
export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export interface Edge {
  /** The CA's certificate, which clients verify the edge's certificate against. */
  ca: string
  /** The sha256 of the edge certificate's public key, base64: what Chromium is told to accept. */
  spki: string
  /** Every request the API has received so far. */
  received: Received[]
  stop: () => Promise<void>
}

const openssl = (folder: string, args: string[], input?: Buffer) =>
  execFileSync('openssl', args, { cwd: folder, input, stdio: ['pipe', 'pipe', 'pipe'] })

/**
 * A CA, and a certificate for localhost (and the UK login host, uk.localhost) that it signs: what a deployment's
 * certificates are, on a smaller scale.
 */
function certificates(folder: string): { ca: string; spki: string } {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(folder, [
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Portal test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ])
  openssl(folder, ['req', ...ec, '-keyout', 'edge.key', '-out', 'edge.csr', '-subj', '/CN=localhost'])
  writeFileSync(
    join(folder, 'edge.ext'),
    [
      'subjectAltName=DNS:localhost,DNS:uk.localhost,IP:127.0.0.1',
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  )
  openssl(folder, [
    'x509',
    '-req',
    '-in',
    'edge.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'edge.pem',
    '-days',
    '2',
    '-extfile',
    'edge.ext',
  ])
  for (const key of ['ca.key', 'edge.key']) chmodSync(join(folder, key), 0o600)
  const publicKey = openssl(folder, ['x509', '-in', 'edge.pem', '-pubkey', '-noout'])
  const der = openssl(folder, ['pkey', '-pubin', '-outform', 'der'], publicKey)
  const spki = openssl(folder, ['dgst', '-sha256', '-binary'], der)
  return { ca: readFileSync(join(folder, 'ca.pem'), 'utf8'), spki: spki.toString('base64') }
}

/**
 * The edge, as a deployment would run it: https with the certificate; plain http answers only with a redirect to
 * the same address over https; what it passes on says how the person came (the X-Forwarded-* the portal's nginx
 * reads from it), and the portal's headers come back untouched.
 */
function edgeConfiguration(folder: string): string {
  return `daemon off;
worker_processes 1;
pid ${folder}/edge.pid;
error_log stderr error;
events {
  worker_connections 256;
}
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  server {
    listen 127.0.0.1:${PORTS.http};
    return 301 https://$host:${PORTS.https}$request_uri;
  }
  server {
    listen 127.0.0.1:${PORTS.https} ssl;
    ssl_certificate ${folder}/edge.pem;
    ssl_certificate_key ${folder}/edge.key;
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://127.0.0.1:${PORTS.portal};
      proxy_bind ${EDGE_ADDRESS};
      proxy_http_version 1.1;
      proxy_max_temp_file_size 0;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }
  }
}
`
}

/** Whether something accepts a connection on the port. */
const answers = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })

/** Resolves once something answers on the port, or fails when `process` has ended first. */
async function answering(port: number, process: ChildProcess, name: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (process.exitCode !== null || process.signalCode !== null)
      throw new Error(`${name} ended (${process.exitCode ?? process.signalCode})`)
    if (await answers(port)) return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`${name} did not answer on ${port}`)
}

/** Refuses a port that already answers: a server found there may be another checkout's (decision 028). */
async function free(port: number): Promise<void> {
  if (await answers(port))
    throw new Error(`Something already answers on 127.0.0.1:${port}; set E2E_TLS_PORT to another port`)
}

/** In its own process group, stopped whole. */
const started = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawn(command, args, { cwd: project, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env })

const stopGroup = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return done()
    child.once('exit', () => done())
    process.kill(-child.pid, 'SIGTERM')
  })

/**
 * The stand-in API: records each request, then passes it on to the demo API, which answers as the real one would,
 * so that a person's sign-in goes through and its requests can be read. Like a backend behind a proxy, it writes
 * its absolute addresses (where a sign-in sends the browser) with the scheme and host X-Forwarded-Proto and -Host
 * tell it, in place of those of the demo API's own plain-http socket: told `http` behind a TLS edge, it would send
 * the person to an http address, which the portal refuses to follow.
 */
function standInApi(received: Received[]): Server {
  return createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    // Uncompressed, so that its addresses can be read.
    const headers = { ...req.headers }
    delete headers['accept-encoding']
    const onward = httpRequest(
      { host: '127.0.0.1', port: PORTS.demoApi, method: req.method, path: req.url, headers },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const told = `${String(req.headers['x-forwarded-proto'])}://${String(req.headers['x-forwarded-host'])}`
          const body = Buffer.concat(chunks)
            .toString('utf8')
            .replaceAll(`http://${req.headers.host ?? ''}`, told)
          const answerHeaders = { ...answer.headers }
          delete answerHeaders['content-length']
          delete answerHeaders['transfer-encoding']
          res.writeHead(answer.statusCode ?? 502, answerHeaders).end(body)
        })
      },
    )
    onward.once('error', () => res.writeHead(502).end())
    req.pipe(onward)
  })
}

export async function startEdge(): Promise<Edge> {
  for (const port of Object.values(PORTS)) await free(port)
  const folder = mkdtempSync(join(tmpdir(), 'portal-tls-edge-'))
  // nginx's workers (another user when started as root) only pass requests on; the key stays the master's.
  chmodSync(folder, 0o755)
  const { ca, spki } = certificates(folder)
  writeFileSync(join(folder, 'edge.conf'), edgeConfiguration(folder))
  const received: Received[] = []
  const processes: ChildProcess[] = []
  const api = standInApi(received)
  const stop = async () => {
    await Promise.all(processes.reverse().map(stopGroup))
    await new Promise<void>((done) => api.close(() => done()))
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    const demoApi = started('node', ['--import', 'tsx', 'demo-api/serve.ts'], {
      ...process.env,
      DEMO_API_PORT: String(PORTS.demoApi),
      DEMO_API_HOST: '127.0.0.1',
    })
    processes.push(demoApi)
    await new Promise<void>((done) => api.listen(PORTS.api, '127.0.0.1', done))
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      // The test build with its stand-ins, as production would serve it behind an edge: HSTS and a Secure cookie
      // (the defaults), the edge's address trusted and no other.
      PORTAL_MODE: 'test',
      PORTAL_LISTEN: `127.0.0.1:${PORTS.portal}`,
      PORTAL_API_UPSTREAM: `127.0.0.1:${PORTS.api}`,
      PORTAL_PREFIX: 'deploy/out/e2e-tls',
      PORTAL_HSTS: 'on',
      PORTAL_TRUSTED_PROXIES: EDGE_ADDRESS,
    }
    for (const name of ['PORTAL_DEMO_API_PORT', 'PORTAL_XSRF_SECURE', 'PORTAL_CSP_REPORT_URI'])
      Reflect.deleteProperty(environment, name)
    const portal = started('bash', ['deploy/serve.sh'], environment)
    processes.push(portal)
    // As deploy/serve.sh finds it.
    const nginx = execFileSync('sh', ['-c', 'command -v nginx || echo /usr/sbin/nginx'], {
      encoding: 'utf8',
    }).trim()
    const edge = started(nginx, ['-c', join(folder, 'edge.conf'), '-p', folder], process.env)
    processes.push(edge)
    await answering(PORTS.demoApi, demoApi, 'The demo API')
    await answering(PORTS.portal, portal, 'deploy/serve.sh')
    await answering(PORTS.https, edge, 'The TLS edge')
  } catch (error) {
    await stop()
    throw error
  }
  return { ca, spki, received, stop }
}

/**
 * A request as a client sends it: over https to the edge, verifying its certificate against the CA (as a browser
 * that trusts it would), or over plain http; from `from`, a loopback address of the client's own.
 */
export function send(
  url: string,
  options: {
    ca?: string
    method?: string
    headers?: Record<string, string>
    body?: string
    from?: string
    servername?: string
  } = {},
): Promise<Answer> {
  const target = new URL(url)
  return new Promise((done, fail) => {
    const common = {
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.from,
    }
    const onAnswer = (answer: IncomingMessage) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () =>
        done({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    }
    const sent =
      target.protocol === 'https:'
        ? httpsRequest(
            target,
            { ...common, ca: options.ca, servername: options.servername ?? target.hostname },
            onAnswer,
          )
        : httpRequest(target, common, onAnswer)
    sent.once('error', fail)
    sent.end(options.body)
  })
}
