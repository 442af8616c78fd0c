/**
 * The previews the browser tests start (playwright.config.ts) leave an idle connection open until its client
 * closes it (demo-api/vite-plugin.ts). The tests' own HTTP client keeps idle connections with no limit of its
 * own, so a preview that closed them after Node's 5 s could reset a test's call as it is sent.
 */
import { analyticsPort, configuredPort, port } from '../support/ports'
import { expect, test } from './support'

const previews = { 'test build': port, 'configured build': configuredPort, 'analytics build': analyticsPort }

for (const [name, served] of Object.entries(previews)) {
  test(`the ${name}'s preview keeps an idle connection with no time limit`, async ({ request }) => {
    const headers = (await request.get(`http://localhost:${served}/`)).headers()
    expect(headers['connection']).toBe('keep-alive')
    // Node announces its limit here (timeout=5 by default) when it has one.
    expect(headers['keep-alive']).toBeUndefined()
  })
}
