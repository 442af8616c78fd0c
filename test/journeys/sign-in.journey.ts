/**
 * Signing in, as a person does it, in every engine: the demo API over real HTTP answers (docs/demo.md,
 * Accounts). A wrong password and a server failure are the sign-in machine's paths, walked in every engine
 * (test/paths-browser, docs/decisions/027).
 */
import { expect, journey } from './journey'
import { seeSignedInAs, signIn } from './steps'

journey.describe('signing in', () => {
  journey('a student signs in and lands on the product', async ({ person }) => {
    await person.open('/')
    await signIn(person, 'sam.student')
    await seeSignedInAs(person, 'Sam Student')
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
