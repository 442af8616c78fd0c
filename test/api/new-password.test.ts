// @vitest-environment node
/**
 * src/api/new-password.ts: the rule every call that saves a password holds its request to, the portal before it
 * sends and the demo API as it reads, with the words a refusal gives.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NewPasswordSchema } from '../../src/api/new-password'

describe('NewPasswordSchema', () => {
  it('refuses fewer than 8 characters as a person counts them, saying the rule', () => {
    // Four thumbs with a skin tone: 16 UTF-16 units, 4 characters a person sees.
    const result = v.safeParse(NewPasswordSchema, '👍🏽👍🏽👍🏽👍🏽')
    expect(result.success).toBe(false)
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'The password must have at least 8 characters.',
    ])
  })

  it('takes 8 characters as typed, spaces included, untrimmed', () => {
    expect(v.parse(NewPasswordSchema, ' pass 12')).toBe(' pass 12')
  })
})
