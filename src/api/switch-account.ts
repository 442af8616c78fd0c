/** GET /api/auth/switchaccount?k= — the workspaces one person may continue in (spec: Workspace chooser). */
import * as v from 'valibot'
import {
  WORKSPACE_TYPES,
  type Workspace,
  type WorkspacesOutcome,
} from '../../machines/switch-account/switch-account.machine'
import { answer, defineEndpoint } from './endpoint'

export const SwitchAccountQuerySchema = v.pipe(
  v.object({
    k: v.pipe(
      v.string(),
      v.nonEmpty(),
      v.description("The key the chooser's link carries (/switchaccount?k=), passed on as it is (decision)."),
    ),
  }),
  v.examples([{ k: 'k-123' }]),
)

/** User type ids (spec section 3): Student=1, Family=2, InspireUser=3, Educator=4, HigherEd=5. */
const USER_TYPE_IDS = { Student: 1, Family: 2, InspireUser: 3, Educator: 4, HigherEd: 5 } as const

const typeOfId = new Map(Object.entries(USER_TYPE_IDS).map(([name, id]) => [id as number, name]))

const EntrySchema = v.object({
  userType: v.pipe(
    v.number(),
    v.description(
      'A user type id (spec section 3): Student=1, Family=2, InspireUser=3, Educator=4, HigherEd=5. An entry of ' +
        'any other type is left out (decision: one unknown type must not hide the others).',
    ),
  ),
  url: v.pipe(
    v.string(),
    v.description(
      "Where choosing this workspace's card sends the browser, if the redirect policy accepts it.",
    ),
  ),
})

export const SwitchAccountResponseSchema = v.pipe(
  v.object({ data: v.nullish(v.array(EntrySchema)) }),
  v.description(
    'One card per entry of `data`. `data` null or missing, or an empty list: the generic error, on the sign-in ' +
      'page (spec section 4).',
  ),
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
  description:
    'The workspace chooser (/switchaccount?k=): the workspaces one person may continue in. A GET: the `Device` ' +
    'header and no `X-XSRF-TOKEN`. Any other status (an unknown or missing key included) is an unexpected ' +
    'failure: the generic error on the sign-in page.',
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
