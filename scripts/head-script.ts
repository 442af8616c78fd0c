/**
 * Builds the inline script every page carries before any module has run (decision 026), from TypeScript that is
 * type-checked and linted like the rest: the head script (src/start/head-entry.ts), which also shows old browsers
 * where to go. It is bundled with the modules it shares with the app (the route matcher, the language rule),
 * written down to ES5 syntax (Internet Explorer must be able to parse it to be shown the old-browser page) and
 * minified, with the catalogs' texts it shows baked in. The policy's hashes of the inline scripts are computed
 * from the built pages, as for every inline script (deploy/csp.ts).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { minify } from 'terser'
import ts from 'typescript'
import { build, type Plugin, type Rolldown } from 'vite'
import { type Locale, LOCALES } from '../src/i18n/locale.ts'
import type { MessageKey } from '../src/i18n/i18n.ts'
import type { HeadTexts } from '../src/start/protocol.ts'
import { inlineCode } from '../src/html.ts'

const ROOT = resolve(import.meta.dirname, '..')
const HEAD_PLACEHOLDER = '<!-- head-script -->'
const VIRTUAL = 'virtual:head-build'

/** The catalog message each head text is. */
const HEAD_TEXT_KEYS = {
  startFailedTitle: 'START_FAILED_TITLE',
  startFailedText: 'START_FAILED_TEXT',
  startFailedReload: 'START_FAILED_RELOAD',
  unsupportedTitle: 'UNSUPPORTED_BROWSER_TITLE',
  unsupportedText: 'UNSUPPORTED_BROWSER_TEXT',
} as const satisfies Record<keyof HeadTexts, MessageKey>

/** Each language's head texts, from its compiled catalog (`npm run i18n:compile`): plain text only. */
export function headTexts(): Record<Locale, HeadTexts> {
  const read = (locale: Locale): HeadTexts => {
    const file = resolve(ROOT, 'src/locales', `${locale}.json`)
    const { messages } = JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, unknown> }
    const text = (key: MessageKey) => {
      const parts = messages[key]
      if (!Array.isArray(parts) || parts.length === 0 || !parts.every((part) => typeof part === 'string'))
        throw new Error(`${locale} catalog has no plain text for ${key}: run npm run i18n:compile`)
      return parts.join('')
    }
    const texts = {} as HeadTexts
    for (const name of Object.keys(HEAD_TEXT_KEYS) as (keyof HeadTexts)[])
      texts[name] = text(HEAD_TEXT_KEYS[name])
    return texts
  }
  return Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<Locale, HeadTexts>
}

interface BuiltScript {
  code: string
  /** The files it was built from: a change to any makes it stale (the development server). */
  files: string[]
}

/** The head script, bundled as a classic script, in ES5, minified, safe inside an HTML script element. */
export async function buildHeadScript(base = '/'): Promise<BuiltScript> {
  const entry = 'src/start/head-entry.ts'
  const texts = headTexts()
  const result = await build({
    configFile: false,
    envFile: false,
    root: ROOT,
    base,
    logLevel: 'silent',
    plugins: [
      {
        name: 'portal:head-build',
        resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
        load: (id) =>
          id === `\0${VIRTUAL}`
            ? `export const HEAD_TEXTS = ${JSON.stringify(texts)}\nexport const BASE = ${JSON.stringify(base)}`
            : null,
      },
    ],
    build: {
      write: false,
      minify: false,
      target: 'es2015',
      copyPublicDir: false,
      emptyOutDir: false,
      reportCompressedSize: false,
      lib: { entry: resolve(ROOT, entry), formats: ['iife'], name: 'portalHead', fileName: 'head' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk')
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error(`${entry} built no script`)
  const es5 = ts.transpileModule(chunk.code, {
    fileName: 'head.js',
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.None, removeComments: true },
  }).outputText
  const minified = await minify(es5, {
    ecma: 5,
    toplevel: true,
    compress: { passes: 2 },
    format: { ascii_only: true, comments: false },
  })
  if (minified.code === undefined) throw new Error(`${entry} did not minify`)
  return {
    // Nothing in it may end the script element or open a comment in the HTML around it.
    code: inlineCode(minified.code),
    files: chunk.moduleIds.filter((id) => !id.startsWith('\0')),
  }
}

/** Writes it into index.html's placeholder, in every build and on the development server. */
export function headScript(): Plugin {
  let base = '/'
  let built: Promise<BuiltScript> | null = null
  return {
    name: 'portal:head-script',
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      // The development server builds them once, and again after a change to a file they are made of.
      server.watcher.on('change', (file) => {
        void built?.then(({ files }) => {
          if (files.includes(file)) built = null
        })
      })
    },
    async transformIndexHtml(html) {
      if (!html.includes(HEAD_PLACEHOLDER)) throw new Error(`index.html has no ${HEAD_PLACEHOLDER}`)
      built ??= buildHeadScript(base).catch((error: unknown) => {
        built = null
        throw error
      })
      const { code } = await built
      return html.replace(HEAD_PLACEHOLDER, () => `<script>${code}</script>`)
    },
  }
}
