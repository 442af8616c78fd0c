/**
 * The workspace chooser (docs/demo.md, "Workspace chooser"), in every engine: a person with several account types
 * signs in, chooses a workspace, comes back to it marked, and logs out. Signing in as morgan.multi and opening
 * the seeded keys change nothing on the demo server (each sign-in mints a key of its own), so every engine may
 * do it at once.
 */
import type { MessageKey } from '../../src/i18n/i18n'
import { text } from '../e2e/catalog'
import { expect, journey } from './journey'
import type { Person } from './person'
import { signIn } from './steps'

const say = (key: MessageKey, values?: Record<string, string>) => text('en-CA', key, values)

type Workspace = 'Educator' | 'Family' | 'Student'
const WORKSPACE_NAMES: Record<Workspace, MessageKey> = {
  Educator: 'WORKSPACE_EDUCATOR',
  Family: 'WORKSPACE_FAMILY',
  Student: 'WORKSPACE_STUDENT',
}
/** A card's button, named for its workspace (the button itself reads only "Select"). */
const select = (workspace: Workspace) =>
  say('SELECT_NAMED_WORKSPACE', { workspace: say(WORKSPACE_NAMES[workspace]) })

/** The chooser with Morgan Multi's three workspaces on it. */
async function seeMorgansWorkspaces(person: Person): Promise<void> {
  await person.seeAddress(/\/switchaccount\?k=/)
  await person.see('heading', say('SELECT_WORKSPACE'))
  for (const workspace of ['Educator', 'Family', 'Student'] as const) {
    await person.see('button', select(workspace))
  }
}

/** The heading of the card marked as the one the person came from, or null when none is. */
function markedCard(person: Person): Promise<string | null> {
  return person.tab.evaluate((cameFrom: string) => {
    const fold = (words: string | null) => (words ?? '').replace(/\s+/g, ' ').trim()
    const card = [...document.querySelectorAll('li')].find((item) =>
      [...item.querySelectorAll('p')].some((line) => fold(line.textContent) === cameFrom),
    )
    return card === undefined ? null : fold(card.querySelector('h2, h3')?.textContent ?? null)
  }, say('CAME_FROM_WORKSPACE'))
}

/** The stand-in for the product's workspace (demo-api/pages/workspace.ts), in the demo's own English. */
async function seeWorkspacePage(person: Person, workspace: Workspace): Promise<void> {
  await person.seeAddress(new RegExp(`/demo/workspace/${workspace.toLowerCase()}\\?k=`))
  await person.see('heading', `${workspace} workspace`)
}

journey.describe('the workspace chooser', () => {
  journey(
    'morgan.multi signs in, chooses a workspace, and comes back to its card marked',
    async ({ person }) => {
      await person.open('/')
      await signIn(person, 'morgan.multi')
      await seeMorgansWorkspaces(person)
      // Straight from sign-in, no workspace is where the person came from.
      expect(await markedCard(person)).toBeNull()
      await person.see('button', say('LOG_OUT'))

      await person.press(select('Educator'))
      await seeWorkspacePage(person, 'Educator')
      await person.see('text', 'You are in the Educator workspace as Morgan Multi')

      // The chooser tells from the page it was opened from which workspace the person is in.
      await person.follow('Switch workspace')
      await seeMorgansWorkspaces(person)
      await person.see('text', say('CAME_FROM_WORKSPACE'))
      expect(await markedCard(person)).toBe(say('WORKSPACE_EDUCATOR'))

      await person.press(select('Family'))
      await seeWorkspacePage(person, 'Family')
    },
  )

  journey('chooses a workspace with the keyboard alone', async ({ person }) => {
    await person.open('/switchaccount?k=demo-k-several')
    await seeMorgansWorkspaces(person)
    const aCard = new RegExp(`^${say('SELECT_NAMED_WORKSPACE', { workspace: '.+' })}$`)
    for (let stop = 0; stop < 20 && !aCard.test((await person.focused()) ?? ''); stop++) {
      await person.key('Tab')
    }
    // The first card in the spec's order (switch-account.tsx sorts them): Educator.
    expect(await person.focused()).toBe(select('Educator'))
    await person.key('Enter')
    await seeWorkspacePage(person, 'Educator')
  })

  journey(
    "Signing out ends the session: the sign-in page, and the product's token forgotten",
    async ({ person }) => {
      await person.open('/')
      await signIn(person, 'morgan.multi')
      await seeMorgansWorkspaces(person)
      await person.press(select('Student'))
      await seeWorkspacePage(person, 'Student')
      // The product keeps its session in the browser as auth_token (spec section 3); the stand-in page has no
      // script, so the journey keeps one as the product would, on the same origin.
      await person.tab.evaluate(() => localStorage.setItem('auth_token', 'product-session'))

      await person.follow('Switch workspace')
      await seeMorgansWorkspaces(person)
      await person.press(say('LOG_OUT'))

      await person.seeAddress(/^[^?#]*:\/\/[^/]+\/$/)
      await person.see('heading', say('SIGN_IN_TITLE'))
      await person.see('field', say('USERNAME_OR_EMAIL'))
      await person.seeNo('button', say('LOG_OUT'))
      expect(
        await person.tab.evaluate(() => [
          localStorage.getItem('auth_token'),
          localStorage.getItem('appToken'),
        ]),
      ).toEqual([null, null])
    },
  )
})
