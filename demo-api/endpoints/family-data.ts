/**
 * POST /api/auth/familydataget: a parent activation's name and students. Only for a valid ActivateParent
 * token asked with its own account's email; anything else is 404 (the portal then goes on without names).
 */
import type * as v from 'valibot'
import {
  FamilyDataPayloadSchema,
  familyDataEndpoint,
  type FamilyDataResponseSchema,
} from '../../src/api/family-data.ts'
import type { DemoEndpoint } from '../context.ts'
import { DEMO_LINK_FLOWS } from '../demo-links.ts'
import { apiError, json, readBody } from '../http.ts'
import { LINK_SERVER_FAULT, linkFaultAnswer, linkScenarios, refuseLink } from '../link-answers.ts'
import { accountOfLink } from '../state.ts'

export const familyDataDemoEndpoint: DemoEndpoint = {
  adapter: familyDataEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, FamilyDataPayloadSchema)
    if (!body.ok) return body.response
    const link = context.state.links.find(body.value.k)
    if (link === undefined || link.flow !== 'activateParent') return refuseLink('notValid')

    const fault = await linkFaultAnswer(context, link, { data: { parent: null, students: 'Sam, Léa' } })
    if (fault !== null) return fault
    if (link.fault === 'noFamily') return apiError(500, LINK_SERVER_FAULT)

    const { account } = accountOfLink(context.state, link)
    if (link.status !== 'valid' || body.value.email.trim().toLowerCase() !== account.email.toLowerCase()) {
      return refuseLink('notValid')
    }
    const family: v.InferInput<typeof FamilyDataResponseSchema> = {
      data: {
        parent: { userName: account.displayName },
        students: account.students.map(({ firstName, lastName }) => ({ firstName, lastName })),
      },
    }
    return json(200, family)
  },
  // Only a valid parent link asked with its own account's email has a family: any other is not valid here.
  scenarios: linkScenarios({
    takes: ['activateParent'],
    body: (link) => ({ k: link.token, email: `${DEMO_LINK_FLOWS[link.flow].username}@example.org` }),
    breaksHere: 'nofamily',
    statusOf: { expired: 404, used: 404 },
  }),
  refusalsOutsideAdapter: {
    statuses: [404],
    contract: "Anything else: the activation form is shown without the students' names",
  },
}
