import type { Locale } from './locale'

/**
 * A day as the portal writes it in a sentence, in the reader's language: "November 1, 2026" (en-CA), "1 November
 * 2026" (en-GB), "1er novembre 2026" (fr-CA). Intl writes the first of a month as "1 novembre"; French writes it
 * as an ordinal, 1er, and keeps the day on the same line as its month (a no-break space), as the Office québécois
 * de la langue française sets dates (docs/decisions/032-native-text-in-each-market.md).
 *
 * `isoDay` is a calendar day (YYYY-MM-DD), written as that day wherever the reader is.
 */
export function writtenDate(isoDay: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const parts = format.formatToParts(new Date(`${isoDay}T00:00:00Z`))
  if (locale !== 'fr-CA') return parts.map((part) => part.value).join('')
  return parts
    .map((part, index) => {
      if (part.type === 'day') return part.value === '1' ? '1er' : part.value
      // The space between the day and its month.
      if (part.type === 'literal' && parts[index - 1]?.type === 'day')
        return part.value.replace(/ /g, '\u00a0')
      return part.value
    })
    .join('')
}
