// `lingui compile` writes JSON beside each .po file; the app fetches them from /assets/i18n/{locale}.json.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const from = 'src/locales'
const to = 'public/assets/i18n'
mkdirSync(to, { recursive: true })
const files = readdirSync(from).filter((file) => file.endsWith('.json'))
if (files.length === 0) throw new Error('No compiled catalogs in src/locales: did lingui compile run?')
for (const file of files) copyFileSync(join(from, file), join(to, file))
console.log(`Published ${files.length} catalogs to ${to}`)
