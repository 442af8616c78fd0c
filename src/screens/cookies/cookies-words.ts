/**
 * What the cookies page says of each thing the portal keeps in the browser (src/kept-in-browser.ts), as
 * catalog ids. A module of its own: the declaration's names are in every page's first script (a refusal
 * deletes the analytics cookies by them), and its words only in the cookies page's.
 */
import { type STORED, APP_TOKEN, AUTH_TOKEN, CHOICE_COOKIE, XSRF_COOKIE } from '../../kept-in-browser.ts'

/** Catalog ids: what it is for, who sets it, how long it lasts. */
export interface StoredWords {
  readonly purpose: string
  readonly setBy: string
  readonly lasts: string
}

/** What the cookies page says of each, by name: every name src/kept-in-browser.ts declares has its words. */
export const STORED_WORDS: Readonly<Record<(typeof STORED)[number]['name'], StoredWords>> = {
  [XSRF_COOKIE]: {
    purpose: 'STORED_XSRF_PURPOSE',
    setBy: 'STORED_BY_PORTAL',
    lasts: 'STORED_UNTIL_BROWSER_CLOSES',
  },
  [CHOICE_COOKIE]: {
    purpose: 'STORED_CHOICE_PURPOSE',
    setBy: 'STORED_BY_PORTAL',
    lasts: 'STORED_ONE_YEAR',
  },
  [APP_TOKEN]: {
    purpose: 'STORED_APP_TOKEN_PURPOSE',
    setBy: 'STORED_BY_PORTAL',
    lasts: 'STORED_UNTIL_SIGN_OUT',
  },
  [AUTH_TOKEN]: {
    purpose: 'STORED_AUTH_TOKEN_PURPOSE',
    setBy: 'STORED_BY_PRODUCT',
    lasts: 'STORED_UNTIL_SIGN_OUT',
  },
  _ga: { purpose: 'STORED_GA_PURPOSE', setBy: 'STORED_BY_ANALYTICS', lasts: 'STORED_TWO_YEARS' },
  _ga_: { purpose: 'STORED_GA_SESSION_PURPOSE', setBy: 'STORED_BY_ANALYTICS', lasts: 'STORED_TWO_YEARS' },
}
