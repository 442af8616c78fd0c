// `npm run bench` (docs/decisions/015): Lighthouse mobile (simulated slow 4G, 4x CPU slowdown: its default profile) on the
// portal's production build served with brotli, on a React-only page with the same form (the framework floor)
// and on the same form as plain HTML and CSS (the physical floor). Five runs each, pages alternating, in Debian's
// Chromium. Prints medians and LCP ratios and writes them to reports/bench/. A measurement, not a test.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serve } from './serve.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORTAL_PORT = 4301
const FLOORS_PORT = 4302

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

run('npm', ['run', 'build:test'])
run('npx', ['vite', 'build', '--config', 'bench/floors/vite.config.mjs'])

const servers = [
  await serve(`${root}dist`, PORTAL_PORT),
  await serve(`${root}bench/dist-floors`, FLOORS_PORT),
]

const PAGES = [
  { name: 'portal /', url: `http://127.0.0.1:${PORTAL_PORT}/` },
  { name: 'portal /forgot', url: `http://127.0.0.1:${PORTAL_PORT}/forgot` },
  { name: 'portal /?lang=fr', url: `http://127.0.0.1:${PORTAL_PORT}/?lang=fr` },
  { name: 'React-only', url: `http://127.0.0.1:${FLOORS_PORT}/react-only.html` },
  { name: 'static', url: `http://127.0.0.1:${FLOORS_PORT}/static.html` },
]

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
}

console.log(`\nMedians of ${RUNS} Lighthouse mobile runs (simulated slow 4G, 4x CPU):\n`)
console.log('| Page | Score | FCP ms | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|')
for (const [name, m] of Object.entries(medians)) {
  console.log(
    `| ${name} | ${m.score} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} |`,
  )
}
console.log('')
for (const [name, value] of Object.entries(ratios)) console.log(`${name}: ${value.toFixed(2)}`)

const out = `${root}reports/bench`
mkdirSync(out, { recursive: true })
writeFileSync(
  `${out}/results.json`,
  `${JSON.stringify({ runs: RUNS, lighthouse: 'mobile, simulated throttling', medians, ratios, samples }, null, 2)}\n`,
)
console.log(`\nWritten to reports/bench/results.json`)
