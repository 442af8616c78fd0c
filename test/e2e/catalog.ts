/**
 * The portal's own words in each language, read from the compiled catalogs, so a check written once holds in
 * every language. Read on first use: the build (the web server's command) compiles them.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { MessageKey } from '../../src/i18n/i18n'

export type Locale = 'en-CA' | 'fr-CA' | 'en-GB'

type CompiledMessage = string | readonly (string | readonly string[])[]

const catalogs = new Map<Locale, Record<string, CompiledMessage>>()

function catalog(locale: Locale): Record<string, CompiledMessage> {
  let messages = catalogs.get(locale)
  if (messages === undefined) {
    // A path, not a URL from import.meta.url: Vitest's jsdom files read the catalogs here too.
    const file = resolve(import.meta.dirname, `../../src/locales/${locale}.json`)
    messages = (JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, CompiledMessage> })
      .messages
    catalogs.set(locale, messages)
  }
  return messages
}

/** A message as the page shows it, with its values filled in. */
export function text(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const message = catalog(locale)[key]
  if (message === undefined) throw new Error(`${locale} has no message ${key}`)
  if (typeof message === 'string') return message
  return message
    .map((part) => (typeof part === 'string' ? part : String(values[part[0] ?? ''] ?? '')))
    .join('')
}
