/**
 * The one module main.tsx loads for the scripts from outside hosts (analytics, the design system) and the
 * Trusted Types policy they go through (decision 025). One module rather than two dynamic imports of one chunk:
 * for two, the bundler builds each module's namespace object with a helper that then sits in its runtime, which
 * every page loads (55 bytes brotli on the sign-in page's budget, decision 015).
 */
export { injectAnalytics, trackPageView } from './analytics'
export { loadDesignSystem } from './load-design-system'
