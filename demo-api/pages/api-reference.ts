/**
 * GET /demo/api: a readable reference of the API document (docs/openapi.json), drawn by Swagger UI from
 * swagger-ui-dist, whose files the demo API serves from node_modules: nothing is loaded from another host, and
 * the page works offline. Its policy is html.ts REFERENCE_CSP. A reference to read, not a console: no call can be
 * sent from it. The document served is the committed file, which a test holds to what `npm run contract` writes.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { html, REFERENCE_CSP } from '../html.ts'
import { json, NO_STORE } from '../http.ts'

const API_REFERENCE_PAGE = '/demo/api'
const ASSETS = `${API_REFERENCE_PAGE}/assets`
const DOCUMENT = `${API_REFERENCE_PAGE}/openapi.json`

const OPENAPI_FILE = join(import.meta.dirname, '../../docs/openapi.json')

/** The renderer's folder: found through Node's resolution, so it is wherever npm put it. */
const swaggerUiFolder = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The only files served from it, by name, with their types. */
const RENDERER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
}

/** Starts the renderer: a file of its own, since the page allows no inline script. */
const START_SCRIPT = `// Draws the API reference (demo-api/pages/api-reference.ts).
window.SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT)},
  dom_id: '#reference',
  // Swagger UI would otherwise send the document to its public validator.
  validatorUrl: null,
  // A reference to read: no "Try it out", so nothing is sent from this page.
  supportedSubmitMethods: [],
  // Deep links put a link inside each operation's button: nested controls a screen reader cannot reach.
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: -1,
  // Its colours for code are too faint to read on its dark background; plain text is.
  syntaxHighlight: { activated: false },
})

// Swagger UI writes its select boxes' labels beside them, not for them: name each for screen readers.
const NAMES = [['#servers', 'Servers'], ['.examples-select-element', 'Examples']]
new MutationObserver(() => {
  for (const [selector, name] of NAMES)
    for (const select of document.querySelectorAll(selector + ':not([aria-label])'))
      select.setAttribute('aria-label', name)
}).observe(document.getElementById('reference'), { childList: true, subtree: true })
`

/** Swagger UI's colours that fall short of WCAG AA contrast, darkened (or lightened) until they do not. */
const CONTRAST_CSS = `/* Contrast fixes for Swagger UI (demo-api/pages/api-reference.ts). */
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b7a4e; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1a63a8; }
.swagger-ui .info .title small { background: #4d5560; }
.swagger-ui .info .title small.version-stamp { background: #4a6b00; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui .info .link { color: #1a5aa6; }
.swagger-ui .parameter__in { color: #4f4f4f; }
`

const file = (body: string, type: string) =>
  new Response(body, {
    status: 200,
    // The renderer's files change only with its version: a day of caching spares reloading 1.7 MB.
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'max-age=86400' },
  })

function referencePage(): Response {
  const markup = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Portal API reference</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="${ASSETS}/swagger-ui.css" />
        <link rel="stylesheet" href="${ASSETS}/contrast.css" />
      </head>
      <body>
        <header style="max-width: 1460px; margin: 0 auto; padding: 1rem 20px 0; font-family: sans-serif">
          <h1 style="margin: 0 0 0.5rem">Portal API reference</h1>
          <p style="margin: 0">
            Every call the portal makes, drawn from <a href="${DOCUMENT}">docs/openapi.json</a> (OpenAPI 3.1),
            which <code>npm run contract</code> writes from the endpoint declarations in
            <code>src/api/</code>.
          </p>
        </header>
        <main id="reference"></main>
        <script src="${ASSETS}/swagger-ui-bundle.js"></script>
        <script src="${ASSETS}/start.js"></script>
      </body>
    </html> `
  return new Response(markup.value, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': REFERENCE_CSP,
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
}

/** The reference, its document and its files; null for any other path. Answers GET only (the caller checks). */
export function apiReference(pathname: string): Response | null {
  if (pathname === API_REFERENCE_PAGE) return referencePage()
  if (pathname === DOCUMENT) return json(200, JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')))
  if (!pathname.startsWith(`${ASSETS}/`)) return null
  const name = pathname.slice(ASSETS.length + 1)
  if (name === 'start.js') return file(START_SCRIPT, 'text/javascript')
  if (name === 'contrast.css') return file(CONTRAST_CSS, 'text/css')
  const type = Object.hasOwn(RENDERER_FILES, name) ? RENDERER_FILES[name] : undefined
  return type === undefined ? null : file(readFileSync(join(swaggerUiFolder(), name), 'utf8'), type)
}
