/**
 * The guard every journey runs under sees, in each engine, what fails a journey (docs/decisions/028): an error
 * nothing caught, a console error, a request to a host outside this machine. Each is provoked here and declared,
 * so this journey passes only while the engine's adapter still reports all three.
 */
import type { PageEvent } from './engines/engine'
import { expect, journey } from './journey'
import type { Person } from './person'

/** Waits until the engine has reported an event that `wanted` accepts. */
async function seeReported(person: Person, what: string, wanted: (event: PageEvent) => boolean) {
  await person.waitUntil(`the engine to report ${what}`, async () =>
    (await person.tab.pageEvents()).some(wanted),
  )
}

journey(
  'the guard sees an uncaught error, a console error and a request to an outside host',
  async ({ person, guard }) => {
    guard.allowConsoleError(/guard probe/)
    guard.allowPageError(/guard probe/)
    guard.allowOutsideRequest(/^http:\/\/outside\.invalid\/guard-probe$/)
    await person.open('/')
    await person.tab.evaluate(() => {
      console.error('guard probe: a console error')
      setTimeout(() => {
        throw new Error('guard probe: an uncaught error')
      })
    })
    await seeReported(
      person,
      'the console error',
      (event) => event.kind === 'console error' && event.text === 'guard probe: a console error',
    )
    await seeReported(
      person,
      'the uncaught error',
      (event) => event.kind === 'page error' && event.message.includes('guard probe: an uncaught error'),
    )
    // The portal's policy refuses a fetch to another host before it is sent (connect-src); a page that leaves
    // for one is what the policy cannot stop.
    await person.tab.evaluate(() => {
      window.location.assign('http://outside.invalid/guard-probe')
    })
    await seeReported(
      person,
      'the request to an outside host',
      (event) => event.kind === 'request' && event.url === 'http://outside.invalid/guard-probe',
    )
    expect(await person.tab.pageEvents()).toContainEqual({
      kind: 'request',
      method: 'GET',
      url: 'http://outside.invalid/guard-probe',
    })
  },
)
