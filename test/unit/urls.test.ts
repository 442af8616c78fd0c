// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { linkTo, signInPageLink, isTokenPath, matchRoute } from '../../src/urls/address'

describe('matchRoute', () => {
  it.each([
    ['/', 'signIn', {}],
    ['/sdmylife', 'signInSd', {}],
    ['/florida', 'signInBranded', { branding: 'florida' }],
    ['/forgot', 'forgot', {}],
    ['/forgot/sdmylife', 'forgotSd', {}],
    ['/forgot/florida', 'forgotBranded', { branding: 'florida' }],
    ['/mustreset', 'mustReset', {}],
    ['/reset/abc123/ActivateParent', 'reset', { token: 'abc123', resetType: 'ActivateParent' }],
    [
      '/verify/t0k/PersonalEmail/3/fr-CA',
      'verify',
      { token: 't0k', tokenType: 'PersonalEmail', languageType: '3', translationLanguage: 'fr-CA' },
    ],
    [
      '/confirmusernamechange/t0k/UserNameChange/1/en-CA',
      'usernameChange',
      { token: 't0k', tokenType: 'UserNameChange', languageType: '1', translationLanguage: 'en-CA' },
    ],
    [
      '/massprint/t0k/MassPrint/42',
      'massPrint',
      { token: 't0k', tokenType: 'MassPrint', massPrintBatchJobId: '42' },
    ],
  ])('matches %s to %s', (pathname, name, params) => {
    expect(matchRoute(pathname)).toEqual({ name, params })
  })

  it('decodes parameters and ignores a trailing slash', () => {
    expect(matchRoute('/reset/a%2Bb%3D/ResetPassword/')?.params).toEqual({
      token: 'a+b=',
      resetType: 'ResetPassword',
    })
  })

  it('matches nothing for a shape no route has, or a segment that is not valid encoding', () => {
    expect(matchRoute('/reset/only-a-token')).toBeNull()
    expect(matchRoute('/a/b/c/d/e/f/g')).toBeNull()
    expect(matchRoute('/reset/%E0%A4%A/ResetPassword')).toBeNull()
  })
})

describe('isTokenPath', () => {
  it.each([
    '/reset/abc/ResetPassword',
    '/verify/abc/PersonalEmail/1/en-CA',
    '/confirmusernamechange/abc/UserNameChange/1/en-CA',
    '/massprint/abc/MassPrint/7',
    '/portfoliolinking/sso-key',
    '/portfoliolinking/sso-key/educator',
    '/account/sso-key',
    // The router matches whatever the case, so a link typed in capitals still holds its token.
    '/RESET/abc/ResetPassword',
    '/Verify/abc/PersonalEmail/1/en-CA',
  ])('knows %s holds a token', (pathname) => {
    expect(isTokenPath(pathname)).toBe(true)
  })

  it.each([
    '/',
    '/forgot',
    '/florida',
    '/mustreset',
    '/noaccount',
    '/reset',
    '/portfoliolinking',
    '/switchaccount',
  ])('knows %s holds none', (pathname) => {
    expect(isTokenPath(pathname)).toBe(false)
  })
})

describe('links', () => {
  it('leads to the sign-in and forgot-password pages of each sign-in page', () => {
    expect(linkTo('signIn')).toBe('/')
    expect(signInPageLink('sign-in', { kind: 'sd' })).toBe('/sdmylife')
    expect(signInPageLink('sign-in', { kind: 'branded', branding: 'new-hampshire' })).toBe('/new-hampshire')
    expect(linkTo('forgot')).toBe('/forgot')
    expect(signInPageLink('forgot-password', { kind: 'sd' })).toBe('/forgot/sdmylife')
    expect(signInPageLink('forgot-password', { kind: 'branded', branding: 'florida' })).toBe(
      '/forgot/florida',
    )
  })

  it('matches email links with escaped tokens, decoding each segment', () => {
    expect(matchRoute('/verify/a%2Fb%2Bc%3D/PersonalEmail/3/fr-CA')).toEqual({
      name: 'verify',
      params: {
        token: 'a/b+c=',
        tokenType: 'PersonalEmail',
        languageType: '3',
        translationLanguage: 'fr-CA',
      },
    })
    expect(matchRoute('/reset/x%2Fy/ActivateAccount')?.params).toEqual({
      token: 'x/y',
      resetType: 'ActivateAccount',
    })
    expect(matchRoute('/massprint/t/MassPrint/9')?.name).toBe('massPrint')
  })

  it('builds SSO links that match their own route, whatever the key holds', () => {
    expect(matchRoute(linkTo('registration', { k: 'k/1+2' }))).toEqual({
      name: 'registration',
      params: { k: 'k/1+2' },
    })
    expect(matchRoute(linkTo('portfolioLinking', { k: 'k/1', userType: 'educator' }))?.params).toEqual({
      k: 'k/1',
      userType: 'educator',
    })
  })
})
