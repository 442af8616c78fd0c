// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { joined, orca, t } from '../screen-reader/phrases'
import {
  failuresOf,
  parseEvents,
  transcriptLines,
  utterancesBetween,
  type Utterance,
} from '../screen-reader/verdict'

/** Utterances heard whole, one a second. */
const heard = (...texts: string[]): Utterance[] =>
  texts.map((text, index) => ({ start: index, text, heard: text, cut: false }))
const nothingShown = () => false

describe('the screen reader verdict (test/screen-reader/verdict.ts)', () => {
  it('hears a phrase Orca split across utterances, whitespace folded, in each language', () => {
    const english = heard(
      'Links in our emails only work for a limited time.',
      ' Ask for a new link and use it soon after it arrives.',
    )
    expect(failuresOf(english, { heard: [t('LINK_EXPIRED_TEXT')] }, 'en-CA', nothingShown)).toEqual([])
    // French punctuation's non-breaking space is heard as a space.
    const french = heard('Erreur\u00a0:', 'Ce champ est obligatoire.')
    expect(
      failuresOf(french, { heard: [joined(t('ERROR_PREFIX'), t('REQUIRED'))] }, 'fr-CA', nothingShown),
    ).toEqual([])
  })

  it('says what was not heard: the alert text reading skipped', () => {
    const skipped = heard(
      'This link has expired',
      'heading level 1',
      ' Ask for a new link and use it soon after it arrives.',
    )
    expect(failuresOf(skipped, { heard: [t('LINK_EXPIRED_TEXT')] }, 'en-CA', nothingShown)).toEqual([
      'not heard: LINK_EXPIRED_TEXT "Links in our emails only work for a limited time. Ask for a new link and use it soon after it arrives."',
    ])
  })

  it('counts an announcement heard twice, and one not heard, against `once`', () => {
    const twice = heard('There is a problem heading level 2.', 'alert There is a problem.')
    expect(failuresOf(twice, { once: [t('ERROR_SUMMARY_TITLE')] }, 'en-CA', nothingShown)).toEqual([
      'heard 2 times, once expected: ERROR_SUMMARY_TITLE "There is a problem"',
    ])
    expect(
      failuresOf(heard('Sign in'), { once: [t('ERROR_SUMMARY_TITLE')] }, 'en-CA', nothingShown),
    ).toHaveLength(1)
  })

  it("fails on Orca's noise and on busy text heard after the answer, not before it", () => {
    const answer = heard(
      'There is a problem heading level 2.',
      'The username or password you entered is incorrect. Check them and try again.',
      'Signing you in…',
    )
    const expected = {
      notHeard: [orca('clickable')],
      notAfter: [{ phrase: t('SIGNING_IN'), after: t('USERNAME_OR_PASSWORD_NOT_FOUND') }],
    }
    expect(failuresOf(answer, expected, 'en-CA', nothingShown)).toEqual([
      'heard after USERNAME_OR_PASSWORD_NOT_FOUND, must not be: SIGNING_IN "Signing you in…"',
    ])
    const busyFirst = heard(
      'Signing you in…',
      'The username or password you entered is incorrect. Check them and try again.',
    )
    expect(failuresOf(busyFirst, expected, 'en-CA', nothingShown)).toEqual([])
    expect(
      failuresOf(heard('Sign in', 'heading level 1', 'clickable'), expected, 'en-CA', nothingShown),
    ).toEqual(['heard, must not be: Orca\'s word "clickable"'])
  })

  it('holds `asShown` to what the page shows: once if shown, never if not', () => {
    const message = t('EMAIL_ENTERED_INVALID')
    const silent = heard('Send reset link push button.')
    expect(failuresOf(silent, { asShown: [message] }, 'en-CA', () => true)).toEqual([
      'shown but not heard: EMAIL_ENTERED_INVALID "Enter an email address in the correct format, like name@example.com."',
    ])
    expect(failuresOf(silent, { asShown: [message] }, 'en-CA', nothingShown)).toEqual([])
    const said = heard('Enter an email address in the correct format, like name@example.com.')
    expect(failuresOf(said, { asShown: [message] }, 'en-CA', nothingShown)).toEqual([
      'heard but not shown: EMAIL_ENTERED_INVALID "Enter an email address in the correct format, like name@example.com."',
    ])
  })

  it('hears only what was said before a cut, and gives each step what began in it', () => {
    const events = parseEvents(
      [
        { t: 1.0, event: 'start', text: 'Sign in push button.' },
        { t: 1.4, event: 'said', text: 'Sign in push button.', start: 1.0 },
        { t: 2.0, event: 'start', text: 'There is a problem heading level 2.' },
        { t: 2.1, event: 'cut', text: 'There is a problem heading level 2.', heard: 'There is', start: 2.0 },
        { t: 2.1, event: 'dropped', text: 'List with 2 items.' },
        { t: 2.1, event: 'idle' },
      ]
        .map((event) => JSON.stringify(event))
        .join('\n'),
    )
    const second = utterancesBetween(events, 2, Infinity)
    expect(transcriptLines(second)).toEqual(['There is… [cut:  a problem heading level 2.]'])
    expect(failuresOf(second, { heard: [t('ERROR_SUMMARY_TITLE')] }, 'en-CA', nothingShown)).toHaveLength(1)
    expect(transcriptLines(utterancesBetween(events, 0, 2))).toEqual(['Sign in push button.'])
  })
})
