/**
 * The paths the demo API answers; every other path is the app's (its HTML and assets). Apart from handler.ts so
 * that vite-plugin.ts can read it without loading the handler (see loadDemoApi there).
 */
export const BRANDING_PACKAGE_PATH = '/branding/branding-package'

export const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

export const DEMO_PREFIXES = ['/api', '/demo', BRANDING_PACKAGE_PATH] as const

export const isDemoPath = (pathname: string) => DEMO_PREFIXES.some((prefix) => isUnder(pathname, prefix))
