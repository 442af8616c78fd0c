import { describe, expect, it } from 'vitest'
import { config, isUkVariant, variantForHost, type HostVariant } from '../../src/config'
import {
  LANGUAGE_IDS,
  LOCALES,
  PRODUCT_PATH,
  linkLocale,
  localeFor,
  selectedLanguageFlag,
  withLangParam,
  type Locale,
} from '../../src/i18n/locale'
import { productLink, type ProductPage } from '../../src/views/parts/product-links'

const hosts: Record<HostVariant, string> = {
  CA: 'login.example.ca',
  UK: 'login.example.co.uk',
  UK_PARTNER: 'partner.example.co.uk',
}

describe('variantForHost', () => {
  it.each<[string, HostVariant]>([
    ['login.example.ca', 'CA'],
    ['login.example.co.uk', 'UK'],
    ['partner.example.co.uk', 'UK_PARTNER'],
  ])('serves %s as the %s variant', (hostname, variant) => {
    expect(variantForHost(hostname, hosts)).toBe(variant)
  })

  it.each(['unknown.example', 'localhost', '', 'example.co.uk', 'evil-login.example.co.uk'])(
    'serves an unknown host (%j) as the Canadian variant',
    (hostname) => {
      expect(variantForHost(hostname, hosts)).toBe('CA')
    },
  )

  it('ignores the port of the visited host', () => {
    expect(variantForHost('login.example.co.uk:8443', hosts)).toBe('UK')
    expect(variantForHost('partner.example.co.uk:5173', hosts)).toBe('UK_PARTNER')
  })

  it('ignores the port of the configured host', () => {
    const withPorts = { ...hosts, UK: 'login.example.co.uk:8443', UK_PARTNER: 'partner.example.co.uk:8444' }

    expect(variantForHost('login.example.co.uk', withPorts)).toBe('UK')
    expect(variantForHost('partner.example.co.uk:1234', withPorts)).toBe('UK_PARTNER')
  })

  it('compares host names without regard to case', () => {
    expect(variantForHost('LOGIN.Example.CO.UK', hosts)).toBe('UK')
    expect(variantForHost('partner.example.co.uk', { ...hosts, UK_PARTNER: 'Partner.Example.Co.Uk' })).toBe(
      'UK_PARTNER',
    )
  })

  it('uses the configured login hosts when none are passed', () => {
    expect(variantForHost(config.loginHosts.CA)).toBe('CA')
    expect(variantForHost(config.loginHosts.UK.toUpperCase())).toBe('UK')
    expect(variantForHost(config.loginHosts.UK_PARTNER)).toBe('UK_PARTNER')
  })

  it('treats only the two UK variants as UK', () => {
    expect(isUkVariant('CA')).toBe(false)
    expect(isUkVariant('UK')).toBe(true)
    expect(isUkVariant('UK_PARTNER')).toBe(true)
  })
})

describe('localeFor', () => {
  it.each<[HostVariant, string, Locale]>([
    ['UK', '', 'en-GB'],
    ['UK', '?lang=fr', 'en-GB'],
    ['UK_PARTNER', '', 'en-GB'],
    ['UK_PARTNER', '?lang=fr', 'en-GB'],
    ['CA', '', 'en-CA'],
    ['CA', '?lang=fr', 'fr-CA'],
    ['CA', 'lang=fr', 'fr-CA'],
    ['CA', '?redirect=%2Fhome&lang=fr', 'fr-CA'],
    ['CA', '?lang=en', 'en-CA'],
    ['CA', '?lang=fr-CA', 'en-CA'],
    ['CA', '?language=fr', 'en-CA'],
    ['CA', '?lang=', 'en-CA'],
  ])('on the %s variant with search %j speaks %s', (variant, search, locale) => {
    expect(localeFor(variant, search)).toBe(locale)
  })

  it.each<[string, string, Locale]>([
    ['/verify/t/PersonalEmail/3/fr-CA', '', 'fr-CA'],
    ['/verify/t/PersonalEmail/3/en-CA', '', 'fr-CA'],
    ['/verify/t/PersonalEmail/1/fr-CA', '', 'fr-CA'],
    ['/verify/t/PersonalEmail/1/fr', '', 'fr-CA'],
    ['/confirmusernamechange/t/UserNameChange/3/fr-CA', '', 'fr-CA'],
    ['/verify/t/PersonalEmail/1/en-CA', '', 'en-CA'],
    ['/verify/t/PersonalEmail/8/en-GB', '', 'en-CA'],
    ['/verify/t/PersonalEmail/4/es-MX', '', 'en-CA'],
    ['/verify/t/PersonalEmail/3/fr-CA', '?lang=en', 'en-CA'],
    ['/verify/t/PersonalEmail/1/en-CA', '?lang=fr', 'fr-CA'],
    ['/reset/t/ResetPassword', '', 'en-CA'],
  ])('opens %s%s in %s: the link picks the language unless ?lang= says otherwise', (path, search, locale) => {
    expect(localeFor('CA', search, path)).toBe(locale)
  })

  it('keeps en-GB on the UK hosts whatever the link says', () => {
    expect(localeFor('UK', '', '/verify/t/PersonalEmail/3/fr-CA')).toBe('en-GB')
  })

  it('reads a language only from email-confirmation links', () => {
    expect(linkLocale('/fr-CA')).toBeNull()
    expect(linkLocale('/massprint/t/MassPrint/3')).toBeNull()
  })
})

describe('withLangParam', () => {
  it.each<[string, Locale, string]>([
    ['/forgot', 'fr-CA', '/forgot?lang=fr'],
    ['/forgot?lang=fr', 'en-CA', '/forgot'],
    ['/?redirect=%2Fhome', 'fr-CA', '/?redirect=%2Fhome&lang=fr'],
    ['/forgot', 'en-GB', '/forgot'],
    // A French email link read in English says so; in French it needs nothing.
    ['/verify/t/PersonalEmail/3/fr-CA', 'en-CA', '/verify/t/PersonalEmail/3/fr-CA?lang=en'],
    ['/verify/t/PersonalEmail/3/fr-CA?lang=en', 'fr-CA', '/verify/t/PersonalEmail/3/fr-CA'],
    ['/verify/t/PersonalEmail/1/en-CA', 'fr-CA', '/verify/t/PersonalEmail/1/en-CA?lang=fr'],
  ])('turns %s in %s into %s', (href, locale, expected) => {
    expect(withLangParam(href, locale)).toBe(expected)
    expect(
      localeFor('CA', new URL(expected, 'http://x').search, new URL(expected, 'http://x').pathname),
    ).toBe(locale === 'en-GB' ? 'en-CA' : locale)
  })
})

describe('language ids and flags', () => {
  it('uses the language ids of spec section 3 (en_CA 1, fr_CA 3, en_GB 8)', () => {
    expect(LANGUAGE_IDS).toEqual({ 'en-CA': 1, 'fr-CA': 3, 'en-GB': 8 })
  })

  it('sends SelectedLanguage 0 only for en-CA', () => {
    expect(selectedLanguageFlag('en-CA')).toBe(0)
    expect(selectedLanguageFlag('fr-CA')).toBe(1)
    expect(selectedLanguageFlag('en-GB')).toBe(1)
  })

  it('maps each locale to its product host path (en, fr, en-gb)', () => {
    expect(PRODUCT_PATH).toEqual({ 'en-CA': 'en', 'fr-CA': 'fr', 'en-GB': 'en-gb' })
  })

  it('supports exactly en-CA, fr-CA and en-GB', () => {
    expect([...LOCALES].sort()).toEqual(['en-CA', 'en-GB', 'fr-CA'])
  })
})

describe('productLink', () => {
  const pages: ProductPage[] = ['help', 'contact', 'privacy', 'terms']

  it('puts the language path and the page under the product host', () => {
    expect(productLink('https://product.example', 'en', 'help')).toBe('https://product.example/en/help')
    expect(productLink('https://product.example', 'fr', 'contact')).toBe('https://product.example/fr/contact')
    expect(productLink('https://product.example', 'en-gb', 'privacy')).toBe(
      'https://product.example/en-gb/privacy',
    )
  })

  it.each(['https://product.example/', 'https://product.example//', 'https://product.example///'])(
    'does not double the slash after a host written with trailing slashes (%s)',
    (host) => {
      expect(productLink(host, 'en', 'terms')).toBe('https://product.example/en/terms')
    },
  )

  it('keeps a product host that is a path on this origin', () => {
    expect(productLink('/demo/product', 'fr', 'help')).toBe('/demo/product/fr/help')
    expect(productLink('/demo/product/', 'fr', 'help')).toBe('/demo/product/fr/help')
  })

  it('never produces a double slash after the scheme for any locale and page', () => {
    for (const host of ['https://product.example', 'https://product.example/', '/demo/product/']) {
      for (const locale of LOCALES) {
        for (const page of pages) {
          const link = productLink(host, PRODUCT_PATH[locale], page)
          expect(link.replace(/^https?:\/\//, ''), link).not.toContain('//')
          expect(link.endsWith(`/${PRODUCT_PATH[locale]}/${page}`), link).toBe(true)
        }
      }
    }
  })
})
