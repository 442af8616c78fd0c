/**
 * Prerendered first screens (decision 015). After every client build, in any mode and to any outDir, this
 * plugin builds src/prerender/render.tsx for Node, renders each path of PRERENDERED_PAGES in the default language and
 * writes it into the built index.html (see src/prerender/pages.ts for where). `vite preview` then serves those
 * files for their paths and index.html, the empty shell, for the rest.
 *
 * The page marks itself `data-prerendered="{path}"`; index.html's head script hides the content before it is
 * painted when this visitor would see something else first (scripts/index-scripts.ts), and main.tsx hydrates
 * only what was left visible.
 */
import { JSDOM } from 'jsdom'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import type * as RenderExports from '../src/prerender/render.tsx'
import {
  PRERENDER_LOADING,
  PRERENDERED,
  PRERENDERED_ENTRY,
  PRERENDERED_SEARCH,
  PRERENDERED_YEAR,
} from '../src/browser/page-marks.ts'
import {
  PRERENDERED_LOCALES,
  PRERENDERED_PAGES,
  prerenderedFile,
  prerenderedFileFor,
  type PrerenderedLocale,
} from '../src/prerender/pages.ts'

type RenderModule = typeof RenderExports

const ROOT_ELEMENT = /<div id="root">([\s\S]*?)<\/div>/
const TITLE_ELEMENT = /<title>[^<]*<\/title>/
const HTML_ELEMENT = /<html lang="[^"]*">/
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The shell with one screen's HTML in its root, its title, and the marks the head script reads. The stylesheet
 * is written in (the first paint waits for no request), and the entry scripts move to `data-entry`, for the
 * head script to start once the page is painted.
 */
export function prerenderedDocument(
  shell: string,
  page: { path: string; language: PrerenderedLocale; body: string; title: string; year: number },
  readAsset: (href: string) => string,
): string {
  for (const [name, pattern] of [
    ['root', ROOT_ELEMENT],
    ['title', TITLE_ELEMENT],
    ['html', HTML_ELEMENT],
    ['entry script', ENTRY_SCRIPT],
    ['stylesheet', STYLESHEET],
  ] as const) {
    if (!new RegExp(pattern.source).test(shell))
      throw new Error(`index.html has no ${name} element the prerender can fill`)
  }
  const entry = [...shell.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '')
  if (entry.some((source) => /[\s"]/.test(source)))
    throw new Error(`An entry script name has a space or quote`)
  return (
    shell
      .replace(
        HTML_ELEMENT,
        `<html lang="${page.language.locale}" ${PRERENDERED}="${escapeHtml(page.path)}" ${PRERENDERED_SEARCH}="${escapeHtml(page.language.search)}" ${PRERENDERED_YEAR}="${page.year}" ${PRERENDERED_ENTRY}="${entry.join(' ')}">`,
      )
      .replace(ENTRY_SCRIPT, '')
      .replace(STYLESHEET, (_, href: string) => `<style>${readAsset(href).replace(/<\//g, '<\\/')}</style>`)
      .replace(TITLE_ELEMENT, () => `<title>${escapeHtml(page.title)}</title>`)
      // The shell's loading line moves beside the root: it shows only while a hidden, stale page waits for the
      // app (styles.css), so that visitor sees a loading line rather than a blank page.
      .replace(
        ROOT_ELEMENT,
        (_, loading: string) =>
          `<div id="root">${page.body}</div>\n    <div class="${PRERENDER_LOADING}">${loading}</div>`,
      )
  )
}

async function renderAll(config: ResolvedConfig): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir)
  // Inside node_modules, so the server bundle's own imports (react, xstate...) resolve from the project's.
  const serverDir = mkdtempSync(join(config.root, 'node_modules', '.prerender-'))
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: resolve(config.root, 'src/prerender/render.tsx'),
        outDir: serverDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'render.js' } },
      },
    })
    const render = (await import(pathToFileURL(join(serverDir, 'render.js')).href)) as RenderModule
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
    const dom = new JSDOM('', { url: 'http://localhost/' })
    for (const language of PRERENDERED_LOCALES) {
      const catalog = JSON.parse(
        readFileSync(join(outDir, 'assets/i18n', `${language.locale}.json`), 'utf8'),
      ) as {
        messages: Parameters<RenderModule['renderPage']>[2]
      }
      for (const path of PRERENDERED_PAGES) {
        const body = await render.renderPage(path, language, catalog.messages, dom.window)
        const heading = JSDOM.fragment(body).querySelector('h1')?.textContent ?? null
        if (heading === null) throw new Error(`The prerendered ${path} has no heading`)
        const file = join(outDir, prerenderedFile(path, language))
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(
          file,
          prerenderedDocument(
            shell,
            { path, language, body, title: render.documentTitle(heading), year: new Date().getFullYear() },
            (href) => readFileSync(join(outDir, href.replace(/^\//, '')), 'utf8'),
          ),
        )
      }
    }
    dom.window.close()
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'portal:prerender',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      // The server bundle's own build runs this config too: it must not prerender in turn.
      if (config.command !== 'build' || config.build.ssr !== false || config.isWorker) return
      await renderAll(config)
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid')
        const file =
          req.method === 'GET' || req.method === 'HEAD' ? prerenderedFileFor(url.pathname, url.search) : null
        if (file === null) return next()
        let html: Buffer
        try {
          html = readFileSync(join(outDir, file))
        } catch {
          return next()
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(req.method === 'HEAD' ? undefined : html)
      })
    },
  }
}
