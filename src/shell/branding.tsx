import { useSelector } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { BrandingLogo, brandingMachine } from '../../machines/branding/branding.machine'
import { useText } from '../i18n/i18n'

export type BrandingActor = ActorRefFrom<typeof brandingMachine>

/**
 * A branded page whose branding code is still on its way (the regions hold their space, busy), or could not be
 * loaded (the regions hold their space, empty).
 */
export type BrandingCodeState = 'loading' | 'unavailable'

const BrandingContext = createContext<BrandingActor | BrandingCodeState | null>(null)
export const BrandingProvider = BrandingContext.Provider

const NO_LOGOS: BrandingLogo[] = []

function useBrandingLogos(place: 'header' | 'footer'): { loading: boolean; logos: BrandingLogo[] } {
  const branding = useContext(BrandingContext)
  const actor = typeof branding === 'string' ? null : branding
  const logos = useSelector(actor ?? undefined, (snapshot) =>
    snapshot
      ? {
          loading:
            snapshot.matches('choosing') || snapshot.matches('lookingUp') || snapshot.matches('loading'),
          logos: snapshot.context[place],
        }
      : { loading: false, logos: NO_LOGOS },
  )
  if (typeof branding === 'string') return { loading: branding === 'loading', logos: NO_LOGOS }
  return logos ?? { loading: false, logos: NO_LOGOS }
}

/**
 * Logos of a branding package. Space is reserved from the start, and kept when no logos come (an institution
 * without a package, a CDN failure), so nothing around them ever moves.
 */
export function BrandingLogos(props: { place: 'header' | 'footer'; label?: ReactNode }) {
  const t = useText()
  const { loading, logos } = useBrandingLogos(props.place)
  const active = useContext(BrandingContext) !== null
  if (!active) return null
  return (
    <div className={`branding branding--${props.place}`} aria-busy={loading || undefined}>
      {props.label && logos.length > 0 ? <p className="branding__label">{props.label}</p> : null}
      {logos.map((logo) =>
        logo.href ? (
          <a
            key={logo.src}
            href={logo.href}
            target="_blank"
            rel="noopener noreferrer"
            className="branding__link"
          >
            <img src={logo.src} alt={logo.alt} className="branding__logo" height={40} />
            <span className="visually-hidden"> {t('OPENS_IN_NEW_TAB')}</span>
          </a>
        ) : (
          <img key={logo.src} src={logo.src} alt={logo.alt} className="branding__logo" height={40} />
        ),
      )}
    </div>
  )
}
