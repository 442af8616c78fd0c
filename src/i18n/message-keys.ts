/**
 * Every message id the code may render: the ids of the source catalog (src/locales/en-CA.po, compiled by
 * `npm run i18n:compile`), which are the spec's translation keys plus new keys in the same style. The catalog is
 * the one list: a key the code names and the catalog lacks fails to compile, and test/unit/catalogs.test.ts
 * fails when a catalog id is used nowhere or a locale lacks one.
 */
import type sourceCatalog from '../locales/en-CA.json'

export type MessageKey = keyof (typeof sourceCatalog)['messages']
