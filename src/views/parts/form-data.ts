/**
 * Reading a submitted form (docs/decisions/022): a submit sends what the form holds at that moment, whoever put
 * it there (typing, a password manager, an autofill, the browser's own restoration). Each view turns this into its
 * flow's `user.submit` values; a field's name is its id.
 */

/** The text a field (input or select) of the form holds; '' when the form has no such field. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** Whether a checkbox of the form is ticked: an unticked box is not in the form's data at all. */
export const isTicked = (form: FormData, name: string): boolean => form.has(name)
