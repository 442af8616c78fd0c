#!/usr/bin/gjs
/**
 * The window WebKitWebDriver opens WebKitGTK in for the journeys (docs/decisions/023): one WebKitWebView filling
 * a plain GTK window, with nothing kept between sessions. Debian's MiniBrowser would do, but its toolbar keeps
 * its window at least 447 px wide, and a phone's 320 px is what the journeys must see. Run by gjs, GNOME's
 * JavaScript, with WebKitGTK's own bindings; `--dark-mode` asks GTK for its dark theme, which WebKitGTK reports
 * to pages as `prefers-color-scheme: dark`.
 */
imports.gi.versions.Gdk = '3.0'
imports.gi.versions.Gtk = '3.0'
imports.gi.versions.WebKit2 = '4.1'
const { Gdk, Gtk, WebKit2 } = imports.gi

Gtk.init(null)
if (ARGV.includes('--dark-mode')) Gtk.Settings.get_default().gtk_application_prefer_dark_theme = true

const context = new WebKit2.WebContext({ website_data_manager: WebKit2.WebsiteDataManager.new_ephemeral() })
context.set_automation_allowed(ARGV.includes('--automation'))

context.connect('automation-started', (_context, session) => {
  const info = new WebKit2.ApplicationInfo()
  info.set_name('PortalWebKit')
  session.set_application_info(info)
  session.connect('create-web-view', () => {
    const view = new WebKit2.WebView({ web_context: context, is_controlled_by_automation: true })
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
