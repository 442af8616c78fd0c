// @vitest-environment node
/**
 * The SSO registration machine (spec: Registration, sections 4, 5 and 8), driven as the page drives it: the
 * registration data for the key is loaded (a failure offers a retry; a refusal or nowhere to join goes to
 * /registrationnotallowed, an unknown key to /error), a claim that is an email fills the email field for good,
 * each field's problem shows once touched (the institution's on a change too), an invalid form sends nothing,
 * one submit sends one request with the institution's id as it came, and a sent request goes to the
 * confirmation with the address it went to. A refusal shows its translationKey and keeps the form.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  chosenInstitution,
  fieldProblems,
  REGISTRATION_FIELDS,
} from '../../machines/registration/registration.fields'
import {
  registrationMachine,
  type RegisterOutcome,
  type RegisterRequest,
  type RegistrationDataOutcome,
  type RegistrationEvent,
} from '../../machines/registration/registration.machine'
import { CALL_IN_FLIGHT, UnexpectedResponseError } from '../../machines/shared/calls'
import { shownProblems } from '../../machines/shared/fields'
import { machineSteps, stepName } from '../../machines/shared/steps'
import { answerable, settle, started } from './support'

const institutions = [
  { institutionId: 12, name: 'Lakeside Secondary School' },
  { institutionId: 'hs-34', name: 'Hillcrest High School' },
]

function open() {
  const loads = answerable<RegistrationDataOutcome, { k: string }>()
  const registers = answerable<RegisterOutcome, RegisterRequest>()
  const pages: string[] = []
  const actor = createActor(
    registrationMachine.provide({
      actors: { loadRegistrationData: loads.logic, register: registers.logic },
      actions: {
        goToConfirmation: ({ context }) =>
          pages.push(`/registrationconfirmation (${context.registeredEmail})`),
        goToNotAllowed: () => pages.push('/registrationnotallowed'),
        goToErrorPage: () => pages.push('/error'),
      },
    }),
    { input: { k: 'sso-key-1' } },
  )
  started(actor)
  const shown = () => {
    const { context } = actor.getSnapshot()
    return shownProblems(fieldProblems(context), context.touched)
  }
  return { actor, loads, registers, pages, shown }
}

async function openForm(userClaim = 'jdoe') {
  const page = open()
  page.loads.last()?.resolve({ kind: 'allowed', userClaim, institutions })
  await settle()
  expect(page.actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  return page
}

const filled = {
  firstName: 'Jean-François',
  lastName: "O'Neil",
  displayName: 'JF',
  institution: '12',
  email: 'jf.oneil@example.org',
}

const submit = (values: Partial<typeof filled> = {}): RegistrationEvent => ({
  type: 'user.submit',
  values: { ...filled, ...values },
})

describe('loading the registration data', () => {
  it('asks for the key from the address and shows the wait meanwhile', () => {
    const { actor, loads, pages } = open()
    expect(loads.calls.map((call) => call.input)).toEqual([{ k: 'sso-key-1' }])
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(pages).toEqual([])
  })

  it('shows an empty form, the institutions to choose from and an email to type, for a claim that is no email', async () => {
    const { actor, pages, shown } = await openForm('jdoe')
    const { context } = actor.getSnapshot()
    expect(context.institutions).toEqual(institutions)
    expect(context.emailFromClaim).toBe(false)
    expect([
      context.firstName,
      context.lastName,
      context.displayName,
      context.institution,
      context.email,
    ]).toEqual(['', '', '', '', ''])
    expect(context.touched).toEqual([])
    expect(context.translationKey).toBeNull()
    expect(context.registeredEmail).toBeNull()
    expect(shown()).toEqual({})
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    actor.send({ type: 'user.changeEmail', value: 'typed@example.org' })
    expect(actor.getSnapshot().context.email).toBe('typed@example.org')
    expect(pages).toEqual([])
  })

  it('fills the email from a claim that is an email, trimmed, and does not let it change', async () => {
    const { actor } = await openForm('  ana.educator@example.org ')
    expect(actor.getSnapshot().context.emailFromClaim).toBe(true)
    expect(actor.getSnapshot().context.email).toBe('ana.educator@example.org')
    actor.send({ type: 'user.changeEmail', value: 'someone.else@example.org' })
    expect(actor.getSnapshot().context.email).toBe('ana.educator@example.org')
  })

  it.each([
    ['refuses registration', { kind: 'notAllowed' }, '/registrationnotallowed'],
    [
      'allows it with no institution to join',
      { kind: 'allowed', userClaim: 'jdoe', institutions: [] },
      '/registrationnotallowed',
    ],
    ['does not know the key', { kind: 'unknownKey' }, '/error'],
  ] as const)('goes on when the server %s: to %s', async (_case, outcome, page) => {
    const { actor, loads, pages } = open()
    loads.last()?.resolve(outcome as RegistrationDataOutcome)
    await settle()
    expect(pages).toEqual([page])
    expect(actor.getSnapshot().matches('leaving')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.institutions).toEqual([])
  })

  it('offers a retry when the load fails, and asks again on it', async () => {
    const { actor, loads, pages } = open()
    loads.last()?.reject(new UnexpectedResponseError(503, 'getregistrationdata'))
    await settle()
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(pages).toEqual([])
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(loads.calls.map((call) => call.input)).toEqual([{ k: 'sso-key-1' }, { k: 'sso-key-1' }])
    loads.last()?.resolve({ kind: 'allowed', userClaim: 'jdoe', institutions })
    await settle()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it('fails the load, rather than turn the person away, when the app provides no load', async () => {
    const actor = started(createActor(registrationMachine, { input: { k: 'sso-key-1' } }))
    await settle()
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true)
  })
})

describe('the form', () => {
  it('keeps what the person types in each field', async () => {
    const { actor } = await openForm()
    actor.send({ type: 'user.changeFirstName', value: 'Zoë' })
    actor.send({ type: 'user.changeLastName', value: 'Tremblay' })
    actor.send({ type: 'user.changeDisplayName', value: 'Zo' })
    actor.send({ type: 'user.changeInstitution', value: 'hs-34' })
    actor.send({ type: 'user.changeEmail', value: 'zoe@example.org' })
    const { context } = actor.getSnapshot()
    expect([
      context.firstName,
      context.lastName,
      context.displayName,
      context.institution,
      context.email,
    ]).toEqual(['Zoë', 'Tremblay', 'Zo', 'hs-34', 'zoe@example.org'])
  })

  it('shows a field problem only once the field is left', async () => {
    const { actor, shown } = await openForm()
    actor.send({ type: 'user.changeFirstName', value: 'R2D2' })
    actor.send({ type: 'user.changeEmail', value: 'not-an-email' })
    expect(shown()).toEqual({})
    actor.send({ type: 'user.leave', field: 'firstName' })
    expect(shown()).toEqual({ firstName: 'notLetters' })
    actor.send({ type: 'user.leave', field: 'lastName' })
    actor.send({ type: 'user.leave', field: 'displayName' })
    actor.send({ type: 'user.leave', field: 'email' })
    expect(shown()).toEqual({ firstName: 'notLetters', lastName: 'required', email: 'invalidEmail' })
  })

  it('shows the institution problem as soon as it is changed back to Select one', async () => {
    const { actor, shown } = await openForm()
    actor.send({ type: 'user.changeInstitution', value: '12' })
    expect(actor.getSnapshot().context.touched).toEqual(['institution'])
    expect(shown()).toEqual({})
    actor.send({ type: 'user.changeInstitution', value: '' })
    expect(shown()).toEqual({ institution: 'required' })
  })

  it('sends nothing for an empty form, and lists every problem in the order of the form', async () => {
    const { actor, registers, shown } = await openForm()
    actor.send({
      type: 'user.submit',
      values: { firstName: '', lastName: ' ', displayName: '', institution: '', email: '' },
    })
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.touched).toEqual([
      'firstName',
      'lastName',
      'displayName',
      'institution',
      'email',
    ])
    expect(Object.entries(shown())).toEqual([
      ['firstName', 'required'],
      ['lastName', 'required'],
      ['institution', 'required'],
      ['email', 'required'],
    ])
    expect(registers.calls).toEqual([])
  })

  it.each([
    [{ firstName: 'Jean2' }, { firstName: 'notLetters' }],
    [{ lastName: 'O’Neil!' }, { lastName: 'notLetters' }],
    [{ institution: '99' }, { institution: 'required' }],
    [{ email: 'jf@oneil' }, { email: 'invalidEmail' }],
  ])('sends nothing when the form holds %j, and shows %j', async (values, problems) => {
    const { actor, registers, shown } = await openForm()
    actor.send(submit(values))
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(shown()).toEqual(problems)
    expect(registers.calls).toEqual([])
  })
})

describe('sending the request', () => {
  it('sends what the form holds at submit once, with the institution id as it came; edits wait', async () => {
    const { actor, registers, pages } = await openForm()
    actor.send(submit())
    expect(actor.getSnapshot().matches('registering')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    actor.send({ type: 'user.changeFirstName', value: 'Changed' })
    actor.send(submit({ firstName: 'Changed' }))
    expect(actor.getSnapshot().context.firstName).toBe('Jean-François')
    expect(registers.calls.map((call) => call.input)).toEqual([
      {
        email: 'jf.oneil@example.org',
        firstName: 'Jean-François',
        lastName: "O'Neil",
        displayName: 'JF',
        institutionId: 12,
        k: 'sso-key-1',
      },
    ])
    expect(pages).toEqual([])
  })

  it('sends an institution id that is text as text, and an empty display name', async () => {
    const { actor, registers } = await openForm()
    actor.send(submit({ institution: 'hs-34', displayName: '' }))
    expect(registers.last()?.input).toMatchObject({ institutionId: 'hs-34', displayName: '' })
  })

  it('sends the email the claim vouches for, whatever the form sends', async () => {
    const { actor, registers } = await openForm('ana.educator@example.org')
    actor.send(submit({ email: 'not an email' }))
    expect(actor.getSnapshot().matches('registering')).toBe(true)
    expect(registers.last()?.input.email).toBe('ana.educator@example.org')
  })

  it('goes to the confirmation with the address the request went to, trimmed', async () => {
    const { actor, registers, pages } = await openForm()
    actor.send(submit({ email: ' jf.oneil@example.org ' }))
    registers.last()?.resolve({ kind: 'registered' })
    await settle()
    expect(actor.getSnapshot().matches('registered')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.registeredEmail).toBe('jf.oneil@example.org')
    expect(pages).toEqual(['/registrationconfirmation (jf.oneil@example.org)'])
  })

  it('shows the refusal reason, keeps the form, then the generic error when a refusal gives none', async () => {
    const { actor, registers, pages } = await openForm()
    actor.send(submit())
    registers.last()?.resolve({ kind: 'rejected', translationKey: 'EMAIL_ALREADY_REGISTERED' })
    await settle()
    expect(actor.getSnapshot().matches({ form: 'rejected' })).toBe(true)
    expect(actor.getSnapshot().context.translationKey).toBe('EMAIL_ALREADY_REGISTERED')
    expect(actor.getSnapshot().context.firstName).toBe('Jean-François')
    expect(actor.getSnapshot().context.email).toBe('jf.oneil@example.org')
    actor.send(submit())
    expect(registers.calls).toHaveLength(2)
    registers.last()?.resolve({ kind: 'rejected', translationKey: null })
    await settle()
    expect(actor.getSnapshot().matches({ form: 'rejected' })).toBe(true)
    expect(actor.getSnapshot().context.translationKey).toBeNull()
    expect(pages).toEqual([])
  })

  it('shows the generic error when the call fails, keeps the form, and sends again on the next submit', async () => {
    const { actor, registers, pages } = await openForm()
    actor.send(submit())
    registers.last()?.reject(new TypeError('Failed to fetch'))
    await settle()
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.lastName).toBe("O'Neil")
    expect(actor.getSnapshot().context.registeredEmail).toBeNull()
    expect(pages).toEqual([])
    actor.send(submit())
    expect(actor.getSnapshot().matches('registering')).toBe(true)
    expect(registers.calls).toHaveLength(2)
  })

  it('fails the request, rather than call it refused, when the app provides no register call', async () => {
    const loads = answerable<RegistrationDataOutcome, { k: string }>()
    const machine = registrationMachine.provide({ actors: { loadRegistrationData: loads.logic } })
    const actor = started(createActor(machine, { input: { k: 'sso-key-1' } }))
    loads.last()?.resolve({ kind: 'allowed', userClaim: 'jdoe', institutions })
    await settle()
    actor.send(submit())
    await settle()
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
  })
})

describe('the steps the path coverage counts', () => {
  it('counts leaving each field as a step of its own', () => {
    const leaves = machineSteps(registrationMachine)
      .filter((step) => step.event === 'user.leave' && step.from === 'registration.form.editing')
      .map(stepName)
      .sort()
    expect(leaves).toEqual(
      ['displayName', 'email', 'firstName', 'institution', 'lastName'].map(
        (field) => `registration.form.editing ─user.leave(${field})→ registration.form.editing`,
      ),
    )
  })
})

describe('the field rules', () => {
  const blank = {
    firstName: 'Zoë',
    lastName: 'Tremblay',
    displayName: '',
    institution: '12',
    email: 'zoe@example.org',
  }

  it('lists the fields in the order the form shows them', () => {
    expect(REGISTRATION_FIELDS).toEqual(['firstName', 'lastName', 'displayName', 'institution', 'email'])
  })

  it.each([
    [{}, {}],
    [{ displayName: '   ' }, {}],
    [{ firstName: '' }, { firstName: 'required' }],
    [{ lastName: '  ' }, { lastName: 'required' }],
    [{ firstName: 'Mary Ann', lastName: ' Tremblay-Roy ' }, {}],
    [{ firstName: 'Zoe3' }, { firstName: 'notLetters' }],
    [{ lastName: 'O@Neil' }, { lastName: 'notLetters' }],
    [{ institution: '' }, { institution: 'required' }],
    [{ institution: '13' }, { institution: 'required' }],
    [{ institution: 'hs-34' }, {}],
    [{ email: '' }, { email: 'required' }],
    [{ email: 'zoe@' }, { email: 'invalidEmail' }],
  ])('a form holding %j has the problems %j', (values, problems) => {
    expect(fieldProblems({ ...blank, ...values, institutions })).toEqual(problems)
  })

  it.each([
    ['12', institutions[0]],
    ['hs-34', institutions[1]],
    ['', undefined],
    ['012', undefined],
  ])('the select holding %j has chosen %j', (institution, chosen) => {
    expect(chosenInstitution({ institution, institutions })).toEqual(chosen)
  })
})
