/**
 * Form fields, the same way in every flow. Each flow has one pure `fieldProblems(context)` that says what is
 * wrong with each value; the machine's guards ask it whether the form may be sent, and the views ask it what to
 * show. A person sees a field's problem once they have touched the field (focused and left it) or tried to
 * submit, which touches every field (spec section 5).
 *
 * The browser holds what the fields hold (docs/decisions/022). Change events keep the context up to date while a
 * person types, so messages follow; a submit carries the values the form holds at that moment, and the machine
 * judges and keeps those.
 *
 * A new password's length is counted in ./password-length.ts, apart: the sign-in page's code (the entry) has the
 * rules here, and counting characters as a person does takes more code than all of them (decision 015).
 */
import { assign, type EventObject } from 'xstate'

/** What can be wrong with a value; views turn each into its message (REQUIRED, EMAIL_ENTERED_INVALID, ...). */
export type FieldProblem = 'required' | 'invalidEmail' | 'tooShort' | 'mismatch' | 'notLetters'

export type FieldProblems<TField extends string> = Partial<Record<TField, FieldProblem>>

// The field rules of spec section 5 that several flows share: what a flow's fieldProblems asks of each value.

/** Letters, digits and ' _ . + - before the @, then a domain of dot-separated labels. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9'_.+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

export const isBlank = (value: string): boolean => value.trim() === ''

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

/** A required text value: REQUIRED when blank. */
export const requiredProblem = (value: string): FieldProblem | null => (isBlank(value) ? 'required' : null)

/** A password being typed to sign in: any non-empty value (spaces count). */
export const currentPasswordProblem = (value: string): FieldProblem | null =>
  value === '' ? 'required' : null

/** An email address: REQUIRED when blank, EMAIL_ENTERED_INVALID when it does not match the pattern. */
export const emailProblem = (value: string): FieldProblem | null =>
  isBlank(value) ? 'required' : isEmail(value) ? null : 'invalidEmail'

/** A confirmation: REQUIRED when empty, else it must equal the password it confirms. */
export const confirmationProblem = (password: string, confirmation: string): FieldProblem | null =>
  confirmation === '' ? 'required' : confirmation === password ? null : 'mismatch'

/** Keeps the fields that have a problem. */
export function problemsOf<TField extends string>(
  checks: Record<TField, FieldProblem | null>,
): FieldProblems<TField> {
  const problems: FieldProblems<TField> = {}
  for (const field of Object.keys(checks) as TField[]) {
    const problem = checks[field]
    if (problem !== null) problems[field] = problem
  }
  return problems
}

export const hasFieldProblems = (problems: FieldProblems<string>): boolean => Object.keys(problems).length > 0

/** The problems a person is shown: those of the fields they have touched. */
export function shownProblems<TField extends string>(
  problems: FieldProblems<TField>,
  touched: readonly TField[],
): FieldProblems<TField> {
  const shown: FieldProblems<TField> = {}
  for (const field of touched) {
    const problem = problems[field]
    if (problem !== undefined) shown[field] = problem
  }
  return shown
}

export const touchField = <TField extends string>(touched: readonly TField[], field: TField): TField[] =>
  touched.includes(field) ? [...touched] : [...touched, field]

export const untouchField = <TField extends string>(touched: readonly TField[], field: TField): TField[] =>
  touched.filter((candidate) => candidate !== field)

/** What a form's machine holds about touching: the fields whose problems are shown. */
interface TouchingContext<TField extends string> {
  touched: TField[]
}

/**
 * The action every form names `touchField`: the field a person leaves (`user.leave`, whose `field` the flow's
 * event union types) is touched, so its problem shows from then on. Any other event changes nothing. Typed by
 * the flow's context and events, which `setup` cannot lend to a call that takes no function of them.
 */
export const touchLeftField = <TContext extends TouchingContext<string>, TEvent extends EventObject>() =>
  assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
    const field: unknown = (event as { field?: unknown }).field
    return event.type === 'user.leave' && typeof field === 'string'
      ? ({ touched: touchField(context.touched, field) } as Partial<TContext>)
      : {}
  })

/** A form's submit: the values its fields hold as it is sent, typed by each flow (docs/decisions/022). */
export interface SubmitEvent<TValues> {
  type: 'user.submit'
  values: TValues
}

/**
 * The form as a submit leaves it: the context with the submitted values in place (any other event: the context).
 * XState evaluates a transition's guards before its actions, so a submit's guards judge this, and the submit's
 * `takeSubmitted` action keeps the same.
 */
export function submittedForm<TContext extends TValues, TValues extends object>(
  context: TContext,
  event: { type: string; values?: TValues },
): TContext {
  return event.type === 'user.submit' ? { ...context, ...event.values } : context
}

/**
 * The action every form names `takeSubmitted`: the form becomes what the submit sent (`form`, by default
 * `submittedForm`; a flow with a rule of its own about what it takes passes its own), and a submit touches every
 * field of the form, so every problem shows. `fields` is the form's field list, or a function of the context when
 * the form's fields depend on it.
 */
export const takeSubmitted = <
  TContext extends TouchingContext<string>,
  TEvent extends { type: string; values?: Partial<TContext> },
>(
  fields:
    readonly TContext['touched'][number][] | ((context: TContext) => readonly TContext['touched'][number][]),
  form: (context: TContext, event: TEvent) => TContext = submittedForm,
) =>
  assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
    const submitted = form(context, event)
    const all = typeof fields === 'function' ? fields(submitted) : fields
    return { ...submitted, touched: [...all] }
  })

/**
 * What a machine emits when it empties the password field after the server said the credentials are wrong
 * (docs/decisions/003): the field's value is the browser's, so the view empties the control itself.
 */
export interface PasswordCleared {
  type: 'passwordCleared'
}
