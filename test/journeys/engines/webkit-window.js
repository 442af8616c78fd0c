#!/usr/bin/gjs
/**
 * The window WebKitWebDriver opens WebKitGTK in for the journeys (docs/decisions/023): one WebKitWebView filling
 * a plain GTK window, with nothing kept between sessions. Debian's MiniBrowser would do, but its toolbar keeps
 * its window at least 447 px wide, and a phone's 320 px is what the journeys must see. Run by gjs, GNOME's
 * JavaScript, with WebKitGTK's own bindings; `--dark-mode` asks GTK for its dark theme, which WebKitGTK reports
 * to pages as `prefers-color-scheme: dark`.
 *
 * Two things classic WebDriver cannot do, done here with WebKitGTK's own API (docs/decisions/028):
 * - `--cookie=<host>;<name>=<value>` (repeated) puts cookies in the session's store before its first page, as
 *   if that host had set them: the journey's demo run;
 * - `--journal=<file>` records, as JSON, what the guard judges: every resource a page loads (its web view's
 *   `resource-load-started`), and, from a script run in every document before the page's own (a user script),
 *   errors nothing caught, unhandled rejections, `console.error` calls and Content-Security-Policy refusals.
 *   A `mark` message from the harness is written too, so the harness knows every message before it is in.
 */
imports.gi.versions.Gdk = '3.0'
imports.gi.versions.Gtk = '3.0'
imports.gi.versions.Soup = '3.0'
imports.gi.versions.WebKit2 = '4.1'
const { GLib, Gdk, Gtk, Soup, WebKit2 } = imports.gi

Gtk.init(null)
if (ARGV.includes('--dark-mode')) Gtk.Settings.get_default().gtk_application_prefer_dark_theme = true

const argsOf = (name) =>
  ARGV.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3))

const context = new WebKit2.WebContext({ website_data_manager: WebKit2.WebsiteDataManager.new_ephemeral() })

context.set_automation_allowed(ARGV.includes('--automation'))

// The cookies reach the store once the automation session has started the network process (waiting for them
// before that never ends): until every one is in, a page's navigation is held (below), then let go.
let cookiesPending = 0
const heldUntilCookies = []
const cookies = context.get_cookie_manager()
for (const cookie of argsOf('cookie')) {
  const [host, pair] = cookie.split(';')
  const equals = pair.indexOf('=')
  cookiesPending += 1
  cookies.add_cookie(
    Soup.Cookie.new(pair.slice(0, equals), pair.slice(equals + 1), host, '/', -1),
    null,
    (_, result) => {
      cookies.add_cookie_finish(result)
      cookiesPending -= 1
      if (cookiesPending === 0) heldUntilCookies.splice(0).forEach((letGo) => letGo())
    },
  )
}

const [journalFile] = argsOf('journal')
const journal = []
const record = (entry) => {
  if (journalFile === undefined) return
  journal.push(entry)
  GLib.file_set_contents(journalFile, JSON.stringify(journal))
}

/** Runs in every document before its own scripts; says what it saw to the window, which records it. */
const WATCH_PAGE = `(() => {
  const say = (entry) => {
    try {
      window.webkit.messageHandlers.journeyGuard.postMessage(JSON.stringify(entry))
    } catch {}
  }
  const words = (value) => {
    if (value instanceof Error) return value.message
    if (typeof value === 'string') return value
    try {
      return JSON.stringify(value)
    } catch {
      return String(value)
    }
  }
  const consoleError = console.error
  console.error = function (...values) {
    say({ kind: 'console error', text: values.map(words).join(' '), source: location.href })
    return consoleError.apply(this, values)
  }
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) say({ kind: 'page error', message: event.message })
  })
  addEventListener('unhandledrejection', (event) => say({ kind: 'page error', message: words(event.reason) }))
  addEventListener('securitypolicyviolation', (event) =>
    say({
      kind: 'console error',
      text: 'Refused by the Content-Security-Policy (' + event.effectiveDirective + '): ' + event.blockedURI,
      source: event.sourceFile || event.documentURI,
    }),
  )
})()`

const contents = new WebKit2.UserContentManager()
if (journalFile !== undefined) {
  contents.add_script(
    WebKit2.UserScript.new(
      WATCH_PAGE,
      WebKit2.UserContentInjectedFrames.ALL_FRAMES,
      WebKit2.UserScriptInjectionTime.START,
      null,
      null,
    ),
  )
  contents.connect('script-message-received::journeyGuard', (_, result) => {
    record(JSON.parse(result.get_js_value().to_string()))
  })
  contents.register_script_message_handler('journeyGuard')
}

context.connect('automation-started', (_context, session) => {
  const info = new WebKit2.ApplicationInfo()
  info.set_name('PortalWebKit')
  session.set_application_info(info)
  session.connect('create-web-view', () => {
    const view = new WebKit2.WebView({
      web_context: context,
      user_content_manager: contents,
      is_controlled_by_automation: true,
    })
    view.connect('decide-policy', (_view, decision, type) => {
      if (cookiesPending === 0 || type !== WebKit2.PolicyDecisionType.NAVIGATION_ACTION) return false
      heldUntilCookies.push(() => decision.use())
      return true
    })
    view.connect('resource-load-started', (_view, _resource, request) => {
      record({ kind: 'request', method: request.get_http_method() ?? 'GET', url: request.get_uri() })
    })
    const window = new Gtk.Window({ default_width: 1280, default_height: 800 })
    window.add(view)
    window.connect('destroy', () => Gtk.main_quit())
    window.show_all()
    // There is no window manager under xvfb-run: X gives the keyboard to the window under the pointer, which
    // rests at the middle of the screen, outside a window narrowed to a phone's 320 px at the top left. Put the
    // pointer in the window's corner and give the window the keyboard, as a person's window has it.
    const display = Gdk.Display.get_default()
    display.get_default_seat().get_pointer().warp(display.get_default_screen(), 2, 2)
    window.present()
    return view
  })
})

Gtk.main()
