/**
 * Which sign-in page the person is on: `/`, `/sdmylife` or `/{branding}` (spec section 2). The forgot-password
 * pages follow the same sign-in page so their links lead back to it. Not to be confused with the site (CA, UK,
 * UK partner), which the login host decides.
 */
export type SignInPage = { kind: 'standard' } | { kind: 'sd' } | { kind: 'branded'; branding: string }
