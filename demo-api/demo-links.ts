/**
 * The catalogue of emailed links: the one declaration of the token flows (`DEMO_LINK_FLOWS`; `LinkFlow` and
 * `LINK_FLOWS` are its keys) and, for every flow, one seeded link per state the portal must handle, with a token
 * that says what it is (`demo-<flow>-<state>`). Each handler instance seeds its link-token store from it
 * (link-tokens.ts), so a test or a person can open any state by hand; /demo/links lists them and mints fresh ones.
 */
import { DEMO_ACCOUNTS, SLOW_MS } from './accounts.ts'

/** Every flow has these; `resendfails`, `nofamily` and `unsafe` exist only where that call exists. */
export const BASE_LINK_STATES = [
  'valid',
  'slow',
  'expired',
  'used',
  'unknown',
  'server',
  'malformed',
] as const
const DEMO_LINK_STATES = [...BASE_LINK_STATES, 'resendfails', 'nofamily', 'unsafe'] as const
export type DemoLinkState = (typeof DEMO_LINK_STATES)[number]

export interface DemoLink {
  readonly flow: LinkFlow
  readonly state: DemoLinkState
  readonly token: string
  /** The portal page the email would link to. */
  readonly path: string
  /** One plain sentence: what the portal shows for it. */
  readonly shows: string
}

/** The batch job every mass-print demo link prepares. */
const MASS_PRINT_BATCH_JOB_ID = '42'

/** The language values an email-confirmation link carries (spec section 2). */
export interface EmailLinkLanguage {
  languageType: number
  translationLanguage: string
}
export const ENGLISH_LINK: EmailLinkLanguage = { languageType: 1, translationLanguage: 'en-CA' }
export const FRENCH_LINK: EmailLinkLanguage = { languageType: 3, translationLanguage: 'fr-CA' }

interface FlowDefinition {
  /** The `<f>` of the seeded tokens. */
  readonly short: string
  /** A heading for /demo/links. */
  readonly title: string
  readonly username: string
  /** The link's resetType, for the reset page's flows. */
  readonly resetType: string | null
  readonly path: (token: string, language: EmailLinkLanguage) => string
  readonly shows: Readonly<Partial<Record<DemoLinkState, string>>> &
    Readonly<Record<(typeof BASE_LINK_STATES)[number], string>>
}

const seconds = `${SLOW_MS / 1000} s`
const broken = {
  server: 'A generic error with a retry: the server answers 500.',
  malformed: 'A generic error with a retry: the answer fails its schema.',
}

const resetPage = (resetType: string) => (token: string) => `/reset/${encodeURIComponent(token)}/${resetType}`

const FLOWS = {
  reset: {
    short: 'reset',
    title: 'Password reset (rory.reset)',
    username: 'rory.reset',
    resetType: 'ResetPassword',
    path: resetPage('ResetPassword'),
    shows: {
      valid: 'The new-password form for rory.reset; saving signs in with the new password.',
      slow: `Like valid, but every call waits ${seconds}, so the busy states can be seen.`,
      expired: 'The link-expired message, with a way to ask for a new link.',
      used: 'The link-already-used message.',
      unknown: 'The invalid-link message, with a link to forgot password.',
      ...broken,
    },
  },
  activateAccount: {
    short: 'activate',
    title: 'Account activation (alex.activate)',
    username: 'alex.activate',
    resetType: 'ActivateAccount',
    path: resetPage('ActivateAccount'),
    shows: {
      valid:
        'The activation form for alex.activate@example.org with access to Lakeside Secondary School; activating signs in.',
      slow: `Like valid, but every call waits ${seconds}, so the busy states can be seen.`,
      expired: 'The link-expired message, with a way to ask for a new link.',
      used: 'The link-already-used message.',
      unknown: 'The invalid-link message, with a link to forgot password.',
      ...broken,
    },
  },
  activateParent: {
    short: 'parent',
    title: 'Parent activation (paula.parent)',
    username: 'paula.parent',
    resetType: 'ActivateParent',
    path: resetPage('ActivateParent'),
    shows: {
      valid:
        'The parent activation form for Paula Parent, invited by Ms. Rivera, listing Sam Student and Léa Tremblay; activating signs in.',
      slow: `Like valid, but every call (the link check, the family, saving) waits ${seconds}.`,
      expired: 'The parent version of the link-expired message.',
      used: 'The link-already-used message.',
      unknown: 'The invalid-link message, with a link to forgot password.',
      ...broken,
      nofamily: "The parent activation form without the children's names, with a note saying so.",
    },
  },
  higherEdActivation: {
    short: 'highered',
    title: 'Higher-education activation (hana.highered)',
    username: 'hana.highered',
    resetType: 'HigherEdActivation',
    path: (token) =>
      `${resetPage('HigherEdActivation')(token)}?email=hana.highered%40example.org&schoolName=Northern%20College`,
    shows: {
      valid:
        'The activation form for hana.highered@example.org at Northern College (no link check); activating signs in.',
      slow: `Like valid, but saving waits ${seconds}, so the busy state can be seen.`,
      expired: 'The form (these links are not checked first); saving shows the link-expired message.',
      used: 'The form (these links are not checked first); saving shows the link-already-used message.',
      unknown: 'The form; saving shows a generic error, since the server does not know the link.',
      server: 'The form; saving shows a generic error: the server answers 500.',
      malformed: 'The form; saving shows a generic error: the answer fails its schema.',
    },
  },
  verifyEmail: {
    short: 'verify',
    title: 'Personal email verification (vera.verify)',
    username: 'vera.verify',
    resetType: null,
    path: (token, { languageType, translationLanguage }) =>
      `/verify/${encodeURIComponent(token)}/PersonalEmail/${languageType}/${translationLanguage}`,
    // Opening one of these links sends nothing: every state below follows a press of “Confirm my email address”.
    shows: {
      valid:
        'After “Confirm my email address”, the confirmation of vera.personal@example.net with a check mark; a second press (after a reload) says it was used.',
      slow: `Like valid, after a ${seconds} wait once the button is pressed.`,
      expired:
        "After the press, the server's expired message with a way to get a new link, which then arrives in the mailbox.",
      used: "After the press, the server's already-used message with a Sign in button.",
      unknown: 'After the press, a generic error with a retry (the page expects only 200, 409 or 410).',
      server: 'After the press, a generic error with a retry: the server answers 500.',
      malformed: 'After the press, a generic error with a retry: the answer fails its schema.',
      resendfails:
        "After the press, the server's expired message; asking for a new link fails and can be tried again.",
    },
  },
  usernameChange: {
    short: 'username',
    title: 'Username change (uma.username)',
    username: 'uma.username',
    resetType: null,
    path: (token, { languageType, translationLanguage }) =>
      `/confirmusernamechange/${encodeURIComponent(token)}/UserNameChange/${languageType}/${translationLanguage}`,
    // Opening one of these links sends nothing: every state below follows a press of “Confirm my new username”.
    shows: {
      valid:
        'After “Confirm my new username”, the new username uma.new@example.org with a check mark; Uma then signs in with it.',
      slow: `Like valid, after a ${seconds} wait once the button is pressed.`,
      expired:
        "After the press, the server's expired message with a way to get a new link; the new link then arrives in the mailbox.",
      used: "After the press, the server's already-used message with a Sign in button.",
      unknown: 'After the press, a generic error with a retry (the page expects only 200, 409 or 410).',
      server: 'After the press, a generic error with a retry: the server answers 500.',
      malformed: 'After the press, a generic error with a retry: the answer fails its schema.',
      resendfails:
        "After the press, the server's expired message; asking for a new link fails and can be tried again.",
    },
  },
  massPrint: {
    short: 'massprint',
    title: 'Mass print (eve.educator, batch job 42)',
    username: 'eve.educator',
    resetType: null,
    path: (token) => `/massprint/${encodeURIComponent(token)}/MassPrint/${MASS_PRINT_BATCH_JOB_ID}`,
    shows: {
      valid: "Sends the browser to the stand-in 'Your documents are ready' page; the link keeps working.",
      slow: `Like valid, after a ${seconds} wait.`,
      expired: 'MASSPRINT_LINK_EXPIRED.',
      used: 'GENERIC_ERROR: the server says the link was used.',
      unknown: 'GENERIC_ERROR: the server does not know the link.',
      ...broken,
      unsafe: 'An error: the server returns a javascript: url, which the portal refuses to follow.',
    },
  },
} satisfies Readonly<Record<string, FlowDefinition>>

/** Every flow of emailed links with a token, each once. */
export type LinkFlow = keyof typeof FLOWS
export const DEMO_LINK_FLOWS: Readonly<Record<LinkFlow, FlowDefinition>> = FLOWS
// Object.keys gives string[]; the keys of FLOWS are exactly LinkFlow, in the order declared.
export const LINK_FLOWS = Object.keys(FLOWS) as readonly LinkFlow[]

/** The reset page's links that are checked first (validateemailtoken) and saved with resetpassword. */
const CHECKED_RESET_FLOWS: ReadonlySet<LinkFlow> = new Set(['reset', 'activateAccount', 'activateParent'])

/** Whether a call naming `resetType` may act on a link of `flow`: a checked reset flow of that very type. */
export function isCheckedResetLink(flow: LinkFlow, resetType: string): boolean {
  return CHECKED_RESET_FLOWS.has(flow) && DEMO_LINK_FLOWS[flow].resetType === resetType
}

export function linkAccountId(flow: LinkFlow): number {
  const { username } = DEMO_LINK_FLOWS[flow]
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username)
  if (account === undefined) throw new Error(`The demo links need the seeded account ${username}.`)
  return account.userAccountId
}

export function linkPath(flow: LinkFlow, token: string, language: EmailLinkLanguage = ENGLISH_LINK): string {
  return DEMO_LINK_FLOWS[flow].path(token, language)
}

/** The batch job a link of the flow prepares: mass print's only. */
export const linkBatchJobId = (flow: LinkFlow): string | null =>
  flow === 'massPrint' ? MASS_PRINT_BATCH_JOB_ID : null

export const DEMO_LINKS: readonly DemoLink[] = LINK_FLOWS.flatMap((flow) => {
  const definition = DEMO_LINK_FLOWS[flow]
  return DEMO_LINK_STATES.flatMap((state): DemoLink[] => {
    const shows = definition.shows[state]
    if (shows === undefined) return []
    const token = `demo-${definition.short}-${state}`
    return [{ flow, state, token, path: linkPath(flow, token), shows }]
  })
})

/**
 * The shapes the contract allows a higher-education activation's 200 answer (docs/api-contract.md): a list whose
 * first result carries the url (what every link answers unless it is one of the two below), the result itself,
 * or the result under `data`.
 */
export type HigherEdAnswerShape = 'list' | 'object' | 'data'

/**
 * Valid higher-education links that answer the other two shapes, so the portal's reading of each can be seen by
 * hand and tested. They are `valid` links in every other way (spent by saving), not states of the flow.
 */
export const HIGHER_ED_SHAPE_LINKS: readonly {
  readonly token: string
  readonly shape: Exclude<HigherEdAnswerShape, 'list'>
  readonly path: string
}[] = (['object', 'data'] as const).map((shape) => {
  const token = `demo-${FLOWS.higherEdActivation.short}-${shape}`
  return { token, shape, path: linkPath('higherEdActivation', token) }
})

/** What /demo/links.json gives beside the seeded links: a new valid link per flow, and French email links. */
export interface FreshLinks {
  fresh: Record<LinkFlow, string>
  freshFrench: { verifyEmail: string; usernameChange: string }
}
