/**
 * What the journeys of emailed links need from the demo API, read from Node over HTTP as a script would: fresh
 * links (/demo/links.json mints new ones on every call, so no other test holds them) and the mails the demo sent
 * (/demo/mailbox, which every test and engine of a run shares).
 */
import type { FreshLinks } from '../../demo-api/demo-links'
import type { Locale } from '../e2e/catalog'
import type { EngineName } from './engines/engine'
import type { Person } from './person'

/** A new valid link per flow, and French email links: this journey's alone. */
export async function freshLinks(person: Person): Promise<FreshLinks> {
  const response = await fetch(person.address('/demo/links.json'))
  if (!response.ok) throw new Error(`/demo/links.json answered ${response.status}`)
  return (await response.json()) as FreshLinks
}

/** The links of the mails sent to `to` so far, newest first, as /demo/mailbox lists them. */
export async function mailedLinks(person: Person, to: string): Promise<string[]> {
  const response = await fetch(person.address('/demo/mailbox'))
  if (!response.ok) throw new Error(`/demo/mailbox answered ${response.status}`)
  const page = await response.text()
  return [...page.matchAll(/<article>([\s\S]*?)<\/article>/g)].flatMap(([, mail = '']) => {
    const recipient = /<dt>To<\/dt>\s*<dd>([^<]*)<\/dd>/.exec(mail)?.[1]
    const link = /<a href="([^"]*)"/.exec(mail)?.[1]
    return recipient === to && link !== undefined ? [link.replaceAll('&amp;', '&')] : []
  })
}

/**
 * The link of a mail sent to `to` since `before` was read, whose address matches `pattern`. Every engine, and
 * the Chromium suite, asks for new links from the same seeded expired links at the same time, so a journey tells
 * its own mail apart by the language its link carries (`emailLinkLanguage`), and by its being new.
 */
export async function newMailedLink(
  person: Person,
  to: string,
  before: readonly string[],
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined
  await person.waitUntil(`a new mail to ${to} with a link matching ${pattern}`, async () => {
    const fresh = (await mailedLinks(person, to)).filter(
      (link) => !before.includes(link) && pattern.test(link),
    )
    // The oldest new one: the first mail sent after `before` was read.
    found = fresh.at(-1)
    return found !== undefined
  })
  if (found === undefined) throw new Error(`no new mail to ${to}`)
  return found
}

/** The language a confirmation link carries (its languageType and translationLanguage), and the host it opens on. */
export interface EmailLinkLanguage {
  locale: Locale
  /** `languageType/translationLanguage`, as the link's last two segments (spec section 3). */
  segments: string
  host?: string
}

const LINK_LANGUAGES: Record<Locale, EmailLinkLanguage> = {
  'en-CA': { locale: 'en-CA', segments: '1/en-CA' },
  'fr-CA': { locale: 'fr-CA', segments: '3/fr-CA' },
  // A UK person's link: en-GB's language id, opened on the UK host, where the portal speaks en-GB.
  'en-GB': { locale: 'en-GB', segments: '8/en-GB', host: 'uk.localhost' },
}

/**
 * The language an engine asks for a new confirmation link in. The mail the demo sends carries the old link's
 * language, so with one language per engine the three engines, running at once, never take each other's mail
 * from the shared mailbox; and the journey is read in every language.
 */
export function emailLinkLanguage(engine: EngineName): EmailLinkLanguage {
  const locale: Record<EngineName, Locale> = { chromium: 'en-CA', firefox: 'fr-CA', webkit: 'en-GB' }
  return LINK_LANGUAGES[locale[engine]]
}
