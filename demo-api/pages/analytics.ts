/**
 * The analytics stand-in under /demo/analytics (build with PORTAL_ANALYTICS_SCRIPT_HOST=/demo/analytics): a
 * small gtag.js that, as Google's does, adds a second script for each measurement id the page configures, and that
 * second script, which reports hits here instead of to Google; and the two calls that record and list them. It
 * stands in for another host, so its POST has no XSRF check (a browser would send none there).
 */
import type { Context } from '../context.ts'
import { json, NO_STORE } from '../http.ts'

/**
 * A TEST STAND-IN for Google's gtag.js, not a copy of it. What it copies is how the real tag loads the rest of
 * itself, because that is what the page's Trusted Types policy has to meet (docs/decisions/025): for each
 * `config` in `window.dataLayer` (queued before it loaded, or pushed later) it creates a script element and
 * assigns a plain string to its `src`: `gtag/destination?id=…&l=dataLayer&cx=c` on the host it was itself loaded
 * from, as Google's tag asks its own host. It sends nothing itself.
 */
export const GTAG_STAND_IN = `// Test stand-in for gtag.js, served by the demo API: it adds the stand-in destination script for each id.
(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || [])
  // Beside this script, on its host: /demo/analytics/gtag/destination.
  var destination = new URL('destination', document.currentScript.src).href
  var added = {}

  function addDestination(id) {
    if (added[id]) return
    added[id] = true
    var script = document.createElement('script')
    script.async = true
    // A string, as Google's tag assigns it: under Trusted Types only the page's default policy lets it through.
    script.src = destination + '?id=' + encodeURIComponent(id) + '&l=dataLayer&cx=c'
    document.head.appendChild(script)
  }

  function handle(entry) {
    if (entry[0] === 'config' && typeof entry[1] === 'string') addDestination(entry[1])
  }

  Array.prototype.slice.call(dataLayer).forEach(handle)
  var push = dataLayer.push
  dataLayer.push = function () {
    Array.prototype.forEach.call(arguments, handle)
    return push.apply(dataLayer, arguments)
  }
})()
`

/**
 * A TEST STAND-IN for the script Google's tag adds per measurement id, not a copy of it. It does only what the
 * portal relies on, for the id in its own address, the way Google's does it: it reads `window.dataLayer` (the
 * entries already there and every later push, each an `arguments` object from the page's `gtag()`), remembers its
 * `config`'s params and sets its cookies then (`_ga`, and `_ga_` with the id's letters, for two years), sends a
 * page_view for that `config` unless `send_page_view` is false, and one hit per `event` sent to it (every `event`
 * without `send_to`, or with its id in `send_to`). Its hits go to another origin than its script's, as Google's go
 * to its collection hosts rather than to the host of `gtag/js`: on this machine, `collect.localhost` on the same
 * port (elsewhere, its own origin). Nothing at all while the page has set Google's switch for the id,
 * `window['ga-disable-<id>']`.
 */
const DESTINATION_STAND_IN = `// Test stand-in for gtag.js's destination script, served by the demo API: hits go to collect.localhost.
(function () {
  var own = new URL(document.currentScript.src)
  var id = own.searchParams.get('id')
  var loopback = own.hostname === 'localhost' || /\\.localhost$/.test(own.hostname)
  var collect = loopback ? own.protocol + '//collect.localhost' + (own.port ? ':' + own.port : '') : own.origin
  var dataLayer = (window.dataLayer = window.dataLayer || [])
  var config = null
  var disabled = function () {
    return window['ga-disable-' + id] === true
  }
  var twoYears = '; Max-Age=63072000; Path=/; SameSite=Lax'

  function setCookies() {
    if (disabled()) return
    var now = Math.floor(Date.now() / 1000)
    if (document.cookie.indexOf('_ga=') === -1)
      document.cookie = '_ga=GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + now + twoYears
    document.cookie = '_ga_' + id.replace(/^G-/, '') + '=GS2.1.s' + now + '$o1$g0$t' + now + twoYears
  }

  function send(name, params) {
    if (disabled()) return
    var hit = new URLSearchParams({
      v: '2',
      tid: id,
      en: name,
      dl: params.page_location ?? config.page_location ?? location.href,
      dr: params.page_referrer ?? config.page_referrer ?? document.referrer,
      dt: params.page_title ?? document.title,
    })
    fetch(collect + '/demo/analytics/g/collect?' + hit, { method: 'POST', keepalive: true, mode: 'no-cors' }).catch(
      function () {},
    )
  }

  function handle(entry) {
    var command = entry[0]
    var params = entry[2] || {}
    if (command === 'config' && entry[1] === id) {
      config = params
      setCookies()
      if (params.send_page_view !== false) send('page_view', params)
    } else if (command === 'event' && config !== null) {
      if (!params.send_to || [].concat(params.send_to).indexOf(id) !== -1) send(entry[1], params)
    }
  }

  Array.prototype.slice.call(dataLayer).forEach(handle)
  var push = dataLayer.push
  dataLayer.push = function () {
    Array.prototype.forEach.call(arguments, handle)
    return push.apply(dataLayer, arguments)
  }
})()
`

const script = (source: string): Response =>
  new Response(source, {
    status: 200,
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })

/** GET /demo/analytics/gtag/js: the tag's first script, which the portal adds. */
export const gtagScript = (): Response => script(GTAG_STAND_IN)

/** GET /demo/analytics/gtag/destination: the script the tag adds for each measurement id. */
export const destinationScript = (): Response => script(DESTINATION_STAND_IN)

/** POST /demo/analytics/g/collect: records the hit's query; 204 like the real collector. */
export function collectHit(context: Context): Response {
  context.state.analyticsHits.push(Object.fromEntries(context.url.searchParams))
  return new Response(null, { status: 204, headers: { ...NO_STORE } })
}

/** GET /demo/analytics/collected.json: `{ hits }`, oldest first, each the query of one hit. */
export function collectedHits(context: Context): Response {
  return json(200, { hits: context.state.analyticsHits })
}
