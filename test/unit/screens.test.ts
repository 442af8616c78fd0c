// @vitest-environment node
import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTES, ROUTE_NAMES } from '../../src/urls/routes'

/** The screen modules, found the way the route table finds them: the .tsx files of src/screens/'s folders. */
const SCREEN_MODULES = Object.keys(
  import.meta.glob(['../../src/screens/*/*.tsx', '!../../src/screens/parts/*']),
).map((file) => basename(file, '.tsx'))

const namedScreens = new Set(ROUTE_NAMES.map((name) => ROUTES[name].screen))

describe('the screens of the route list', () => {
  it.each(ROUTE_NAMES)('finds a module in src/screens/ for the screen route %s shows', (name) => {
    expect(SCREEN_MODULES).toContain(ROUTES[name].screen)
  })

  it.each(SCREEN_MODULES)('shows the screen module %s.tsx on some route', (screen) => {
    expect(namedScreens.has(screen), `no route in src/urls/routes.ts names the screen ${screen}`).toBe(true)
  })
})

describe('the route list', () => {
  it.each(ROUTE_NAMES)(
    'gives %s a branding check exactly where its pattern has a {branding} segment',
    (name) => {
      const { pattern, signInPage } = ROUTES[name]
      expect(signInPage === 'branded').toBe(pattern.split('/').includes(':branding'))
    },
  )

  it.each(ROUTE_NAMES.filter((name) => ROUTES[name].linkLanguage === true))(
    'reads the language of %s from parameters its pattern has',
    (name) => {
      expect(ROUTES[name].pattern).toMatch(/\/:languageType\/:translationLanguage(?:\/|$)/)
    },
  )

  it.each(ROUTE_NAMES.filter((name) => ROUTES[name].prerendered === true))(
    "prerenders %s, whose parameters are a branding name, or a link's, in place of which the build puts placeholders",
    (name) => {
      const { pattern, signInPage, holdsToken } = ROUTES[name]
      const parameters = pattern.split('/').filter((segment) => segment.startsWith(':'))
      if (signInPage === 'branded') expect(parameters).toEqual([':branding'])
      // A page rendered once for every link: only a link's parameters, whose values never reach its HTML.
      else if (parameters.length > 0) expect(holdsToken).toBe(true)
    },
  )

  it.each(ROUTE_NAMES.filter((name) => ROUTES[name].screenValues !== undefined))(
    'declares the screen values of %s for parameters its pattern has, on a prerendered route',
    (name) => {
      const { pattern, prerendered, screenValues = {} } = ROUTES[name]
      expect(prerendered).toBe(true)
      for (const parameter of Object.keys(screenValues)) expect(pattern.split('/')).toContain(`:${parameter}`)
    },
  )

  it.each(ROUTE_NAMES.filter((name) => ROUTES[name].query !== undefined))(
    'names the query parameters of %s on a prerendered route, lang not among them',
    (name) => {
      expect(ROUTES[name].prerendered).toBe(true)
      expect(ROUTES[name].query).not.toContain('lang')
    },
  )

  it.each(ROUTE_NAMES.filter((name) => ROUTES[name].holdsToken === true))(
    'keeps the token of %s in its path, as a parameter',
    (name) => {
      expect(ROUTES[name].pattern).toContain('/:')
    },
  )
})
