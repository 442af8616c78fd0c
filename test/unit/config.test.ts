import { describe, expect, it } from 'vitest'
import {
  isUkSite,
  oldName,
  PAGE_CONFIG_ID,
  readConfig,
  readEnvironment,
  readPageConfig,
  SETTINGS,
  STAND_INS,
  type ConfigVariable,
  type Site,
  type PortalConfig,
  siteOfHost,
  STAND_IN_LOGIN_HOSTS,
} from '../../src/config'
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
import { productLink, type ProductPage } from '../../src/screens/parts/product-links'

const PATH_OR_URL = 'must be a path on this origin (/…) or an http(s) URL'

/**
 * Each variable with values the schema takes (and what the configuration then holds) and values it refuses (and
 * the one line that says so). Typed by the variables, so a new one cannot be left out.
 */
const CASES: Record<
  ConfigVariable,
  { good: [string, unknown][]; bad: [string, string][]; read: (config: PortalConfig) => unknown }
> = {
  PORTAL_LOGIN_HOST_CA: {
    read: (config) => config.loginHosts.CA,
    good: [
      ['login.example.ca', 'login.example.ca'],
      ['login.example.ca:8443', 'login.example.ca:8443'],
      ['  Login.Example.CA  ', 'Login.Example.CA'],
    ],
    bad: [
      [
        'https://login.example.ca',
        '"https://login.example.ca" must be a host name, with :port if not the default',
      ],
      ['login.example.ca/path', '"login.example.ca/path" must be a host name, with :port if not the default'],
      ['-login.example.ca', '"-login.example.ca" must be a host name, with :port if not the default'],
    ],
  },
  PORTAL_LOGIN_HOST_UK: {
    read: (config) => config.loginHosts.UK,
    good: [['login.example.co.uk', 'login.example.co.uk']],
    bad: [['login example', '"login example" must be a host name, with :port if not the default']],
  },
  PORTAL_LOGIN_HOST_UK_PARTNER: {
    read: (config) => config.loginHosts.UK_PARTNER,
    good: [['partner.example.co.uk:8444', 'partner.example.co.uk:8444']],
    bad: [
      [
        'partner.example.co.uk:port',
        '"partner.example.co.uk:port" must be a host name, with :port if not the default',
      ],
    ],
  },
  PORTAL_UK_PARTNER_SITE: {
    read: (config) => config.ukPartnerSite,
    good: [
      ['https://partner.example.co.uk', 'https://partner.example.co.uk'],
      ['/demo/partner-site', '/demo/partner-site'],
    ],
    bad: [['partner.example.co.uk', `"partner.example.co.uk" ${PATH_OR_URL}`]],
  },
  PORTAL_PRODUCT_HOST: {
    read: (config) => config.productHost,
    good: [
      ['https://www.product.example', 'https://www.product.example'],
      ['http://localhost:8080/product/', 'http://localhost:8080/product/'],
    ],
    bad: [
      ['javascript:alert(1)', `"javascript:alert(1)" ${PATH_OR_URL}`],
      ['//www.product.example', `"//www.product.example" ${PATH_OR_URL}`],
      ['ftp://www.product.example', `"ftp://www.product.example" ${PATH_OR_URL}`],
    ],
  },
  PORTAL_CDN_HOST: {
    read: (config) => config.cdnHost,
    good: [
      ['https://cdn.example/portal', 'https://cdn.example/portal'],
      ['/demo/cdn', '/demo/cdn'],
    ],
    bad: [['cdn.example', `"cdn.example" ${PATH_OR_URL}, or empty`]],
  },
  PORTAL_API_SERVER: {
    read: (config) => config.apiServer,
    good: [['https://api.example', 'https://api.example']],
    bad: [['api.example:443', `"api.example:443" ${PATH_OR_URL}, or empty`]],
  },
  PORTAL_ANALYTICS_ID_CA: {
    read: (config) => config.analytics.ca,
    good: [
      ['G-ABC123XYZ', 'G-ABC123XYZ'],
      ['UA-12345-1', 'UA-12345-1'],
    ],
    bad: [['G-1"><script>', '"G-1"><script>" must be a measurement id (G-…) or empty']],
  },
  PORTAL_ANALYTICS_ID_UK: {
    read: (config) => config.analytics.uk,
    good: [['G-UK0001', 'G-UK0001']],
    bad: [['G UK', '"G UK" must be a measurement id (G-…) or empty']],
  },
  PORTAL_ANALYTICS_SCRIPT_HOST: {
    read: (config) => config.analytics.scriptHost,
    good: [
      ['https://www.googletagmanager.com', 'https://www.googletagmanager.com'],
      ['/demo/analytics', '/demo/analytics'],
    ],
    bad: [['www.googletagmanager.com', `"www.googletagmanager.com" ${PATH_OR_URL}, or empty`]],
  },
  PORTAL_ANALYTICS_CONSENT: {
    read: (config) => config.analytics.consent,
    good: [
      ['required', 'required'],
      ['not-required', 'not-required'],
      ['CA=not-required,UK=required', 'CA=not-required,UK=required'],
      ['UK=not-required', 'UK=not-required'],
    ],
    bad: [
      ['no', '"no" must be required, not-required, or per site CA=…,UK=… with required or not-required'],
      [
        'UK_PARTNER=not-required',
        '"UK_PARTNER=not-required" must be required, not-required, or per site CA=…,UK=… with required or not-required',
      ],
    ],
  },
  PORTAL_ALLOWED_REDIRECT_ORIGINS: {
    read: (config) => config.allowedRedirectOrigins,
    good: [
      ['https://a.example', ['https://a.example']],
      // `https://host/` and `https://host` are the same origin; a path is not part of one.
      [
        ' https://a.example/, https://b.example:8443/path ,, ',
        ['https://a.example', 'https://b.example:8443'],
      ],
    ],
    bad: [
      ['https://a.example, not a url', 'has "not a url", which must be an http(s) origin (https://host)'],
      ['mailto:a@example.org', 'has "mailto:a@example.org", which must be an http(s) origin (https://host)'],
    ],
  },
  PORTAL_API_TIMEOUT_MS: {
    read: (config) => config.apiTimeoutMs,
    good: [
      ['20000', 20_000],
      ['1', 1],
    ],
    bad: [
      ['soon', '"soon" must be a whole number of milliseconds above 0'],
      ['0', '0 must be a whole number of milliseconds above 0'],
      ['1.5', '"1.5" must be a whole number of milliseconds above 0'],
      ['-5', '"-5" must be a whole number of milliseconds above 0'],
      ['99999999999999999999', '100000000000000000000 must be a whole number of milliseconds above 0'],
    ],
  },
  PORTAL_TELEMETRY_URL: {
    read: (config) => config.telemetryUrl,
    good: [
      ['https://collector.example/v1/portal', 'https://collector.example/v1/portal'],
      ['/demo/telemetry', '/demo/telemetry'],
    ],
    bad: [['collector.example', `"collector.example" ${PATH_OR_URL}, or empty`]],
  },
}

const VARIABLES = SETTINGS.map((setting) => setting.variable)

describe('readEnvironment', () => {
  it('gives the stand-ins, with no warning, when nothing is set or every variable is empty', () => {
    expect(readEnvironment({})).toEqual({ ok: true, config: STAND_INS, warnings: [] })
    const empty = Object.fromEntries(VARIABLES.map((name) => [name, '  ']))
    expect(readEnvironment(empty)).toEqual({ ok: true, config: STAND_INS, warnings: [] })
  })

  it('has a variable of its own, a PORTAL_ name, for every value of the configuration', () => {
    expect(new Set(VARIABLES).size).toBe(VARIABLES.length)
    for (const name of VARIABLES) expect(name).toMatch(/^PORTAL_[A-Z_]+$/)
    // Every value is set by its variable: each case's first good value reaches the configuration.
    const everything = Object.fromEntries(VARIABLES.map((name) => [name, CASES[name].good[0]?.[0]]))
    const config = readConfig(everything)
    for (const name of VARIABLES) expect(CASES[name].read(config), name).toEqual(CASES[name].good[0]?.[1])
  })

  it.each(VARIABLES)('reads %s as the schema takes it', (name) => {
    for (const [value, expected] of CASES[name].good) {
      const reading = readEnvironment({ [name]: value })
      expect(reading, `${name}=${value}`).toMatchObject({ ok: true, warnings: [] })
      if (reading.ok) expect(CASES[name].read(reading.config), `${name}=${value}`).toEqual(expected)
    }
  })

  it.each(VARIABLES)('refuses what %s cannot be, with one line naming it and what it must be', (name) => {
    for (const [value, problem] of CASES[name].bad)
      expect(readEnvironment({ [name]: value }), `${name}=${value}`).toEqual({
        ok: false,
        problems: [`${name} ${problem}`],
        warnings: [],
      })
  })

  it('lists every wrong value at once, one line each', () => {
    const reading = readEnvironment({
      PORTAL_CDN_HOST: 'cdn.example',
      PORTAL_LOGIN_HOST_UK: 'https://login.example.co.uk',
      PORTAL_API_TIMEOUT_MS: 'soon',
    })
    expect(reading.ok).toBe(false)
    if (!reading.ok)
      expect(reading.problems).toEqual([
        'PORTAL_LOGIN_HOST_UK "https://login.example.co.uk" must be a host name, with :port if not the default',
        `PORTAL_CDN_HOST "cdn.example" ${PATH_OR_URL}, or empty`,
        'PORTAL_API_TIMEOUT_MS "soon" must be a whole number of milliseconds above 0',
      ])
  })

  it.each(VARIABLES)(
    'still reads %s under its old VITE_ name, with one warning naming the new one',
    (name) => {
      const [value] = CASES[name].good[0] ?? ['']
      const old = oldName(name)
      expect(old).toBe(name.replace('PORTAL_', 'VITE_'))
      expect(readEnvironment({ [old]: value })).toEqual({
        ...readEnvironment({ [name]: value }),
        warnings: [`${old} is read as ${name}, its name since decision 024: rename it`],
      })
    },
  )

  it('prefers the new name when both are set, and warns that the old one is ignored', () => {
    expect(
      readEnvironment({
        VITE_PRODUCT_HOST: 'https://old.example',
        PORTAL_PRODUCT_HOST: 'https://new.example',
      }),
    ).toEqual({
      ok: true,
      config: { ...STAND_INS, productHost: 'https://new.example' },
      warnings: [
        'VITE_PRODUCT_HOST is ignored: PORTAL_PRODUCT_HOST is set (decision 024); remove VITE_PRODUCT_HOST',
      ],
    })
  })

  it('names the old variable when the wrong value was set under it', () => {
    expect(readEnvironment({ VITE_CDN_HOST: 'cdn.example' })).toEqual({
      ok: false,
      problems: [`VITE_CDN_HOST "cdn.example" ${PATH_OR_URL}, or empty`],
      warnings: ['VITE_CDN_HOST is read as PORTAL_CDN_HOST, its name since decision 024: rename it'],
    })
  })

  it('reads nothing else from the environment', () => {
    expect(
      readEnvironment({
        PORTAL_PREFIX: '/srv/portal',
        PORTAL_MODE: 'test',
        VITE_FLOW_VIEW: 'true',
        PRODUCT_HOST: 'x',
      }),
    ).toEqual({ ok: true, config: STAND_INS, warnings: [] })
  })

  it('throws the problems from readConfig, for code that only runs once a server has accepted them', () => {
    expect(() => readConfig({ PORTAL_CDN_HOST: 'cdn.example' })).toThrow(
      `The portal's configuration is wrong:\nPORTAL_CDN_HOST "cdn.example" ${PATH_OR_URL}, or empty`,
    )
  })
})

/** A document whose head holds `block` as the page's configuration (null: none). */
function pageWith(block: string | null): Document {
  const page = document.implementation.createHTMLDocument('page')
  if (block !== null) {
    const script = page.createElement('script')
    script.type = 'application/json'
    script.id = PAGE_CONFIG_ID
    script.textContent = block
    page.head.append(script)
  }
  return page
}

describe('readPageConfig', () => {
  const configured = readConfig({
    PORTAL_PRODUCT_HOST: 'https://www.product.example',
    PORTAL_TELEMETRY_URL: 'https://collector.example/v1',
  })

  it('reads the configuration the server wrote into the page', () => {
    expect(readPageConfig(pageWith(JSON.stringify(configured)))).toEqual({ ok: true, config: configured })
  })

  it('leaves out what the schema does not know', () => {
    expect(readPageConfig(pageWith(JSON.stringify({ ...configured, newer: 1 })))).toEqual({
      ok: true,
      config: configured,
    })
  })

  it('says so when the page has no configuration, as a page served as built has none', () => {
    expect(readPageConfig(pageWith(null))).toEqual({
      ok: false,
      problem: `No page configuration (#${PAGE_CONFIG_ID}): its server wrote none`,
      loginHosts: STAND_IN_LOGIN_HOSTS,
      telemetryUrl: null,
    })
  })

  it.each(['', '{"productHost": ', '<!-- page-config -->'])(
    'says so when the block is not JSON (%j)',
    (block) => {
      const read = readPageConfig(pageWith(block))
      expect(read).toMatchObject({ ok: false, telemetryUrl: null })
      if (!read.ok) expect(read.problem).toMatch(/^Page configuration is not JSON: /)
    },
  )

  it('names the key that fails its rule and what it must be, and still gives the collector', () => {
    const wrong = { ...configured, loginHosts: { ...configured.loginHosts, UK: 'https://uk.example' } }
    expect(readPageConfig(pageWith(JSON.stringify(wrong)))).toEqual({
      ok: false,
      problem:
        'Page configuration loginHosts.UK: "https://uk.example" must be a host name, with :port if not the default',
      // Login hosts that do not all pass leave the page with the stand-ins' language rule.
      loginHosts: STAND_IN_LOGIN_HOSTS,
      telemetryUrl: 'https://collector.example/v1',
    })
  })

  it('still gives the login hosts that pass, for the language of the page that says it cannot start', () => {
    const hostsOfThePage = {
      CA: 'login.example.ca',
      UK: 'login.example.co.uk',
      UK_PARTNER: 'p.example.co.uk',
    }
    const wrong = { ...configured, loginHosts: hostsOfThePage, cdnHost: 'cdn.example' }
    expect(readPageConfig(pageWith(JSON.stringify(wrong)))).toMatchObject({
      ok: false,
      loginHosts: hostsOfThePage,
    })
  })

  it('names a missing key, and an entry of a list by its place', () => {
    const { productHost: _, ...withoutProductHost } = configured
    expect(readPageConfig(pageWith(JSON.stringify(withoutProductHost)))).toMatchObject({
      ok: false,
      problem:
        'Page configuration productHost: undefined must be a path on this origin (/…) or an http(s) URL',
    })
    const listed = { ...configured, allowedRedirectOrigins: ['https://a.example', 'https://b.example/path'] }
    expect(readPageConfig(pageWith(JSON.stringify(listed)))).toMatchObject({
      ok: false,
      problem:
        'Page configuration allowedRedirectOrigins.1: "https://b.example/path" must be an http(s) origin (https://host)',
    })
  })

  it('gives no collector when the block names none, or none that is valid', () => {
    const wrong = { ...configured, cdnHost: 'cdn.example' }
    expect(readPageConfig(pageWith(JSON.stringify({ ...wrong, telemetryUrl: '' })))).toMatchObject({
      ok: false,
      telemetryUrl: null,
    })
    expect(
      readPageConfig(pageWith(JSON.stringify({ ...wrong, telemetryUrl: 'javascript:x' }))),
    ).toMatchObject({
      ok: false,
      telemetryUrl: null,
    })
    expect(readPageConfig(pageWith('[1]'))).toMatchObject({ ok: false, telemetryUrl: null })
  })
})

const hosts: Record<Site, string> = {
  CA: 'login.example.ca',
  UK: 'login.example.co.uk',
  UK_PARTNER: 'partner.example.co.uk',
}

describe('siteOfHost', () => {
  it.each<[string, Site]>([
    ['login.example.ca', 'CA'],
    ['login.example.co.uk', 'UK'],
    ['partner.example.co.uk', 'UK_PARTNER'],
  ])('serves %s as the %s site', (hostname, site) => {
    expect(siteOfHost(hostname, hosts)).toBe(site)
  })

  it.each(['unknown.example', 'localhost', '', 'example.co.uk', 'evil-login.example.co.uk'])(
    'serves an unknown host (%j) as the Canadian site',
    (hostname) => {
      expect(siteOfHost(hostname, hosts)).toBe('CA')
    },
  )

  it('ignores the port of the visited host', () => {
    expect(siteOfHost('login.example.co.uk:8443', hosts)).toBe('UK')
    expect(siteOfHost('partner.example.co.uk:5173', hosts)).toBe('UK_PARTNER')
  })

  it('ignores the port of the configured host', () => {
    const withPorts = { ...hosts, UK: 'login.example.co.uk:8443', UK_PARTNER: 'partner.example.co.uk:8444' }

    expect(siteOfHost('login.example.co.uk', withPorts)).toBe('UK')
    expect(siteOfHost('partner.example.co.uk:1234', withPorts)).toBe('UK_PARTNER')
  })

  it('compares host names without regard to case', () => {
    expect(siteOfHost('LOGIN.Example.CO.UK', hosts)).toBe('UK')
    expect(siteOfHost('partner.example.co.uk', { ...hosts, UK_PARTNER: 'Partner.Example.Co.Uk' })).toBe(
      'UK_PARTNER',
    )
  })

  it('treats only the two UK sites as UK', () => {
    expect(isUkSite('CA')).toBe(false)
    expect(isUkSite('UK')).toBe(true)
    expect(isUkSite('UK_PARTNER')).toBe(true)
  })
})

describe('localeFor', () => {
  it.each<[Site, string, Locale]>([
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
  ])('on the %s site with search %j speaks %s', (site, search, locale) => {
    expect(localeFor(site, search)).toBe(locale)
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
