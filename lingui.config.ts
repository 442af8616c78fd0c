import { defineConfig } from '@lingui/cli'

/**
 * Message ids are the spec's translation keys, so catalogs are written by hand in `src/locales/*.po`
 * (there is no source text to extract). `npm run i18n:compile` turns them into the JSON that the app
 * fetches at run time from `/assets/i18n/{locale}.json`.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA', 'en-GB'],
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: 'po',
  compileNamespace: 'json',
})
