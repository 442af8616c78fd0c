/**
 * Generated urls for the redirect-policy property tests: strings built from the pieces open-redirect attacks are
 * made of, well-formed urls on and off the allow-list, and arbitrary text. The policy under test allows
 * `https://login.example.org` (the portal) and `https://product.example`.
 */
import fc from 'fast-check'

const PIECES = [
  'https:',
  'http:',
  'HTTPS:',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  '//',
  '/',
  '\\',
  '@',
  '%2F',
  '%2f',
  '%5C',
  '%40',
  '.',
  ':',
  ':443',
  ':8443',
  '#',
  '?',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\u00a0',
  'product.example',
  'prоduct.example', // Cyrillic о
  'login.example.org',
  'evil.example',
  'xn--evil',
  'sdmylife',
  'forgot',
  'demo/signed-in',
  'alert(1)',
]

export const hostileUrl = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((pieces) => pieces.join('')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom('https://product.example', 'https://login.example.org', ''), fc.webPath())
    .map(([origin, path]) => `${origin}${path}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
)
