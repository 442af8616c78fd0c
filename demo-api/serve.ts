/**
 * The demo API on its own port, for a server in front of the build (deploy/): `DEMO_API_PORT=8081 npx tsx
 * demo-api/serve.ts`; DEMO_API_HOST, another loopback address than 127.0.0.1. Never part of a production
 * deployment.
 */
import { startDemoServer } from './node-server.ts'

const server = await startDemoServer({
  port: Number(process.env.DEMO_API_PORT ?? 8081),
  host: process.env.DEMO_API_HOST ?? '127.0.0.1',
})
console.log(`Demo API on ${server.origin}`)
const stop = () => void server.close().finally(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
