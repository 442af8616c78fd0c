// @vitest-environment node
/**
 * src/prerender/pages.ts: which pages the build prerenders, derived from the route list, and which file every
 * server picks for a request; scripts/prerender.ts: what of a rendered page reaches its HTML.
 */
import fc from 'fast-check'
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
import * as linkParams from '../../src/urls/link-params'
import { matchRoute, BRANDING_NAMES } from '../../src/urls/address'
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

  it('makes one page per declared screen value and one for any other value', () => {
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
        const name = ROUTES[page.route].params
        const schema = name === undefined ? undefined : linkParams[name]
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
    // The route matcher's paths (src/urls/address.ts): slashes doubled or trailing, literal segments in any case.
    ['/forgot/', '', 'CA', 'prerendered/forgot.html'],
    ['//FORGOT//florida/', '', 'CA', 'prerendered/forgot/florida.html'],
    ['/reset/a%2Fb/ActivateAccount', '', 'CA', 'prerendered/reset/_/ActivateAccount.html'],
  ] as const)('%s%s on the %s host: %s', (pathname, search, host, file) => {
    expect(prerendered(pathname, search, host)).toBe(file)
  })

  it.each([
    // An escaped screen value may decode to a declared one: the shell, not a page that may be wrong.
    ['/reset/tok-1/Activate%41ccount', 'CA'],
    ['/portfoliolinking/key-1/educ%61tor', 'CA'],
    ['/reset/tok-1', 'CA'],
    ['/reset/tok-1/ResetPassword/more', 'CA'],
    // A segment the matcher cannot decode belongs to no route.
    ['/reset/tok%E0/ResetPassword', 'CA'],
    ['/forgot/Florida', 'CA'],
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
  it('leaves a page without placeholders as it is', () => {
    const body = '<main><h1>Checking your link…</h1></main>'
    expect(withoutPlaceholders(body)).toEqual({ body, slots: [] })
  })

  it('empties a query slot for the head script to fill', () => {
    const body = `<dl><dd><span data-query-slot="email">${placeholderFor('email')}</span></dd></dl>`
    expect(withoutPlaceholders(body)).toEqual({
      body: '<dl><dd><span data-query-slot="email"></span></dd></dl>',
      slots: ['email'],
    })
  })

  it('fails the build for a parameter anywhere else: a token as text, an address with a key, a value', () => {
    for (const body of [
      `<p>Your link ${placeholderFor('token')}</p>`,
      `<a href="/registration/${placeholderFor('k')}">Register</a>`,
      `<input value="${placeholderFor('email')}">`,
      `<span data-query-slot="email">${placeholderFor('schoolName')}</span>`,
    ])
      expect(() => withoutPlaceholders(body), body).toThrow(/parameter of its link|query slot/)
  })
})

/** A segment where a route has a parameter: plain values, declared ones in other cases, escapes good and bad. */
const paramSegment = fc.oneof(
  fc.constantFrom(
    ...BRANDING_NAMES,
    ...ROUTE_NAMES.flatMap((name) =>
      Object.values(ROUTES[name].screenValues ?? {}).flatMap((declared) => declared.values),
    ),
  ),
  fc.constantFrom('Florida', 'sdmylife', 'EDUCATOR', 'educ%61tor', 'student'),
  fc.constantFrom(
    'ActivateAccount',
    'activateaccount',
    'Activate%41ccount',
    'HigherEdActivation',
    'Anything',
  ),
  fc.constantFrom('3', '%33', '1', 'fr', 'FR-ca', 'fr_CA', 'fr%2DCA', '%66r', 'french', 'en-CA', 'frx'),
  fc.constantFrom(
    'tok-1',
    'a%2Fb',
    '%E0',
    '%C3%A9',
    '%ED%A0%80',
    '%F4%8F%BF%BF',
    '%F4%90%80%80',
    '%zz',
    '%',
    '%2',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/),
)

/** A literal segment as a path may spell it: as declared, in another case, or escaped. */
const literalSegment = (literal: string) =>
  fc.constantFrom(
    literal,
    literal.toUpperCase(),
    literal.charAt(0).toUpperCase() + literal.slice(1),
    `%${literal.charCodeAt(0).toString(16)}${literal.slice(1)}`,
  )

/** Raw paths shaped like a route's (mostly), or made of any of those segments, with slashes doubled or trailing. */
const rawPath = fc
  .oneof(
    fc.constantFrom(...ROUTE_NAMES).chain((name) =>
      fc.tuple(
        ...ROUTES[name].pattern
          .split('/')
          .filter((part) => part !== '')
          .map((part) => {
            if (!part.startsWith(':')) return literalSegment(part)
            const declared = ROUTES[name].screenValues?.[part.slice(1)]?.values ?? []
            return declared.length === 0 ? paramSegment : fc.oneof(fc.constantFrom(...declared), paramSegment)
          }),
      ),
    ),
    fc.array(fc.oneof(paramSegment, fc.constant('')), { maxLength: 6 }),
  )
  .chain((segments) =>
    fc
      .tuple(fc.boolean(), fc.boolean())
      .map(([doubled, trailing]) => `/${segments.join(doubled ? '//' : '/')}${trailing ? '/' : ''}`),
  )

describe('the regular expressions nginx is given for the one route matcher', () => {
  const byPattern = (path: string) =>
    PRERENDERED_PAGES.find((page) => new RegExp(page.match).test(path))?.id ?? null

  it("select each page's own paths as pageServes does", () => {
    for (const page of PRERENDERED_PAGES)
      for (const language of PRERENDERED_LANGUAGES) {
        const { path } = page.renderedAt(language)
        expect(byPattern(path), path).toBe(page.id)
        expect(byPattern(`/${path.toUpperCase()}//`), path).toBe(
          prerenderedPageFor(`/${path.toUpperCase()}//`)?.id ?? null,
        )
      }
  })

  it("select any path's page as pageServes does, first match first", () => {
    fc.assert(
      fc.property(rawPath, (path) => {
        expect(byPattern(path), path).toBe(prerenderedPageFor(path)?.id ?? null)
      }),
      { numRuns: 3000 },
    )
  })

  it("tell a French email link as the language rule does (localeFor's link rule)", () => {
    fc.assert(
      fc.property(rawPath, (path) => {
        const french = frenchLinkPatterns().some((pattern) => new RegExp(pattern).test(path))
        expect(french, path).toBe(linkLocale(path) === 'fr-CA')
      }),
      { numRuns: 3000 },
    )
  })
})
