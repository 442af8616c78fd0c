import { useText } from '../i18n/i18n'
import { linkTo } from '../urls/address'
import { BrandingLogos } from './branding'
import { AppLink } from '../screens/parts/page'
import { useProductLink } from '../screens/parts/product-links'

export function Footer() {
  const t = useText()
  const links = [
    { href: useProductLink('help'), text: t('FOOTER_HELP') },
    { href: useProductLink('contact'), text: t('FOOTER_CONTACT') },
    { href: useProductLink('privacy'), text: t('FOOTER_PRIVACY') },
    { href: useProductLink('terms'), text: t('FOOTER_TERMS') },
  ]
  return (
    <footer className="footer">
      <div className="footer__inner">
        <BrandingLogos place="footer" label={t('BRANDING_LOGOS_LABEL')} />
        <nav aria-label={t('FOOTER_NAV_LABEL')}>
          <ul className="footer__links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.text}</a>
              </li>
            ))}
            {/* The portal's own page: what it keeps in the browser, and the analytics choice (decision 031). */}
            <li>
              <AppLink to={linkTo('cookies')}>{t('FOOTER_COOKIES')}</AppLink>
            </li>
          </ul>
        </nav>
        <p className="footer__copyright">{t('FOOTER_COPYRIGHT', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
