/**
 * Passwords. A password is whatever the person typed or pasted (any Unicode, up to 128
 * characters and beyond, spaces at either end included), is sent exactly so, and its length is counted in
 * characters a person sees (grapheme clusters), never in UTF-16 units: four emoji are four characters, not
 * sixteen. Every form that takes a password is driven through its real view and flow, and what it sends is read
 * off the wire of the demo API (real HTTP, `withDemoServer`). No password ever reaches the console.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate'
import { fieldProblems as mustResetProblems } from '../../machines/must-reset/must-reset.fields'
import { fieldProblems as resetProblems } from '../../machines/reset-password/reset-password.fields'
import {
  graphemeLength,
  graphemeLengthWithoutSegmenter,
  isLongEnoughPassword,
  newPasswordProblem,
} from '../../machines/shared/password-length'
import { MustResetPayloadSchema } from '../../src/api/must-reset-password'
import { RegisterHigherEdPayloadSchema } from '../../src/api/register-higher-ed-user'
import { ResetPasswordPayloadSchema } from '../../src/api/reset-password'
import { redirectPolicyFor } from '../../src/page'
import { STAND_INS } from '../../src/config'
import { flowEnvironment } from '../support/flow-environment'
import { createMustResetFlow, MustResetView } from '../../src/screens/must-reset/must-reset'
import {
  createPortfolioLinkingFlow,
  PortfolioLinkingView,
} from '../../src/screens/portfolio-linking/portfolio-linking'
import { createResetPasswordFlow, ResetPasswordView } from '../../src/screens/reset-password/reset-password'
import { createSignInFlow, SignInView } from '../../src/screens/sign-in/sign-in'
import { withDemoServer } from '../support/browser-fetch'
import { renderInPortal, problemShown } from '../support/render'

/** The oracle: characters as `Intl.Segmenter` finds them. */
const graphemes = (value: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length

const FOUR_EMOJI = '👍🏽👨‍👩‍👧🇨🇦é'

/** Characters whose UTF-16 length is not what a person counts, and spaces a trim would eat. */
const PIECES = [
  '👍🏽',
  '👨‍👩‍👧',
  '🇨🇦',
  'é',
  'e\u0301',
  'a\u0308\u0301',
  '❤️',
  '1️⃣',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  '李',
  'Ω',
  'ß',
  'a',
  'Z',
  '7',
  '%',
  '"',
  '\\',
  ' ',
  '\u00a0',
  '\u3000',
  '\t',
  '\u200b',
]

const spaces = fc
  .array(fc.constantFrom(' ', '\u00a0', '\t', '\u3000'), { maxLength: 3 })
  .map((s) => s.join(''))

/**
 * What a person can type or paste into a one-line field: any Unicode but line breaks, which the browser drops from
 * an input's value.
 */
const typedPassword = fc
  .tuple(
    spaces,
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((pieces) => pieces.join('')),
    ),
    spaces,
  )
  .map((parts) => parts.join('').replace(/[\r\n]/g, ''))

/** 128 characters a person sees, spaces at both ends, four hundred UTF-16 units and more. */
const LONGEST = ` ${FOUR_EMOJI.repeat(31)}e\u0301a${'\u00a0'}`

describe('the length of a password', () => {
  it('counts characters a person sees: four emoji are four, not their seventeen UTF-16 units', () => {
    expect(FOUR_EMOJI).toHaveLength(17)
    expect(graphemeLength(FOUR_EMOJI)).toBe(4)
    expect(graphemeLength('👍🏽👨‍👩‍👧🇨🇦e\u0301')).toBe(4)
    expect(graphemeLength(LONGEST)).toBe(128)
  })

  it('asks for 8 such characters in every rule and schema that checks a new password', () => {
    const sevenEmoji = '👍🏽'.repeat(7)
    expect(sevenEmoji.length).toBeGreaterThanOrEqual(8)
    expect(isLongEnoughPassword(sevenEmoji)).toBe(false)
    expect(newPasswordProblem(sevenEmoji)).toBe('tooShort')
    expect(mustResetProblems({ password: sevenEmoji })).toEqual({ password: 'tooShort' })
    expect(resetProblems({ kind: 'reset', password: sevenEmoji, confirmPassword: '' })).toEqual({
      password: 'tooShort',
    })
    const account = { UserAccountId: 107, resetPasswordType: 'MustResetPassword', Token: 't' } as const
    const reset = { UserName: 'sam', resetPasswordType: 'Reset', token: 't', requestId: crypto.randomUUID() }
    expect(v.safeParse(MustResetPayloadSchema, { ...account, Password: sevenEmoji }).success).toBe(false)
    expect(v.safeParse(ResetPasswordPayloadSchema, { ...reset, Password: sevenEmoji }).success).toBe(false)
    expect(
      v.safeParse(RegisterHigherEdPayloadSchema, { emailToken: 't', password: sevenEmoji }).success,
    ).toBe(false)

    const eightEmoji = '👍🏽'.repeat(8)
    expect(newPasswordProblem(eightEmoji)).toBeNull()
    expect(v.safeParse(MustResetPayloadSchema, { ...account, Password: eightEmoji }).success).toBe(true)
    expect(v.safeParse(ResetPasswordPayloadSchema, { ...reset, Password: eightEmoji }).success).toBe(true)
    expect(
      v.safeParse(RegisterHigherEdPayloadSchema, { emailToken: 't', password: eightEmoji }).success,
    ).toBe(true)
  })

  it('for any string, is the number of Intl.Segmenter graphemes, and so is what the rules count', () => {
    fc.assert(
      fc.property(fc.oneof(typedPassword, fc.string({ unit: 'binary', maxLength: 60 })), (password) => {
        const count = graphemes(password)
        expect(graphemeLength(password)).toBe(count)
        const expected = password === '' ? 'required' : count < 8 ? 'tooShort' : null
        expect(newPasswordProblem(password)).toBe(expected)
        expect(mustResetProblems({ password }).password ?? null).toBe(expected)
        expect(resetProblems({ kind: 'reset', password, confirmPassword: '' }).password ?? null).toBe(
          expected,
        )
        expect(v.safeParse(MustResetPayloadSchema.entries.Password, password).success).toBe(count >= 8)
      }),
      { numRuns: 500 },
    )
  })

  it('is counted the same without Intl.Segmenter, for emoji, flags, keycaps and accents', () => {
    const fallbackPieces = [...PIECES, '🇫', '\u200d', '\u200c', '\u00ad', '\r', '\n', '\r\n', '\u0301']
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...fallbackPieces), { maxLength: 30 }).map((p) => p.join('')),
        (value) => {
          expect(graphemeLengthWithoutSegmenter(value)).toBe(graphemes(value))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it.each([
    // Found by the property above (seed 665812009): two joiners in a row end the emoji sequence.
    ['👍🏽\u200d\u200d👍🏽', 2],
    ['👍🏽\u200d👍🏽', 1],
    ['👨\u200d👩\u200d👧', 1],
    ['a\u200d👍', 2],
  ])('counts %j as %i without Intl.Segmenter, as Intl.Segmenter does', (value, expected) => {
    expect(graphemes(value)).toBe(expected)
    expect(graphemeLengthWithoutSegmenter(value)).toBe(expected)
  })

  describe('in a browser without Intl.Segmenter', () => {
    const segmenter = Intl.Segmenter
    afterEach(() => {
      Reflect.set(Intl, 'Segmenter', segmenter)
    })

    it('still counts four emoji as four and asks for eight', () => {
      // A browser from before 2024 has none.
      Reflect.set(Intl, 'Segmenter', undefined)
      expect(graphemeLength(FOUR_EMOJI)).toBe(4)
      expect(isLongEnoughPassword(FOUR_EMOJI.repeat(2))).toBe(true)
      expect(isLongEnoughPassword(`${FOUR_EMOJI}abc`)).toBe(false)
    })
  })
})

const demo = withDemoServer()
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const
let consoleSpies: MockInstance[] = []

beforeEach(async () => {
  await demo.visitPage()
  consoleSpies = CONSOLE_METHODS.map((method) => vi.spyOn(console, method))
})

/** Whether anything written to the console contains `text`. */
const logged = (text: string) =>
  consoleSpies.some((spy) => spy.mock.calls.some((call) => JSON.stringify(call.map(String)).includes(text)))

interface PasswordForm {
  name: string
  /** Starts the form's flow and renders its view; resolves once the form is on screen. */
  open: () => Promise<{ actor: AnyActorRef; password: HTMLElement; submit: HTMLElement }>
  /** Fills in the form's other fields, if any. */
  fillIn?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>
  endpoint: string
  /** The body's password field. */
  field: string
  /** Whether the form's rules let this password be sent (spec section 5). */
  sends: (password: string) => boolean
}

const environment = flowEnvironment()
const policy = () => redirectPolicyFor(window.location.origin, STAND_INS)
/** A redirect after a save is the end of the flow here; the test reads what was sent, not where it leads. */
const stayOnPage = { actions: { redirectToDestination: () => {} } }

function start(machine: AnyStateMachine, input: unknown, view: (actor: AnyActorRef) => ReactNode) {
  const actor = createActor(machine, { input })
  actor.start()
  renderInPortal(view(actor))
  return actor
}

// What the form sends is this file's subject, not how it is shown: the button and the summary are found whatever
// styles an earlier file in this worker left behind.
const byLabel = (label: string) => screen.findByLabelText(label, { selector: 'input' })
const button = (name: string) => screen.getByRole('button', { name, hidden: true })

const newPasswordIsLongEnough = (password: string) => graphemes(password) >= 8

const FORMS: PasswordForm[] = [
  {
    name: 'sign-in',
    open: async () => {
      const actor = start(
        createSignInFlow(environment),
        {
          signInPage: { kind: 'standard' },
          redirect: null,
          timedOut: false,
          arrivedWithError: false,
          savedAppToken: null,
          redirectPolicy: policy(),
        },
        (started) => <SignInView actor={started as never} />,
      )
      return { actor, password: await byLabel('Password'), submit: button('Sign in') }
    },
    fillIn: async (user) => {
      await user.click(screen.getByLabelText('Username or email'))
      await user.paste('nobody.here')
    },
    endpoint: '/api/auth/login',
    field: 'Password',
    sends: (password) => password !== '',
  },
  {
    name: 'forced new password',
    open: async () => {
      const actor = start(
        createMustResetFlow(environment),
        { account: { userAccountId: 107, token: 'not-issued', username: 'max.mustreset' } },
        (started) => <MustResetView actor={started as never} />,
      )
      return { actor, password: await byLabel('New password'), submit: button('Save password') }
    },
    endpoint: '/api/auth/mustresetpassword',
    field: 'Password',
    sends: newPasswordIsLongEnough,
  },
  {
    name: 'reset link',
    open: async () => {
      const { path, token } = await demo.freshLink('reset')
      const resetType = decodeURIComponent(path.split('/')[3] ?? '')
      const actor = start(
        createResetPasswordFlow(environment).provide(stayOnPage),
        { token, resetType, higherEd: null, redirectPolicy: policy() },
        (started) => <ResetPasswordView actor={started as never} />,
      )
      return { actor, password: await byLabel('New password'), submit: button('Sign in') }
    },
    endpoint: '/api/auth/resetpassword',
    field: 'Password',
    sends: newPasswordIsLongEnough,
  },
  {
    name: 'higher-education activation',
    open: async () => {
      const actor = start(
        createResetPasswordFlow(environment).provide(stayOnPage),
        {
          token: 'not-issued',
          resetType: 'HigherEdActivation',
          higherEd: { email: 'lee@example.edu', schoolName: 'Northern College' },
          redirectPolicy: policy(),
        },
        (started) => <ResetPasswordView actor={started as never} />,
      )
      return { actor, password: await byLabel('Create a password'), submit: button('Activate account') }
    },
    endpoint: '/api/higher-ed/register-new-user',
    field: 'password',
    sends: newPasswordIsLongEnough,
  },
  {
    name: 'portfolio linking',
    open: async () => {
      const actor = start(
        createPortfolioLinkingFlow(environment).provide(stayOnPage),
        { k: 'demo-k-link', audience: 'student', redirectPolicy: policy() },
        (started) => <PortfolioLinkingView actor={started as never} />,
      )
      return { actor, password: await byLabel('Password'), submit: button('Link account') }
    },
    fillIn: async (user) => {
      await user.click(screen.getByLabelText('Username or email'))
      await user.paste('sam.student')
    },
    endpoint: '/api/auth/portfolioLinking',
    field: 'Password',
    sends: (password) => password !== '',
  },
]

describe('what a person types or pastes as a password is what is sent', () => {
  it.each(FORMS)(
    '$name: any Unicode, up to 128 characters and more, pasted, is sent exactly, untrimmed',
    async (form) => {
      await fc.assert(
        fc.asyncProperty(typedPassword, async (typed) => {
          const user = userEvent.setup({ delay: null })
          const { actor, password, submit } = await form.open()
          try {
            expect(password).not.toHaveAttribute('maxlength')
            await form.fillIn?.(user)
            await user.click(password)
            await user.paste(typed)
            expect(password).toHaveValue(typed)
            const sentBefore = demo.requests.length
            await user.click(submit)

            const sent = () => demo.requests.slice(sentBefore).filter((r) => r.url.pathname === form.endpoint)
            if (form.sends(typed)) {
              await waitFor(() => expect(sent()).toHaveLength(1))
              expect((sent()[0]?.body as Record<string, unknown>)[form.field]).toBe(typed)
              // Wait for the answer, so no call of this run outlives it.
              await waitFor(() => expect(Object.keys(actor.getSnapshot().children)).toEqual([]))
            } else {
              // The rule counted what a person sees: too few characters, or none, and nothing is sent.
              expect(problemShown()).toHaveTextContent(
                typed === '' ? 'This field is required.' : 'Your password must have at least 8 characters.',
              )
              expect(sent()).toEqual([])
            }
            if (graphemes(typed.trim()) >= 4) expect(logged(typed)).toBe(false)
          } finally {
            actor.stop()
            cleanup()
          }
        }),
        {
          numRuns: 15,
          examples: [[LONGEST], [` ${FOUR_EMOJI}   `], [FOUR_EMOJI]],
          // On a busy machine fewer runs, never a run cut off by the test's time limit half way.
          interruptAfterTimeLimit: 20_000,
          markInterruptAsFailure: false,
        },
      )
    },
    60_000,
  )
})
