/**
 * The page's configuration, written into each HTML page as it is served (docs/decisions/024): the build leaves a
 * slot in the head of index.html and of every prerendered page, and the server that serves them (nginx through
 * deploy/render-nginx.ts, which writes configured copies into its own folder; Vite's servers, per request) fills
 * it with a JSON data block that src/config.ts reads as the entry starts. The prerendered footer links were
 * rendered with a placeholder for the product host (PRODUCT_HOST_PLACEHOLDER); they get the configured one here.
 * The files of dist/ stay as built.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Logger, Plugin } from 'vite'
import { escapeHtml, jsonInScript } from '../src/html.ts'
import {
  PAGE_CONFIG_ID,
  PRODUCT_HOST_PLACEHOLDER,
  type EnvironmentReading,
  type PortalConfig,
} from '../src/config.ts'

export const PAGE_CONFIG_SLOT = '<!-- page-config -->'

/** The data block: not a script the browser runs, so the policy needs no hash of it. */
export const pageConfigElement = (config: PortalConfig): string =>
  `<script type="application/json" id="${PAGE_CONFIG_ID}">${jsonInScript(config)}</script>`

/**
 * `html` as served with `config`: the slot filled, and every link the prerender wrote to the product host's
 * placeholder (the footer's) pointed at the configured host. Only the placeholder is replaced, and only as the
 * start of a link, where the prerender writes it.
 */
export function configuredPage(html: string, config: PortalConfig): string {
  if (!html.includes(PAGE_CONFIG_SLOT)) throw new Error(`The page has no ${PAGE_CONFIG_SLOT} to fill`)
  const placeholder = `href="${PRODUCT_HOST_PLACEHOLDER}/`
  const configured = `href="${escapeHtml(config.productHost.replace(/\/+$/, ''))}/`
  return html
    .replace(PAGE_CONFIG_SLOT, () => pageConfigElement(config))
    .replaceAll(placeholder, () => configured)
}

/** Every HTML file under `root` (by path relative to it, with `/`), configured. */
export function configuredPages(root: string, config: PortalConfig): Map<string, string> {
  const pages = new Map<string, string>()
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) visit(file)
      } else if (entry.name.endsWith('.html'))
        pages.set(
          relative(root, file).split('\\').join('/'),
          configuredPage(readFileSync(file, 'utf8'), config),
        )
    }
  }
  visit(root)
  return pages
}

/** For `npm start`: the development server's index.html gets the configuration its environment gives. */
export function pageConfig(config: PortalConfig): Plugin {
  return {
    name: 'portal:page-config',
    apply: 'serve',
    transformIndexHtml: (html) => configuredPage(html, config),
  }
}

/**
 * For `npm start` and `vite preview`: the configuration their environment gives, said as they start. Each old name
 * gets one warning naming the new one; a wrong value stops the server, one line per variable naming the fix,
 * before any page is served.
 */
export function portalEnvironment(reading: EnvironmentReading): Plugin {
  const report = (logger: Logger) => {
    for (const warning of reading.warnings) logger.warn(`Portal configuration: ${warning}`)
    if (reading.ok) return
    for (const problem of reading.problems) logger.error(`Refusing to serve: ${problem}`)
    const message =
      'The portal\'s configuration is wrong: see the lines above (docs/operations.md, "Configuration")'
    // Said to the person starting the server: where in Vite it was thrown would only hide the lines above.
    throw Object.assign(new Error(message), { stack: `Error: ${message}` })
  }
  return {
    name: 'portal:environment',
    configureServer: (server) => report(server.config.logger),
    configurePreviewServer: (server) => report(server.config.logger),
  }
}
