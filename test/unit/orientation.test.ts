// @vitest-environment node
/**
 * WCAG 1.3.4 (Orientation): the portal must work in portrait and landscape. axe's css-orientation-lock rule does
 * not run in the end-to-end tests (it needs to re-create style sheets inline, which the CSP refuses; see
 * test/e2e/support.ts), so this checks the one style sheet the portal ships: no rule that only applies in one
 * orientation may rotate or hide the page.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8')

/** The body of every `@media` block whose query names an orientation. */
function orientationBlocks(source: string): string[] {
  const blocks: string[] = []
  const pattern = /@media[^{]*orientation[^{]*\{/gi
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) {
    let depth = 1
    let index = match.index + match[0].length
    while (depth > 0 && index < source.length) {
      if (source[index] === '{') depth += 1
      if (source[index] === '}') depth -= 1
      index += 1
    }
    blocks.push(source.slice(match.index, index))
  }
  return blocks
}

describe('styles.css and orientation', () => {
  it('finds an orientation block when there is one (the check can fail)', () => {
    expect(
      orientationBlocks('@media (orientation: portrait) { html { transform: rotate(90deg); } }'),
    ).toHaveLength(1)
  })

  it('locks no content to one orientation: no orientation query rotates or hides anything', () => {
    for (const block of orientationBlocks(css)) {
      expect(block).not.toMatch(/transform\s*:|rotate|display\s*:\s*none|visibility\s*:\s*hidden/i)
    }
  })
})
