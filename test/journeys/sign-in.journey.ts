/**
 * Signing in, as a person does it, in every engine: the demo API over real HTTP answers (docs/demo.md,
 * Accounts).
 */
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'
import { DEMO_PASSWORD, seeSignedInAs, signIn } from './steps'

journey.describe('signing in', () => {
  journey('a student signs in and lands on the product', async ({ person }) => {
    await person.open('/')
    await signIn(person, 'sam.student')
    await seeSignedInAs(person, 'Sam Student')
  })

  journey('a wrong password is refused, and what was typed stays', async ({ person }) => {
    await person.open('/')
    await signIn(person, 'sam.student', 'not-the-password')
    await person.see('alert', text('en-CA', 'USERNAME_OR_PASSWORD_NOT_FOUND'))
    expect(await person.fieldValue('Username or email')).toBe('sam.student')
  })

  journey('a server failure says so and keeps the form', async ({ person, guard }) => {
    guard.allowHttpError('/api/auth/login', 500)
    await person.open('/')
    await signIn(person, 'fault.server', DEMO_PASSWORD)
    await person.see('alert', text('en-CA', 'GENERIC_ERROR'))
    expect(await person.fieldValue('Username or email')).toBe('fault.server')
  })
})

journey('the sign-in page has no axe violations, at 320 and 1280 px', async ({ person }) => {
  await person.open('/')
  for (const width of [320, 1280]) {
    // Fails unless the page is as wide as asked (person.resize).
    await person.resize(width)
    expect(await person.axeViolations(), `axe at ${width} px`).toEqual([])
    expect(await person.scrollsSideways(), `sideways scroll at ${width} px`).toBe(false)
  }
})
