/**
 * POST /api/higher-ed/register-new-user: activates a higher-education account from its link (never checked
 * first), spends the link and signs the person in. The answer is a list, whose first result the portal takes,
 * but for the links that answer the contract's other two shapes (HIGHER_ED_SHAPE_LINKS).
 */
import type * as v from 'valibot'
import {
  RegisterHigherEdPayloadSchema,
  registerHigherEdEndpoint,
  type RegisterHigherEdResponseSchema,
} from '../../src/api/register-higher-ed-user.ts'
import type { DemoEndpoint } from '../context.ts'
import { HIGHER_ED_SHAPE_LINKS } from '../demo-links.ts'
import { json, readBody } from '../http.ts'
import { linkScenarios, openLink } from '../link-answers.ts'
import { accountOfLink, setPasswordFromLink, signedInUrl, startSession } from '../state.ts'

export const registerHigherEdUserDemoEndpoint: DemoEndpoint = {
  adapter: registerHigherEdEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, RegisterHigherEdPayloadSchema)
    if (!body.ok) return body.response
    const opened = await openLink(context, {
      token: body.value.emailToken,
      accepts: (link) => link.flow === 'higherEdActivation',
      // An empty list: the portal must not follow a first result that is not there.
      malformed: [],
    })
    if (!opened.ok) return opened.response
    const { link } = opened
    const entry = accountOfLink(context.state, link)

    setPasswordFromLink(entry, body.value.password)
    context.state.links.spend(link)
    const session = startSession(context.state, entry.account, 'registerHigherEd')
    const result = { loginUrl: signedInUrl(session, context.url.origin) }
    const registered: v.InferInput<typeof RegisterHigherEdResponseSchema> =
      link.answerShape === 'object' ? result : link.answerShape === 'data' ? { data: result } : [result]
    return json(200, registered)
  },
  scenarios: [
    ...linkScenarios({
      takes: ['higherEdActivation'],
      body: (link) => ({ emailToken: link.token, password: 'Sweep-pass-1' }),
    }),
    ...HIGHER_ED_SHAPE_LINKS.map(({ token, shape }) => ({
      label: `answers ${shape === 'data' ? 'the result under data' : 'the result itself'} with ${token}`,
      body: { emailToken: token, password: 'Sweep-pass-1' },
      status: 200,
    })),
  ],
}
