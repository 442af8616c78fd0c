/**
 * The two small classic scripts index.html needs before any module has run, written in at build time with the
 * catalogs' texts baked in; the UK login hosts they read from the page's configuration (pageLoginHosts). Both are ES5 (no arrow functions, let, const or template
 * literals): Internet Explorer must be able to parse them.
 *
 * - In the head, the catalog preload: the page's language is worked out as the app will (localeFor), and its
 *   catalog is requested beside the entry script rather than after it has run (no waterfall,
 *   decision 015).
 * - At the end of the body, the old-browser page (spec section 1): Internet Explorer, or any browser that cannot
 *   run module scripts, sees links to Chrome, Firefox and Safari instead of the sign-in page, in the page's
 *   language. A modern browser runs two tests and leaves: no request, nothing measurable.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { USER_AGENT_MAX_LENGTH } from '../src/browser/device.ts'
import { PAGE_CONFIG_ID, STAND_INS } from '../src/config.ts'
import { APP_TOKEN, AUTH_TOKEN } from '../src/browser/storage.ts'
import {
  APP_STARTED,
  PRERENDER_FILLING,
  PRERENDER_STALE,
  PRERENDERED,
  PRERENDERED_ENTRY,
  PRERENDERED_HOST,
  PRERENDERED_MATCH,
  PRERENDERED_PRELOAD,
  PRERENDERED_QUERY,
  PRERENDERED_REQUIRED,
  PRERENDERED_YEAR,
  QUERY_SLOT,
  SUBMITTED_EARLY,
} from '../src/browser/page-marks.ts'
import { QUERY_TEXT_LENGTH } from '../src/urls/link-params.ts'
import { ROUTE_NAMES, ROUTES } from '../src/urls/routes.ts'
import { ENTRY_SCRIPTS_POLICY } from '../src/trusted-types.ts'

/** A prerendered page that paints nothing (a tab in the background) starts its scripts after this long anyway. */
const ENTRY_START_LIMIT_MS = 500

// The compiled catalogs; read by file rather than through src/i18n, which the config loader cannot import.
const CATALOGS = resolve(import.meta.dirname, '../src/locales')

const PLACEHOLDER = '<!-- unsupported-browser -->'
const PRELOAD_PLACEHOLDER = '<!-- catalog-preload -->'

export const BROWSER_LINKS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
  { name: 'Apple Safari', href: 'https://www.apple.com/safari/' },
] as const

interface PageTexts {
  title: string
  text: string
}

function readTexts(locale: string): PageTexts {
  const catalog = JSON.parse(readFileSync(resolve(CATALOGS, `${locale}.json`), 'utf8')) as {
    messages: Record<string, unknown>
  }
  const message = (key: string): string => {
    const parts = catalog.messages[key]
    if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string') || parts.length === 0)
      throw new Error(`${locale} catalog has no plain text for ${key}: run npm run i18n:compile`)
    return parts.join('')
  }
  return { title: message('UNSUPPORTED_BROWSER_TITLE'), text: message('UNSUPPORTED_BROWSER_TEXT') }
}

/** JSON that is also safe inside an HTML script element: no `</script>` or `<!--` can appear in it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * The paths of the routes whose link carries its language (src/urls/routes.ts `linkLanguage`), as regular
 * expression sources for the head script: each captures the languageType and the translationLanguage.
 */
function linkLanguageSources(): string[] {
  const segmentSource = (segment: string) => {
    if (segment === ':languageType') return '([^/]+)'
    if (segment === ':translationLanguage') return '([^/?#]+)'
    return segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return ROUTE_NAMES.filter((name) => ROUTES[name].linkLanguage === true).map(
    (name) => `^/${ROUTES[name].pattern.split('/').slice(1).map(segmentSource).join('/')}`,
  )
}

/**
 * ES5 statements that set `var loginHosts` to the login hosts of the page's configuration: the JSON data block the
 * server wrote into the head (src/config.ts PAGE_CONFIG_ID, docs/decisions/024), or the stand-ins where there is
 * none. The build writes no host into this script, so its bytes (and their hash in the policy) are the same in
 * every environment.
 */
function pageLoginHosts(): string {
  return `var loginHosts = ${scriptJson(STAND_INS.loginHosts)};
        try {
          var configured = JSON.parse(document.getElementById(${scriptJson(PAGE_CONFIG_ID)}).textContent).loginHosts;
          if (configured) loginHosts = configured;
        } catch (e) {}
        var bareHost = function (host) {
          return String(host).replace(/:\\d+$/, '').toLowerCase();
        };`
}

/**
 * ES5 statements that set `var locale` to the language the page will show: localeFor's rule
 * (src/i18n/locale.ts) written again for index.html, where no module has run yet. UK hosts speak en-GB, then
 * ?lang= decides, then the language an email link carries. test/unit/device.test.ts checks each case.
 */
function pageLocale(): string {
  return `${pageLoginHosts()}
        var ukHosts = [bareHost(loginHosts.UK), bareHost(loginHosts.UK_PARTNER)];
        var linkLanguages = ${scriptJson(linkLanguageSources())};
        var locale = 'en-CA';
        var lang = /[?&]lang=([^&#]*)/.exec(location.search);
        var link = null;
        for (var j = 0; j < linkLanguages.length && !link; j++) link = new RegExp(linkLanguages[j], 'i').exec(location.pathname);
        for (var i = 0; i < ukHosts.length; i++) if (ukHosts[i] === location.hostname.toLowerCase()) locale = 'en-GB';
        if (locale !== 'en-GB') {
          if (lang) locale = lang[1] === 'fr' ? 'fr-CA' : 'en-CA';
          else if (link && (link[1] === '3' || /^fr(?:[-_]|$)/i.test(link[2]))) locale = 'fr-CA';
        }`
}

/**
 * ES5 statements, after pageLocale's: on a prerendered page (scripts/prerender.ts), marks the content stale
 * before anything is painted unless this visitor's first render is what was prerendered: a path the page serves,
 * the host variant and language it was rendered for, the year its footer shows, no query parameter but `lang`
 * and those its screen reads (each it needs present), and no stored token (which would start the automatic
 * sign-in). The inline styles hide stale content, and main.tsx renders the page afresh instead of hydrating it.
 * No flash of the wrong language, host or of a form that is about to go.
 *
 * A page that shows a query value (a slot) comes with its content hidden (`data-prerender-filling`): the value
 * is filled in once the document is parsed, and the content shown then, so it is never painted empty.
 */
function prerenderCheck(): string {
  return `var html = document.documentElement;
        var page = html.getAttribute(${scriptJson(PRERENDERED)});
        var stale = false;
        var given = {};
        if (page !== null) {
          var stored = false;
          try {
            stored = !!(localStorage.getItem(${scriptJson(APP_TOKEN)}) || localStorage.getItem(${scriptJson(AUTH_TOKEN)}));
          } catch (e) {}
          var host = locale === 'en-GB' ? 'UK' : 'CA';
          if (bareHost(loginHosts.UK_PARTNER) === location.hostname.toLowerCase()) host = 'UK_PARTNER';
          var known = ' lang ' + (html.getAttribute(${scriptJson(PRERENDERED_QUERY)}) || '') + ' ';
          var foreign = false;
          var pairs = location.search.replace(/^\\?/, '').split('&');
          for (var q = 0; q < pairs.length; q++) {
            if (pairs[q] === '') continue;
            var cut = pairs[q].indexOf('=');
            var name = cut === -1 ? pairs[q] : pairs[q].slice(0, cut);
            var value = cut === -1 ? '' : pairs[q].slice(cut + 1);
            try {
              name = decodeURIComponent(name.replace(/\\+/g, ' '));
              value = decodeURIComponent(value.replace(/\\+/g, ' '));
            } catch (e) {
              foreign = true;
            }
            if (known.indexOf(' ' + name + ' ') === -1) foreign = true;
            if (!Object.prototype.hasOwnProperty.call(given, 'q:' + name)) given['q:' + name] = value.replace(/^\\s+|\\s+$/g, '').slice(0, ${QUERY_TEXT_LENGTH});
          }
          var required = (html.getAttribute(${scriptJson(PRERENDERED_REQUIRED)}) || '').split(' ');
          var missing = false;
          for (var r = 0; r < required.length; r++) if (required[r] !== '' && !given['q:' + required[r]]) missing = true;
          var match = html.getAttribute(${scriptJson(PRERENDERED_MATCH)});
          var year = html.getAttribute(${scriptJson(PRERENDERED_YEAR)});
          stale = stored || foreign || missing || locale !== html.getAttribute('lang') ||
            host !== html.getAttribute(${scriptJson(PRERENDERED_HOST)}) ||
            match === null || !new RegExp(match).test(location.pathname) ||
            year !== String(new Date().getFullYear());
          if (stale) html.setAttribute(${scriptJson(PRERENDER_STALE)}, '');
          else if (html.hasAttribute(${scriptJson(PRERENDER_FILLING)})) {
            document.addEventListener('DOMContentLoaded', function () {
              var slots = document.querySelectorAll('[${QUERY_SLOT}]');
              for (var s = 0; s < slots.length; s++) slots[s].textContent = given['q:' + slots[s].getAttribute(${scriptJson(QUERY_SLOT)})] || '';
              html.removeAttribute(${scriptJson(PRERENDER_FILLING)});
            });
          }
        }`
}

/**
 * For the head: asks for the page's catalog beside the entry script, instead of after it has run
 * (src/i18n/i18n.ts fetches the same url with the same mode, so the browser hands it the preloaded answer).
 *
 * The shell has its entry scripts in the HTML, and the catalog is asked for at once. A prerendered page lists
 * them in `data-entry` instead: its first paint needs no script, so when it is this visitor's page the scripts
 * and the catalog are asked for once it is painted, and take nothing from the paint (decision 015). A stale
 * page starts them at once, like the shell. A tab opened in the background paints nothing, so a timer starts them
 * there. 'Painted' means presented: a request started in the same frame would still count against the paint
 * in Lighthouse's model, which cannot tell a script the paint waits for from one it does not.
 */
export function catalogPreloadScript(base = '/'): string {
  return `<script>
      (function () {
        ${pageLocale()}
        ${prerenderCheck()}
        var started = false;
        function start() {
          if (started) return;
          started = true;
          var preload = document.createElement('link');
          preload.rel = 'preload';
          preload.setAttribute('as', 'fetch');
          preload.setAttribute('crossorigin', 'anonymous');
          preload.href = ${scriptJson(base)} + 'assets/i18n/' + locale + '.json';
          document.head.appendChild(preload);
          var entry = html.getAttribute(${scriptJson(PRERENDERED_ENTRY)});
          var sources = entry === null ? [] : entry.split(' ');
          // Where Trusted Types are required (decision 025), a script's address must come from a policy: this one
          // takes only the build's own scripts, on this origin under assets/. Created once, here, if needed.
          var policy = null;
          if (sources.length > 0 && window.trustedTypes && trustedTypes.createPolicy)
            policy = trustedTypes.createPolicy(${scriptJson(ENTRY_SCRIPTS_POLICY)}, {
              createScriptURL: function (source) {
                var url = new URL(source, location.href);
                if (
                  url.origin !== location.origin ||
                  url.pathname.indexOf(${scriptJson(`${base}assets/`)}) !== 0 ||
                  !/\\.js$/.test(url.pathname) ||
                  url.search !== '' ||
                  url.hash !== ''
                )
                  throw new TypeError(source + ' is not a script of this build');
                return url.href;
              }
            });
          for (var k = 0; k < sources.length; k++) {
            var script = document.createElement('script');
            script.type = 'module';
            script.setAttribute('crossorigin', '');
            script.src = policy === null ? sources[k] : policy.createScriptURL(sources[k]);
            document.head.appendChild(script);
          }
          // The screen's own modules, fetched beside the entry rather than once it has asked for them.
          var modules = html.getAttribute(${scriptJson(PRERENDERED_PRELOAD)});
          var preloads = modules === null ? [] : modules.split(' ');
          for (var m = 0; m < preloads.length; m++) {
            var hint = document.createElement('link');
            hint.rel = 'modulepreload';
            hint.setAttribute('crossorigin', '');
            hint.href = preloads[m];
            document.head.appendChild(hint);
          }
        }
        if (page === null || stale) start();
        else {
          // Until the app has taken the form over, a submit would send its fields in the address: hold it, and
          // say so on <html>, outside what React hydrates, for the app to send it once started
          // (src/browser/early-input.ts).
          document.addEventListener(
            'submit',
            function (event) {
              if (html.hasAttribute(${scriptJson(APP_STARTED)})) return;
              event.preventDefault();
              html.setAttribute(${scriptJson(SUBMITTED_EARLY)}, '');
            },
            true
          );
          // Once the first contentful paint has been presented; where paint timing is unknown, two frames on.
          var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
          if (types && types.indexOf('paint') !== -1) {
            new PerformanceObserver(function (list, observer) {
              var entries = list.getEntries();
              for (var p = 0; p < entries.length; p++) {
                if (entries[p].name === 'first-contentful-paint') {
                  observer.disconnect();
                  start();
                }
              }
            }).observe({ type: 'paint', buffered: true });
          } else {
            requestAnimationFrame(function () {
              requestAnimationFrame(start);
            });
          }
          setTimeout(start, ${ENTRY_START_LIMIT_MS});
        }
      })();
    </script>`
}

export function unsupportedBrowserScript(): string {
  const locales = readdirSync(CATALOGS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
  const texts = Object.fromEntries(locales.map((locale) => [locale, readTexts(locale)]))
  return `<script>
      (function () {
        var ua = navigator.userAgent.slice(0, ${USER_AGENT_MAX_LENGTH});
        if ('noModule' in document.createElement('script') && !/Trident\\/|MSIE /.test(ua)) return;
        var texts = ${scriptJson(texts)};
        var browsers = ${scriptJson(BROWSER_LINKS)};
        ${pageLocale()}
        var t = texts[locale];
        var html = document.documentElement;
        html.setAttribute('data-unsupported-browser', '');
        // A prerendered page hidden as not this visitor's (the head script) is replaced here: show the root again.
        html.removeAttribute(${scriptJson(PRERENDER_STALE)});
        html.setAttribute('lang', locale);
        document.title = t.title;
        var main = document.createElement('main');
        main.style.cssText = 'font: 18px/1.5 Arial, sans-serif; max-width: 36em; margin: 2em auto; padding: 0 1em';
        var heading = document.createElement('h1');
        heading.appendChild(document.createTextNode(t.title));
        var text = document.createElement('p');
        text.appendChild(document.createTextNode(t.text));
        var list = document.createElement('ul');
        for (var j = 0; j < browsers.length; j++) {
          var item = document.createElement('li');
          var anchor = document.createElement('a');
          anchor.href = browsers[j].href;
          anchor.appendChild(document.createTextNode(browsers[j].name));
          item.appendChild(anchor);
          list.appendChild(item);
        }
        main.appendChild(heading);
        main.appendChild(text);
        main.appendChild(list);
        var root = document.getElementById('root');
        while (root.firstChild) root.removeChild(root.firstChild);
        root.appendChild(main);
      })();
    </script>`
}

export function indexScripts(): Plugin {
  let base = '/'
  return {
    name: 'portal:index-scripts',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml(html) {
      for (const placeholder of [PLACEHOLDER, PRELOAD_PLACEHOLDER]) {
        if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`)
      }
      return html
        .replace(PRELOAD_PLACEHOLDER, () => catalogPreloadScript(base))
        .replace(PLACEHOLDER, () => unsupportedBrowserScript())
    },
  }
}
