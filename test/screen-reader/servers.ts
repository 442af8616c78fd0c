/**
 * The test build with its demo API, served for the run on ports of its own (test/support/ports.ts): the portal,
 * and beside it the same build with analytics configured and consent required, where the cookie banner asks
 * (docs/decisions/031), as the journeys serve them. A port that already answers fails the run: the server there
 * may be another checkout's, serving another build (docs/decisions/028).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { analyticsServer } from '../paths-browser/projects'

const root = resolve(import.meta.dirname, '../..')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const answers = async (port: number): Promise<boolean> => {
  try {
    await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

export interface Servers {
  readonly portal: string
  readonly analytics: string
  stop(): Promise<void>
}

export async function serve(ports: { portal: number; analytics: number }, logs: string): Promise<Servers> {
  for (const port of [ports.portal, ports.analytics])
    if (await answers(port))
      throw new Error(
        `something already answers on port ${port}: stop it, or give the run other ports ` +
          '(SCREEN_READER_PORT, SCREEN_READER_ANALYTICS_PORT)',
      )
  const started: ChildProcess[] = []
  const preview = (name: string, port: number, env: Record<string, string>) => {
    const output = openSync(join(logs, `${name}.log`), 'a')
    const child = spawn(
      join(root, 'node_modules/.bin/vite'),
      ['preview', '--mode', 'test', '--host', 'localhost', '--port', String(port), '--strictPort'],
      { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', output, output] },
    )
    started.push(child)
  }
  const stop = async () => {
    for (const child of started) {
      if (child.pid === undefined || child.exitCode !== null) continue
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    await sleep(200)
  }
  try {
    preview('portal', ports.portal, { PREVIEW_PORT: String(ports.portal) })
    preview('analytics', ports.analytics, analyticsServer(ports.analytics, false).env ?? {})
    for (const port of [ports.portal, ports.analytics]) {
      for (let waited = 0; !(await answers(port)); waited += 250) {
        if (waited > 60_000)
          throw new Error(`the preview on port ${port} did not answer in 60 s: see ${logs}`)
        await sleep(250)
      }
    }
    return {
      portal: `http://localhost:${ports.portal}`,
      analytics: `http://localhost:${ports.analytics}`,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
