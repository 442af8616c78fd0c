/** GET /api/auth/switchaccount?k= — the workspaces one person may continue in (spec: Workspace chooser). */
import * as v from 'valibot'
import {
  WORKSPACE_TYPES,
  type Workspace,
  type WorkspacesOutcome,
} from '../../machines/switch-account/switch-account.types'
import { answer, defineEndpoint } from './endpoint'

export const SwitchAccountQuerySchema = v.pipe(
  v.object({ k: v.pipe(v.string(), v.nonEmpty()) }),
  v.examples([{ k: 'k-123' }]),
)

/** User type ids (spec section 3): Student=1, Family=2, InspireUser=3, Educator=4, HigherEd=5. */
const USER_TYPE_IDS = { Student: 1, Family: 2, InspireUser: 3, Educator: 4, HigherEd: 5 } as const

const typeOfId = new Map(Object.entries(USER_TYPE_IDS).map(([name, id]) => [id as number, name]))

const EntrySchema = v.object({ userType: v.number(), url: v.string() })

export const SwitchAccountResponseSchema = v.pipe(
  v.object({ data: v.nullish(v.array(EntrySchema)) }),
  v.examples([
    {
      data: [
        { userType: 4, url: 'https://product.example.org/educator' },
        { userType: 2, url: 'https://product.example.org/family' },
      ],
    },
    { data: null },
  ]),
)

/** Entries of a type the portal does not know are left out rather than failing the whole list. */
function workspacesOf(entries: readonly v.InferOutput<typeof EntrySchema>[]): Workspace[] {
  return entries.flatMap((entry) => {
    const type = WORKSPACE_TYPES.find((name) => name === typeOfId.get(entry.userType))
    return type === undefined ? [] : [{ type, url: entry.url }]
  })
}

export const switchAccountEndpoint = defineEndpoint<typeof SwitchAccountQuerySchema, WorkspacesOutcome>({
  method: 'GET',
  path: '/api/auth/switchaccount',
  request: SwitchAccountQuerySchema,
  answers: {
    200: answer(SwitchAccountResponseSchema, ({ data }) =>
      data === undefined || data === null
        ? { kind: 'missing' }
        : { kind: 'listed', workspaces: workspacesOf(data) },
    ),
  },
})

export const loadWorkspaces = (k: string, signal?: AbortSignal): Promise<WorkspacesOutcome> =>
  switchAccountEndpoint.call({ k }, { signal })
