/**
 * What Orca said, read back from the speech module's file (transcript_speech.py), and held to what a step must and
 * must not make heard. Pure: the run (run.ts) gives it the events and what the page showed.
 */
import type { Locale } from '../e2e/catalog'
import { fold, type Phrase } from './phrases'

/** One line of the speech module's file. */
export interface SpeechEvent {
  readonly t: number
  readonly event: 'start' | 'said' | 'cut' | 'dropped' | 'idle'
  readonly text?: string
  /** For `cut`: the part said before the cut. */
  readonly heard?: string
  /** For `said` and `cut`: when the utterance began. */
  readonly start?: number
}

/** Something Orca began to say: all of it heard, or the part before a key press or Orca itself cut it. */
export interface Utterance {
  readonly start: number
  readonly text: string
  readonly heard: string
  readonly cut: boolean
}

export function parseEvents(file: string): SpeechEvent[] {
  return file
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SpeechEvent)
}

/** What Orca began to say from `from` (seconds) until `to`, in order. */
export function utterancesBetween(events: readonly SpeechEvent[], from: number, to: number): Utterance[] {
  return events.flatMap((event) => {
    if ((event.event !== 'said' && event.event !== 'cut') || event.start === undefined) return []
    if (event.start < from || event.start >= to) return []
    const words = event.text ?? ''
    return [
      {
        start: event.start,
        text: words,
        heard: event.event === 'cut' ? (event.heard ?? '') : words,
        cut: event.event === 'cut',
      },
    ]
  })
}

/** A step's utterances as the transcript shows them: one a line, a cut one with what was not heard. */
export function transcriptLines(utterances: readonly Utterance[]): string[] {
  return utterances
    .filter((utterance) => utterance.text.trim() !== '')
    .map((utterance) =>
      utterance.cut
        ? `${utterance.heard}… [cut: ${utterance.text.slice(utterance.heard.length)}]`
        : utterance.text,
    )
}

/** What a step must make heard, and must not. */
export interface Expectations {
  /** Each heard at least once. */
  readonly heard?: readonly Phrase[]
  /** Each heard exactly once: an announcement, not twice. */
  readonly once?: readonly Phrase[]
  /** None heard. */
  readonly notHeard?: readonly Phrase[]
  /** `phrase` not heard once `after` has been: the busy text after the answer. */
  readonly notAfter?: readonly { readonly phrase: Phrase; readonly after: Phrase }[]
  /** Heard once if the page shows it at the end of the step, not at all if it does not: heard as shown. */
  readonly asShown?: readonly Phrase[]
}

const count = (haystack: string, needle: string): number =>
  needle === '' ? 0 : haystack.split(needle).length - 1

const quoted = (phrase: Phrase, locale: Locale) => `${phrase.label} "${fold(phrase.said(locale))}"`

/**
 * What a step's utterances fail of its expectations, in words (none: it passed). Utterances are heard as one
 * stream: Orca splits a paragraph into sentences and a field into its label, role and description.
 */
export function failuresOf(
  utterances: readonly Utterance[],
  expected: Expectations,
  locale: Locale,
  /** Whether the page showed the phrase's words at the end of the step (for `asShown`). */
  shown: (phrase: Phrase) => boolean,
): string[] {
  const heard = fold(utterances.map((utterance) => utterance.heard).join(' '))
  const times = (phrase: Phrase) => count(heard, fold(phrase.said(locale)))
  const failures: string[] = []
  for (const phrase of expected.heard ?? [])
    if (times(phrase) === 0) failures.push(`not heard: ${quoted(phrase, locale)}`)
  for (const phrase of expected.once ?? []) {
    const n = times(phrase)
    if (n === 0) failures.push(`not heard: ${quoted(phrase, locale)}`)
    else if (n > 1) failures.push(`heard ${n} times, once expected: ${quoted(phrase, locale)}`)
  }
  for (const phrase of expected.notHeard ?? []) {
    const n = times(phrase)
    if (n > 0) failures.push(`heard${n > 1 ? ` ${n} times` : ''}, must not be: ${quoted(phrase, locale)}`)
  }
  for (const { phrase, after } of expected.notAfter ?? []) {
    const at = heard.indexOf(fold(after.said(locale)))
    if (at >= 0 && heard.indexOf(fold(phrase.said(locale)), at) >= 0)
      failures.push(`heard after ${after.label}, must not be: ${quoted(phrase, locale)}`)
  }
  for (const phrase of expected.asShown ?? []) {
    const n = times(phrase)
    if (shown(phrase)) {
      if (n === 0) failures.push(`shown but not heard: ${quoted(phrase, locale)}`)
      else if (n > 1) failures.push(`shown once but heard ${n} times: ${quoted(phrase, locale)}`)
    } else if (n > 0) failures.push(`heard but not shown: ${quoted(phrase, locale)}`)
  }
  return failures
}
