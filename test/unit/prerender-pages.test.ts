// @vitest-environment node
/**
 * src/prerender/pages.ts: which pages the build prerenders, derived from the route list, and which file every
 * server picks for a request; scripts/prerender.ts: what of a rendered page reaches its HTML.
 */
import { describe, expect, it } from 'vitest'
import { withoutPlaceholders } from '../../scripts/prerender'
import { linkLocale } from '../../src/i18n/locale'
import {
  frenchLinkPatterns,
  placeholderFor,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFile,
  prerenderedFileFor,
  prerenderedPageFor,
} from '../../src/prerender/pages'
import { matchRoute } from '../../src/urls/match'
import { ROUTE_NAMES, ROUTES } from '../../src/urls/routes'

describe('the prerendered pages, derived from the route list', () => {
  it('gives every route marked prerendered at least one page, and no other route any', () => {
    const routes = new Set(PRERENDERED_PAGES.map((page) => page.route))
    expect([...routes].sort()).toEqual(ROUTE_NAMES.filter((name) => ROUTES[name].prerendered === true).sort())
  })

  it('writes each page to a file of its own in each language', () => {
    const files = PRERENDERED_LANGUAGES.flatMap((language) =>
      PRERENDERED_PAGES.map((page) => prerenderedFile(page, language)),
    )
    expect(new Set(files).size).toBe(files.length)
  })

  it('makes one page per declared variant value and one for any other value', () => {
    expect(PRERENDERED_PAGES.filter((page) => page.route === 'reset').map((page) => page.id)).toEqual([
      '/reset/:token/ActivateAccount',
      '/reset/:token/ActivateParent',
      '/reset/:token/HigherEdActivation',
      '/reset/:token/:resetType',
    ])
    expect(
      PRERENDERED_PAGES.filter((page) => page.route === 'portfolioLinking').map((page) => page.id),
    ).toEqual(['/portfoliolinking/:k/educator', '/portfoliolinking/:k/:userType'])
  })

  describe.each(PRERENDERED_PAGES.map((page) => [page.id, page] as const))('%s', (_, page) => {
    it.each(PRERENDERED_LANGUAGES.map((language) => [language.locale, language] as const))(
      'is rendered in %s at a path of its route that it serves, with parameters its route accepts',
      async (_locale, language) => {
        const { path, search } = page.renderedAt(language)
        const match = matchRoute(path)
        expect(match?.name).toBe(page.route)
        expect(prerenderedPageFor(path)).toBe(page)
        const schema = await ROUTES[page.route].params?.()
        if (schema !== undefined)
          expect((await schema['~standard'].validate(match?.params)).issues, path).toBeUndefined()
        // An email link is rendered in the language it carries; any other page in French asks for it.
        if (ROUTES[page.route].linkLanguage === true)
          expect(linkLocale(path)).toBe(language.locale === 'fr-CA' ? 'fr-CA' : 'en-CA')
        else expect(new URLSearchParams(search).get('lang')).toBe(language.locale === 'fr-CA' ? 'fr' : null)
        for (const name of page.query)
          expect(new URLSearchParams(search).get(name)).toBe(placeholderFor(name))
      },
    )
  })
})

describe('the file a request gets', () => {
  it.each([
    ['/', '', 'CA', 'prerendered/index.html'],
    ['/forgot', '?lang=fr', 'CA', 'prerendered/fr-CA/forgot.html'],
    ['/forgot/florida', '', 'UK', 'prerendered/en-GB/forgot/florida.html'],
    ['/reset/tok-1/ActivateAccount', '', 'CA', 'prerendered/reset/_/ActivateAccount.html'],
    ['/reset/tok-1/ResetPassword', '?lang=fr', 'CA', 'prerendered/fr-CA/reset/_/_.html'],
    ['/reset/tok-1/Anything', '', 'CA', 'prerendered/reset/_/_.html'],
    // Its case matters: any other case is a plain reset.
    ['/reset/tok-1/activateaccount', '', 'CA', 'prerendered/reset/_/_.html'],
    [
      '/reset/tok-1/HigherEdActivation',
      '?email=a%40b.c&schoolName=S',
      'UK',
      'prerendered/en-GB/reset/_/HigherEdActivation.html',
    ],
    ['/verify/tok-1/PersonalEmail/3/fr-CA', '', 'CA', 'prerendered/fr-CA/verify/_/_/_/_.html'],
    ['/verify/tok-1/PersonalEmail/1/fr_CA', '', 'CA', 'prerendered/fr-CA/verify/_/_/_/_.html'],
    ['/verify/tok-1/PersonalEmail/3/fr-CA', '?lang=en', 'CA', 'prerendered/verify/_/_/_/_.html'],
    [
      '/confirmusernamechange/tok-1/UserNameChange/1/en-CA',
      '',
      'CA',
      'prerendered/confirmusernamechange/_/_/_/_.html',
    ],
    ['/switchaccount', '?k=key-1', 'CA', 'prerendered/switchaccount.html'],
    ['/portfoliolinking/key-1', '', 'CA', 'prerendered/portfoliolinking/_.html'],
    ['/portfoliolinking/key-1/EDUCATOR', '', 'CA', 'prerendered/portfoliolinking/_/educator.html'],
    ['/portfoliolinking/key-1/student', '', 'CA', 'prerendered/portfoliolinking/_/_.html'],
    ['/registration/key-1', '', 'CA', 'prerendered/registration/_.html'],
    ['/massprint/tok-1/MassPrint/42', '', 'CA', 'prerendered/massprint/_/_/_.html'],
  ] as const)('%s%s on the %s host: %s', (pathname, search, host, file) => {
    expect(prerendered(pathname, search, host)).toBe(file)
  })

  it.each([
    // An escaped variant value may decode to a declared one: the shell, not a page that may be wrong.
    ['/reset/tok-1/Activate%41ccount', 'CA'],
    ['/portfoliolinking/key-1/educ%61tor', 'CA'],
    ['/reset/tok-1', 'CA'],
    ['/reset/tok-1/ResetPassword/more', 'CA'],
    ['/forgot/', 'CA'],
    ['/mustreset', 'CA'],
    ['/registrationconfirmation', 'CA'],
    ['/portfoliolinking', 'CA'],
    // The partner host sends most visitors to the partner's site (decision 004): it gets the shell.
    ['/', 'UK_PARTNER'],
    ['/reset/tok-1/ResetPassword', 'UK_PARTNER'],
  ] as const)('%s on the %s host: the shell', (pathname, host) => {
    expect(prerendered(pathname, '', host)).toBeNull()
  })
})

const prerendered = prerenderedFileFor

describe("the French email links nginx recognises (localeFor's link rule)", () => {
  const french = (path: string) => frenchLinkPatterns().some((pattern) => new RegExp(pattern).test(path))

  it.each([
    '/verify/t/PersonalEmail/3/fr-CA',
    '/verify/t/PersonalEmail/3/en-CA',
    '/verify/t/PersonalEmail/1/fr',
    '/verify/t/PersonalEmail/1/FR-ca',
    '/verify/t/PersonalEmail/1/fr_CA',
    '/confirmusernamechange/t/UserNameChange/3/en-CA',
    '/verify/t/PersonalEmail/1/en-CA',
    '/verify/t/PersonalEmail/1/french',
    '/verify/t/PersonalEmail/1/frx',
    '/verify/t/PersonalEmail/33/en-CA',
    '/reset/t/3',
  ])('%s as the app reads it', (path) => {
    expect(french(path)).toBe(linkLocale(path) === 'fr-CA')
  })
})

describe('what of a rendered page reaches its HTML', () => {
  it('leaves a page without placeholders as it is, to be hydrated', () => {
    const body = '<main><h1>Checking your link…</h1></main>'
    expect(withoutPlaceholders(body, [])).toEqual({ body, replace: false, slots: [] })
  })

  it('leaves out an attribute that holds a key, and marks the page to be rendered over', () => {
    const body = `<main><h1>Link</h1><a href="/registration/${placeholderFor('k')}">Register</a></main>`
    const result = withoutPlaceholders(body, [])
    expect(result).toEqual({ body: '<main><h1>Link</h1><a>Register</a></main>', replace: true, slots: [] })
  })

  it('turns a query value the page shows into a slot, empty in the HTML', () => {
    const body = `<dl><dd>${placeholderFor('email')}</dd></dl><input value="${placeholderFor('email')}">`
    expect(withoutPlaceholders(body, ['email'])).toEqual({
      body: '<dl><dd><span data-query-slot="email"></span></dd></dl><input>',
      replace: true,
      slots: ['email'],
    })
  })

  it('fails the build when the first screen shows a token as text', () => {
    expect(() => withoutPlaceholders(`<p>Your link ${placeholderFor('token')}</p>`, ['email'])).toThrow(
      /shows a parameter of its link/,
    )
    expect(() => withoutPlaceholders(`<p>${placeholderFor('token')}</p>`, ['email'])).toThrow()
  })
})
