/**
 * The comparison of a screen reader's spoken log with the page (test/support/spoken-log.ts), and the reading and
 * the shown text it is given (test/support/read-aloud.ts): each rule is shown failing on the defect it is there
 * for, so the model tests' readings (test/model/heard-as-shown.ts) cannot pass by never failing.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { readAloud, shownText } from '../support/read-aloud'
import {
  compareSpokenLog,
  isShown,
  parsePhrase,
  type Expected,
  type Heard,
  type Said,
} from '../support/spoken-log'

const NOTHING: Expected = { heading: null, shows: [], hides: [], controls: [] }
const text = (phrase: string): Heard => ({ phrase, control: null, dom: null })
const words = (said: string): Said => ({ source: said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), said })
const field = (phrase: string, invalid: boolean): Heard => ({
  phrase,
  control: 'field',
  dom: { checked: null, expanded: null, invalid, disabled: false },
})

describe('a phrase taken apart', () => {
  it('finds the role, the words and the states', () => {
    expect(
      parsePhrase('checkbox, Keep me signed in, Do not tick this on a shared computer., checked'),
    ).toEqual({
      live: false,
      role: 'checkbox',
      words: 'Keep me signed in, Do not tick this on a shared computer.',
      states: ['checked'],
      end: false,
    })
    expect(parsePhrase('heading, Sign in, level 1')).toMatchObject({ role: 'heading', states: ['level 1'] })
    expect(parsePhrase('end of form, busy')).toMatchObject({ end: true, role: 'form' })
    expect(parsePhrase('assertive: There is a problem')).toMatchObject({
      live: true,
      words: 'There is a problem',
    })
    expect(parsePhrase('Password, Demo-pass-1')).toMatchObject({ role: null, words: 'Password, Demo-pass-1' })
  })
})

describe('heard as shown', () => {
  const page = { text: 'Sign in Password Show Error: This field is required. Use at least 8 characters.' }

  it('passes what the page shows, a name and a description shown apart included', () => {
    expect(isShown('Password, Use at least 8 characters. Error: This field is required.', page)).toBe(true)
    expect(
      compareSpokenLog(
        [
          text('document'),
          text('heading, Sign in, level 1'),
          field('textbox, Password, Error: This field is required., invalid', true),
          text('end of document'),
        ],
        page,
        NOTHING,
      ),
    ).toEqual([])
  })

  it('fails on a hidden error in a description', () => {
    const fresh = { text: 'Sign in Password Show' }
    expect(
      compareSpokenLog([field('textbox, Password, Error: This field is required.', false)], fresh, NOTHING),
    ).toEqual([
      'heard "textbox, Password, Error: This field is required.": "Password, Error: This field is required." is not shown on the page',
    ])
  })

  it('does not take half a sentence shown elsewhere for the sentence', () => {
    expect(isShown('This field is required. Choose another.', { text: 'This field is required.' })).toBe(
      false,
    )
    expect(isShown('field is', { text: 'This field is required.' })).toBe(true)
  })

  it('lets a button say more fully what it shows (label in name), and nothing else unshown', () => {
    const button = (phrase: string, ownText: string): Heard => ({
      phrase,
      control: 'button',
      dom: { checked: null, expanded: null, invalid: false, disabled: false },
      ownText,
    })
    expect(compareSpokenLog([button('button, Show password, 1 control', 'Show')], page, NOTHING)).toEqual([])
    expect(compareSpokenLog([button('button, Hide password', 'Show')], page, NOTHING)).toEqual([
      'heard "button, Hide password": "Hide password" is not shown on the page',
    ])
  })
})

describe('nothing heard twice', () => {
  it('fails on the same announcement made twice', () => {
    const heard = [text('assertive: There is a problem'), text('assertive: There is a problem')]
    expect(compareSpokenLog(heard, { text: 'There is a problem' }, NOTHING)).toEqual([
      'announced "There is a problem" 2 times',
    ])
  })

  it('fails on a text read twice that the page shows once (a visually hidden copy)', () => {
    const heard = [
      text('paragraph'),
      text('Wait 2 seconds.'),
      text('end of paragraph'),
      text('status'),
      text('Wait 2 seconds.'),
      text('end of status'),
    ]
    expect(compareSpokenLog(heard, { text: 'Wait 2 seconds.' }, NOTHING)).toEqual([
      'heard "Wait 2 seconds." 2 times, shown once',
    ])
    expect(compareSpokenLog(heard, { text: 'Wait 2 seconds. Wait 2 seconds.' }, NOTHING)).toEqual([])
  })

  it('fails on a description that says the message twice', () => {
    const heard = [field('textbox, Email, Error: Required., Error: Required., invalid', true)]
    expect(compareSpokenLog(heard, { text: 'Email Error: Required.' }, NOTHING)).toEqual([
      'heard "Error: Required." twice in "textbox, Email, Error: Required., Error: Required., invalid"',
    ])
  })
})

describe('nothing said of nothing', () => {
  it('fails on an empty live region read as a paragraph or a status', () => {
    const heard = [
      text('document'),
      text('paragraph'),
      text('Shown.'),
      text('end of paragraph'),
      text('paragraph'),
      text('status'),
      text('end of document'),
    ]
    expect(compareSpokenLog(heard, { text: 'Shown.' }, NOTHING)).toEqual([
      'heard "paragraph" with nothing in it',
      'heard "status" with nothing in it',
    ])
  })

  it('passes a container that holds something, and a named one', () => {
    const heard = [
      text('region, Cookies'),
      text('status'),
      text('Saved.'),
      text('end of status'),
      text('end of region, Cookies'),
    ]
    expect(compareSpokenLog(heard, { text: 'Cookies Saved.' }, NOTHING)).toEqual([])
  })
})

describe("held to the state's oracle", () => {
  const reading = [
    text('document'),
    text('heading, Forgot your password?, level 1'),
    field('textbox, Email address, not-an-email', false),
    text('end of document'),
  ]
  const page = { text: 'Forgot your password? Email address not-an-email Enter a valid email address.' }

  it('fails on a message the oracle says is shown and is not heard', () => {
    const expected = { ...NOTHING, shows: [words('Enter a valid email address.')] }
    expect(compareSpokenLog(reading, page, expected)).toEqual([
      'Enter a valid email address. is shown but not heard',
    ])
  })

  it('fails on words heard that the oracle says the page hides', () => {
    const expected = { ...NOTHING, hides: [words('Forgot your password?')] }
    expect(compareSpokenLog(reading, page, expected)).toEqual([
      'Forgot your password? is heard, though the page hides it',
    ])
  })

  it('hears the heading as a heading of level 1', () => {
    expect(compareSpokenLog(reading, page, { ...NOTHING, heading: words('Forgot your password?') })).toEqual(
      [],
    )
    const level2 = reading.map((heard) =>
      heard.phrase.startsWith('heading') ? text('heading, Forgot your password?, level 2') : heard,
    )
    expect(compareSpokenLog(level2, page, { ...NOTHING, heading: words('Forgot your password?') })).toEqual([
      'the heading Forgot your password? is not heard at level 1 (heard ["heading, Forgot your password?, level 2"])',
    ])
  })

  it('hears each control with its name, its state and its message', () => {
    const control = {
      role: 'field' as const,
      name: words('Email address'),
      absent: false,
      busy: null,
      expanded: null,
      checked: null,
      message: words('Enter a valid email address.'),
    }
    expect(compareSpokenLog(reading, page, { ...NOTHING, controls: [control] })).toEqual([
      'the field Email address is heard "textbox, Email address, not-an-email": its message Enter a valid email address. should be heard with it',
    ])
    expect(
      compareSpokenLog(reading, page, { ...NOTHING, controls: [{ ...control, message: 'none' }] }),
    ).toEqual([])
    expect(compareSpokenLog(reading, page, { ...NOTHING, controls: [{ ...control, absent: true }] })).toEqual(
      ['the field Email address is heard, though the page has none'],
    )
  })

  it("fails where a control's state as said is not its state in the DOM", () => {
    const box: Heard = {
      phrase: 'checkbox, Keep me signed in, not checked',
      control: 'checkbox',
      dom: { checked: true, expanded: null, invalid: false, disabled: false },
    }
    expect(compareSpokenLog([box], { text: 'Keep me signed in' }, NOTHING)).toEqual([
      'heard "checkbox, Keep me signed in, not checked": the element is checked',
    ])
  })
})

describe('read aloud in jsdom', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('counts as shown neither hidden nor visually hidden text, unless it is intended; aria-hidden text is shown', () => {
    document.body.innerHTML = `
      <p>Shown <span aria-hidden="true">★</span></p>
      <p hidden>Hidden</p>
      <p style="display: none">None</p>
      <span class="visually-hidden">Error:</span>
      <span class="visually-hidden">Only heard</span>
      <input value="typed">`
    const shown = shownText(document.body, new Set(['Error:']))
      .replace(/\s+/g, ' ')
      .trim()
    expect(shown).toBe('Shown ★ Error: typed')
  })

  it('hears a hidden error a description points to, and the check fails on it', async () => {
    document.body.innerHTML = `
      <h1>Sign in</h1>
      <label for="password">Password</label>
      <input id="password" type="text" aria-describedby="password-error">
      <p id="password-error" hidden>Error: This field is required.</p>`
    const heard = await readAloud(new Set())
    expect(heard.map(({ phrase }) => phrase)).toContain('textbox, Password, Error: This field is required.')
    expect(
      compareSpokenLog(
        heard,
        { text: shownText(document.body, new Set()) },
        { ...NOTHING, heading: words('Sign in') },
      ),
    ).toEqual([
      'heard "textbox, Password, Error: This field is required.": "Password, Error: This field is required." is not shown on the page',
    ])
  })
})
