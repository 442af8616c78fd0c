/**
 * Which sign-in page the person is on: `/`, `/sdmylife` or `/{branding}` (spec section 2). The forgot-password
 * pages follow the same variant so their links lead back to the right sign-in page. Not to be confused with the
 * host variant (CA, UK, UK partner), which the login host decides.
 */
export type PageVariant = { kind: 'standard' } | { kind: 'sd' } | { kind: 'branded'; branding: string }
