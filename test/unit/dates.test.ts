// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { writtenDate } from '../../src/i18n/dates'

describe('a day as the portal writes it', () => {
  it('writes the first of a month as 1er in French, with the day and its month on one line', () => {
    expect(writtenDate('2026-11-01', 'fr-CA')).toBe('1er\u00a0novembre 2026')
    expect(writtenDate('2027-01-01', 'fr-CA')).toBe('1er\u00a0janvier 2027')
  })

  it('writes any other day as its number in French', () => {
    expect(writtenDate('2026-11-02', 'fr-CA')).toBe('2\u00a0novembre 2026')
    expect(writtenDate('2026-11-11', 'fr-CA')).toBe('11\u00a0novembre 2026')
    expect(writtenDate('2026-11-21', 'fr-CA')).toBe('21\u00a0novembre 2026')
    expect(writtenDate('2026-12-31', 'fr-CA')).toBe('31\u00a0décembre 2026')
  })

  it('writes the first of a month as a number in English, Canadian and British order', () => {
    expect(writtenDate('2026-11-01', 'en-CA')).toBe('November 1, 2026')
    expect(writtenDate('2026-11-01', 'en-GB')).toBe('1 November 2026')
    expect(writtenDate('2026-11-21', 'en-GB')).toBe('21 November 2026')
  })

  it('writes the calendar day it is given, whatever the time zone of the machine', () => {
    for (const locale of ['en-CA', 'en-GB', 'fr-CA'] as const)
      expect(writtenDate('2026-03-01', locale)).toMatch(
        locale === 'fr-CA' ? /^1er\u00a0mars/ : /\b1\b.*March|March 1/,
      )
  })
})
