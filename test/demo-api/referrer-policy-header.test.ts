// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { referrerPolicyFor } from '../../demo-api/vite-plugin'

describe('the Referrer-Policy header the dev and preview servers send with the page', () => {
  it.each([
    '/reset/abc123/ForgotPassword',
    '/reset/abc123/ActivateParent',
    '/verify/abc123/PersonalEmail/ca/fr',
    '/confirmusernamechange/abc123/Username/uk/en',
    '/massprint/abc123/MassPrint/42',
    '/portfoliolinking/sso-key/educator',
    '/account/sso-key',
  ])('is no-referrer on the token page %s', (pathname) => {
    expect(referrerPolicyFor(pathname)).toBe('no-referrer')
  })

  it.each(['/', '/forgot', '/sdmylife', '/florida'])('lets %s send its origin only', (pathname) => {
    expect(referrerPolicyFor(pathname)).toBe('strict-origin-when-cross-origin')
  })
})
