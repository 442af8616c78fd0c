import { config } from '../../config'
import { PRODUCT_PATH } from '../../i18n/locale'
import { useLocale } from '../../i18n/locale-context'

export type ProductPage = 'help' | 'contact' | 'privacy' | 'terms'

/** Footer pages live on the product host under the language's path: en/, fr/ or en-gb/. */
export function productLink(productHost: string, languagePath: string, page: ProductPage): string {
  return `${productHost.replace(/\/+$/, '')}/${languagePath}/${page}`
}

export function useProductLink(page: ProductPage): string {
  const { locale } = useLocale()
  return productLink(config.productHost, PRODUCT_PATH[locale], page)
}
