/**
 * GET /api/auth/switchaccount?k=: the workspaces one person may continue in, for the workspace chooser. The
 * seeded `demo-k-*` keys give every answer the chooser handles; a sign-in with several types mints its own.
 */
import type * as v from 'valibot'
import {
  SwitchAccountQuerySchema,
  switchAccountEndpoint,
  type SwitchAccountResponseSchema,
} from '../../src/api/switch-account.ts'
import { SLOW_MS, USER_TYPES } from '../accounts.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readQuery } from '../http.ts'
import { UNSAFE_WORKSPACE, UNSAFE_WORKSPACE_URL, workspaceUrl, type WorkspaceKey } from '../workspace-keys.ts'

type SwitchAccountResponse = v.InferInput<typeof SwitchAccountResponseSchema>

export const SWITCH_ACCOUNT_MESSAGES = {
  unknownKey: 'This workspace link is not valid.',
  serverFault: 'Internal server error (demo workspace fault)',
} as const

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
}
