import { readFileSync } from 'node:fs'

/**
 * The hand-written Lingui catalogs (`src/locales/*.po`) read as they are written, for the tests that hold them:
 * test/unit/catalogs.test.ts (the same ids everywhere) and test/unit/native-text.test.ts (the words of each market).
 */

export interface PoEntry {
  id: string
  translation: string
  extractedComments: string[]
  line: number
}

/** Reads a PO quoted string (`"..."`) and resolves its escapes. */
function unquote(raw: string, file: string, line: number): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(raw.trim())
  if (!match) throw new Error(`${file}:${line}: expected a quoted string, got ${raw}`)
  return (match[1] ?? '').replace(/\\(.)/g, (_, ch: string) => {
    switch (ch) {
      case 'n':
        return '\n'
      case 't':
        return '\t'
      case 'r':
        return '\r'
      default:
        // `\"`, `\\` and any other escaped character stand for themselves.
        return ch
    }
  })
}

/**
 * A small PO parser: enough for hand-written catalogs (`#.` comments, `msgid`, `msgstr`, strings continued on
 * following lines that start with `"`). The header entry (empty `msgid`) is left out.
 */
export function parsePo(file: string): PoEntry[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/)
  const entries: PoEntry[] = []
  let comments: string[] = []
  let current: { id?: string; translation?: string; line: number } | undefined
  let field: 'id' | 'translation' | undefined

  const finish = () => {
    if (current?.id !== undefined) {
      if (current.translation === undefined) {
        throw new Error(`${file}:${current.line}: msgid "${current.id}" has no msgstr`)
      }
      if (current.id !== '') {
        entries.push({
          id: current.id,
          translation: current.translation,
          extractedComments: comments,
          line: current.line,
        })
      }
    }
    current = undefined
    field = undefined
    comments = []
  }

  lines.forEach((text, index) => {
    const line = index + 1
    const trimmed = text.trim()
    if (trimmed === '') {
      finish()
    } else if (trimmed.startsWith('#')) {
      if (current?.id !== undefined) finish()
      if (trimmed.startsWith('#.')) comments.push(trimmed.slice(2).trim())
    } else if (trimmed.startsWith('msgid ')) {
      if (current?.id !== undefined) finish()
      current = { id: unquote(trimmed.slice('msgid '.length), file, line), line }
      field = 'id'
    } else if (trimmed.startsWith('msgstr ')) {
      if (current?.id === undefined) throw new Error(`${file}:${line}: msgstr without msgid`)
      current.translation = unquote(trimmed.slice('msgstr '.length), file, line)
      field = 'translation'
    } else if (trimmed.startsWith('"')) {
      if (!current || !field) throw new Error(`${file}:${line}: continuation line outside an entry`)
      current[field] = (current[field] ?? '') + unquote(trimmed, file, line)
    } else {
      throw new Error(`${file}:${line}: unexpected line: ${text}`)
    }
  })
  finish()
  return entries
}
