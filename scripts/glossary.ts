/** `npm run glossary:docs`: writes docs/glossary.md from docs/glossary.json (scripts/lib/glossary.ts). */
import { readFileSync, writeFileSync } from 'node:fs'
import { GLOSSARY_PAGE, glossaryPage, readGlossary } from './lib/glossary'

const before = readFileSync(GLOSSARY_PAGE, { encoding: 'utf8', flag: 'a+' })
const after = await glossaryPage(readGlossary())
if (after === before) console.log('docs/glossary.md is up to date.')
else {
  writeFileSync(GLOSSARY_PAGE, after)
  console.log('docs/glossary.md written from docs/glossary.json.')
}
