/** GET {cdn}/branding-assets/{package}/branding.json — the package's header and footer logos. */
import * as v from 'valibot'
import type { BrandingLogos } from '../../machines/branding/branding.machine'
import { config } from '../config'
import { loadTransport } from './load-transport'
import { withTimeLimit } from './time-limit'

const LogoSchema = v.object({
  src: v.pipe(v.string(), v.nonEmpty()),
  alt: v.string(),
  // Only web links: a `javascript:` href in a package must never become a clickable logo.
  href: v.nullish(v.pipe(v.string(), v.regex(/^(?:https?:\/\/|\/(?!\/))/)), null),
})

const BrandingSchema = v.object({
  logos: v.object({
    header: v.optional(v.array(LogoSchema), []),
    footer: v.optional(v.array(LogoSchema), []),
  }),
})

/** Logo `src` values are relative to the package folder on the CDN. */
function brandingAssetUrl(packageName: string, file = ''): string {
  return `${config.cdnHost.replace(/\/+$/, '')}/branding-assets/${encodeURIComponent(packageName)}/${file}`
}

export async function loadBranding(packageName: string, signal?: AbortSignal): Promise<BrandingLogos> {
  // A plain GET to the CDN: no API headers, no XSRF token, which must not leave this origin.
  const body: unknown = await withTimeLimit(config.apiTimeoutMs, signal, async (limited) => {
    const { plain } = await loadTransport()
    return plain(brandingAssetUrl(packageName, 'branding.json'), { signal: limited })
  })
  const { logos } = v.parse(BrandingSchema, body)
  const absolute = (src: string) => (/^(https?:)?\/\//.test(src) ? src : brandingAssetUrl(packageName, src))
  return {
    header: logos.header.map((logo) => ({ ...logo, src: absolute(logo.src) })),
    footer: logos.footer.map((logo) => ({ ...logo, src: absolute(logo.src) })),
  }
}
