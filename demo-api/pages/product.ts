/** GET /demo/product/{en,fr,en-gb}/{help,contact,privacy,terms}: the footer's links on the product host. */
import { html, notFoundPage, page } from '../html.ts'

type ProductPage = 'help' | 'contact' | 'privacy' | 'terms'

const PRODUCT_LANGUAGES = {
  en: {
    lang: 'en-CA',
    titles: { help: 'Help', contact: 'Contact us', privacy: 'Privacy policy', terms: 'Terms of use' },
    note: 'This page stands in for the product host’s page.',
    back: 'Back to sign-in',
  },
  fr: {
    lang: 'fr-CA',
    titles: {
      help: 'Aide',
      contact: 'Nous joindre',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
    },
    note: 'Cette page tient lieu de la page du site du produit.',
    back: 'Retour à la connexion',
  },
  'en-gb': {
    lang: 'en-GB',
    titles: { help: 'Help', contact: 'Contact us', privacy: 'Privacy policy', terms: 'Terms of use' },
    note: 'This page stands in for the product host’s page.',
    back: 'Back to sign-in',
  },
} as const satisfies Record<
  string,
  { lang: string; titles: Record<ProductPage, string>; note: string; back: string }
>

export const PRODUCT_PATH = /^\/demo\/product\/([^/]+)\/([^/]+)$/

export function productPage(language: string, pageName: string): Response {
  if (!Object.hasOwn(PRODUCT_LANGUAGES, language)) return notFoundPage()
  const copy = PRODUCT_LANGUAGES[language as keyof typeof PRODUCT_LANGUAGES]
  if (!Object.hasOwn(copy.titles, pageName)) return notFoundPage()
  const title = copy.titles[pageName as ProductPage]
  return page(200, {
    lang: copy.lang,
    title,
    body: html`<h1>${title}</h1>
      <p>${copy.note}</p>
      <p><a href="/">${copy.back}</a></p>`,
  })
}
