/**
 * More of signing in, in every engine: the SD sign-in page, keep-me-signed-in and the automatic sign-in that follows,
 * the inactivity message, and a person with several workspaces. The demo API over real HTTP answers
 * (docs/demo.md, Accounts); each journey signs in a session of its own, which no other test can end.
 */
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'
import type { Person } from './person'
import { seeSignedInAs, signIn } from './steps'

const say = (key: Parameters<typeof text>[1], values?: Record<string, string>) => text('en-CA', key, values)

/** Whether the checkbox with that label is ticked, as the page holds it. */
function ticked(person: Person, label: string): Promise<boolean | null> {
  return person.tab.evaluate((wanted: string) => {
    const fold = (words: string | null) => (words ?? '').replace(/\s+/g, ' ').trim()
    const found = [...document.querySelectorAll('label')].find((label) => fold(label.textContent) === wanted)
    const box = found?.htmlFor ? document.getElementById(found.htmlFor) : null
    return box instanceof HTMLInputElement ? box.checked : null
  }, label)
}

/** The session the demo's stand-in for the product shows: the same one means the same sign-in. */
async function sessionShown(person: Person): Promise<string | null> {
  return new URL(await person.tab.url()).searchParams.get('session')
}

journey.describe('signing in, more', () => {
  journey(
    'signing in on the SD sign-in page goes through its own login and offers its own way back',
    async ({ person }) => {
      await person.open('/sdmylife')
      await person.follow(say('TROUBLE_SIGNING_IN'))
      await person.seeAddress(/\/forgot\/sdmylife$/)
      await person.see('heading', say('FORGOT_TITLE'))
      await person.follow(say('GO_BACK_TO_SIGN_IN'))
      await person.seeAddress(/\/sdmylife$/)

      await signIn(person, 'sam.student')
      await seeSignedInAs(person, 'Sam Student')
      // The demo says which login it was given: the SD sign-in page's own.
      await person.see('text', 'Through the SD login')
    },
  )

  journey(
    'kept signed in: opening the portal again signs in by itself, until the person signs out',
    async ({ person, guard }) => {
      // The kept session, ended by signing out, is refused when the portal tries it again.
      guard.allowHttpError('/api/auth/redirect', 401)
      await person.open('/')
      expect(await ticked(person, say('KEEP_ME_SIGNED_IN')), 'Keep me signed in, as the page opens').toBe(
        true,
      )
      await signIn(person, 'sam.student')
      await seeSignedInAs(person, 'Sam Student')
      const session = await sessionShown(person)

      // The same tab, a later visit: the kept session is resumed, not a new one started.
      await person.open('/')
      await seeSignedInAs(person, 'Sam Student')
      expect(await sessionShown(person), 'the session after the automatic sign-in').toBe(session)

      // Signing out ends the session, so the kept one is refused on the way back, and a later visit stays.
      await person.press('Sign out')
      await person.seeAddress(/\/$/)
      await person.see('field', say('USERNAME_OR_EMAIL'))
      await person.open('/')
      await person.see('field', say('USERNAME_OR_EMAIL'))
      expect(await person.tab.url()).toBe(person.address('/'))
    },
  )

  journey('not kept: opening the portal again shows the form', async ({ person }) => {
    await person.open('/')
    await person.tick(say('KEEP_ME_SIGNED_IN'))
    expect(await ticked(person, say('KEEP_ME_SIGNED_IN')), 'Keep me signed in, once unticked').toBe(false)
    await signIn(person, 'sam.student')
    await seeSignedInAs(person, 'Sam Student')

    // Once the app has started, the form is its answer: a resumed session would show the waiting line instead.
    await person.open('/')
    await person.see('field', say('USERNAME_OR_EMAIL'))
    expect(await person.tab.url()).toBe(person.address('/'))
  })

  journey(
    '?timeout=true says the person was signed out for inactivity; without it, nothing',
    async ({ person }) => {
      await person.open('/?timeout=true')
      await person.see('text', say('LOGGED_OUT_DUE_TO_INACTIVITY'))
      await person.see('heading', say('SIGN_IN_TITLE'))

      await person.open('/?timeout=false')
      await person.see('heading', say('SIGN_IN_TITLE'))
      expect(await person.shows('text', say('LOGGED_OUT_DUE_TO_INACTIVITY'))).toBe(false)
    },
  )

  journey('a person with several workspaces lands on the chooser', async ({ person }) => {
    await person.open('/')
    await signIn(person, 'morgan.multi')
    await person.seeAddress(/\/switchaccount\?k=/)
    await person.see('heading', say('SELECT_WORKSPACE'))
    for (const workspace of ['WORKSPACE_EDUCATOR', 'WORKSPACE_FAMILY', 'WORKSPACE_STUDENT'] as const) {
      await person.see('button', say('SELECT_NAMED_WORKSPACE', { workspace: say(workspace) }))
    }
    await person.see('button', say('LOG_OUT'))
  })
})
