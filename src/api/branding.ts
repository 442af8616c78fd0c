/** GET {cdn}/branding-assets/{package}/branding.json — the package's header and footer logos. */
import * as v from 'valibot'
import type { BrandingLogos } from '../../machines/branding/branding.machine'
import { BRANDING_NAMES } from '../urls/address'
import { pathOf, type HandWrittenCall } from './endpoint'

const LogoSchema = v.object({
  src: v.pipe(
    v.string(),
    v.nonEmpty(),
    v.description("The image: relative to the package's folder on the CDN, or an absolute url."),
  ),
  alt: v.string(),
  // Only web links: a `javascript:` href in a package must never become a clickable logo.
  href: v.nullish(
    v.pipe(
      v.string(),
      v.regex(/^(?:https?:\/\/|\/(?!\/))/),
      v.description('Where clicking the logo goes, in a new tab: only web links.'),
    ),
    null,
  ),
})

const BrandingSchema = v.pipe(
  v.object({
    logos: v.object({
      header: v.optional(v.array(LogoSchema), []),
      footer: v.optional(v.array(LogoSchema), []),
    }),
  }),
  v.description("The package's header and footer logos (spec section 3, branding config)."),
  v.examples([
    {
      logos: {
        header: [{ src: 'header-logo.svg', alt: 'Florida', href: 'https://www.example.org/florida' }],
        footer: [{ src: 'footer-logo.svg', alt: 'Florida', href: null }],
      },
    },
  ]),
)

export const brandingCall: HandWrittenCall = {
  method: 'GET',
  host: 'cdn',
  apiHeaders: false,
  path: '/branding-assets/{package}/branding.json',
  description:
    "A branding package's logos, from the CDN. A plain GET: none of the API's headers, no XSRF token. Any " +
    'other status, a body that does not match, or a failed call: no logos (spec section 7: empty header and ' +
    'footer lists); the page stays unbranded and usable.',
  parameters: v.object({
    package: v.pipe(v.picklist(BRANDING_NAMES), v.description('A package this portal knows.')),
  }),
  answers: { 200: { mediaType: 'application/json', schema: BrandingSchema } },
}

/**
 * The package's logos, from the configured CDN (`cdnHost`, empty: this origin), whose `src` values are relative
 * to the package's folder there. A plain GET to the CDN: no API headers, no XSRF token, which must not leave this
 * origin; its time limit is the flow's call's (src/shell/branding-flow.ts).
 */
export async function loadBranding(
  packageName: string,
  cdnHost: string,
  signal?: AbortSignal,
): Promise<BrandingLogos> {
  const cdnOrigin = cdnHost.replace(/\/+$/, '')
  const { plain } = await import('./client')
  const body: unknown = await plain(`${cdnOrigin}${pathOf(brandingCall, { package: packageName })}`, {
    signal,
  })
  const brandingAssetUrl = (file: string) =>
    `${cdnOrigin}/branding-assets/${encodeURIComponent(packageName)}/${file}`
  const { logos } = v.parse(BrandingSchema, body)
  const absolute = (src: string) => (/^(https?:)?\/\//.test(src) ? src : brandingAssetUrl(src))
  return {
    header: logos.header.map((logo) => ({ ...logo, src: absolute(logo.src) })),
    footer: logos.footer.map((logo) => ({ ...logo, src: absolute(logo.src) })),
  }
}
