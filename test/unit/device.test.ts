// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  deviceKind,
  PHONE_MAX_WIDTH_PX,
  TOOLTIP_MAX_HEIGHT_PX,
  USER_AGENT_MAX_LENGTH,
} from '../../src/browser/device'

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0'

describe('device constants (spec section 9)', () => {
  it('are the spec values', () => {
    expect(PHONE_MAX_WIDTH_PX).toBe(600)
    expect(USER_AGENT_MAX_LENGTH).toBe(500)
    expect(TOOLTIP_MAX_HEIGHT_PX).toEqual({ phone: 200, wide: 250 })
  })

  it('calls a screen narrower than 600 px a phone, whatever its user agent', () => {
    expect(deviceKind({ userAgent: DESKTOP, viewportWidth: 599 })).toBe('phone')
    expect(deviceKind({ userAgent: DESKTOP, viewportWidth: 600 })).toBe('wide')
    expect(deviceKind({ userAgent: DESKTOP, viewportWidth: 320 })).toBe('phone')
  })

  it('calls a phone a phone when it is turned sideways, and a tablet wide', () => {
    expect(deviceKind({ userAgent: IPHONE, viewportWidth: 844 })).toBe('phone')
    expect(deviceKind({ userAgent: IPAD, viewportWidth: 820 })).toBe('wide')
  })

  it('examines only the first 500 characters of the user agent', () => {
    const padding = (length: number) => 'x'.repeat(length)
    expect(deviceKind({ userAgent: `${padding(495)}Mobi`, viewportWidth: 1024 })).toBe('phone')
    expect(deviceKind({ userAgent: `${padding(497)}Mobi`, viewportWidth: 1024 })).toBe('wide')
    expect(deviceKind({ userAgent: `${padding(100_000)}iPhone`, viewportWidth: 1024 })).toBe('wide')
  })

  it('are the values styles.css uses', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../src/styles.css'), 'utf8')
    expect(css).toContain(`@media (min-width: ${PHONE_MAX_WIDTH_PX}px)`)
    expect(css).toMatch(new RegExp(`\\.menu__list \\{[^}]*max-height: ${TOOLTIP_MAX_HEIGHT_PX.wide}px`))
    expect(css).toMatch(
      new RegExp(
        `\\[data-device='phone'\\] \\.menu__list \\{\\s*max-height: ${TOOLTIP_MAX_HEIGHT_PX.phone}px`,
      ),
    )
  })
})
