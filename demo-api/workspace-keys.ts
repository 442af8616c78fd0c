/**
 * Workspace keys: the `k` of the portal's chooser (`/switchaccount?k=`), which names the workspaces one
 * person may continue in. Seeded keys with stable values show every answer the chooser handles, so each can
 * be opened by hand or by a test; signing in with an account of several types mints a key of its own.
 * Workspace urls are built per request on the request's origin, each type on its own path, so the chooser
 * can tell from the referring page which workspace the person came from.
 */
import { DEMO_ACCOUNTS, SLOW_MS, USER_TYPES, type DemoAccount, type UserTypeName } from './accounts.ts'
import { randomToken } from './http.ts'

/** How a seeded key misbehaves: `{ "data": null }`, a 500, a wait of SLOW_MS, or one `javascript:` url. */
type WorkspaceKeyFault = 'noData' | 'server' | 'slow' | 'unsafe'

export interface WorkspaceKey {
  readonly k: string
  /** Whose workspaces these are; null for a seeded key that stands for nobody in particular. */
  readonly account: DemoAccount | null
  /** In the order the call lists them. */
  readonly types: readonly UserTypeName[]
  readonly fault: WorkspaceKeyFault | null
}

/** A seeded key as docs/demo.md and the tests use it. */
export interface DemoWorkspaceKey {
  readonly k: string
  /** The portal page that opens the chooser with it. */
  readonly path: string
  /** One plain sentence: what the portal shows for it. */
  readonly shows: string
}

/** Every user type, in the order of their ids (spec section 3). */
const ALL_WORKSPACE_TYPES = Object.keys(USER_TYPES) as UserTypeName[]

/** The workspace of the `unsafe` key whose url is `javascript:`. */
export const UNSAFE_WORKSPACE: UserTypeName = 'Family'
export const UNSAFE_WORKSPACE_URL = 'javascript:alert(document.domain)'

/** Who the stand-in workspace page says is there when its key names no account. */
export const GENERIC_WORKSPACE_NAME = 'Demo User'

export const chooserPath = (k: string): string => `/switchaccount?k=${encodeURIComponent(k)}`

/** The stand-in page's path segment of a type (`educator`, `inspireuser`…). */
const workspaceSegment = (type: UserTypeName): string => type.toLowerCase()

export function workspaceTypeOfSegment(segment: string): UserTypeName | null {
  return ALL_WORKSPACE_TYPES.find((type) => workspaceSegment(type) === segment) ?? null
}

export function workspaceUrl(origin: string, type: UserTypeName, k: string): string {
  return `${origin}/demo/workspace/${workspaceSegment(type)}?k=${encodeURIComponent(k)}`
}

interface Seed {
  /** The `<state>` of `demo-k-<state>`. */
  readonly state: string
  readonly username: string | null
  /** Defaults to the account's own types. */
  readonly types?: readonly UserTypeName[]
  readonly fault?: WorkspaceKeyFault
  readonly shows: string
}

const seconds = `${SLOW_MS / 1000} s`

const SEEDS: readonly Seed[] = [
  {
    state: 'several',
    username: 'morgan.multi',
    shows:
      "Morgan Multi's three workspaces (Educator, Family and Student); each opens its stand-in page, whose Switch workspace link comes back with that card marked.",
  },
  {
    state: 'one',
    username: 'eve.educator',
    shows: "A single card, Eve Educator's Educator workspace.",
  },
  {
    state: 'all',
    username: null,
    types: ALL_WORKSPACE_TYPES,
    shows: 'All five workspaces: Student, Family, InspireUser, Educator and HigherEd.',
  },
  {
    state: 'nodata',
    username: null,
    types: [],
    fault: 'noData',
    shows: 'The generic error on the sign-in page: the answer has no data.',
  },
  {
    state: 'empty',
    username: null,
    types: [],
    shows: 'The generic error on the sign-in page: the list of workspaces is empty.',
  },
  {
    state: 'server',
    username: null,
    types: [],
    fault: 'server',
    shows: 'The generic error on the sign-in page: the server answers 500.',
  },
  {
    state: 'slow',
    username: 'morgan.multi',
    fault: 'slow',
    shows: `Like several, after a ${seconds} wait, so the loading state can be seen.`,
  },
  {
    state: 'unsafe',
    username: 'morgan.multi',
    fault: 'unsafe',
    shows: `Like several, but the ${UNSAFE_WORKSPACE} url is javascript:, so choosing it shows an error and the cards stay.`,
  },
]

const keyOf = (seed: Seed) => `demo-k-${seed.state}`

function accountNamed(username: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username)
  if (account === undefined) throw new Error(`The demo workspace keys need the seeded account ${username}.`)
  return account
}

export const DEMO_WORKSPACE_KEYS: readonly DemoWorkspaceKey[] = SEEDS.map((seed) => ({
  k: keyOf(seed),
  path: chooserPath(keyOf(seed)),
  shows: seed.shows,
}))

export function seedWorkspaceKeys(keys: Map<string, WorkspaceKey>): void {
  for (const seed of SEEDS) {
    const account = seed.username === null ? null : accountNamed(seed.username)
    keys.set(keyOf(seed), {
      k: keyOf(seed),
      account,
      types: seed.types ?? account?.userTypeNames ?? [],
      fault: seed.fault ?? null,
    })
  }
}

/** A key for one sign-in of an account with several types: its own types, each to its stand-in page. */
export function mintWorkspaceKey(keys: Map<string, WorkspaceKey>, account: DemoAccount): WorkspaceKey {
  const key: WorkspaceKey = { k: randomToken(), account, types: account.userTypeNames, fault: null }
  keys.set(key.k, key)
  return key
}
