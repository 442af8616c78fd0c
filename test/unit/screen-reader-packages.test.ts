// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const SCRIPT = resolve(import.meta.dirname, '../../scripts/screen-reader-packages.sh')

/**
 * A machine where every package is missing until the fake `apt-get install` has run (`dpkg-query` answers from a
 * marker file that install writes), as root or not (`id`). What apt-get was asked is written down.
 */
let world: string
beforeEach(() => {
  world = mkdtempSync(join(tmpdir(), 'screen-reader-packages-'))
  const fake = (name: string, body: string) => {
    writeFileSync(join(world, name), `#!/usr/bin/env bash\n${body}\n`)
    chmodSync(join(world, name), 0o755)
  }
  fake('id', 'echo "$FAKE_UID"')
  fake(
    'dpkg-query',
    `case "$2" in *Version*) echo 1.0 ;; *) [ -f "${world}/installed" ] && echo installed || echo not-installed ;; esac`,
  )
  fake(
    'apt-get',
    `echo "$*" >> "${world}/apt"\n[[ " $* " == *" install "* ]] && touch "${world}/installed"\nexit 0`,
  )
})
afterEach(() => rmSync(world, { recursive: true, force: true }))

function run(uid: number) {
  const result = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${world}${delimiter}${process.env.PATH ?? ''}`, FAKE_UID: String(uid) },
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}
const asked = () => (existsSync(join(world, 'apt')) ? readFileSync(join(world, 'apt'), 'utf8') : '')

describe('scripts/screen-reader-packages.sh', () => {
  it('as root installs what is missing, waiting for a lock another install holds, then finds it all there', () => {
    const first = run(0)
    expect(first.status).toBe(0)
    expect(first.out).toContain(
      'orca firefox-esr xvfb dbus-daemon dbus-session-bus-common dbus-bin at-spi2-core xdotool',
    )
    expect(asked()).toMatch(/DPkg::Lock::Timeout=\d+ update/)
    expect(asked()).toMatch(
      /install -y -qq orca firefox-esr xvfb dbus-daemon dbus-session-bus-common dbus-bin at-spi2-core xdotool/,
    )
    const again = run(0)
    expect(again).toMatchObject({ status: 0, out: '' })
  })

  it('as another user says what to install, and installs nothing', () => {
    const result = run(1000)
    expect(result.status).toBe(1)
    expect(result.err).toContain(
      'sudo apt-get install -y orca firefox-esr xvfb dbus-daemon dbus-session-bus-common dbus-bin at-spi2-core xdotool',
    )
    expect(asked()).toBe('')
  })
})
