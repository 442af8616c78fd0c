/**
 * What the journeys of emailed links need from the demo API, read from Node over HTTP as a script would, in the
 * journey's own demo run (person.readDemo, demo-api/runs.ts): fresh links, and the mails the demo sent, which in
 * a run of its own are exactly the mails this journey caused.
 */
import type { FreshLinks } from '../../demo-api/demo-links'
import type { Locale } from '../e2e/catalog'
import type { Person } from './person'

/** A new valid link per flow, and French email links. */
export async function freshLinks(person: Person): Promise<FreshLinks> {
  return (await (await person.readDemo('/demo/links.json')).json()) as FreshLinks
}

/** A mail the demo sent, as /demo/mailbox shows it. */
export interface Mail {
  to: string
  subject: string
  /** The portal path the mail links to. */
  link: string
}

/** The mails the demo has sent in this journey's demo run, oldest first: all this journey caused, and no other. */
export async function mailbox(person: Person): Promise<Mail[]> {
  const page = await (await person.readDemo('/demo/mailbox')).text()
  const unescape = (html: string) => html.replaceAll('&amp;', '&')
  return [...page.matchAll(/<article>([\s\S]*?)<\/article>/g)]
    .map(([, mail = '']) => ({
      to: unescape(/<dt>To<\/dt>\s*<dd>([^<]*)<\/dd>/.exec(mail)?.[1] ?? ''),
      subject: unescape(/<h2>([^<]*)<\/h2>/.exec(mail)?.[1] ?? ''),
      link: unescape(/<a href="([^"]*)"/.exec(mail)?.[1] ?? ''),
    }))
    .reverse()
}

/**
 * Waits until the run's mailbox holds `count` mails, and gives them, oldest first; more than `count` fails, as a
 * mail this journey did not cause would.
 */
export async function mailsOnceThereAre(person: Person, count: number): Promise<Mail[]> {
  let mails: Mail[] = []
  await person.waitUntil(`${count} mail${count === 1 ? '' : 's'} in the demo run's mailbox`, async () => {
    mails = await mailbox(person)
    return mails.length >= count
  })
  if (mails.length > count)
    throw new Error(
      `the demo run's mailbox holds ${mails.length} mails, not ${count}: ${JSON.stringify(mails)}`,
    )
  return mails
}

/** The language a confirmation link carries (its languageType and translationLanguage), and the host it opens on. */
export interface EmailLinkLanguage {
  locale: Locale
  /** `languageType/translationLanguage`, as the link's last two segments (spec section 3). */
  segments: string
  host?: string
}

/** Every language a confirmation link is sent in, each opened where a person in it opens it. */
export const LINK_LANGUAGES: readonly EmailLinkLanguage[] = [
  { locale: 'en-CA', segments: '1/en-CA' },
  { locale: 'fr-CA', segments: '3/fr-CA' },
  // A UK person's link: en-GB's language id, opened on the UK host, where the portal speaks en-GB.
  { locale: 'en-GB', segments: '8/en-GB', host: 'uk.localhost' },
]
