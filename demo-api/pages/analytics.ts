/**
 * The analytics stand-in under /demo/analytics (build with PORTAL_ANALYTICS_SCRIPT_HOST=/demo/analytics):
 * a small gtag.js that reports hits here instead of to Google, and the two calls that record and list them.
 * It stands in for another host, so its POST has no XSRF check (a browser would send none there).
 */
import type { Context } from '../context.ts'
import { json, NO_STORE } from '../http.ts'

/**
 * A TEST STAND-IN for Google's gtag.js, not a copy of it. It does only what the portal relies on: it reads
 * `window.dataLayer` (the entries already there and every later push, each an `arguments` object from the
 * page's `gtag()`), remembers each `config`'s params, sends a page_view for a `config` unless
 * `send_page_view` is false, and sends one hit per `event` to every configured id (or to `send_to`).
 */
export const GTAG_STAND_IN = `// Test stand-in for gtag.js, served by the demo API: hits go to /demo/analytics/g/collect.
(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || [])
  var configs = {}

  function send(id, name, params) {
    var config = configs[id] || {}
    var hit = new URLSearchParams({
      v: '2',
      tid: id,
      en: name,
      dl: params.page_location ?? config.page_location ?? location.href,
      dr: params.page_referrer ?? config.page_referrer ?? document.referrer,
      dt: params.page_title ?? document.title,
    })
    fetch('/demo/analytics/g/collect?' + hit, { method: 'POST', keepalive: true }).catch(function () {})
  }

  function handle(entry) {
    var command = entry[0]
    var params = entry[2] || {}
    if (command === 'config') {
      configs[entry[1]] = params
      if (params.send_page_view !== false) send(entry[1], 'page_view', params)
    } else if (command === 'event') {
      var targets = params.send_to ? [].concat(params.send_to) : Object.keys(configs)
      targets.forEach(function (id) { send(id, entry[1], params) })
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

export function gtagScript(): Response {
  return new Response(GTAG_STAND_IN, {
    status: 200,
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
}

/** POST /demo/analytics/g/collect: records the hit's query; 204 like the real collector. */
export function collectHit(context: Context): Response {
  context.state.analyticsHits.push(Object.fromEntries(context.url.searchParams))
  return new Response(null, { status: 204, headers: { ...NO_STORE } })
}

/** GET /demo/analytics/collected.json: `{ hits }`, oldest first, each the query of one hit. */
export function collectedHits(context: Context): Response {
  return json(200, { hits: context.state.analyticsHits })
}
