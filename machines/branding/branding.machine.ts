/**
 * Branding logos (spec section 1 and the branding row of section 7).
 *
 * A branded page (`/florida`, `/forgot/new-hampshire`, ...) loads its package's logo lists. Logos are
 * decoration: when the package cannot be loaded the page carries on with empty header and footer lists.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outputOf } from '../shared/actor-output'

export interface BrandingLogo {
  src: string
  alt: string
  href: string | null
}

export interface BrandingLogos {
  header: BrandingLogo[]
  footer: BrandingLogo[]
}

export interface BrandingInput {
  /** A known branding package name (the route's branding check has already passed). */
  packageName: string
}

export interface BrandingContext extends BrandingInput, BrandingLogos {}

export const brandingMachine = setup({
  types: {
    context: {} as BrandingContext,
    input: {} as BrandingInput,
  },
  actors: {
    /** Fetches the package's branding.json from the CDN. Provided by the app. */
    loadBranding: fromPromise<BrandingLogos, { packageName: string }>(() =>
      Promise.reject(new Error('loadBranding is provided by the app')),
    ),
  },
  actions: {
    assignLogos: assign(({ event }) => outputOf<BrandingLogos>(event, 'loadBranding') ?? {}),
  },
}).createMachine({
  id: 'branding',
  context: ({ input }) => ({ ...input, header: [], footer: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBranding',
        src: 'loadBranding',
        input: ({ context }) => ({ packageName: context.packageName }),
        onDone: { target: 'ready', actions: 'assignLogos' },
        // No logos is an acceptable page; the lists stay empty.
        onError: { target: 'ready' },
      },
    },
    ready: {},
  },
})
