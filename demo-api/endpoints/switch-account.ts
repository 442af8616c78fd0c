/**
 * GET /api/auth/switchaccount?k=: the workspaces one person may continue in, for the workspace chooser. The
 * seeded `demo-k-*` keys give every answer the chooser handles; a sign-in with several types mints its own.
 */
import * as v from 'valibot'
import { loginEndpoint, LoginResponseSchema } from '../../src/api/login.ts'
import {
  SwitchAccountQuerySchema,
  switchAccountEndpoint,
  type SwitchAccountResponseSchema,
} from '../../src/api/switch-account.ts'
import { SLOW_MS, USER_TYPES } from '../accounts.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readQuery } from '../http.ts'
import {
  seedWorkspaceKeys,
  UNSAFE_WORKSPACE,
  UNSAFE_WORKSPACE_URL,
  workspaceUrl,
  type WorkspaceKey,
} from '../workspace-keys.ts'
import { loginBody } from './login.ts'

type SwitchAccountResponse = v.InferInput<typeof SwitchAccountResponseSchema>

export const SWITCH_ACCOUNT_MESSAGES = {
  unknownKey: 'This workspace link is not valid.',
  serverFault: 'Internal server error (demo workspace fault)',
} as const

/** The seeded keys, as a fresh handler instance has them. */
function seeded(): Map<string, WorkspaceKey> {
  const keys = new Map<string, WorkspaceKey>()
  seedWorkspaceKeys(keys)
  return keys
}

function listed(key: WorkspaceKey, origin: string): SwitchAccountResponse {
  return {
    data: key.types.map((type) => ({
      userType: USER_TYPES[type],
      url:
        key.fault === 'unsafe' && type === UNSAFE_WORKSPACE
          ? UNSAFE_WORKSPACE_URL
          : workspaceUrl(origin, type, key.k),
    })),
  }
}

export const switchAccountDemoEndpoint: DemoEndpoint = {
  adapter: switchAccountEndpoint,
  handle: async (context) => {
    const query = readQuery(context.request, SwitchAccountQuerySchema)
    if (!query.ok) return query.response
    const key = context.state.workspaceKeys.get(query.value.k)
    if (key === undefined) return apiError(404, SWITCH_ACCOUNT_MESSAGES.unknownKey)
    switch (key.fault) {
      case 'server':
        return apiError(500, SWITCH_ACCOUNT_MESSAGES.serverFault)
      case 'noData': {
        const missing: SwitchAccountResponse = { data: null }
        return json(200, missing)
      }
      case 'slow':
        await context.delay(SLOW_MS)
        break
      case 'unsafe':
      case null:
        break
    }
    return json(200, listed(key, context.url.origin))
  },
  scenarios: [
    ...[...seeded().values()].map((key) => ({
      label: `with ${key.k}`,
      body: { k: key.k },
      ...(key.fault === 'server' ? { status: 500, offContract: 'server' as const } : { status: 200 }),
    })),
    {
      label: 'with the key minted for a sign-in with several types',
      bodyAfter: async (earlier) => {
        const { data } = v.parse(
          LoginResponseSchema,
          await earlier(loginEndpoint.path, loginBody('morgan.multi')),
        )
        return { k: new URL(data.url ?? '').searchParams.get('k') ?? '' }
      },
      status: 200,
    },
    { label: 'with an unknown key', body: { k: 'demo-k-nope' }, status: 404 },
    { label: 'without a key', body: {}, status: 400, offContract: 'badBody' },
    { label: 'with an empty key', body: { k: '' }, status: 400, offContract: 'badBody' },
  ],
  refusalsOutsideAdapter: {
    statuses: [404],
    contract: '"Anything else: the generic error on the sign-in page" (an unknown key is 404)',
  },
}
