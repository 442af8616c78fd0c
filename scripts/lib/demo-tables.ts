/**
 * The tables of docs/demo.md that list what the demo API seeds, written from the demo's own declarations so that
 * a new flow or state needs no edit of the page by hand: `npm run demo:tables` rewrites each table between its
 * markers, and a test fails when the page differs from what it would write.
 */
import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { DEMO_LINK_FLOWS, DEMO_LINKS, LINK_FLOWS } from '../../demo-api/demo-links'

const code = (text: string) => `\`${text}\``

/** The emailed links: one row per flow, with its valid link and every state it seeds. */
function linkTable(): string {
  const rows = LINK_FLOWS.map((flow) => {
    const links = DEMO_LINKS.filter((link) => link.flow === flow)
    const valid = links.find((link) => link.state === 'valid')
    if (valid === undefined) throw new Error(`demo-api/demo-links.ts: ${flow} has no valid link`)
    return `| ${DEMO_LINK_FLOWS[flow].title} | ${code(valid.path)} | ${links.map((link) => code(link.state)).join(', ')} |`
  })
  return [
    '| Flow | Valid link | States (replace `valid` in the token) |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n')
}

const TABLES: Record<string, () => string> = { 'demo-links': linkTable }

/** The page that holds the tables. */
export const DEMO_PAGE = resolve(import.meta.dirname, '../../docs/demo.md')

/** The page with every generated table written afresh, formatted as Prettier formats the file. */
export async function withTables(page: string): Promise<string> {
  let written = page
  for (const [name, table] of Object.entries(TABLES)) {
    const pattern = new RegExp(`(<!-- ${name}:start[^>]*-->\\n)[\\s\\S]*?(\\n<!-- ${name}:end -->)`)
    if (!pattern.test(written))
      throw new Error(`docs/demo.md has no <!-- ${name}:start --> … <!-- ${name}:end -->`)
    written = written.replace(pattern, (_, start: string, end: string) => `${start}\n${table()}\n${end}`)
  }
  return format(written, { ...(await resolveConfig(DEMO_PAGE)), filepath: DEMO_PAGE })
}
