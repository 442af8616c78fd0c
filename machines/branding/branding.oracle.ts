/** Branding logos: what a person sees in each state (../shared/oracle.ts), from what the servers answered. */
import { defineOracle, lastAnswer, type PathSoFar, type Screen } from '../shared/oracle'
import { brandingMachine, type BrandingLogos } from './branding.machine'

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
