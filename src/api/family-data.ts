/** POST /api/auth/familydataget — a parent activation's name and students. */
import * as v from 'valibot'
import type { FamilyOutcome } from '../../machines/reset-password/reset-password.machine'
import { answer, defineEndpoint } from './endpoint'

export const FamilyDataPayloadSchema = v.pipe(
  v.object({
    k: v.pipe(v.string(), v.nonEmpty(), v.description("The activation link's token (decision).")),
    email: v.pipe(v.string(), v.description('The address the token check answered (decision).')),
  }),
  v.examples([{ k: 'tok-1', email: 'paula.parent@example.org' }]),
)

export const FamilyDataResponseSchema = v.pipe(
  v.object({
    data: v.object({
      parent: v.object({ userName: v.string() }),
      students: v.array(v.object({ firstName: v.string(), lastName: v.string() })),
    }),
  }),
  v.examples([
    {
      data: {
        parent: { userName: 'Paula Parent' },
        students: [
          { firstName: 'Sam', lastName: 'Student' },
          { firstName: 'Léa', lastName: 'Tremblay' },
        ],
      },
    },
  ]),
  v.description("The parent's name and the students' names, listed on the activation form."),
)

export const familyDataEndpoint = defineEndpoint<typeof FamilyDataPayloadSchema, FamilyOutcome>({
  method: 'POST',
  path: '/api/auth/familydataget',
  description:
    'A parent activation (ActivateParent) shows the parent and their students. Any other status, or a body ' +
    "that does not match: the form is shown without the students' names, with a note saying so (decision: the " +
    'names are reassurance, not needed to activate).',
  request: FamilyDataPayloadSchema,
  answers: {
    200: answer(FamilyDataResponseSchema, ({ data }) => ({
      kind: 'found',
      family: { parentName: data.parent.userName, students: data.students },
    })),
  },
})

export const loadFamily = (
  request: { token: string; email: string },
  signal?: AbortSignal,
): Promise<FamilyOutcome> => familyDataEndpoint.call({ k: request.token, email: request.email }, { signal })
