/// <reference types="vite/client" />

/** What the build hands the head script (scripts/head-script.ts): the catalogs' texts it shows, and the base. */
declare module 'virtual:head-build' {
  import type { Locale } from './i18n/locale.ts'
  import type { HeadTexts } from './start/protocol.ts'

  export const HEAD_TEXTS: Readonly<Record<Locale, HeadTexts>>
  export const BASE: string
}
