import type * as LinguiCore from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n, loadCatalog, translate } from '../../src/i18n/i18n'
import type { Locale } from '../../src/i18n/locale'
import { useText } from '../../src/i18n/i18n'
import { usePage } from '../../src/page'
import { activateLocale, compiledCatalog, renderInPortal } from '../support/render'

/** The catalog's time limit in these tests: the default limit of a call. */
const LIMIT_MS = 15_000

type Fetch = typeof fetch

const catalogResponse = (locale: Locale) =>
  new Response(JSON.stringify({ messages: compiledCatalog(locale) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

const urlOf = (input: Parameters<Fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof Request ? input.url : input.toString()

const requestedUrls = (fetchMock: ReturnType<typeof vi.fn<Fetch>>) =>
  fetchMock.mock.calls.map(([input]) => urlOf(input))

/**
 * The i18n module as a fresh page load sees it: no catalog loaded yet. Lingui's `i18n` is a process-wide
 * singleton that keeps every catalog it was given, so each test gets its own instance.
 */
async function freshI18nModule() {
  vi.resetModules()
  vi.doMock('@lingui/core', async (importOriginal) => {
    const lingui = await importOriginal<typeof LinguiCore>()
    return { ...lingui, i18n: lingui.setupI18n() }
  })
  return import('../../src/i18n/i18n')
}

afterEach(() => {
  vi.doUnmock('@lingui/core')
  vi.resetModules()
  vi.unstubAllGlobals()
})

describe('translate', () => {
  beforeEach(() => activateLocale('en-CA'))

  it('refuses an empty key', () => {
    expect(() => translate('')).toThrow('Parameter "key" required')
  })

  it('renders the text of a known key in the active locale', () => {
    expect(translate('SIGN_IN_TITLE')).toBe('Sign in')
  })

  it('renders a key missing from the catalog as the key itself', () => {
    expect(translate('NOT_A_KEY_IN_ANY_CATALOG')).toBe('NOT_A_KEY_IN_ANY_CATALOG')
  })

  it.each([
    ['en-CA', 1, 'You can ask for another email in 1 second.'],
    ['en-CA', 2, 'You can ask for another email in 2 seconds.'],
    ['en-GB', 1, 'You can ask for another email in 1 second.'],
    ['fr-CA', 1, 'Vous pourrez demander un autre courriel dans 1 seconde.'],
    ['fr-CA', 60, 'Vous pourrez demander un autre courriel dans 60 secondes.'],
  ] as const)('counts down in %s with the plural the number needs (%i)', (locale, seconds, text) => {
    activateLocale(locale)
    expect(translate('RESEND_AVAILABLE_IN', { seconds }).replace(/\s/g, ' ')).toBe(text)
  })
})

describe('loadCatalog', () => {
  it('requests /assets/i18n/{locale}.json and switches the texts to that locale', async () => {
    const fresh = await freshI18nModule()
    const fetchCatalog = vi.fn<Fetch>(async () => catalogResponse('fr-CA'))

    await expect(fresh.loadCatalog('fr-CA', LIMIT_MS, fetchCatalog)).resolves.toBe(true)

    expect(requestedUrls(fetchCatalog)).toEqual(['/assets/i18n/fr-CA.json'])
    expect(fresh.i18n.locale).toBe('fr-CA')
    expect(fresh.translate('SIGN_IN_TITLE')).toBe('Se connecter')
    expect(fresh.translate('FORGOT_TITLE')).toBe('Réinitialiser votre mot de passe')
  })

  it('requests the en-GB catalog for en-GB', async () => {
    const fresh = await freshI18nModule()
    const fetchCatalog = vi.fn<Fetch>(async () => catalogResponse('en-GB'))

    await fresh.loadCatalog('en-GB', LIMIT_MS, fetchCatalog)

    expect(requestedUrls(fetchCatalog)).toEqual(['/assets/i18n/en-GB.json'])
    expect(fresh.i18n.locale).toBe('en-GB')
    expect(fresh.translate('SIGN_IN_TITLE')).toBe('Sign in')
  })

  it('still switches locale, showing keys as texts, when the catalog request fails', async () => {
    const fresh = await freshI18nModule()
    const failing = vi.fn<Fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })

    await expect(fresh.loadCatalog('fr-CA', LIMIT_MS, failing)).resolves.toBe(false)

    expect(failing).toHaveBeenCalledTimes(1)
    expect(fresh.i18n.locale).toBe('fr-CA')
    expect(fresh.translate('SIGN_IN_TITLE')).toBe('SIGN_IN_TITLE')
  })

  it('still switches locale, showing keys as texts, when the catalog is not found', async () => {
    const fresh = await freshI18nModule()
    const notFound = vi.fn<Fetch>(async () => new Response('Not found', { status: 404 }))

    await expect(fresh.loadCatalog('en-GB', LIMIT_MS, notFound)).resolves.toBe(false)

    expect(fresh.i18n.locale).toBe('en-GB')
    expect(fresh.translate('SIGN_IN_TITLE')).toBe('SIGN_IN_TITLE')
  })

  it('still switches locale, showing keys as texts, when an HTML page comes back instead of the catalog', async () => {
    const fresh = await freshI18nModule()
    const htmlPage = vi.fn<Fetch>(
      async () =>
        new Response('<!doctype html><title>Portal</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    )

    await expect(fresh.loadCatalog('fr-CA', LIMIT_MS, htmlPage)).resolves.toBe(false)

    expect(fresh.i18n.locale).toBe('fr-CA')
    expect(fresh.translate('SIGN_IN_TITLE')).toBe('SIGN_IN_TITLE')
  })

  it('refuses an unsupported locale without requesting anything or changing language', async () => {
    activateLocale('en-CA')
    const fetchCatalog = vi.fn<Fetch>(async () => catalogResponse('en-CA'))

    await expect(loadCatalog('de-DE' as Locale, LIMIT_MS, fetchCatalog)).rejects.toThrow(
      'Unsupported locale de-DE',
    )

    expect(fetchCatalog).not.toHaveBeenCalled()
    expect(i18n.locale).toBe('en-CA')
    expect(translate('SIGN_IN_TITLE')).toBe('Sign in')
  })
})

describe('useText', () => {
  function TitleWithLanguageSwitch() {
    const t = useText()
    const { switchLocale } = usePage()
    return createElement(
      'div',
      null,
      createElement('h1', null, t('SIGN_IN_TITLE')),
      createElement('p', null, t.dynamic('SERVER_SENT_KEY_NOT_IN_CATALOG')),
      createElement('button', { type: 'button', onClick: () => void switchLocale('fr-CA') }, 'Français'),
    )
  }

  it('re-renders the text in French after switching language', async () => {
    const fetchCatalog = vi.fn<Fetch>(async () => catalogResponse('fr-CA'))
    vi.stubGlobal('fetch', fetchCatalog)
    const user = userEvent.setup()
    renderInPortal(createElement(TitleWithLanguageSwitch), { locale: 'en-CA' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in')

    await user.click(screen.getByRole('button', { name: 'Français' }))

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Se connecter'))
    expect(requestedUrls(fetchCatalog)).toEqual(['/assets/i18n/fr-CA.json'])
    expect(document.documentElement.lang).toBe('fr-CA')
  })

  it('renders a server-sent key that no catalog knows as the key itself', () => {
    renderInPortal(createElement(TitleWithLanguageSwitch), { locale: 'en-CA' })

    expect(screen.getByText('SERVER_SENT_KEY_NOT_IN_CATALOG')).toBeInTheDocument()
  })
})
