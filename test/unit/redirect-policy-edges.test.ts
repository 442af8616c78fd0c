// @vitest-environment node
/**
 * Two edges of the redirect policy (machines/shared/redirect-policy.ts) that test/unit/redirect-policy.test.ts
 * leaves open: only a path that starts with an encoded slash is refused (one further along is an ordinary path on
 * this origin), and only http(s) urls are followed, even where the url's origin is this one (a `blob:` url).
 */
import { describe, expect, it } from 'vitest'
import { followableUrl, type RedirectPolicy } from '../../machines/shared/redirect-policy'

const policy: RedirectPolicy = {
  origin: 'http://localhost:3000',
  allowedOrigins: ['https://product.example'],
}

describe('followableUrl at its edges', () => {
  it.each([
    ['an encoded slash after the first segment', '/files/%2Fnotes'],
    ['an encoded backslash after the first segment', '/files/%5Cnotes'],
  ])('follows a path on this origin with %s', (_label, url) => {
    expect(followableUrl(url, policy)).toBe(`http://localhost:3000${url}`)
  })

  it('still refuses a path that starts with an encoded slash', () => {
    expect(followableUrl('/%2Ffiles', policy)).toBeNull()
  })

  it.each([
    ['a blob: url of this origin', 'blob:http://localhost:3000/0f1e2d3c'],
    ['a blob: url of an allow-listed origin', 'blob:https://product.example/0f1e2d3c'],
  ])('refuses %s, whose origin is one it trusts but which is not a web page', (_label, url) => {
    expect(new URL(url).origin).not.toBe('null')
    expect(followableUrl(url, policy)).toBeNull()
  })
})
