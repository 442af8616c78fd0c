import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyReferrerPolicy } from '../../src/browser/referrer-policy'

const policyOf = (doc: Document) => doc.querySelector<HTMLMetaElement>('meta[name="referrer"]')?.content

describe('referrer policy', () => {
  it('starts every page with no-referrer, before any script has run', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8')
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(policyOf(doc)).toBe('no-referrer')
  })

  it.each([
    '/reset/tok/ResetPassword',
    '/verify/tok/PersonalEmail/1/en-CA',
    '/confirmusernamechange/tok/UserNameChange/3/fr-CA',
    '/massprint/tok/MassPrint/42',
  ])('keeps no-referrer on %s, which holds a token', (path) => {
    const doc = document.implementation.createHTMLDocument('test')
    applyReferrerPolicy(path, doc)
    expect(policyOf(doc)).toBe('no-referrer')
  })

  it('relaxes to strict-origin-when-cross-origin on a page without a token, and tightens again on one', () => {
    const doc = document.implementation.createHTMLDocument('test')
    applyReferrerPolicy('/forgot', doc)
    expect(policyOf(doc)).toBe('strict-origin-when-cross-origin')
    applyReferrerPolicy('/reset/tok/ResetPassword', doc)
    expect(policyOf(doc)).toBe('no-referrer')
    expect(doc.querySelectorAll('meta[name="referrer"]')).toHaveLength(1)
  })
})
