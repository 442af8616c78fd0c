import type { PageVariant } from '../../machines/shared/page-variant'

/** 'Trouble signing in' follows the sign-in variant: /forgot, /forgot/sdmylife or /forgot/{branding}. */
export function forgotPath(variant: PageVariant): string {
  if (variant.kind === 'sd') return '/forgot/sdmylife'
  if (variant.kind === 'branded') return `/forgot/${variant.branding}`
  return '/forgot'
}

/** Go-back links lead to /, /sdmylife or /{branding}. */
export function signInPath(variant: PageVariant): string {
  if (variant.kind === 'sd') return '/sdmylife'
  if (variant.kind === 'branded') return `/${variant.branding}`
  return '/'
}
