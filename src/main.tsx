import { createRoot } from 'react-dom/client'
import { App } from './app'
import { config, variantForHost } from './config'
import { loadCatalog } from './i18n/i18n'
import { localeFor } from './i18n/locale'
import './styles.css'

/**
 * The UK partner login host only serves visitors who come from the partner's site (spec section 1).
 * Returns true when the browser is being sent there.
 */
function leaveForPartnerSite(): boolean {
  let partner: URL
  try {
    partner = new URL(config.ukPartnerSite, window.location.href)
  } catch {
    return false
  }
  const cameFromPartner = document.referrer !== '' && new URL(document.referrer).origin === partner.origin
  if (cameFromPartner) return false
  window.location.replace(partner.href)
  return true
}

async function start() {
  const variant = variantForHost(window.location.host)
  if (variant === 'UK_PARTNER' && leaveForPartnerSite()) return
  const locale = localeFor(variant, window.location.search)
  document.documentElement.lang = locale
  await loadCatalog(locale)
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  createRoot(root).render(<App locale={locale} variant={variant} />)
}

void start()
