import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDemoApi, type DemoApi } from '../../demo-api/handler'
import { GTAG_STAND_IN } from '../../demo-api/pages/analytics'
import { get, jsonOf } from './requests'

type Hit = Record<string, string>

/** The page's window as the analytics snippet sees it (a local view: no global typing is changed). */
const page = window as Window & { dataLayer?: unknown[] }

/** The page's own snippet (what the portal injects beside the script tag). */
function gtag(..._args: unknown[]): void {
  // gtag.js reads `arguments` objects, not arrays, from the data layer.
  // eslint-disable-next-line prefer-rest-params
  page.dataLayer?.push(arguments)
}

async function collected(api: DemoApi): Promise<Hit[]> {
  return (await jsonOf<{ hits: Hit[] }>(await api(get('/demo/analytics/collected.json')))).hits
}

describe('the gtag.js stand-in, run in a page', () => {
  let api: DemoApi
  const sent: Array<{ url: string; init: RequestInit | undefined }> = []

  beforeEach(() => {
    api = createDemoApi()
    sent.length = 0
    page.dataLayer = []
    document.title = 'Sign in'
    // The page's fetch reaches the demo API, as it would with PORTAL_ANALYTICS_SCRIPT_HOST=/demo/analytics.
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      sent.push({ url, init })
      return api(new Request(new URL(url, 'http://portal.test/'), init))
    })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    delete page.dataLayer
    Reflect.deleteProperty(document, 'currentScript')
    document.head.replaceChildren()
  })

  /** Where the stand-in is served from: another host, as Google's tag is. */
  const TAG_HOST = 'http://analytics.portal.test'
  const DESTINATION = `${TAG_HOST}/demo/analytics/gtag/destination`
  /** Runs `source` as the browser runs a script loaded from `url`: `document.currentScript` is its element. */
  function runAs(url: string, source: string, element = document.createElement('script')) {
    element.setAttribute('src', url)
    Object.defineProperty(document, 'currentScript', { configurable: true, value: element })
    new Function(source)()
  }
  const loadScript = () => runAs(`${TAG_HOST}/demo/analytics/gtag/js?id=G-CA`, GTAG_STAND_IN)
  /** The addresses of the scripts the stand-in added to the page. */
  const added = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))
  /** Loads each script the stand-in added, from the demo API, as the browser would (jsdom loads none). */
  async function loadAdded(): Promise<void> {
    for (const script of document.head.querySelectorAll('script')) {
      const url = new URL(script.getAttribute('src') ?? '')
      const response = await api(get(url.pathname + url.search))
      expect(response.status).toBe(200)
      runAs(url.href, await response.text(), script)
    }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('adds the destination script from its own host for a config queued before it loaded, by a string assigned to its src', () => {
    const assigned = vi.spyOn(HTMLScriptElement.prototype, 'src', 'set')
    gtag('js', new Date())
    gtag('config', 'G-CA', { send_page_view: false })
    loadScript()
    expect(added()).toEqual([`${DESTINATION}?id=G-CA&l=dataLayer&cx=c`])
    expect(assigned.mock.calls).toEqual([[`${DESTINATION}?id=G-CA&l=dataLayer&cx=c`]])
    // The first script sends nothing itself; the destination script does.
    expect(sent).toEqual([])
  })

  it('adds one destination script per id, for configs pushed after it loaded too', () => {
    loadScript()
    gtag('config', 'G-UK', { send_page_view: false })
    gtag('config', 'G-UK', { send_page_view: false })
    gtag('config', 'G-CA', { send_page_view: false })
    expect(added()).toEqual([
      `${DESTINATION}?id=G-UK&l=dataLayer&cx=c`,
      `${DESTINATION}?id=G-CA&l=dataLayer&cx=c`,
    ])
  })

  it('sends a page_view for a config that was queued before it loaded, with the config page params', async () => {
    gtag('js', new Date())
    gtag('config', 'G-CA', { page_location: 'http://localhost:5173/?lang=fr', page_referrer: 'http://from/' })
    loadScript()
    await loadAdded()
    await settle()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(await collected(api)).toEqual([
      {
        v: '2',
        tid: 'G-CA',
        en: 'page_view',
        dl: 'http://localhost:5173/?lang=fr',
        dr: 'http://from/',
        dt: 'Sign in',
      },
    ])
  })

  it('handles later pushes: no page_view when send_page_view is false, one hit per event', async () => {
    loadScript()
    gtag('config', 'G-UK', { send_page_view: false })
    await loadAdded()
    expect(sent).toHaveLength(0)
    gtag('event', 'page_view', { page_location: 'http://uk.localhost/forgot', page_title: 'Forgot' })
    gtag('event', 'login', {})
    // An event for another id is not this destination's.
    gtag('event', 'sign_up', { send_to: 'G-OTHER' })
    await settle()
    expect(await collected(api)).toEqual([
      { v: '2', tid: 'G-UK', en: 'page_view', dl: 'http://uk.localhost/forgot', dr: '', dt: 'Forgot' },
      { v: '2', tid: 'G-UK', en: 'login', dl: location.href, dr: '', dt: 'Sign in' },
    ])
  })

  it('still lets the data layer grow like an array', async () => {
    loadScript()
    gtag('config', 'G-CA', { send_page_view: false })
    await loadAdded()
    gtag('event', 'login', {})
    expect(page.dataLayer).toHaveLength(2)
  })
})

describe('/demo/analytics', () => {
  it('serves the script as uncached JavaScript that says it is a stand-in', async () => {
    const response = await createDemoApi()(get('/demo/analytics/gtag/js?id=G-CA'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain('Test stand-in for gtag.js')
  })

  it('serves the destination script the same way, and says it is a stand-in too', async () => {
    const response = await createDemoApi()(get('/demo/analytics/gtag/destination?id=G-CA&l=dataLayer&cx=c'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain("Test stand-in for gtag.js's destination script")
  })

  it('records a collected hit without any XSRF check, answers 204, and lists the hits', async () => {
    const api = createDemoApi()
    const response = await api(
      new Request('http://portal.test/demo/analytics/g/collect?v=2&tid=G-CA&en=page_view&dl=x', {
        method: 'POST',
      }),
    )
    expect(response.status).toBe(204)
    expect(await collected(api)).toEqual([{ v: '2', tid: 'G-CA', en: 'page_view', dl: 'x' }])
    expect(await collected(createDemoApi())).toEqual([])
  })

  it('answers 405 to a GET on the collector', async () => {
    const response = await createDemoApi()(get('/demo/analytics/g/collect?v=2'))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
