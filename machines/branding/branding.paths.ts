/**
 * Branding logos: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what the servers
 * answered.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { brandingMachine, type BrandingContext, type BrandingLogos } from './branding.machine'
import { definePathModel, sayEvent, type ActorOutcomeEvent } from '../shared/path-model'
import { defineOracle, lastAnswer, type PathSoFar, type Screen } from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

export const logos: BrandingLogos = {
  header: [
    { src: '/branding-assets/florida/header.svg', alt: 'Florida Department of Education', href: '/fl' },
  ],
  footer: [{ src: '/branding-assets/florida/footer.svg', alt: 'Florida career pathways', href: null }],
}

function events(snapshot: AnyMachineSnapshot): ActorOutcomeEvent[] {
  if (snapshot.matches('lookingUp')) {
    return [
      { type: 'xstate.done.actor.lookUpPackage', output: 'florida' },
      // `none`, and any name the portal does not know, reach the machine as null.
      { type: 'xstate.done.actor.lookUpPackage', output: null },
      { type: 'xstate.error.actor.lookUpPackage', error: new Error('API server down') },
    ]
  }
  if (!snapshot.matches('loading')) return []
  return [
    { type: 'xstate.done.actor.loadBranding', output: logos },
    { type: 'xstate.error.actor.loadBranding', error: new Error('CDN down') },
  ]
}

const busy = (why: string) =>
  `${why}, the header and footer hold space for the logos, marked busy; no logos yet`

export const brandingPaths = definePathModel({
  title: 'Branding logos',
  machine: brandingMachine,
  starts: [
    { label: 'florida', input: { packageName: 'florida' } },
    { label: 'an institution', input: { institutionId: 'demo-florida' } },
  ],
  events,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.header.length]),
  // Every event is an answer: the lookup names a package (a string) or none (null); the CDN sends the logos.
  say: (event) => {
    switch (event.type) {
      case 'xstate.done.actor.lookUpPackage': {
        const found = (event as { output: unknown }).output
        return typeof found === 'string'
          ? `the API server says the institution has the "${found}" branding`
          : 'the API server says the institution has no branding (none, or a package this portal does not know)'
      }
      case 'xstate.error.actor.lookUpPackage':
        return 'the API server fails to say which branding the institution has'
      case 'xstate.done.actor.loadBranding':
        return 'the CDN sends the Florida logos (one for the header, one for the footer)'
      case 'xstate.error.actor.loadBranding':
        return 'the logos fail to load from the CDN'
    }
    return sayEvent(event)
  },
  rests: {
    states: ['branding.ready', 'branding.unbranded'],
    why: 'logos are decoration: with them or without, the branding is done and the page it decorates carries on',
  },
  branches: {
    'xstate.done.actor.lookUpPackage [foundPackage]': "the page loads that package's logos",
    'xstate.done.actor.lookUpPackage [otherwise]': 'there is no package to load, so the page stays unbranded',
  },
  screens: {
    'branding.lookingUp': busy("while the institution's branding is looked up"),
    'branding.loading': busy('while the logos load'),
    'branding.unbranded':
      'no logos and no "In partnership with" label; the space stays, no longer busy, so the page does not move',
    'branding.ready': (snapshot) =>
      (snapshot.context as BrandingContext).header.length > 0
        ? 'the "Florida Department of Education" logo in the header, a link that opens in a new tab; ' +
          'the "Florida career pathways" logo in the footer, after "In partnership with"'
        : 'no logos (they failed to load); the space is no longer busy and the page works unbranded',
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what the servers answered; the browser walks check it in the
// page after every step.

/** Whatever the branding does, the page it decorates is sign-in (`/florida`, or `/` for an institution). */
const page = { heading: 'SIGN_IN_TITLE', url: /^\/(florida)?(\?institutionId=[^&]+)?$/ } as const

/** The logos as their text alternatives name them, and the label before the footer's. */
const logosOf = (path: PathSoFar) => {
  const logos = lastAnswer<BrandingLogos>(path, 'loadBranding') ?? { header: [], footer: [] }
  return [...logos.header, ...logos.footer]
}

const noLogos = (path: PathSoFar): Screen => ({
  ...page,
  hides: ['BRANDING_LOGOS_LABEL'],
  controls: logosOf(path).map((logo) => ({ role: 'image' as const, name: { text: logo.alt }, absent: true })),
})

export const brandingOracle = defineOracle({
  machine: brandingMachine,
  screens: {
    // Space is held for the logos, but none shows until they are here.
    'branding.lookingUp': { ...page, hides: ['BRANDING_LOGOS_LABEL'] },
    'branding.loading': { ...page, hides: ['BRANDING_LOGOS_LABEL'] },
    'branding.unbranded': { ...page, hides: ['BRANDING_LOGOS_LABEL'] },
    'branding.ready': (path) => {
      const logos = logosOf(path)
      if (logos.length === 0) return noLogos(path)
      return {
        ...page,
        shows: ['BRANDING_LOGOS_LABEL'],
        controls: logos.map((logo) => ({ role: 'image' as const, name: { text: logo.alt } })),
      }
    },
  },
})
