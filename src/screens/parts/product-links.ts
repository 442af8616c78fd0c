import { PRODUCT_PATH } from '../../i18n/locale'
import { usePage } from '../../page'

export type ProductPage = 'help' | 'contact' | 'privacy' | 'terms'

/** Footer pages live on the product host under the language's path: en/, fr/ or en-gb/. */
export function productLink(productHost: string, languagePath: string, page: ProductPage): string {
  return `${productHost.replace(/\/+$/, '')}/${languagePath}/${page}`
}

export function useProductLink(page: ProductPage): string {
  const { locale, config } = usePage()
  return productLink(config.productHost, PRODUCT_PATH[locale], page)
}
