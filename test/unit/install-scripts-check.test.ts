// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const CHECK = resolve(import.meta.dirname, '../../scripts/check-install-scripts.sh')

// An `npm` first on PATH that gives the answer a case names: the check must pass on one answer only.
const bin = mkdtempSync(join(tmpdir(), 'fake-npm-'))
writeFileSync(
  join(bin, 'npm'),
  `#!/usr/bin/env bash
if [ "$1" = "--version" ]; then echo "$FAKE_NPM_VERSION"; exit 0; fi
printf '%s\\n' "$FAKE_NPM_ANSWER"
exit "$FAKE_NPM_STATUS"
`,
)
chmodSync(join(bin, 'npm'), 0o755)
afterAll(() => rmSync(bin, { recursive: true, force: true }))

function check(answer: string, status = 0, version = '11.19.1') {
  const result = spawnSync('bash', [CHECK], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
      FAKE_NPM_ANSWER: answer,
      FAKE_NPM_STATUS: String(status),
      FAKE_NPM_VERSION: version,
    },
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}

const PENDING = JSON.stringify({
  allowScripts: [
    {
      name: 'esbuild',
      changes: [
        { key: 'esbuild@0.25.12', change: 'pending' },
        { key: 'esbuild@0.28.2', change: 'pending' },
      ],
    },
  ],
})

describe('scripts/check-install-scripts.sh', () => {
  it('passes when npm answers that no install script is unreviewed', () => {
    const result = check(JSON.stringify({ allowScripts: [] }))
    expect(result).toMatchObject({ status: 0, err: '' })
    expect(result.out).toContain('every one reviewed')
  })

  it('fails naming each package and version nobody has reviewed', () => {
    const result = check(PENDING)
    expect(result.status).toBe(1)
    expect(result.err).toContain('not reviewed: esbuild (esbuild@0.25.12, esbuild@0.28.2)')
  })

  it('fails, saying why, when this npm has no install-scripts command', () => {
    const result = check(
      'Unknown command: "install-scripts"\n\nTo see a list of supported npm commands, run:',
      1,
      '10.9.2',
    )
    expect(result.status).toBe(1)
    expect(result.err).toMatch(/failed under npm 10\.9\.2.*Unknown command: "install-scripts"/)
    expect(result.out).not.toContain('reviewed (')
  })

  it('fails when npm words its answer otherwise, even a reassuring one', () => {
    const result = check('No packages with unreviewed install scripts.')
    expect(result.status).toBe(1)
    expect(result.err).toContain('not JSON: No packages with unreviewed install scripts.')
  })

  it('fails when the JSON has another shape', () => {
    for (const answer of [
      JSON.stringify({ packages: [] }),
      JSON.stringify({ allowScripts: {} }),
      JSON.stringify({ allowScripts: ['esbuild'] }),
      'null',
    ]) {
      const result = check(answer)
      expect(result.status, answer).toBe(1)
      expect(result.err, answer).toContain('a shape this check does not know')
    }
  })

  it('fails when npm ends in an error, whatever it printed', () => {
    const result = check(JSON.stringify({ allowScripts: [] }), 1)
    expect(result.status).toBe(1)
    expect(result.err).toContain('failed under npm 11.19.1')
  })

  it('passes in this checkout with the npm installed here', () => {
    const result = spawnSync('bash', [CHECK], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
