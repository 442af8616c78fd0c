/**
 * What a screen reader said about a page, held to what the page shows and to what its state's oracle promises
 * (machines/shared/oracle.ts): pure, so its own tests (test/unit/spoken-log.test.ts) can show each rule failing.
 * The reading itself (Guidepup's virtual screen reader over jsdom) and the page's shown text are gathered by
 * ./read-aloud.ts.
 *
 * A phrase of the virtual screen reader is its parts joined by ", ": the role ("button", "end of form"), the
 * accessible name, the value, the description, then the states ("checked", "invalid", "level 1"). A live region's
 * announcement is "polite: …" or "assertive: …". Names and descriptions can hold ", " themselves, so the words
 * between the role and the states are checked as a whole, split only where a split leaves each part shown.
 */

/** One thing said while the page was read, with what the DOM says of the element it was said about. */
export interface Heard {
  readonly phrase: string
  /** The element's states as the DOM holds them; null for text, and for elements that have none of these. */
  readonly dom: DomStates | null
  /** What kind of control the element is, as a person would call it; null for anything else. */
  readonly control: ControlKind | null
  /** The control's own shown text (a button's or a link's words), which its name may say more fully. */
  readonly ownText?: string | null
  /**
   * Words said of this element that count as shown because the element stands for them: a list's `value`, which
   * the virtual screen reader says where a browser says the chosen option's text (shown).
   */
  readonly standsFor?: readonly string[]
}

export type ControlKind = 'field' | 'checkbox' | 'radio' | 'button' | 'link' | 'image'

export interface DomStates {
  readonly checked: boolean | null
  readonly expanded: boolean | null
  readonly invalid: boolean
  readonly disabled: boolean
}

/** Words as the page shows them in its language: a pattern's source over folded text (test/paths-browser/words.ts). */
export interface Said {
  readonly source: string
  /** The oracle's words, for failure messages. */
  readonly said: string
}

export interface ControlExpected {
  readonly role: ControlKind
  readonly name: Said
  readonly absent: boolean
  readonly busy: boolean | null
  readonly expanded: boolean | null
  readonly checked: boolean | null
  /** The field's message: words, `none`, or null when the oracle says nothing of it. */
  readonly message: Said | 'none' | null
}

/** What the state's oracle promises a person hears; every part optional. */
export interface Expected {
  readonly heading: Said | null
  readonly shows: readonly Said[]
  readonly hides: readonly Said[]
  readonly controls: readonly ControlExpected[]
}

/** The page as a sighted person sees it: its shown text, read by ./read-aloud.ts. */
export interface Shown {
  /** Every shown text of the page in order, intended visually hidden words (./read-aloud.ts) in their place. */
  readonly text: string
}

const LIVE = /^(polite|assertive): ?([\s\S]*)$/

/** The roles the virtual screen reader says first (its `spokenRole`), as far as these pages use them. */
const ROLES = new Set([
  'alert',
  'article',
  'banner',
  'button',
  'checkbox',
  'combobox',
  'complementary',
  'contentinfo',
  'dialog',
  'document',
  'figure',
  'form',
  'group',
  'heading',
  'img',
  'image',
  'link',
  'list',
  'listbox',
  'listitem',
  'main',
  'navigation',
  'option',
  'paragraph',
  'radio',
  'radiogroup',
  'region',
  'search',
  'searchbox',
  'separator',
  'spinbutton',
  'status',
  'switch',
  'table',
  'textbox',
  'term',
  'definition',
  'blockquote',
  'code',
  'emphasis',
  'strong',
  'deletion',
  'insertion',
  'time',
  'progressbar',
  'meter',
  'menu',
  'menuitem',
  'tooltip',
  'log',
  'timer',
  'note',
  'presentation',
  'caption',
  'cell',
  'row',
  'rowgroup',
  'columnheader',
  'rowheader',
  'subscript',
  'superscript',
  'mark',
  'tabpanel',
  'tablist',
  'tab',
])

/** Roles that hold other things, which the virtual screen reader closes with "end of …" when they hold any. */
const CONTAINERS = new Set([
  'alert',
  'article',
  'banner',
  'complementary',
  'contentinfo',
  'dialog',
  'form',
  'group',
  'list',
  'listitem',
  'log',
  'main',
  'navigation',
  'note',
  'paragraph',
  'region',
  'search',
  'status',
])

/** The states the virtual screen reader says last (its attribute labels). */
const STATE =
  /^(?:not )?(?:checked|expanded|disabled|invalid|pressed|selected|busy|required|read only|modal|current item)$|^partially (?:checked|pressed)$|^(?:level|position|set size|column count|row count|column index|row index) \d+$|^\d+ (?:control|controls|error message|error messages|linked details)$|^has popup \w+$|^current (?:page|step|location|date|time)$|^(?:autocomplete .+|no autocomplete)$|^orientated \w+$/

export interface Phrase {
  /** Said by a live region as it changed, not by reading. */
  readonly live: boolean
  readonly role: string | null
  /** The words between the role and the states: name, value and description, joined by ", ". */
  readonly words: string
  readonly states: readonly string[]
  /** The closing phrase of a container ("end of form, …"), which repeats what its opening said. */
  readonly end: boolean
}

/** A phrase taken apart. */
export function parsePhrase(phrase: string): Phrase {
  const live = LIVE.exec(phrase)
  if (live) return { live: true, role: null, words: (live[2] ?? '').trim(), states: [], end: false }
  const parts = phrase.split(', ')
  let role: string | null = null
  let end = false
  const first = parts[0] ?? ''
  if (first.startsWith('end of ') && ROLES.has(first.slice('end of '.length))) {
    end = true
    role = first.slice('end of '.length)
    parts.shift()
  } else if (first === 'end') {
    // The close of a container the reader names by no role.
    end = true
    parts.shift()
  } else if (ROLES.has(first) && parts.length >= 1) {
    role = first
    parts.shift()
  }
  const states: string[] = []
  while (parts.length > 0 && STATE.test(parts.at(-1) ?? '')) states.unshift(parts.pop() ?? '')
  return { live: false, role, words: parts.join(', '), states, end }
}

/** Whitespace folded, French no-break spaces included. */
const fold = (text: string): string => text.replace(/\s+/g, ' ').trim()
/** Text compared without its spaces: an accessible name joins blocks with a space the page's text may lack. */
const tight = (text: string): string => text.replace(/\s+/g, '')

/**
 * Where a phrase's words may be split into runs shown apart: between its parts (", ") and after a sentence or a
 * prefix ends (". ", ": ", "…"), as a description joins a hint and a message, or a visually hidden "Error:" and
 * the message it introduces. Never inside a sentence: half a message shown elsewhere does not show this one.
 */
const BOUNDARY = /, |(?<=[.!?:…])\s*/g

/**
 * Whether `words` are shown: as one run of the page's text, or split at boundaries (above) into runs that each
 * are (a name, then a description). Case is kept: "Error" hidden is not "error" shown.
 */
export function isShown(words: string, shown: Shown): boolean {
  const page = tight(shown.text)
  const cuts = [
    0,
    ...[...words.matchAll(BOUNDARY)].map((match) => match.index + match[0].length),
    words.length,
  ]
  const ends = [...new Set(cuts)].sort((a, b) => a - b)
  const runAt = (from: number, to: number) => tight(words.slice(from, to).replace(/\s*[,:]\s*$/, ''))
  // reach[i]: the words up to ends[i] can be split into shown runs.
  const reach = ends.map((_, index) => index === 0)
  for (let end = 1; end < ends.length; end++)
    for (let start = 0; start < end && !reach[end]; start++) {
      const run = runAt(ends[start] ?? 0, ends[end] ?? 0)
      if (reach[start] && (run === '' || page.includes(run))) reach[end] = true
    }
  return reach.at(-1) ?? false
}

/** How many times `part` is in `text`, not overlapping. */
function occurrences(text: string, part: string): number {
  let count = 0
  for (let at = text.indexOf(part); part !== '' && at !== -1; at = text.indexOf(part, at + part.length))
    count++
  return count
}

/**
 * Label in name (WCAG 2.5.3): a control's name may say more fully what its own shown text says ("Show password"
 * for a button that shows "Show" beside the field "Password"), when its own text is in it.
 */
function isLabelInName(words: string, ownText: string): boolean {
  const own = tight(ownText).toLowerCase()
  return own !== '' && tight(words).toLowerCase().includes(own)
}

/**
 * What differs between what was heard and what the page shows and its oracle promises: one line each, none
 * when the reading is right.
 */
export function compareSpokenLog(heard: readonly Heard[], shown: Shown, expected: Expected): string[] {
  const problems: string[] = []
  const phrases = heard.map((item) => ({ ...item, parsed: parsePhrase(item.phrase) }))

  // Nothing said that the page does not show.
  for (const { phrase, parsed, ownText, standsFor } of phrases) {
    if (parsed.end) continue
    const here = standsFor === undefined ? shown : { text: `${shown.text} ${standsFor.join(' ')}` }
    const { words } = parsed
    if (words !== '' && !isShown(words, here) && !isLabelInName(words, ownText ?? ''))
      problems.push(`heard ${JSON.stringify(phrase)}: ${JSON.stringify(words)} is not shown on the page`)
  }

  // Nothing said of nothing: a container heard with nothing in it (an empty live region read as "paragraph" or
  // "status") says there is something where the page shows nothing. The reader closes ("end of …") only a
  // container that holds something.
  const opened: { role: string; phrase: string; words: string }[] = []
  const neverClosed: { phrase: string; words: string }[] = []
  for (const { phrase, parsed } of phrases) {
    if (parsed.live || parsed.role === null || !CONTAINERS.has(parsed.role)) continue
    if (!parsed.end) {
      opened.push({ role: parsed.role, phrase, words: parsed.words })
      continue
    }
    const at = opened.findLastIndex(({ role }) => role === parsed.role)
    // What was opened inside the container this closes, and not closed itself, held nothing.
    if (at !== -1) neverClosed.push(...opened.splice(at).slice(1))
  }
  neverClosed.push(...opened)
  for (const { phrase, words } of neverClosed)
    if (words === '') problems.push(`heard ${JSON.stringify(phrase)} with nothing in it`)

  // Nothing said twice: within one phrase (a description that repeats the name or itself), or by two live
  // announcements of the same words.
  for (const { phrase, parsed } of phrases) {
    if (parsed.end || parsed.live) continue
    const parts = parsed.words
      .split(', ')
      .map(fold)
      .filter((part) => part.length > 0)
    const again = parts.find((part, index) => parts.indexOf(part) !== index)
    if (again !== undefined)
      problems.push(`heard ${JSON.stringify(again)} twice in ${JSON.stringify(phrase)}`)
  }
  // A text read as itself (not a name or a description, which repeat a label or a message by design) is heard no
  // more often than the page shows it: a visually hidden copy of a shown text is heard twice and seen once.
  const texts = phrases.filter(
    ({ parsed, control }) =>
      !parsed.live && !parsed.end && parsed.role === null && control === null && parsed.words !== '',
  )
  for (const words of new Set(texts.map(({ parsed }) => parsed.words))) {
    const times = texts.filter(({ parsed }) => parsed.words === words).length
    const seen = occurrences(tight(shown.text), tight(words))
    if (times > seen && seen > 0)
      problems.push(
        `heard ${JSON.stringify(words)} ${times} times, shown ${seen === 1 ? 'once' : `${seen} times`}`,
      )
  }
  const announced = phrases
    .filter(({ parsed }) => parsed.live && parsed.words !== '')
    .map(({ parsed }) => fold(parsed.words))
  for (const words of new Set(announced)) {
    const times = announced.filter((other) => other === words).length
    if (times > 1) problems.push(`announced ${JSON.stringify(words)} ${times} times`)
  }

  // Each control's state as said is its state in the DOM.
  for (const { phrase, parsed, dom } of phrases) {
    // A field the virtual screen reader gives no role (a password field: HTML-AAM maps none) is said without
    // its states; a real screen reader says them, so nothing is asked of it here.
    if (parsed.end || parsed.live || dom === null || parsed.role === null) continue
    const says = (state: string) => parsed.states.includes(state)
    const saysNot = (state: string) => parsed.states.includes(`not ${state}`)
    if (dom.invalid !== says('invalid'))
      problems.push(`heard ${JSON.stringify(phrase)}: the element is ${dom.invalid ? '' : 'not '}invalid`)
    if (dom.disabled !== says('disabled'))
      problems.push(`heard ${JSON.stringify(phrase)}: the element is ${dom.disabled ? '' : 'not '}disabled`)
    if (dom.checked !== null && dom.checked !== says('checked'))
      problems.push(`heard ${JSON.stringify(phrase)}: the element is ${dom.checked ? '' : 'not '}checked`)
    if (dom.expanded !== null && (dom.expanded ? !says('expanded') : !saysNot('expanded')))
      problems.push(`heard ${JSON.stringify(phrase)}: the element is ${dom.expanded ? '' : 'not '}expanded`)
  }

  // What the oracle promises is heard, in the page's language.
  const reading = phrases.filter(({ parsed }) => !parsed.end)
  const allWords = fold(reading.map(({ parsed }) => parsed.words).join(' \n '))
  if (expected.heading !== null) {
    const heading = new RegExp(`^${expected.heading.source}$`)
    const headings = reading.filter(({ parsed }) => parsed.role === 'heading')
    const level1 = headings.filter(({ parsed }) => parsed.states.includes('level 1'))
    if (!level1.some(({ parsed }) => heading.test(fold(parsed.words))))
      problems.push(
        `the heading ${expected.heading.said} is not heard at level 1 (heard ${JSON.stringify(headings.map(({ phrase }) => phrase))})`,
      )
  }
  for (const words of expected.shows)
    if (!new RegExp(words.source).test(allWords)) problems.push(`${words.said} is shown but not heard`)
  for (const words of expected.hides)
    if (new RegExp(words.source).test(allWords))
      problems.push(`${words.said} is heard, though the page hides it`)
  for (const control of expected.controls) {
    const name = new RegExp(`^(?:${control.name.source})(?:, |$)`)
    const found = reading.filter(
      ({ control: kind, parsed }) => kind === control.role && !parsed.live && name.test(fold(parsed.words)),
    )
    const what = `the ${control.role} ${control.name.said}`
    if (control.absent) {
      if (found.length > 0) problems.push(`${what} is heard, though the page has none`)
      continue
    }
    if (found.length === 0) {
      problems.push(`${what} is not heard`)
      continue
    }
    for (const { phrase, parsed } of found) {
      const says = (state: string) => parsed.states.includes(state)
      if (control.busy !== null && control.busy !== says('disabled'))
        problems.push(
          `${what} is heard ${JSON.stringify(phrase)}: it should be ${control.busy ? '' : 'not '}unavailable`,
        )
      if (control.expanded !== null && control.expanded !== says('expanded'))
        problems.push(
          `${what} is heard ${JSON.stringify(phrase)}: it should be ${control.expanded ? '' : 'not '}expanded`,
        )
      if (control.checked !== null && control.checked !== says('checked'))
        problems.push(
          `${what} is heard ${JSON.stringify(phrase)}: it should be ${control.checked ? '' : 'not '}checked`,
        )
      if (control.message === 'none' && says('invalid'))
        problems.push(`${what} is heard ${JSON.stringify(phrase)}: it should have no message`)
      if (control.message !== null && control.message !== 'none') {
        const rest = fold(parsed.words).replace(name, '')
        if ((parsed.role !== null && !says('invalid')) || !new RegExp(control.message.source).test(rest))
          problems.push(
            `${what} is heard ${JSON.stringify(phrase)}: its message ${control.message.said} should be heard with it`,
          )
      }
    }
  }
  return problems
}
