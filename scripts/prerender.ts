/**
 * Prerendered first screens (decisions 015, 019 and 026). After every client build, in any mode and to any outDir,
 * this plugin builds src/prerender/render.tsx for Node, renders each page of PRERENDERED_PAGES in each of its
 * languages and writes it into the built index.html (see src/prerender/pages.ts for where). `vite preview` then
 * serves those files for the paths they serve and index.html, the empty shell, for the rest.
 *
 * A page of a route with parameters is rendered with placeholders in their place, and none may reach the HTML:
 * a query value the page shows is a slot (QueryText, src/screens/parts/page.tsx), left empty here and filled by
 * the head script before the first paint; anything else that holds one fails the build (a view gives an address
 * with a key in it only once it is hydrated). So every page this visitor gets is hydrated as it is.
 *
 * Each page describes itself in a JSON data block (src/start/protocol.ts, PrerenderedPageFacts); the head script
 * (src/start/head.ts) reads it to hide the content before it is painted when this visitor would see something
 * else first, and main.tsx hydrates only what was left visible.
 */
import { JSDOM } from 'jsdom'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import type * as RenderExports from '../src/prerender/render.tsx'
import {
  PAGE_FACTS_ID,
  PRERENDER_FILLING,
  PRERENDER_LOADING,
  QUERY_SLOT,
  type PrerenderedPageFacts,
} from '../src/start/protocol.ts'
import { isLinkRoute, ROBOTS_META } from '../deploy/robots.ts'
import { configuredPages } from '../deploy/page-config.ts'
import { escapeHtml, inlineCode, jsonInScript } from '../src/html.ts'
import { type PortalConfig, siteOfHost } from '../src/config.ts'
import {
  PLACEHOLDER_MARK,
  placeholderFor,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFile,
  prerenderedFileFor,
  type PrerenderedLanguage,
  type PrerenderedPage,
} from '../src/prerender/pages.ts'

type RenderModule = typeof RenderExports
type Render = (address: { path: string; search: string }, language: PrerenderedLanguage) => Promise<string>

const ROOT_ELEMENT = /<div id="root">([\s\S]*?)<\/div>/
const PAGE_CONFIG_SLOT = /<!-- page-config -->/
const TITLE_ELEMENT = /<title>[^<]*<\/title>/
const HTML_ELEMENT = /<html lang="[^"]*">/
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g

/** The entry scripts the shell loads. */
const entryScripts = (shell: string) => [...shell.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '')

/** What the HTML of a page says of it, beside its content: its description, which the head script reads. */
export interface PageMarks {
  page: PrerenderedPage
  language: PrerenderedLanguage
  /** Query parameters the page cannot be shown without. */
  required: readonly string[]
  /** It shows query values, filled in by the head script before it is painted. */
  slots: boolean
}

/**
 * The shell with one screen's HTML in its root, its title, and its description in a JSON data block before the
 * head script, which reads it. The stylesheet is written in (the first paint waits for no request), and the
 * entry scripts move into the description, for the head script to start once the page is painted.
 */
export function prerenderedDocument(
  shell: string,
  page: PageMarks & { body: string; title: string; year: number },
  readAsset: (href: string) => string,
): string {
  for (const [name, pattern] of [
    ['root', ROOT_ELEMENT],
    ['title', TITLE_ELEMENT],
    ['html', HTML_ELEMENT],
    ['configuration slot', PAGE_CONFIG_SLOT],
    ['entry script', ENTRY_SCRIPT],
    ['stylesheet', STYLESHEET],
  ] as const) {
    if (!new RegExp(pattern.source).test(shell))
      throw new Error(`index.html has no ${name} element the prerender can fill`)
  }
  const facts: PrerenderedPageFacts = {
    id: page.page.id,
    route: page.page.route,
    values: { ...page.page.values },
    host: page.language.host,
    year: page.year,
    query: [...page.page.query],
    required: [...page.required],
    slots: page.slots,
    entry: entryScripts(shell),
  }
  const description = `<script type="application/json" id="${PAGE_FACTS_ID}">${jsonInScript(facts)}</script>`
  return (
    shell
      .replace(
        HTML_ELEMENT,
        `<html lang="${page.language.locale}"${page.slots ? ` ${PRERENDER_FILLING}` : ''}>`,
      )
      // After the configuration's slot, before the head script.
      .replace(PAGE_CONFIG_SLOT, (slot) => `${slot}\n    ${description}`)
      .replace(ENTRY_SCRIPT, '')
      .replace(STYLESHEET, (_, href: string) => `<style>${inlineCode(readAsset(href))}</style>`)
      // A page a link opens is never indexed, whatever a crawler makes of its headers (docs/decisions/033).
      .replace(
        TITLE_ELEMENT,
        () =>
          `${isLinkRoute(page.page.route) ? `${ROBOTS_META}\n    ` : ''}<title>${escapeHtml(page.title)}</title>`,
      )
      // The shell's loading line moves beside the root: it shows only while a hidden, stale page waits for the
      // app (styles.css), so that visitor sees a loading line rather than a blank page.
      .replace(
        ROOT_ELEMENT,
        (_, loading: string) =>
          `<div id="root">${page.body}</div>\n    <div class="${PRERENDER_LOADING}">${loading}</div>`,
      )
  )
}

/**
 * A rendered page without its placeholders: a query slot (QueryText, src/screens/parts/page.tsx) that holds its
 * parameter's placeholder is emptied, for the head script to fill; a placeholder anywhere else (a token shown as
 * text, an address with a key in it) fails the build, since the page would differ from what React renders.
 */
export function withoutPlaceholders(body: string): { body: string; slots: string[] } {
  if (!body.includes(PLACEHOLDER_MARK)) return { body, slots: [] }
  const fragment = JSDOM.fragment(`<template>${body}</template>`).firstElementChild as HTMLTemplateElement
  const content = fragment.content
  const slots = new Set<string>()
  for (const slot of content.querySelectorAll(`[${QUERY_SLOT}]`)) {
    const name = slot.getAttribute(QUERY_SLOT) ?? ''
    if (slot.textContent !== placeholderFor(name))
      throw new Error(`The query slot ${name} holds something other than its placeholder`)
    slot.textContent = ''
    slots.add(name)
  }
  const html = fragment.innerHTML
  const left = html.indexOf(PLACEHOLDER_MARK)
  if (left !== -1)
    throw new Error(
      `The first screen holds a parameter of its link outside a query slot: …${html.slice(Math.max(0, left - 80), left + 40)}…`,
    )
  return { body: html, slots: [...slots] }
}

/** The address without one query parameter. */
function withoutQuery(address: { path: string; search: string }, name: string) {
  const search = new URLSearchParams(address.search)
  search.delete(name)
  const text = search.toString()
  return { path: address.path, search: text === '' ? '' : `?${text}` }
}

const turnCase = (value: string) =>
  value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase()

/**
 * Each screen value of the route list must change the first screen, and be read in any case exactly when
 * declared so: otherwise the servers would pick one page for a link that shows another.
 */
async function checkScreenValues(pages: readonly PrerenderedPage[], render: Render): Promise<void> {
  const language = PRERENDERED_LANGUAGES[0]
  const html = new Map<PrerenderedPage, string>()
  const of = async (page: PrerenderedPage) => {
    const known = html.get(page)
    if (known !== undefined) return known
    const rendered = await render(page.renderedAt(language), language)
    html.set(page, rendered)
    return rendered
  }
  for (const page of pages) {
    for (const [index, segment] of page.segments.entries()) {
      if ('literal' in segment || segment.value === null) continue
      const other = pages.find(
        (candidate) =>
          candidate.route === page.route &&
          candidate.segments.every((each, at) =>
            at === index
              ? 'param' in each && each.value === null
              : JSON.stringify(each) === JSON.stringify(page.segments[at]),
          ),
      )
      if (other === undefined) throw new Error(`${page.id} has no page for any other ${segment.param}`)
      if ((await of(page)) === (await of(other)))
        throw new Error(`${segment.param} ${segment.value} does not change the first screen of ${page.route}`)
      const address = page.renderedAt(language)
      const parts = address.path.split('/')
      parts[index + 1] = encodeURIComponent(turnCase(segment.value))
      const turned = await render({ path: parts.join('/'), search: address.search }, language)
      const expected = segment.anyCase ? await of(page) : await of(other)
      if (turned !== expected)
        throw new Error(
          `${page.route} reads ${segment.param} ${segment.value} ${segment.anyCase ? 'case by case' : 'in any case'}, unlike the route list says`,
        )
    }
  }
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
      // The app renders the product host's placeholder into the footer's links, for the server to fill in
      // (src/config.ts PRODUCT_HOST_PLACEHOLDER): the build knows no host.
      define: { 'import.meta.env.PRERENDER': 'true' },
      build: {
        ssr: resolve(config.root, 'src/prerender/render.tsx'),
        outDir: serverDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'render.js' } },
      },
    })
    const module = (await import(pathToFileURL(join(serverDir, 'render.js')).href)) as RenderModule
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
    const dom = new JSDOM('', { url: 'http://localhost/' })
    const catalogs = new Map(
      PRERENDERED_LANGUAGES.map((language) => {
        const catalog = JSON.parse(
          readFileSync(join(outDir, 'assets/i18n', `${language.locale}.json`), 'utf8'),
        ) as { messages: Parameters<RenderModule['renderPage']>[2] }
        return [language.locale, catalog.messages]
      }),
    )
    // The year the footer shows, as the build knows it: the head script hides a page built in another year.
    const year = new Date().getFullYear()
    const render: Render = (address, language) =>
      module.renderPage(address, language, catalogs.get(language.locale) ?? {}, dom.window, year)
    await checkScreenValues(PRERENDERED_PAGES, render)
    for (const language of PRERENDERED_LANGUAGES) {
      for (const page of PRERENDERED_PAGES) {
        const address = page.renderedAt(language)
        const rendered = await render(address, language)
        // A query parameter the page shows, or without which it shows something else, must be in the link.
        const required: string[] = []
        for (const name of page.query)
          if ((await render(withoutQuery(address, name), language)) !== rendered) required.push(name)
        const { body, slots } = withoutPlaceholders(rendered)
        const heading = JSDOM.fragment(body).querySelector('h1')?.textContent ?? null
        if (heading === null) throw new Error(`The prerendered ${page.id} has no heading`)
        const file = join(outDir, prerenderedFile(page, language))
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(
          file,
          prerenderedDocument(
            shell,
            {
              page,
              language,
              required,
              slots: slots.length > 0,
              body,
              title: module.documentTitle(heading),
              year,
            },
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

/** `portalConfig`: what `vite preview` serves the pages with (read from its environment as it starts). */
export function prerender(portalConfig: PortalConfig): Plugin {
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
      // Every page as served with this server's configuration (deploy/page-config.ts), made once, at start.
      let pages: Map<string, string> | undefined
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const url = new URL(req.url ?? '/', 'http://preview.invalid')
        // The UK host gets the en-GB pages; any other path without a file name, the shell, as nginx does.
        const host = siteOfHost(req.headers.host ?? '', portalConfig.loginHosts)
        const lastSegment = url.pathname.split('/').pop() ?? ''
        pages ??= configuredPages(outDir, portalConfig)
        const html =
          pages.get(prerenderedFileFor(url.pathname, url.search, host) ?? '-') ??
          (lastSegment.includes('.') && lastSegment !== 'index.html' ? undefined : pages.get('index.html'))
        if (html === undefined) return next()
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(req.method === 'HEAD' ? undefined : html)
      })
    },
  }
}
