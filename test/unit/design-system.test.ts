import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { designSystemUrls } from '../../src/browser/design-system'
import { loadDesignSystem } from '../../src/browser/load-design-system'
import { STAND_INS } from '../../src/config'

// Files share their worker's document (isolate: false): start from an empty head whatever came before, and
// leave one behind (axe, in the model tests, would try to fetch a style sheet left here).
const emptyHead = () => {
  document.head.innerHTML = ''
}
beforeEach(emptyHead)
afterEach(emptyHead)

describe('the design system from the CDN', () => {
  it('loads nothing without a CDN host: the portal styles stand alone', () => {
    expect(designSystemUrls('')).toBeNull()
    expect(designSystemUrls('   ')).toBeNull()
    loadDesignSystem({ ...STAND_INS, cdnHost: '' })
    expect(document.head.children).toHaveLength(0)
  })

  it('reads both files under design-system/ on the CDN host', () => {
    expect(designSystemUrls('https://cdn.example.test/')).toEqual({
      style: 'https://cdn.example.test/design-system/design-system.css',
      script: 'https://cdn.example.test/design-system/design-system.js',
    })
  })

  it('imports the style sheet into a layer below the portal styles, and adds the script without blocking', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/portal.css">'
    loadDesignSystem({ ...STAND_INS, cdnHost: 'https://cdn.example.test' })
    const [style, link, script] = [...document.head.children]
    expect(style?.tagName).toBe('STYLE')
    expect(style?.textContent).toBe(
      '@import url("https://cdn.example.test/design-system/design-system.css") layer(design-system);',
    )
    expect(link?.tagName).toBe('LINK')
    expect(script).toBeInstanceOf(HTMLScriptElement)
    const loaded = script as HTMLScriptElement
    expect(loaded.src).toBe('https://cdn.example.test/design-system/design-system.js')
    expect(loaded.async).toBe(true)
    expect(loaded.crossOrigin).toBe('anonymous')
  })

  it('keeps a quote in the host from ending the url', () => {
    loadDesignSystem({ ...STAND_INS, cdnHost: 'https://cdn.example.test/a"b)' })
    expect(document.head.querySelector('style')?.textContent).toBe(
      '@import url("https://cdn.example.test/a\\"b)/design-system/design-system.css") layer(design-system);',
    )
  })
})
