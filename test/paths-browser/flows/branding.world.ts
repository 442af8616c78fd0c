/**
 * Branding logos, through the real portal (../world.ts): a branded sign-in page, or one opened for an
 * institution. The institution's look-up goes to the API server and the logos come from the CDN; both are this
 * origin in the test build, where the run answers them.
 */
import { pathOf } from '../../../src/api/endpoint'
import { brandingCall } from '../../../src/api/branding'
import { brandingPackageCall, brandingPackageOf } from '../../../src/api/branding-package'
import {
  brandingMachine,
  type BrandingInput,
  type BrandingLogo,
  type BrandingLogos,
} from '../../../machines/branding/branding.machine'
import { defineWorld, type WalkState } from '../world'

const input = (walk: Pick<WalkState, 'start'>) => walk.start.input as BrandingInput
/** The package the logos are loaded for: the page's, or the one the institution's look-up named. */
const packageOf = (walk: WalkState) => String(walk.after.context.packageName)
const lang = (walk: Pick<WalkState, 'locale'>) => (walk.locale === 'fr-CA' ? 'lang=fr' : '')

/** A logo as the package lists it: its image relative to the package's folder, where the portal makes it absolute. */
const listed = (packageName: string) => (logo: BrandingLogo) => ({
  ...logo,
  src: logo.src.replace(`/branding-assets/${packageName}/`, ''),
})

export const brandingWorld = defineWorld({
  machine: brandingMachine,
  starts: {
    florida: {
      path: (walk) => `/florida${lang(walk) === '' ? '' : `?${lang(walk)}`}`,
    },
    'an institution': {
      path: (walk) => {
        const id =
          'institutionId' in input(walk) ? (input(walk) as { institutionId: string }).institutionId : ''
        return `/?institutionId=${encodeURIComponent(id)}${lang(walk) === '' ? '' : `&${lang(walk)}`}`
      },
    },
  },
  gestures: {},
  calls: {
    lookUpPackage: {
      path: (walk) => {
        const given = input(walk)
        return pathOf(brandingPackageCall, {
          institutionId: 'institutionId' in given ? given.institutionId : '',
        })
      },
      read: (answer) => brandingPackageOf(answer),
      // The package's name as text; `none` for no package (spec section 7).
      answer: (output) => ({ status: 200, text: typeof output === 'string' ? output : 'none' }),
    },
    loadBranding: {
      path: (walk) => pathOf(brandingCall, { package: packageOf(walk) }),
      answer: (output, walk) => {
        const packageName = packageOf(walk)
        const logos = output as BrandingLogos
        return {
          status: 200,
          json: {
            logos: {
              header: logos.header.map(listed(packageName)),
              footer: logos.footer.map(listed(packageName)),
            },
          },
        }
      },
    },
  },
})
