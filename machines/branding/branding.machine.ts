/**
 * Branding logos (spec section 1 and the two branding rows of section 7).
 *
 * A branded page (`/florida`, `/forgot/new-hampshire`, ...) names its package; a page opened for an institution
 * (`?institutionId=`) asks the API server which package that institution has first. Either way the package's
 * logo lists are then loaded from the CDN. Logos are decoration: an institution without a package (`none`), an
 * answer that names no known package, and any failure leave the page unbranded and working.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outputOf, CALL_IN_FLIGHT } from '../shared/calls'

export interface BrandingLogo {
  src: string
  alt: string
  href: string | null
}

export interface BrandingLogos {
  header: BrandingLogo[]
  footer: BrandingLogo[]
}

export type BrandingInput =
  /** A known branding package name (the route's branding check has already passed). */
  | { packageName: string }
  /** An institution whose package, if any, the API server knows. */
  | { institutionId: string }

export interface BrandingContext extends BrandingLogos {
  packageName: string | null
  institutionId: string | null
}

export const brandingMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads `types`; XState ignores it as the machine runs.
  types: {
    context: {} as BrandingContext,
    input: {} as BrandingInput,
  },
  // Stryker disable ArrowFunction,StringLiteral: the app always provides both calls (src/shell/branding-flow.ts); a placeholder that answers nothing leaves the page without logos just as one that fails, and no one sees its message.
  actors: {
    /** Asks the API server for an institution's package: a known package name, or null for none. Provided by the app. */
    lookUpPackage: fromPromise<string | null, { institutionId: string }>(() =>
      Promise.reject(new Error('lookUpPackage is provided by the app')),
    ),
    /** Fetches the package's branding.json from the CDN. Provided by the app. */
    loadBranding: fromPromise<BrandingLogos, { packageName: string }>(() =>
      Promise.reject(new Error('loadBranding is provided by the app')),
    ),
  },
  // Stryker restore ArrowFunction,StringLiteral
  guards: {
    hasPackage: ({ context }) => context.packageName !== null,
    foundPackage: ({ event }) => typeof outputOf<string | null>(event, 'lookUpPackage') === 'string',
  },
  actions: {
    assignPackage: assign({
      packageName: ({ event }) => outputOf<string | null>(event, 'lookUpPackage') ?? null,
    }),
    assignLogos: assign(({ event }) => outputOf<BrandingLogos>(event, 'loadBranding') ?? {}),
  },
}).createMachine({
  id: 'branding',
  context: ({ input }) => ({
    packageName: 'packageName' in input ? input.packageName : null,
    institutionId: 'institutionId' in input ? input.institutionId : null,
    header: [],
    footer: [],
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'hasPackage', target: 'loading' }, { target: 'lookingUp' }],
    },
    lookingUp: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'lookUpPackage',
        src: 'lookUpPackage',
        // Stryker disable next-line StringLiteral: the lookup runs only for a page opened for an institution, so the fallback is never used.
        input: ({ context }) => ({ institutionId: context.institutionId ?? '' }),
        onDone: [
          { guard: 'foundPackage', target: 'loading', actions: 'assignPackage' },
          // `none`, or a package this portal does not know.
          { target: 'unbranded' },
        ],
        onError: { target: 'unbranded' },
      },
    },
    loading: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'loadBranding',
        src: 'loadBranding',
        // Stryker disable next-line StringLiteral: the logos load only once a package is named, so the fallback is never used.
        input: ({ context }) => ({ packageName: context.packageName ?? '' }),
        onDone: { target: 'ready', actions: 'assignLogos' },
        // No logos is an acceptable page; the lists stay empty.
        onError: { target: 'ready' },
      },
    },
    ready: {},
    unbranded: {},
  },
})
