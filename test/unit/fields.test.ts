// @vitest-environment node
/**
 * The form field rules every flow shares (machines/shared/fields.ts, spec section 5): a field's problem shows once
 * the person has left the field or tried to submit, which touches every field; a submit carries the values the
 * form holds and the machine keeps those. The actions are driven in a small machine of this test's own, with the
 * events a view sends.
 */
import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import {
  hasFieldProblems,
  problemsOf,
  shownProblems,
  submittedForm,
  takeSubmitted,
  touchField,
  touchLeftField,
  untouchField,
  type SubmitEvent,
} from '../../machines/shared/fields'

type Field = 'email' | 'password' | 'confirm'

describe('what is wrong, and what is shown', () => {
  it('problemsOf keeps the fields that have a problem, and only those', () => {
    expect(problemsOf({ email: 'invalidEmail', password: null, confirm: 'mismatch' })).toEqual({
      email: 'invalidEmail',
      confirm: 'mismatch',
    })
    expect(problemsOf({ email: null, password: null })).toEqual({})
  })

  it('hasFieldProblems says whether any field has a problem', () => {
    expect(hasFieldProblems({})).toBe(false)
    expect(hasFieldProblems({ email: 'required' })).toBe(true)
  })

  it('shownProblems shows the problems of the fields the person touched, and no others', () => {
    const problems = { email: 'required', password: 'tooShort' } as const
    expect(shownProblems<Field>(problems, [])).toEqual({})
    expect(shownProblems<Field>(problems, ['password'])).toEqual({ password: 'tooShort' })
    expect(shownProblems<Field>(problems, ['confirm', 'email'])).toEqual({ email: 'required' })
    expect(shownProblems<Field>({}, ['email', 'password'])).toEqual({})
  })

  it('touchField adds a field once, and gives a new list either way', () => {
    const touched: Field[] = ['email']
    expect(touchField(touched, 'password')).toEqual(['email', 'password'])
    const again = touchField(touched, 'email')
    expect(again).toEqual(['email'])
    expect(again).not.toBe(touched)
  })

  it('untouchField takes a field out, and leaves the others', () => {
    expect(untouchField<Field>(['email', 'password', 'confirm'], 'password')).toEqual(['email', 'confirm'])
    expect(untouchField<Field>(['email'], 'confirm')).toEqual(['email'])
  })
})

interface Form {
  email: string
  password: string
  remember: boolean
  touched: Field[]
}

type FormEvent =
  | { type: 'user.leave'; field: Field }
  | { type: 'user.change'; field: Field; value: string }
  | SubmitEvent<{ email: string; password: string }>

const start: Form = { email: '', password: '', remember: false, touched: [] }

function formActor(submit = takeSubmitted<Form, FormEvent>(['email', 'password'])) {
  const machine = setup({
    types: { context: {} as Form, events: {} as FormEvent },
    actions: { touchField: touchLeftField<Form, FormEvent>(), takeSubmitted: submit },
  }).createMachine({
    context: start,
    on: {
      'user.leave': { actions: 'touchField' },
      'user.change': { actions: 'touchField' },
      'user.submit': { actions: 'takeSubmitted' },
    },
  })
  return createActor(machine).start()
}

describe('touching and submitting, in a form’s machine', () => {
  it('touches the field a person leaves, once', () => {
    const actor = formActor()
    actor.send({ type: 'user.leave', field: 'password' })
    actor.send({ type: 'user.leave', field: 'email' })
    actor.send({ type: 'user.leave', field: 'password' })
    expect(actor.getSnapshot().context.touched).toEqual(['password', 'email'])
  })

  it('does not touch a field the person only types in', () => {
    const actor = formActor()
    actor.send({ type: 'user.change', field: 'email', value: 'sam' })
    expect(actor.getSnapshot().context.touched).toEqual([])
  })

  it('does not touch anything for a leave without a field name', () => {
    const actor = formActor()
    actor.send({ type: 'user.leave', field: 7 } as unknown as FormEvent)
    expect(actor.getSnapshot().context).toEqual(start)
  })

  it('keeps the submitted values and touches every field of the form', () => {
    const actor = formActor()
    actor.send({ type: 'user.leave', field: 'confirm' })
    actor.send({ type: 'user.submit', values: { email: ' sam@example.org ', password: 'pw' } })
    expect(actor.getSnapshot().context).toEqual({
      email: ' sam@example.org ',
      password: 'pw',
      remember: false,
      touched: ['email', 'password'],
    })
  })

  it('touches the fields a function of the submitted form names', () => {
    const actor = formActor(
      takeSubmitted<Form, FormEvent>((form) => (form.email === '' ? ['email'] : ['email', 'password'])),
    )
    actor.send({ type: 'user.submit', values: { email: '', password: 'pw' } })
    expect(actor.getSnapshot().context.touched).toEqual(['email'])
    actor.send({ type: 'user.submit', values: { email: 'sam', password: 'pw' } })
    expect(actor.getSnapshot().context.touched).toEqual(['email', 'password'])
  })

  it('takes the form a flow’s own rule makes of the submit', () => {
    const actor = formActor(
      takeSubmitted<Form, FormEvent>(['email'], (context, event) => ({
        ...submittedForm(context, event),
        password: '',
      })),
    )
    actor.send({ type: 'user.submit', values: { email: 'sam', password: 'pw' } })
    expect(actor.getSnapshot().context).toEqual({ ...start, email: 'sam', touched: ['email'] })
  })

  it('submittedForm puts a submit’s values in place, and leaves the form as it is for any other event', () => {
    const context = { email: 'old', password: 'old', touched: [] }
    expect(submittedForm(context, { type: 'user.submit', values: { email: 'new', password: 'pw' } })).toEqual(
      {
        email: 'new',
        password: 'pw',
        touched: [],
      },
    )
    expect(submittedForm(context, { type: 'user.change', values: { email: 'new', password: 'pw' } })).toBe(
      context,
    )
  })
})
