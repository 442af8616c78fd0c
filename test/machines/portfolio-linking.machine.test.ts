// @vitest-environment node
/**
 * The portfolio-linking machine (spec: Portfolio linking, sections 4, 5 and 8), driven as the page drives it:
 * username and password are required, their problems shown once touched, and an invalid form sends nothing; one
 * submit sends one request with the SSO key; a link goes on to the returned url only if the redirect policy
 * accepts it; HTTP 401 shows USERNAME_OR_PASSWORD_NOT_FOUND and empties the password (the view told so), any
 * other failure GENERIC_ERROR with the form kept.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  fieldProblems,
  PORTFOLIO_LINKING_FIELDS,
} from '../../machines/portfolio-linking/portfolio-linking.fields'
import {
  portfolioLinkingMachine,
  type LinkPortfolioOutcome,
  type LinkPortfolioRequest,
  type PortfolioLinkingEvent,
} from '../../machines/portfolio-linking/portfolio-linking.machine'
import { CALL_IN_FLIGHT, LEAVING_PAGE, UnexpectedResponseError } from '../../machines/shared/calls'
import { shownProblems } from '../../machines/shared/fields'
import { machineSteps, stepName } from '../../machines/shared/steps'
import { answerable, redirectPolicy, settle, started } from './support'

function open(audience: 'educator' | 'student' = 'educator') {
  const links = answerable<LinkPortfolioOutcome, LinkPortfolioRequest>()
  const redirects: (string | null)[] = []
  const actor = createActor(
    portfolioLinkingMachine.provide({
      actors: { linkPortfolio: links.logic },
      actions: { redirectToDestination: ({ context }) => redirects.push(context.destination) },
    }),
    { input: { k: 'sso-key-1', audience, redirectPolicy } },
  )
  let cleared = 0
  actor.on('passwordCleared', () => {
    cleared += 1
  })
  started(actor)
  const shown = () => {
    const { context } = actor.getSnapshot()
    return shownProblems(fieldProblems(context), context.touched)
  }
  return { actor, links, redirects, shown, cleared: () => cleared }
}

const submit = (username: string, password: string): PortfolioLinkingEvent => ({
  type: 'user.submit',
  values: { username, password },
})

/** Types both fields and sends the form, as a person does. */
function signIn(page: ReturnType<typeof open>, username = ' sam.student ', password = 'Demo-pass-1') {
  page.actor.send({ type: 'user.changeUsername', value: username })
  page.actor.send({ type: 'user.changePassword', value: password })
  page.actor.send(submit(username, password))
}

describe('the form', () => {
  it('starts empty, with no problem shown and nothing sent, for the text the address asks for', () => {
    const { actor, links, shown } = open('student')
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ form: 'editing' })).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context).toMatchObject({
      k: 'sso-key-1',
      audience: 'student',
      username: '',
      password: '',
      touched: [],
      destination: null,
    })
    expect(shown()).toEqual({})
    expect(links.calls).toEqual([])
  })

  it('keeps what the person types in each field', () => {
    const { actor } = open()
    actor.send({ type: 'user.changeUsername', value: 'sam.student' })
    actor.send({ type: 'user.changePassword', value: ' pass word ' })
    expect(actor.getSnapshot().context.username).toBe('sam.student')
    expect(actor.getSnapshot().context.password).toBe(' pass word ')
    actor.send({ type: 'user.changeUsername', value: 'sam' })
    expect(actor.getSnapshot().context.password).toBe(' pass word ')
  })

  it('shows REQUIRED on a field only once it is left empty', () => {
    const { actor, shown } = open()
    actor.send({ type: 'user.changeUsername', value: '   ' })
    expect(shown()).toEqual({})
    actor.send({ type: 'user.leave', field: 'username' })
    expect(shown()).toEqual({ username: 'required' })
    actor.send({ type: 'user.leave', field: 'password' })
    expect(shown()).toEqual({ username: 'required', password: 'required' })
    actor.send({ type: 'user.changeUsername', value: 'sam.student' })
    actor.send({ type: 'user.changePassword', value: ' ' })
    expect(shown()).toEqual({})
  })

  it.each([
    ['', '', { username: 'required', password: 'required' }],
    ['  ', 'Demo-pass-1', { username: 'required' }],
    ['sam.student', '', { password: 'required' }],
  ])('sends nothing for %j and %j, and lists %j', (username, password, problems) => {
    const { actor, links, shown } = open()
    actor.send(submit(username, password))
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.touched).toEqual(['username', 'password'])
    expect(actor.getSnapshot().context.username).toBe(username)
    expect(shown()).toEqual(problems)
    expect(links.calls).toEqual([])
  })
})

describe('linking', () => {
  it('sends what the form holds at submit once, with the SSO key; edits wait', () => {
    const page = open()
    page.actor.send(submit('sam.student', 'Demo-pass-1'))
    expect(page.actor.getSnapshot().matches('linking')).toBe(true)
    expect(page.actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    page.actor.send({ type: 'user.changePassword', value: 'changed' })
    page.actor.send(submit('sam.student', 'changed'))
    expect(page.actor.getSnapshot().context.password).toBe('Demo-pass-1')
    expect(page.links.calls.map((call) => call.input)).toEqual([
      { username: 'sam.student', password: 'Demo-pass-1', ssoToken: 'sso-key-1' },
    ])
  })

  it.each([
    ['/demo/portfolio?linked=1', 'https://login.example.org/demo/portfolio?linked=1'],
    ['https://product.example.org/portfolio', 'https://product.example.org/portfolio'],
  ])('goes on to %s once linked, as %s', async (url, destination) => {
    const page = open()
    signIn(page)
    page.links.last()?.resolve({ kind: 'linked', url })
    await settle()
    const snapshot = page.actor.getSnapshot()
    expect(snapshot.matches('redirecting')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.destination).toBe(destination)
    expect(page.redirects).toEqual([destination])
    expect(page.cleared()).toBe(0)
  })

  it.each(['javascript:alert(1)', 'https://evil.example/portfolio', '/', '#top'])(
    'shows the generic error and keeps the form when linked to %s, a url it will not follow',
    async (url) => {
      const page = open()
      signIn(page)
      page.links.last()?.resolve({ kind: 'linked', url })
      await settle()
      expect(page.actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      expect(page.actor.getSnapshot().context.destination).toBeNull()
      expect(page.actor.getSnapshot().context.password).toBe('Demo-pass-1')
      expect(page.redirects).toEqual([])
      expect(page.cleared()).toBe(0)
    },
  )

  it('says the username or password was not found on a 401, and empties the password only', async () => {
    const page = open()
    signIn(page)
    page.actor.send({ type: 'user.leave', field: 'username' })
    page.links.last()?.resolve({ kind: 'notFound' })
    await settle()
    const { context } = page.actor.getSnapshot()
    expect(page.actor.getSnapshot().matches({ form: 'notFound' })).toBe(true)
    expect(context.password).toBe('')
    expect(context.username).toBe(' sam.student ')
    expect(context.touched).toEqual(['username'])
    expect(page.shown()).toEqual({})
    expect(page.cleared()).toBe(1)
    expect(page.redirects).toEqual([])
    page.actor.send(submit('sam.student', 'Demo-pass-2'))
    expect(page.links.calls.map((call) => call.input.password)).toEqual(['Demo-pass-1', 'Demo-pass-2'])
  })

  it.each([
    ['a 500', new UnexpectedResponseError(500, 'portfolioLinking')],
    ['no network', new TypeError('Failed to fetch')],
  ])(
    'shows the generic error on %s, keeps the form, and sends again on the next submit',
    async (_case, error) => {
      const page = open()
      signIn(page)
      page.links.last()?.reject(error)
      await settle()
      expect(page.actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      expect(page.actor.getSnapshot().context.password).toBe('Demo-pass-1')
      expect(page.cleared()).toBe(0)
      page.actor.send(submit('sam.student', 'Demo-pass-1'))
      expect(page.actor.getSnapshot().matches('linking')).toBe(true)
      expect(page.links.calls).toHaveLength(2)
    },
  )

  it('fails the link, never leaving the page, when the app provides no link call', async () => {
    const actor = started(
      createActor(portfolioLinkingMachine, {
        input: { k: 'sso-key-1', audience: 'educator', redirectPolicy },
      }),
    )
    actor.send(submit('sam.student', 'Demo-pass-1'))
    await settle()
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
  })
})

describe('the steps the path coverage counts', () => {
  it('counts leaving each field as a step of its own', () => {
    const leaves = machineSteps(portfolioLinkingMachine)
      .filter((step) => step.event === 'user.leave' && step.from === 'portfolioLinking.form.editing')
      .map(stepName)
      .sort()
    expect(leaves).toEqual([
      'portfolioLinking.form.editing ─user.leave(password)→ portfolioLinking.form.editing',
      'portfolioLinking.form.editing ─user.leave(username)→ portfolioLinking.form.editing',
    ])
  })
})

describe('the field rules', () => {
  it('lists the fields in the order the form shows them', () => {
    expect(PORTFOLIO_LINKING_FIELDS).toEqual(['username', 'password'])
  })

  it.each([
    ['sam.student', 'Demo-pass-1', {}],
    ['', '', { username: 'required', password: 'required' }],
    [' \t', 'x', { username: 'required' }],
    ['sam', ' ', {}],
    ['sam', '', { password: 'required' }],
  ])('%j and %j have the problems %j', (username, password, problems) => {
    expect(fieldProblems({ username, password })).toEqual(problems)
  })
})
