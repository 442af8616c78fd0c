// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const SCRIPT = resolve(import.meta.dirname, '../../scripts/system-packages.sh')

/**
 * A machine where every package is missing until the fake `apt-get install` has run: `dpkg-query` answers from a
 * marker file that install writes, and `id` says root. Each install is counted. The script's state goes to the
 * world's folder, not the checkout's reports/, which `npm test`'s own install uses.
 */
let world: string
beforeEach(() => {
  world = mkdtempSync(join(tmpdir(), 'system-packages-'))
  const fake = (name: string, body: string) => {
    writeFileSync(join(world, name), `#!/usr/bin/env bash\n${body}\n`)
    chmodSync(join(world, name), 0o755)
  }
  fake('id', 'echo 0')
  // Any nginx on the PATH counts as one (the script's has_nginx), so this machine's own is not asked.
  fake('nginx', 'exit 0')
  fake(
    'dpkg-query',
    `case "$2" in *Version*) echo 1.0 ;; *) [ -f "${world}/installed" ] && echo installed || echo not-installed ;; esac`,
  )
  fake(
    'apt-get',
    `[ "$1" = update ] && exit 0
echo install >> "${world}/installs"
sleep 1
[ "$FAKE_APT_STATUS" = 0 ] && touch "${world}/installed"
exit "$FAKE_APT_STATUS"`,
  )
})
afterEach(() => rmSync(world, { recursive: true, force: true }))

function run(args: string[], aptStatus = 0) {
  const result = spawnSync('bash', [SCRIPT, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${world}${delimiter}${process.env.PATH ?? ''}`,
      SYSTEM_PACKAGES_STATE: join(world, 'state'),
      FAKE_APT_STATUS: String(aptStatus),
    },
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}
const installs = () =>
  existsSync(join(world, 'installs'))
    ? readFileSync(join(world, 'installs'), 'utf8').split('\n').length - 1
    : 0

describe('scripts/system-packages.sh', () => {
  it('--start returns at once; the next run waits for the install, prints it, and then finds every package', () => {
    const start = run(['--start'])
    expect(start.status).toBe(0)
    expect(start.out).toContain('Installing the Debian packages the tests need in the background')
    // Returned before the install (a second long) has ended.
    expect(existsSync(join(world, 'installed'))).toBe(false)

    const waited = run([])
    expect(waited).toMatchObject({ status: 0, err: '' })
    expect(waited.out).toContain('Installing the Debian packages the tests need: ')
    expect(existsSync(join(world, 'installed'))).toBe(true)
    expect(installs()).toBe(1)
    // Reported once: nothing is left to wait for, and a later run only checks.
    expect(readdirSync(join(world, 'state'))).toEqual([])
    expect(run([])).toMatchObject({ status: 0, out: '' })
  })

  it('a second --start while the first install runs starts no other', () => {
    expect(run(['--start']).status).toBe(0)
    expect(run(['--start'])).toMatchObject({ status: 0, out: '' })
    expect(run([]).status).toBe(0)
    expect(installs()).toBe(1)
  })

  it('an install that fails stops the run that waits for it, with its output and its status', () => {
    expect(run(['--start'], 100).status).toBe(0)
    const waited = run([], 100)
    expect(waited.status).toBe(1)
    expect(waited.out).toContain('Installing the Debian packages the tests need: ')
    // apt-get's own status is not kept: the script stops at its failure with 1.
    expect(waited.err).toContain('Installing the Debian packages the tests need failed (1)')
  })

  it('without --start it installs in the foreground, as before', () => {
    const result = run([])
    expect(result.status).toBe(0)
    expect(result.out).toContain('Installing the Debian packages the tests need: ')
    expect(installs()).toBe(1)
  })
})
