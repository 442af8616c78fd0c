/**
 * The old-browser page (spec section 1): Internet Explorer, or any browser that cannot run module scripts,
 * sees links to Chrome, Firefox and Safari instead of the sign-in page, in the page's language. It has to work
 * from index.html alone, because such a browser never runs the app, so this plugin writes one small classic
 * script into index.html at build time, with the catalogs' texts and the UK login hosts baked in. A modern
 * browser runs two tests and leaves: no request, nothing measurable.
 *
 * The script is ES5 (no arrow functions, let, const or template literals): it is the one piece of the portal
 * that Internet Explorer must be able to parse.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { USER_AGENT_MAX_LENGTH } from '../src/browser/device.ts'

// The compiled catalogs; read by file rather than through src/i18n, which the config loader cannot import.
const CATALOGS = resolve(import.meta.dirname, '../src/locales')

const PLACEHOLDER = '<!-- unsupported-browser -->'

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

export function unsupportedBrowserScript(ukHosts: readonly string[]): string {
  const locales = readdirSync(CATALOGS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
  const texts = Object.fromEntries(locales.map((locale) => [locale, readTexts(locale)]))
  const hosts = ukHosts.map((host) => host.replace(/:\d+$/, '').toLowerCase())
  // The language rule is localeFor's (src/i18n/locale.ts), written again in ES5: UK hosts speak en-GB, then
  // ?lang= decides, then the language an email link carries. test/e2e/unsupported-browser.spec.ts checks each.
  return `<script>
      (function () {
        var ua = navigator.userAgent.slice(0, ${USER_AGENT_MAX_LENGTH});
        if ('noModule' in document.createElement('script') && !/Trident\\/|MSIE /.test(ua)) return;
        var texts = ${scriptJson(texts)};
        var browsers = ${scriptJson(BROWSER_LINKS)};
        var ukHosts = ${scriptJson(hosts)};
        var locale = 'en-CA';
        var lang = /[?&]lang=([^&#]*)/.exec(location.search);
        var link = /^\\/(?:verify|confirmusernamechange)\\/[^\\/]+\\/[^\\/]+\\/([^\\/]+)\\/([^\\/?#]+)/i.exec(location.pathname);
        for (var i = 0; i < ukHosts.length; i++) if (ukHosts[i] === location.hostname.toLowerCase()) locale = 'en-GB';
        if (locale !== 'en-GB') {
          if (lang) locale = lang[1] === 'fr' ? 'fr-CA' : 'en-CA';
          else if (link && (link[1] === '3' || /^fr(?:[-_]|$)/i.test(link[2]))) locale = 'fr-CA';
        }
        var t = texts[locale];
        var html = document.documentElement;
        html.setAttribute('data-unsupported-browser', '');
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

export function unsupportedBrowser(ukHosts: readonly string[]): Plugin {
  return {
    name: 'portal:unsupported-browser',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`)
      return html.replace(PLACEHOLDER, unsupportedBrowserScript(ukHosts))
    },
  }
}
