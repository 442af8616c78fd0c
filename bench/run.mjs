// `npm run bench` (docs/decisions/015 and 019): Lighthouse mobile (simulated slow 4G, 4x CPU slowdown: its
// default profile), five runs per page, pages alternating, in Debian's Chromium. Two groups:
// - the portal's production build served with brotli (bench/serve.ts) against a React-only page with the same
//   form (the framework floor) and the same form as plain HTML and CSS (the physical floor);
// - the pages people reach from outside, served by deploy/'s nginx in front of the demo API (deploy/serve.sh, the
//   test build), each against `/` from the same server in the same run: a reset link, the workspace chooser, and
//   the UK host's `/`.
// Prints medians and LCP ratios and writes them to reports/bench/. A measurement, not a test.
//
// BENCH_RUNS (5) sets the runs per page, BENCH_PORT (4301) the first of four ports it uses.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serve } from './serve.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4301)
const PORTAL_PORT = BASE_PORT
const FLOORS_PORT = BASE_PORT + 1
const NGINX_PORT = BASE_PORT + 2
const DEMO_API_PORT = BASE_PORT + 3

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** deploy/serve.sh on the test build, with the demo API as its upstream; resolves once nginx answers. */
async function startNginx() {
  const server = spawn('bash', ['deploy/serve.sh'], {
    cwd: root,
    // Its own process group, so that stopping it stops nginx and the demo API with it.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORTAL_MODE: 'test',
      PORTAL_LISTEN: `localhost:${NGINX_PORT}`,
      PORTAL_DEMO_API_PORT: String(DEMO_API_PORT),
      PORTAL_PREFIX: 'deploy/out/bench',
      // Plain http on this machine; production's cookie is Secure.
      PORTAL_XSRF_SECURE: '0',
    },
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error('deploy/serve.sh stopped before nginx answered')
    const answered = await new Promise((resolve) => {
      get(`http://localhost:${NGINX_PORT}/`, (response) => {
        response.resume()
        resolve(response.statusCode === 200)
      }).on('error', () => resolve(false))
    })
    if (answered) return { close: stop }
    await sleep(200)
  }
  stop()
  throw new Error(`nginx did not answer on ${NGINX_PORT}`)
}

/**
 * Refuses a port something already answers on: the bench would measure that server, another checkout's perhaps,
 * instead of its own (docs/decisions/028).
 */
async function refuseTaken(port) {
  for (const host of ['127.0.0.1', '::1']) {
    const answers = await new Promise((resolve) => {
      const socket = connect({ port, host }, () => {
        socket.destroy()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (answers)
      throw new Error(`something already answers on ${host} port ${port}: stop it or set BENCH_PORT`)
  }
}

for (const port of [PORTAL_PORT, FLOORS_PORT, NGINX_PORT, DEMO_API_PORT]) await refuseTaken(port)
run('npm', ['run', 'build:test'])
run('npx', ['vite', 'build', '--config', 'bench/floors/vite.config.mjs'])

const servers = [
  await serve(`${root}dist`, PORTAL_PORT),
  await serve(`${root}bench/dist-floors`, FLOORS_PORT),
  await startNginx(),
]

const nginx = (path, host = 'localhost') => `http://${host}:${NGINX_PORT}${path}`

const PAGES = [
  { name: 'portal /', url: `http://127.0.0.1:${PORTAL_PORT}/` },
  { name: 'portal /forgot', url: `http://127.0.0.1:${PORTAL_PORT}/forgot` },
  { name: 'portal /?lang=fr', url: `http://127.0.0.1:${PORTAL_PORT}/?lang=fr` },
  { name: 'React-only', url: `http://127.0.0.1:${FLOORS_PORT}/react-only.html` },
  { name: 'static', url: `http://127.0.0.1:${FLOORS_PORT}/static.html` },
  // From outside, through nginx: each against nginx's `/`, measured in the same rounds.
  { name: 'nginx /', url: nginx('/') },
  { name: 'nginx reset link', url: nginx('/reset/demo-reset-valid/ResetPassword'), against: 'nginx /' },
  { name: 'nginx chooser', url: nginx('/switchaccount?k=demo-k-several'), against: 'nginx /' },
  { name: 'nginx UK /', url: nginx('/', 'uk.localhost'), against: 'nginx /' },
]

/** The goals of decision 019: each page's LCP at most this many times its `/`'s, in one alternating run. */
const GOALS = { 'nginx reset link': 1.3, 'nginx chooser': 1.3, 'nginx UK /': 1.1 }

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
  ],
})

const samples = Object.fromEntries(PAGES.map((page) => [page.name, []]))
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const page of PAGES) {
      const { lhr } = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
      samples[page.name].push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      })
      console.log(
        `run ${round}/${RUNS} ${page.name}: LCP ${Math.round(metric('largest-contentful-paint'))} ms`,
      )
    }
  }
} finally {
  await chrome.kill()
  for (const server of servers) server.close()
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const medians = Object.fromEntries(
  Object.entries(samples).map(([name, runs]) => [
    name,
    Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(runs.map((run) => run[key]))]),
    ),
  ]),
)
const ratio = (page, floor) => medians[page].lcp / medians[floor].lcp
const ratios = {
  'portal / vs React-only (LCP)': ratio('portal /', 'React-only'),
  'portal / vs static (LCP)': ratio('portal /', 'static'),
  'portal /forgot vs React-only (LCP)': ratio('portal /forgot', 'React-only'),
  'portal /?lang=fr vs React-only (LCP)': ratio('portal /?lang=fr', 'React-only'),
  ...Object.fromEntries(
    PAGES.filter((page) => page.against !== undefined).map((page) => [
      `${page.name} vs ${page.against} (LCP)`,
      ratio(page.name, page.against),
    ]),
  ),
}

console.log(`\nMedians of ${RUNS} Lighthouse mobile runs (simulated slow 4G, 4x CPU):\n`)
console.log('| Page | Score | FCP ms | LCP ms | TBT ms | CLS | LCP ratio |\n|---|---|---|---|---|---|---|')
for (const page of PAGES) {
  const m = medians[page.name]
  const against = page.against === undefined ? '' : ratio(page.name, page.against).toFixed(2)
  console.log(
    `| ${page.name} | ${m.score} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${against} |`,
  )
}
console.log('')
for (const [name, value] of Object.entries(ratios)) console.log(`${name}: ${value.toFixed(2)}`)
const goals = Object.entries(GOALS).map(([name, limit]) => {
  const page = PAGES.find((candidate) => candidate.name === name)
  const value = ratio(name, page.against)
  return {
    page: name,
    limit,
    ratio: value,
    cls: medians[name].cls,
    met: value <= limit && medians[name].cls === 0,
  }
})
console.log('')
for (const goal of goals)
  console.log(
    `${goal.met ? 'met' : 'MISSED'}: ${goal.page} LCP ${goal.ratio.toFixed(2)} x (at most ${goal.limit}), CLS ${goal.cls.toFixed(3)}`,
  )

const out = `${root}reports/bench`
mkdirSync(out, { recursive: true })
writeFileSync(
  `${out}/results.json`,
  `${JSON.stringify({ runs: RUNS, lighthouse: 'mobile, simulated throttling', medians, ratios, goals, samples }, null, 2)}\n`,
)
console.log(`\nWritten to reports/bench/results.json`)
