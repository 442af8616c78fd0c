/**
 * `npm run contract:check -- --api https://portal.example.org [--timeout-ms 10000]`: sends a real server the
 * portal's harmless calls and prints, for each, whether the portal reads the answer and what a person would see
 * (scripts/lib/contract-check.ts). Exits 1 when an answer is not one the portal reads, or no XSRF cookie is set.
 */
import { parseArgs } from 'node:util'
import { checkContract, formatReport, passed } from './lib/contract-check.ts'

const { values } = parseArgs({
  options: { api: { type: 'string' }, 'timeout-ms': { type: 'string', default: '10000' } },
})
const timeoutMs = Number(values['timeout-ms'])
if (values.api === undefined || !/^https?:\/\//.test(values.api) || !(timeoutMs > 0)) {
  console.error('Usage: npm run contract:check -- --api https://portal.example.org [--timeout-ms 10000]')
  process.exit(2)
}
const report = await checkContract(values.api, { timeoutMs })
for (const line of formatReport(values.api, report)) console.log(line)
process.exit(passed(report) ? 0 : 1)
