/**
 * Signing in, as a person does it, in every engine: the demo API over real HTTP answers (docs/demo.md,
 * Accounts). A wrong password and a server failure are the sign-in machine's paths, walked in every engine
 * (test/paths-browser, docs/decisions/027); the page's axe check and widths are keyboard.journey.ts's.
 */
import { journey } from './journey'
import { seeSignedInAs, signIn } from './steps'

journey.describe('signing in', () => {
  journey('a student signs in and lands on the product', async ({ person }) => {
    await person.open('/')
    await signIn(person, 'sam.student')
    await seeSignedInAs(person, 'Sam Student')
  })
})
