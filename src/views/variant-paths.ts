import type { SignInVariant } from '../../machines/sign-in/sign-in.types'

/** 'Trouble signing in' follows the sign-in variant: /forgot, /forgot/sdmylife or /forgot/{branding}. */
export function forgotPath(variant: SignInVariant): string {
  if (variant.kind === 'sd') return '/forgot/sdmylife'
  if (variant.kind === 'branded') return `/forgot/${variant.branding}`
  return '/forgot'
}

/** Go-back links lead to /, /sdmylife or /{branding}. */
export function signInPath(variant: SignInVariant): string {
  if (variant.kind === 'sd') return '/sdmylife'
  if (variant.kind === 'branded') return `/${variant.branding}`
  return '/'
}
