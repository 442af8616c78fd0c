// @vitest-environment node
/**
 * The reset / activate machine (spec: Reset / activate page, sections 4, 5 and 8), driven as the page drives it:
 * the link is checked (never for a higher-education activation), a parent activation loads the family's names,
 * the form shows each field's problem once touched and sends nothing while invalid, one submit saves once with
 * the link's token and the typed password, and the browser only leaves for a url the redirect policy accepts
 * (`activate=true` added for an activation). Expired, used and refused links show their page and never the form.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  resetPasswordMachine,
  type CheckLinkRequest,
  type FamilyOutcome,
  type LinkCheckOutcome,
  type ResetPasswordContext,
  type SavePasswordOutcome,
  type SavePasswordRequest,
} from '../../machines/reset-password/reset-password.machine'
import { fieldProblems, resetPasswordFields } from '../../machines/reset-password/reset-password.fields'
import { CALL_IN_FLIGHT, LEAVING_PAGE, UnexpectedResponseError } from '../../machines/shared/calls'
import { shownProblems } from '../../machines/shared/fields'
import { machineSteps, stepName } from '../../machines/shared/steps'
import { answerable, redirectPolicy, settle, started } from './support'

const account = {
  emailAddress: 'paula.parent@example.org',
  userName: 'paula.parent',
  activateName: 'Paula Parent',
  activatedBy: 'Ms. Rivera',
  institutionName: 'Lakeside Secondary School',
}
const family = {
  parentName: 'Paula P. Parent',
  students: [
    { firstName: 'Sam', lastName: 'Student' },
    { firstName: 'Léa', lastName: 'Tremblay' },
  ],
}
const higherEd = { email: 'hana.highered@example.org', schoolName: 'Northern College' }

function open(resetType: string, options: { higherEd?: typeof higherEd } = {}) {
  const checks = answerable<LinkCheckOutcome, CheckLinkRequest>()
  const families = answerable<FamilyOutcome, { token: string; email: string }>()
  const saves = answerable<SavePasswordOutcome, SavePasswordRequest>()
  const redirects: (string | null)[] = []
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: { checkLink: checks.logic, loadFamily: families.logic, savePassword: saves.logic },
      actions: { redirectToDestination: ({ context }) => redirects.push(context.destination) },
    }),
    { input: { token: 'tok-123', resetType, higherEd: options.higherEd ?? null, redirectPolicy } },
  )
  started(actor)
  const shown = () => {
    const { context } = actor.getSnapshot()
    return shownProblems(fieldProblems(context), context.touched)
  }
  return { actor, checks, families, saves, redirects, shown }
}

/** Opens a link the server says is good (and, for a parent, whose family loads), on its form. */
async function openForm(resetType: string) {
  const page = open(resetType)
  page.checks.last()?.resolve({ kind: 'valid', account })
  await settle()
  if (resetType === 'ActivateParent') {
    page.families.last()?.resolve({ kind: 'found', family })
    await settle()
  }
  expect(page.actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  return page
}

const GOOD = 'long-enough-1'

type SaveCall = ReturnType<ReturnType<typeof answerable<SavePasswordOutcome, SavePasswordRequest>>['last']>

describe('checking the link', () => {
  it('sends the link token and its resetType as they are, and shows the wait while the check runs', () => {
    const { actor, checks, saves } = open('ResetPassword')
    expect(checks.calls.map((call) => call.input)).toEqual([{ token: 'tok-123', resetType: 'ResetPassword' }])
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(saves.calls).toEqual([])
  })

  it.each([
    ['ActivateAccount', 'activateAccount'],
    ['ActivateParent', 'activateParent'],
    ['HigherEdActivation', 'higherEdActivation'],
    ['ResetPassword', 'reset'],
    ['activateaccount', 'reset'],
  ])('reads the resetType %s as a %s link', (resetType, kind) => {
    expect(open(resetType).actor.getSnapshot().context.kind).toBe(kind)
  })

  it('shows an empty form with no problems and no destination for a good reset link, with its username', async () => {
    const { actor, families, shown } = await openForm('ResetPassword')
    const { context } = actor.getSnapshot()
    expect(context.account).toEqual(account)
    expect(context.family).toBeNull()
    expect(context.password).toBe('')
    expect(context.confirmPassword).toBe('')
    expect(context.touched).toEqual([])
    expect(context.destination).toBeNull()
    expect(shown()).toEqual({})
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(families.calls).toEqual([])
  })

  it('shows the form straight away for a good account activation link: no family to load', async () => {
    const { actor, families } = await openForm('ActivateAccount')
    expect(actor.getSnapshot().context.account?.emailAddress).toBe('paula.parent@example.org')
    expect(families.calls).toEqual([])
  })

  it('loads the family of a good parent link with its token and the email the check answered', async () => {
    const { actor, checks, families } = open('ActivateParent')
    checks.last()?.resolve({ kind: 'valid', account })
    await settle()
    expect(actor.getSnapshot().matches('loadingFamily')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(actor.getSnapshot().context.account).toEqual(account)
    expect(families.calls.map((call) => call.input)).toEqual([
      { token: 'tok-123', email: 'paula.parent@example.org' },
    ])
    families.last()?.resolve({ kind: 'found', family })
    await settle()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.family).toEqual(family)
  })

  it('still shows the parent form, saying the names could not be loaded, when the family call fails', async () => {
    const { actor, checks, families } = open('ActivateParent')
    checks.last()?.resolve({ kind: 'valid', account })
    await settle()
    families.last()?.reject(new UnexpectedResponseError(500, 'familydataget'))
    await settle()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.family).toBeNull()
    expect(actor.getSnapshot().context.account).toEqual(account)
  })

  it.each([
    ['ResetPassword', 'expired'],
    ['ResetPassword', 'used'],
    ['ResetPassword', 'invalid'],
    ['ActivateParent', 'expired'],
    ['ActivateParent', 'used'],
    ['ActivateParent', 'invalid'],
    ['ActivateAccount', 'expired'],
  ] as const)('shows the %s link as %s, never the form, and loads nothing more', async (resetType, kind) => {
    const { actor, checks, families } = open(resetType)
    checks.last()?.resolve({ kind })
    await settle()
    expect(actor.getSnapshot().matches(kind)).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(actor.getSnapshot().context.account).toBeNull()
    expect(families.calls).toEqual([])
  })

  it('offers a retry when the check itself fails, and checks again on it', async () => {
    const { actor, checks } = open('ResetPassword')
    checks.last()?.reject(new TypeError('Failed to fetch'))
    await settle()
    expect(actor.getSnapshot().matches('checkFailed')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    expect(checks.calls.map((call) => call.input)).toEqual([
      { token: 'tok-123', resetType: 'ResetPassword' },
      { token: 'tok-123', resetType: 'ResetPassword' },
    ])
    checks.last()?.resolve({ kind: 'valid', account })
    await settle()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it('shows the higher-education form at once, without checking the link', () => {
    const { actor, checks } = open('HigherEdActivation', { higherEd })
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(actor.getSnapshot().context.higherEd).toEqual(higherEd)
    expect(checks.calls).toEqual([])
  })

  it('fails the check, rather than call the link good or bad, when the app provides no check', async () => {
    const actor = started(
      createActor(resetPasswordMachine, {
        input: { token: 'tok-123', resetType: 'ResetPassword', higherEd: null, redirectPolicy },
      }),
    )
    await settle()
    expect(actor.getSnapshot().matches('checkFailed')).toBe(true)
  })
})

describe('the form', () => {
  it('keeps what the person types in each field', async () => {
    const { actor } = await openForm('ActivateParent')
    actor.send({ type: 'user.changePassword', value: 'first-try' })
    actor.send({ type: 'user.changeConfirmPassword', value: 'second-try' })
    expect(actor.getSnapshot().context.password).toBe('first-try')
    expect(actor.getSnapshot().context.confirmPassword).toBe('second-try')
  })

  it('shows a field problem only once the field is left', async () => {
    const { actor, shown } = await openForm('ResetPassword')
    actor.send({ type: 'user.changePassword', value: 'short' })
    expect(shown()).toEqual({})
    actor.send({ type: 'user.leave', field: 'password' })
    expect(shown()).toEqual({ password: 'tooShort' })
    actor.send({ type: 'user.changePassword', value: '' })
    expect(shown()).toEqual({ password: 'required' })
    actor.send({ type: 'user.changePassword', value: GOOD })
    expect(shown()).toEqual({})
  })

  it('shows the confirmation problem once the confirmation is left, in both directions', async () => {
    const { actor, shown } = await openForm('ActivateParent')
    actor.send({ type: 'user.changeConfirmPassword', value: GOOD })
    actor.send({ type: 'user.leave', field: 'confirmPassword' })
    expect(shown()).toEqual({ confirmPassword: 'mismatch' })
    actor.send({ type: 'user.changePassword', value: GOOD })
    expect(shown()).toEqual({})
    actor.send({ type: 'user.changePassword', value: `${GOOD}!` })
    expect(shown()).toEqual({ confirmPassword: 'mismatch' })
  })

  it('sends nothing for an empty plain reset, and lists only the password problem', async () => {
    const { actor, saves, shown } = await openForm('ResetPassword')
    actor.send({ type: 'user.submit', values: { password: '', confirmPassword: '' } })
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.touched).toEqual(['password'])
    expect(shown()).toEqual({ password: 'required' })
    expect(saves.calls).toEqual([])
  })

  it.each([
    ['', '', { password: 'required', confirmPassword: 'required' }],
    [GOOD, '', { confirmPassword: 'required' }],
    [GOOD, 'different-1', { confirmPassword: 'mismatch' }],
    ['short', 'short', { password: 'tooShort' }],
  ])(
    'sends nothing for a parent who submits %j and %j, and lists each field problem',
    async (password, confirmPassword, problems) => {
      const { actor, saves, shown } = await openForm('ActivateParent')
      actor.send({ type: 'user.submit', values: { password, confirmPassword } })
      expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
      expect(actor.getSnapshot().context.touched).toEqual(['password', 'confirmPassword'])
      expect(shown()).toEqual(problems)
      expect(actor.getSnapshot().context.password).toBe(password)
      expect(actor.getSnapshot().context.confirmPassword).toBe(confirmPassword)
      expect(saves.calls).toEqual([])
    },
  )

  it('judges and sends what the form holds at submit, though no change was reported (autofill)', async () => {
    const { actor, saves } = await openForm('ResetPassword')
    actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: '' } })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    expect(actor.getSnapshot().context.password).toBe(GOOD)
    expect(saves.calls.map((call) => call.input.password)).toEqual([GOOD])
  })
})

describe('saving the password', () => {
  it('saves a plain reset once with the link, the username and the password; edits wait', async () => {
    const { actor, saves } = await openForm('ResetPassword')
    actor.send({ type: 'user.changePassword', value: GOOD })
    actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: '' } })
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    actor.send({ type: 'user.changePassword', value: 'changed-while-saving' })
    actor.send({ type: 'user.submit', values: { password: 'changed-while-saving', confirmPassword: '' } })
    expect(actor.getSnapshot().context.password).toBe(GOOD)
    expect(saves.calls.map((call) => call.input)).toEqual([
      {
        kind: 'reset',
        token: 'tok-123',
        resetType: 'ResetPassword',
        userName: 'paula.parent',
        password: GOOD,
      },
    ])
  })

  it('saves a parent activation with both passwords matching', async () => {
    const { actor, saves } = await openForm('ActivateParent')
    actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: GOOD } })
    expect(saves.calls.map((call) => call.input)).toEqual([
      {
        kind: 'activateParent',
        token: 'tok-123',
        resetType: 'ActivateParent',
        userName: 'paula.parent',
        password: GOOD,
      },
    ])
  })

  it('saves a higher-education activation with no username: its link was never checked', async () => {
    const { actor, saves } = open('HigherEdActivation', { higherEd })
    actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: '' } })
    expect(saves.calls.map((call) => call.input)).toEqual([
      {
        kind: 'higherEdActivation',
        token: 'tok-123',
        resetType: 'HigherEdActivation',
        userName: '',
        password: GOOD,
      },
    ])
  })

  it.each([
    ['ResetPassword', '/demo/signed-in?session=s1', 'https://login.example.org/demo/signed-in?session=s1'],
    ['ResetPassword', 'https://product.example.org/home', 'https://product.example.org/home'],
    [
      'ActivateAccount',
      'https://product.example.org/welcome?from=email',
      'https://product.example.org/welcome?from=email&activate=true',
    ],
    ['ActivateParent', '/family', 'https://login.example.org/family?activate=true'],
    ['HigherEdActivation', 'https://product.example.org/', 'https://product.example.org/?activate=true'],
  ])('after saving a %s link to %s, sends the browser to %s', async (resetType, url, destination) => {
    const page =
      resetType === 'HigherEdActivation' ? open(resetType, { higherEd }) : await openForm(resetType)
    const { actor, saves, redirects } = page
    actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: GOOD } })
    saves.last()?.resolve({ kind: 'saved', url })
    await settle()
    expect(actor.getSnapshot().matches('redirecting')).toBe(true)
    expect(actor.getSnapshot().hasTag(LEAVING_PAGE)).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(actor.getSnapshot().context.destination).toBe(destination)
    expect(redirects).toEqual([destination])
  })

  it.each([
    ['ResetPassword', 'javascript:alert(1)'],
    ['ResetPassword', 'https://evil.example/'],
    ['ResetPassword', '/'],
    ['ActivateAccount', 'javascript:alert(1)'],
    ['HigherEdActivation', '//evil.example/'],
  ])(
    'after saving a %s link to %s, a url it will not follow, shows the generic error and stays',
    async (resetType, url) => {
      const page =
        resetType === 'HigherEdActivation' ? open(resetType, { higherEd }) : await openForm(resetType)
      const { actor, saves, redirects } = page
      actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: '' } })
      saves.last()?.resolve({ kind: 'saved', url })
      await settle()
      expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      expect(actor.getSnapshot().context.destination).toBeNull()
      expect(actor.getSnapshot().context.password).toBe(GOOD)
      expect(redirects).toEqual([])
    },
  )

  it.each(['expired', 'used'] as const)(
    'shows the link as %s when saving finds it spent (another tab), and leaves nothing',
    async (kind) => {
      const { actor, saves, redirects } = await openForm('ActivateParent')
      actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: GOOD } })
      saves.last()?.resolve({ kind })
      await settle()
      expect(actor.getSnapshot().matches(kind)).toBe(true)
      expect(actor.getSnapshot().status).toBe('done')
      expect(redirects).toEqual([])
    },
  )

  it.each([
    ['refused', (call?: SaveCall) => call?.resolve({ kind: 'refused' })],
    ['a 500', (call?: SaveCall) => call?.reject(new UnexpectedResponseError(500, 'resetpassword'))],
    ['no network', (call?: SaveCall) => call?.reject(new TypeError('Failed to fetch'))],
  ])(
    'shows the generic error when saving is %s, keeps the password, and saves again on the next submit',
    async (_name, answer) => {
      const { actor, saves, redirects } = await openForm('ResetPassword')
      actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: '' } })
      answer(saves.last())
      await settle()
      expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      expect(actor.getSnapshot().context.password).toBe(GOOD)
      expect(actor.getSnapshot().context.destination).toBeNull()
      expect(redirects).toEqual([])
      actor.send({ type: 'user.submit', values: { password: GOOD, confirmPassword: '' } })
      expect(actor.getSnapshot().matches('saving')).toBe(true)
      expect(saves.calls).toHaveLength(2)
    },
  )
})

describe('the steps the path coverage counts', () => {
  it('counts leaving each password field as a step of its own', () => {
    const leaves = machineSteps(resetPasswordMachine)
      .filter((step) => step.event === 'user.leave' && step.from === 'resetPassword.form.editing')
      .map(stepName)
      .sort()
    expect(leaves).toEqual([
      'resetPassword.form.editing ─user.leave(confirmPassword)→ resetPassword.form.editing',
      'resetPassword.form.editing ─user.leave(password)→ resetPassword.form.editing',
    ])
  })
})

describe('the field rules', () => {
  it.each([
    ['reset', ['password']],
    ['activateAccount', ['password']],
    ['higherEdActivation', ['password']],
    ['activateParent', ['password', 'confirmPassword']],
  ] as const)('a %s form shows %j', (kind, fields) => {
    expect(resetPasswordFields({ kind })).toEqual(fields)
  })

  const problemsOf = (kind: ResetPasswordContext['kind'], password: string, confirmPassword: string) =>
    fieldProblems({ kind, password, confirmPassword })

  it.each([
    ['reset', '', '', { password: 'required' }],
    ['reset', 'short', '', { password: 'tooShort' }],
    ['reset', '1234567', '', { password: 'tooShort' }],
    ['reset', '12345678', '', {}],
    ['reset', '        ', 'anything', {}],
    ['activateAccount', GOOD, 'different', {}],
    ['activateParent', GOOD, GOOD, {}],
    ['activateParent', GOOD, '', { confirmPassword: 'required' }],
    ['activateParent', GOOD, 'long-enough-2', { confirmPassword: 'mismatch' }],
    ['activateParent', '', '', { password: 'required', confirmPassword: 'required' }],
    ['activateParent', 'short', 'short', { password: 'tooShort' }],
  ] as const)('a %s form with %j and %j has the problems %j', (kind, password, confirmPassword, problems) => {
    expect(problemsOf(kind, password, confirmPassword)).toEqual(problems)
  })
})
