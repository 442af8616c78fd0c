// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { instantDelay, jsonOf, messageOf, post } from '../requests'

const family = (k: string, email = 'paula.parent@example.org') =>
  post('/api/auth/familydataget', { k, email })

describe('POST /api/auth/familydataget', () => {
  it("answers the parent's name and students for a valid parent link and its account's email", async () => {
    const api = createDemoApi()
    for (const email of ['paula.parent@example.org', ' Paula.Parent@EXAMPLE.org']) {
      const response = await api(family('demo-parent-valid', email))
      expect(response.status).toBe(200)
      expect(await jsonOf(response)).toEqual({
        data: {
          parent: { userName: 'Paula Parent' },
          students: [
            { firstName: 'Sam', lastName: 'Student' },
            { firstName: 'Léa', lastName: 'Tremblay' },
          ],
        },
      })
    }
  })

  it.each([
    ['another email', 'demo-parent-valid', 'sam.student@example.org'],
    ['a link that is not a parent activation', 'demo-activate-valid', 'alex.activate@example.org'],
    ['an expired link', 'demo-parent-expired', 'paula.parent@example.org'],
    ['a used link', 'demo-parent-used', 'paula.parent@example.org'],
    ['an unknown link', 'demo-parent-unknown', 'paula.parent@example.org'],
  ])('answers 404 for %s', async (_label, token, email) => {
    const response = await createDemoApi()(family(token, email))
    expect(response.status).toBe(404)
    expect(await messageOf(response)).toBe('This link is not valid.')
  })

  it('answers 404 once the activation has spent the link', async () => {
    const api = createDemoApi()
    const saved = await api(
      post('/api/auth/resetpassword', {
        UserName: 'paula.parent',
        Password: 'Family-pass-1',
        resetPasswordType: 'ActivateParent',
        token: 'demo-parent-valid',
        requestId: crypto.randomUUID(),
      }),
    )
    expect(saved.status).toBe(200)
    expect((await api(family('demo-parent-valid'))).status).toBe(404)
  })

  it.each(['demo-parent-nofamily', 'demo-parent-server'])('answers 500 for %s', async (token) => {
    expect((await createDemoApi()(family(token))).status).toBe(500)
  })

  it('answers 200 with a body that breaks the schema for a malformed link', async () => {
    const response = await createDemoApi()(family('demo-parent-malformed'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { parent: null, students: 'Sam, Léa' } })
  })

  it('waits SLOW_MS for a slow link', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(family('demo-parent-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })

  it('answers 400 without k', async () => {
    const response = await createDemoApi()(post('/api/auth/familydataget', { email: 'x@example.org' }))
    expect(response.status).toBe(400)
  })
})
