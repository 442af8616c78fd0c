import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { followableUrl, isFollowableUrl, type RedirectPolicy } from '../../machines/shared/redirect-policy'
import { isSignInPath } from '../../src/urls/address'
import { hostileUrl } from '../support/hostile-urls'

const policy: RedirectPolicy = {
  origin: 'http://localhost:3000',
  allowedOrigins: ['https://product.example'],
}

describe('isFollowableUrl', () => {
  it.each([
    ['a relative path', '/dashboard'],
    ['a relative path with a query and a fragment', '/account/home?tab=plans#top'],
    ['a path relative to the current page', 'dashboard'],
    ['an absolute url on this origin', 'http://localhost:3000/dashboard'],
    ['an absolute url on this origin written in capitals', 'HTTP://LOCALHOST:3000/dashboard'],
    ['an allow-listed origin', 'https://product.example/en/home'],
    ['the bare allow-listed origin', 'https://product.example'],
    ['an allow-listed origin with its default port written out', 'https://product.example:443/en/home'],
  ])('follows %s (%s)', (_, url) => {
    expect(isFollowableUrl(url, policy)).toBe(true)
  })

  it.each([
    ['a javascript: url', 'javascript:alert(1)'],
    ['a javascript: url in capitals', 'JAVASCRIPT:alert(1)'],
    ['a javascript: url behind a leading space', ' javascript:alert(1)'],
    ['a javascript: url behind a leading tab', '\tjavascript:alert(1)'],
    ['a javascript: url behind a leading newline', '\njavascript:alert(1)'],
    ['a javascript: url split by a tab', 'java\tscript:alert(1)'],
    ['a javascript: url split by a newline', 'java\nscript:alert(1)'],
    ['a data: url', 'data:text/html,<script>alert(1)</script>'],
    ['a data: url with base64 content', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a vbscript: url', 'vbscript:msgbox(1)'],
    ['a protocol-relative url', '//evil.example'],
    ['a protocol-relative url with a path', '//evil.example/dashboard'],
    ['a slash followed by a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash after the scheme', 'https:\\\\evil.example'],
    ['another origin', 'https://evil.example'],
    ['a host that merely starts with this host', 'http://localhost:3000.evil.example'],
    ['a host that merely starts with an allow-listed host', 'https://product.example.evil.example'],
    ['credentials in front of another host', 'https://user@evil.example'],
    ['this origin used as credentials in front of another host', 'http://localhost:3000@evil.example'],
    ['an ftp url', 'ftp://localhost:3000/file.txt'],
    ['a file url', 'file:///etc/passwd'],
    ['the empty string', ''],
    ['only spaces', '   '],
    ['another port of the same host', 'http://localhost:3001/dashboard'],
    ['the same host on the default port', 'http://localhost/dashboard'],
    ['the same host over https', 'https://localhost:3000/dashboard'],
    ['an allow-listed host over plain http', 'http://product.example/en/home'],
  ])('refuses %s (%j)', (_, url) => {
    expect(isFollowableUrl(url, policy)).toBe(false)
  })

  it('refuses every other origin when the allow list is empty', () => {
    const strict: RedirectPolicy = { origin: 'https://login.example.org', allowedOrigins: [] }

    expect(isFollowableUrl('https://login.example.org/home', strict)).toBe(true)
    expect(isFollowableUrl('https://product.example/en/home', strict)).toBe(false)
  })
})

describe('followableUrl', () => {
  it.each([
    ['a relative path', '/dashboard?tab=1#top', 'http://localhost:3000/dashboard?tab=1#top'],
    ['a path with dot segments', '/a/../dashboard', 'http://localhost:3000/dashboard'],
    ['an origin in capitals', 'HTTPS://PRODUCT.EXAMPLE/en/home', 'https://product.example/en/home'],
    ['a default port written out', 'https://product.example:443/en', 'https://product.example/en'],
    ['characters a browser would escape', '/search?q=a b', 'http://localhost:3000/search?q=a%20b'],
  ])('gives the absolute url it checked for %s', (_, url, href) => {
    expect(followableUrl(url, policy)).toBe(href)
  })

  it('gives null for a url it refuses', () => {
    expect(followableUrl('//evil.example', policy)).toBeNull()
    expect(followableUrl('javascript:alert(1)', policy)).toBeNull()
  })
})

describe('followableUrl, for a policy that knows no sign-in pages', () => {
  // Without isSignInPath nothing else refuses these, so each refusal is the rule's own.
  const bare: RedirectPolicy = { origin: 'https://login.example.org', allowedOrigins: [] }

  it.each([
    ['an empty url', ''],
    ['a url behind a space', ' /forgot'],
    ['a url followed by a space', '/forgot '],
    ['a fragment-only url', '#top'],
    ['a path starting with an encoded slash', '/%2F%2Fevil.example'],
    ['a path starting with an encoded backslash', '/%5Cevil.example'],
  ])('refuses %s (%j)', (_, url) => {
    expect(followableUrl(url, bare)).toBeNull()
  })

  it('follows a path with an encoded slash further in', () => {
    expect(followableUrl('/docs/a%2Fb', bare)).toBe('https://login.example.org/docs/a%2Fb')
  })
})

describe('the open-redirect vectors the hardening tries (docs/decisions/016)', () => {
  const app: RedirectPolicy = {
    origin: 'https://login.example.org',
    allowedOrigins: ['https://product.example'],
    isSignInPath,
  }

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['mixed-case javascript:', 'jAvAsCrIpT:alert(1)'],
    ['javascript: behind a space', ' javascript:alert(1)'],
    ['javascript: behind a control character', '\u0001javascript:alert(1)'],
    ['javascript: behind a NUL', '\u0000javascript:alert(1)'],
    ['javascript: behind DEL', '\u007fjavascript:alert(1)'],
    ['javascript: behind a form feed', '\fjavascript:alert(1)'],
    ['javascript: behind a non-breaking space', '\u00a0javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['//evil', '//evil.example'],
    ['/\\evil', '/\\evil.example'],
    ['\\\\evil', '\\\\evil.example'],
    ['%2F%2Fevil', '%2F%2Fevil.example'],
    ['/%2F%2Fevil', '/%2F%2Fevil.example'],
    ['/%5Cevil', '/%5cevil.example'],
    ['allowed@evil', 'https://product.example@evil.example'],
    ['allowed%2F@evil', 'https://product.example%2F@evil.example'],
    ['allowed.evil', 'https://product.example.evil.example'],
    ['http: for an allowed https: origin', 'http://product.example/en/home'],
    ['an IDN look-alike (Cyrillic о)', 'https://prоduct.example/en/home'],
    ['an IDN look-alike (Cyrillic а)', 'https://product.exаmple/en/home'],
    ['an IDN look-alike in punycode', 'https://xn--prduct-9uf.example/en/home'],
    ['a fragment-only url', '#top'],
    ['a bare fragment', '#'],
    ['the sign-in page', '/'],
    ['the sign-in page, absolute', 'https://login.example.org/?timeout=true'],
    ['the SD sign-in page', '/sdmylife'],
    ['a branded sign-in page', 'https://login.example.org/florida'],
    ['a query on the sign-in page', '?redirect=x'],
  ])('refuses %s (%j)', (_, url) => {
    expect(followableUrl(url, app)).toBeNull()
  })

  it.each([
    ['the product host', 'https://product.example/en/home', 'https://product.example/en/home'],
    [
      'a fullwidth spelling of the product host, which IS that host',
      'https://ｐroduct.example/',
      'https://product.example/',
    ],
    [
      'a page of the portal that is not sign-in',
      '/forgot?lang=fr',
      'https://login.example.org/forgot?lang=fr',
    ],
    ['a path with a fragment', '/switchaccount?k=1#top', 'https://login.example.org/switchaccount?k=1#top'],
  ])('follows %s', (_, url, href) => {
    expect(followableUrl(url, app)).toBe(href)
  })

  it('follows a url only to this origin or the allow-list, over http(s), never to a sign-in page (generated urls)', () => {
    fc.assert(
      fc.property(hostileUrl, (candidate) => {
        const href = followableUrl(candidate, app)
        if (href === null) return
        const parsed = new URL(href)
        expect(['https:', 'http:']).toContain(parsed.protocol)
        const onThisOrigin = parsed.origin === app.origin
        expect(onThisOrigin || app.allowedOrigins.includes(parsed.origin)).toBe(true)
        if (onThisOrigin) expect(isSignInPath(parsed.pathname)).toBe(false)
        // What is followed is what was checked: parsing it again changes nothing.
        expect(new URL(href).href).toBe(href)
      }),
      { numRuns: 2000 },
    )
  })
})
