import { describe, expect, it } from 'vitest'
import { isTokenPath, matchRoute, paths, ROUTES } from '../../src/routes/paths'

describe('matchRoute', () => {
  it.each([
    ['/', ROUTES.signIn, {}],
    ['/sdmylife', ROUTES.signInSd, {}],
    ['/florida', ROUTES.signInBranded, { branding: 'florida' }],
    ['/forgot', ROUTES.forgot, {}],
    ['/forgot/sdmylife', ROUTES.forgotSd, {}],
    ['/forgot/florida', ROUTES.forgotBranded, { branding: 'florida' }],
    ['/mustreset', ROUTES.mustReset, {}],
    ['/reset/abc123/ActivateParent', ROUTES.reset, { token: 'abc123', resetType: 'ActivateParent' }],
    [
      '/verify/t0k/PersonalEmail/3/fr-CA',
      ROUTES.verify,
      { token: 't0k', tokenType: 'PersonalEmail', languageType: '3', translationLanguage: 'fr-CA' },
    ],
    [
      '/confirmusernamechange/t0k/UserNameChange/1/en-CA',
      ROUTES.usernameChange,
      { token: 't0k', tokenType: 'UserNameChange', languageType: '1', translationLanguage: 'en-CA' },
    ],
    [
      '/massprint/t0k/MassPrint/42',
      ROUTES.massPrint,
      { token: 't0k', tokenType: 'MassPrint', massPrintBatchJobId: '42' },
    ],
  ])('matches %s to %s', (pathname, pattern, params) => {
    expect(matchRoute(pathname)).toEqual({ pattern, params })
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

describe('paths', () => {
  it('leads to the sign-in and forgot-password pages of each page variant', () => {
    expect(paths.signIn()).toBe('/')
    expect(paths.signIn({ kind: 'sd' })).toBe('/sdmylife')
    expect(paths.signIn({ kind: 'branded', branding: 'new-hampshire' })).toBe('/new-hampshire')
    expect(paths.forgot()).toBe('/forgot')
    expect(paths.forgot({ kind: 'sd' })).toBe('/forgot/sdmylife')
    expect(paths.forgot({ kind: 'branded', branding: 'florida' })).toBe('/forgot/florida')
  })

  it('matches email links with escaped tokens, decoding each segment', () => {
    expect(matchRoute('/verify/a%2Fb%2Bc%3D/PersonalEmail/3/fr-CA')).toEqual({
      pattern: ROUTES.verify,
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
    expect(matchRoute('/massprint/t/MassPrint/9')?.pattern).toBe(ROUTES.massPrint)
  })

  it('builds SSO links that match their own route, whatever the key holds', () => {
    expect(matchRoute(paths.registration('k/1+2'))).toEqual({
      pattern: ROUTES.registration,
      params: { k: 'k/1+2' },
    })
    expect(matchRoute(paths.portfolioLinking('k/1', 'educator'))?.params).toEqual({
      k: 'k/1',
      userType: 'educator',
    })
  })
})
