/**
 * Seeded accounts of the demo API. Each one exists to show one behaviour of the portal; the handler copies
 * them into per-instance state, so nothing here is ever mutated.
 */

export const DEMO_PASSWORD = 'Demo-pass-1'

/** Spec section 3: the numeric values the real server uses. */
export const USER_TYPES = { Student: 1, Family: 2, InspireUser: 3, Educator: 4, HigherEd: 5 } as const

export type UserTypeName = keyof typeof USER_TYPES
type UserTypeId = (typeof USER_TYPES)[UserTypeName]

/**
 * How a fault account misbehaves on sign-in. These let the portal's unexpected-failure and unsafe-redirect
 * paths be seen by hand, not only in tests.
 */
export type DemoFault = 'server' | 'garbled' | 'schema' | 'unsafe' | 'offsite' | 'slow' | 'hang'

/** A Family account's student, as the parent activation lists them. */
interface DemoStudent {
  readonly firstName: string
  readonly lastName: string
}

export interface DemoAccount {
  readonly userAccountId: number
  readonly username: string
  readonly email: string
  readonly displayName: string
  readonly userTypeNames: readonly UserTypeName[]
  readonly userTypes: readonly UserTypeId[]
  /** One line for docs/demo.md: what signing in with this account demonstrates. */
  readonly demonstrates: string
  readonly mustResetPassword: boolean
  readonly activated: boolean
  /** Null until an activation link sets one: an account that was never activated has no password. */
  readonly initialPassword: string | null
  /** Set for fault accounts, which accept any password. */
  readonly fault: DemoFault | null
  /** What an activation link says the account gives access to. */
  readonly institutionName: string | null
  /** Who invited a parent, as the parent activation shows it. */
  readonly invitedBy: string | null
  readonly students: readonly DemoStudent[]
  /** The personal address a verification link confirms. */
  readonly personalEmailToVerify: string | null
  /** The new username (an email address) a username-change link confirms. */
  readonly newUsername: string | null
}

interface Seed {
  userAccountId: number
  username: string
  email?: string
  displayName: string
  types: readonly UserTypeName[]
  demonstrates: string
  mustResetPassword?: boolean
  activated?: boolean
  /** Defaults to DEMO_PASSWORD; null for an account whose activation link has not been used. */
  password?: null
  fault?: DemoFault
  institutionName?: string
  invitedBy?: string
  students?: readonly DemoStudent[]
  personalEmailToVerify?: string
  newUsername?: string
}

function account(seed: Seed): DemoAccount {
  return {
    userAccountId: seed.userAccountId,
    username: seed.username,
    email: seed.email ?? `${seed.username}@example.org`,
    displayName: seed.displayName,
    userTypeNames: seed.types,
    userTypes: seed.types.map((name) => USER_TYPES[name]),
    demonstrates: seed.demonstrates,
    mustResetPassword: seed.mustResetPassword ?? false,
    activated: seed.activated ?? true,
    initialPassword: seed.password === undefined ? DEMO_PASSWORD : seed.password,
    fault: seed.fault ?? null,
    institutionName: seed.institutionName ?? null,
    invitedBy: seed.invitedBy ?? null,
    students: seed.students ?? [],
    personalEmailToVerify: seed.personalEmailToVerify ?? null,
    newUsername: seed.newUsername ?? null,
  }
}

export const SHARED_EMAIL = 'shared@example.org'

/** The delay of `fault.slow` and of the `slow` demo links, long enough to see the progress indicator. */
export const SLOW_MS = 2500

/** How long `fault.hang` keeps a sign-in waiting: far beyond the portal's own 15 s time limit. */
export const HANG_MS = 10 * 60 * 1000

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({
    userAccountId: 101,
    username: 'sam.student',
    displayName: 'Sam Student',
    types: ['Student'],
    demonstrates: 'A plain Student sign-in.',
  }),
  account({
    userAccountId: 102,
    username: 'pat.parent',
    displayName: 'Pat Parent',
    types: ['Family'],
    demonstrates: 'A Family (parent) sign-in.',
  }),
  account({
    userAccountId: 103,
    username: 'ida.inspire',
    displayName: 'Ida Inspire',
    types: ['InspireUser'],
    demonstrates: 'An InspireUser sign-in.',
  }),
  account({
    userAccountId: 104,
    username: 'eve.educator',
    displayName: 'Eve Educator',
    types: ['Educator'],
    demonstrates: 'An Educator sign-in.',
  }),
  account({
    userAccountId: 105,
    username: 'hugo.highered',
    displayName: 'Hugo Highered',
    types: ['HigherEd'],
    demonstrates: 'A HigherEd sign-in.',
  }),
  account({
    userAccountId: 106,
    username: 'morgan.multi',
    displayName: 'Morgan Multi',
    types: ['Educator', 'Family', 'Student'],
    demonstrates:
      'One person holding several account types (Educator, Family and Student): signing in opens the workspace chooser.',
  }),
  account({
    userAccountId: 107,
    username: 'max.mustreset',
    displayName: 'Max Mustreset',
    types: ['Student'],
    mustResetPassword: true,
    demonstrates: 'Must choose a new password at sign-in; afterwards signs in with the new one.',
  }),
  account({
    userAccountId: 108,
    username: 'twin.one',
    email: SHARED_EMAIL,
    displayName: 'Twin One',
    types: ['Student'],
    demonstrates: 'Shares its email with twin.two: forgot-password on that address answers 409.',
  }),
  account({
    userAccountId: 109,
    username: 'twin.two',
    email: SHARED_EMAIL,
    displayName: 'Twin Two',
    types: ['Student'],
    demonstrates: 'Shares its email with twin.one: forgot-password on that address answers 409.',
  }),
  account({
    userAccountId: 110,
    username: 'ina.inactive',
    displayName: 'Ina Inactive',
    types: ['Student'],
    activated: false,
    demonstrates:
      'Not activated: sign-in shows the server message, forgot-password shows ACCOUNT_NOT_ACTIVATED.',
  }),
  account({
    userAccountId: 111,
    username: 'rory.reset',
    displayName: 'Rory Reset',
    types: ['Student'],
    demonstrates:
      'Plain password-reset links (/reset/…/ResetPassword); afterwards signs in with the new password.',
  }),
  account({
    userAccountId: 112,
    username: 'alex.activate',
    displayName: 'Alex Activate',
    types: ['Educator'],
    activated: false,
    password: null,
    institutionName: 'Lakeside Secondary School',
    demonstrates: 'Not activated until an ActivateAccount link sets a password; then signs in with it.',
  }),
  account({
    userAccountId: 113,
    username: 'paula.parent',
    displayName: 'Paula Parent',
    types: ['Family'],
    activated: false,
    password: null,
    institutionName: 'Lakeside Secondary School',
    invitedBy: 'Ms. Rivera',
    students: [
      { firstName: 'Sam', lastName: 'Student' },
      { firstName: 'Léa', lastName: 'Tremblay' },
    ],
    demonstrates: 'A parent activation (ActivateParent links) listing two students; then signs in.',
  }),
  account({
    userAccountId: 114,
    username: 'hana.highered',
    displayName: 'Hana Highered',
    types: ['HigherEd'],
    activated: false,
    password: null,
    institutionName: 'Northern College',
    demonstrates: 'A higher-education activation (HigherEdActivation links, no token check); then signs in.',
  }),
  account({
    userAccountId: 115,
    username: 'vera.verify',
    displayName: 'Vera Verify',
    types: ['Student'],
    personalEmailToVerify: 'vera.personal@example.net',
    demonstrates: 'Personal email verification links (/verify/…) for vera.personal@example.net.',
  }),
  account({
    userAccountId: 116,
    username: 'uma.username',
    displayName: 'Uma Username',
    types: ['Student'],
    newUsername: 'uma.new@example.org',
    demonstrates:
      'Username-change links (/confirmusernamechange/…) to uma.new@example.org, which then signs in.',
  }),
  account({
    userAccountId: 901,
    username: 'fault.server',
    displayName: 'Fault Server',
    types: ['Student'],
    fault: 'server',
    demonstrates: 'Sign-in answers 500 (unexpected failure).',
  }),
  account({
    userAccountId: 902,
    username: 'fault.garbled',
    displayName: 'Fault Garbled',
    types: ['Student'],
    fault: 'garbled',
    demonstrates: 'Sign-in answers 200 with an HTML body instead of JSON.',
  }),
  account({
    userAccountId: 903,
    username: 'fault.schema',
    displayName: 'Fault Schema',
    types: ['Student'],
    fault: 'schema',
    demonstrates: 'Sign-in answers 200 JSON that fails the schema (`url` is a number).',
  }),
  account({
    userAccountId: 904,
    username: 'fault.unsafe',
    displayName: 'Fault Unsafe',
    types: ['Student'],
    fault: 'unsafe',
    demonstrates: 'Signed in, but the url is `javascript:alert(document.domain)`; the portal must refuse it.',
  }),
  account({
    userAccountId: 905,
    username: 'fault.offsite',
    displayName: 'Fault Offsite',
    types: ['Student'],
    fault: 'offsite',
    demonstrates: 'Signed in, but the url points to `https://evil.example/steal`; the portal must refuse it.',
  }),
  account({
    userAccountId: 906,
    username: 'fault.slow',
    displayName: 'Fault Slow',
    types: ['Student'],
    fault: 'slow',
    demonstrates: `Waits ${SLOW_MS / 1000} s, then signs in as a Student (shows the progress state).`,
  }),
  account({
    userAccountId: 907,
    username: 'fault.hang',
    displayName: 'Fault Hang',
    types: ['Student'],
    fault: 'hang',
    demonstrates: `Sign-in does not answer for ${HANG_MS / 60_000} minutes (then 504): the portal's 15 s limit.`,
  }),
]
