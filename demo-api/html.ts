/** The stand-in pages' markup: an escaping `html` tag, one page frame, and the script-free page policy. */
import { escapeHtml } from '../src/html.ts'
import { NO_STORE } from './http.ts'

/** Marks a string as already-escaped HTML, so the `html` tag inserts it verbatim. */
export class SafeHtml {
  constructor(readonly value: string) {}
}

function renderValue(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(renderValue).join('')
  return escapeHtml(String(value))
}

/** Escapes every interpolated value unless it is itself `html`, so no page can forget to escape. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += renderValue(value) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(out)
}

// Explicit colours for both schemes: UA defaults for links in dark mode do not reliably meet contrast.
const PAGE_CSS = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --muted: #4a4a4a; --link: #0a58ca;
  --accent: #0b57d0; --on-accent: #ffffff; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121212; --fg: #ececec; --muted: #c4c4c4; --link: #8ab4f8; --accent: #8ab4f8;
    --on-accent: #0b1a33; }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 1rem/1.5 system-ui, sans-serif; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
a { color: var(--link); }
dt { font-weight: 600; }
dd { margin: 0 0 0.75rem; }
code { overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem 0.25rem 0; }
.note { color: var(--muted); border-left: 4px solid var(--muted); padding-left: 0.75rem; }
button { font: inherit; padding: 0.5rem 1.25rem; border: 0; border-radius: 0.25rem; background: var(--accent);
  color: var(--on-accent); cursor: pointer; }
a:focus-visible, button:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
`

// Defence in depth behind the escaping: no script can run on these pages even if a value slipped through. Images
// from this origin only: the portal's icon, which the page names, so that no browser asks for /favicon.ico on its
// own and reports the policy's refusal as an error (Firefox does).
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; " +
  "frame-ancestors 'none'"

/**
 * The API reference (/demo/api) is the one demo page that runs a script: a renderer, served from node_modules by
 * the demo API like the document it reads. The page policy, plus script, style sheet, images and fetches from this
 * origin only (the renderer draws its icons as data: images), so nothing reaches another host, and no inline
 * script or eval.
 */
export const REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'"

export function page(status: number, options: { lang: string; title: string; body: SafeHtml }): Response {
  const markup = html`<!doctype html>
    <html lang="${options.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${new SafeHtml(PAGE_CSS)}
        </style>
      </head>
      <body>
        <main>${options.body}</main>
      </body>
    </html> `
  return new Response(markup.value, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PAGE_CSP,
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
}

export function notFoundPage(): Response {
  return page(404, {
    lang: 'en',
    title: 'Page not found',
    body: html`<h1>Page not found</h1>
      <p>The demo API has no page at this address.</p>
      <p><a href="/">Back to sign-in</a></p>`,
  })
}

export function methodNotAllowedPage(allow: string): Response {
  const response = page(405, {
    lang: 'en',
    title: 'Method not allowed',
    body: html`<h1>Method not allowed</h1>
      <p><a href="/">Back to sign-in</a></p>`,
  })
  response.headers.set('Allow', allow)
  return response
}
