// The server the end-to-end tests run against: a fresh embedded PostgreSQL in .data/e2e (wiped first),
// migrations, the demo seed, the production build and the production server, i.e. exactly `npm run demo`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve(process.env.E2E_DATA_DIR || path.join('.data', 'e2e'))
fs.rmSync(dataDir, { recursive: true, force: true })
// WEB_WORKERS=2 and WORKER_HEADER=1: two Next workers whatever the machine, and answers naming the worker, so
// tests/e2e/page-freshness.spec.ts can prove an edit handled by one worker reaches the other's caches.
/** @type {NodeJS.ProcessEnv} */
const env = {
  WEB_WORKERS: '2',
  WORKER_HEADER: '1',
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.PORT ?? '3210',
}
delete env.DATABASE_URL
const child = spawn(process.execPath, ['scripts/demo.mjs'], { env, stdio: 'inherit' })
const forward = (/** @type {NodeJS.Signals} */ signal) => () => child.kill(signal)
process.on('SIGINT', forward('SIGINT'))
process.on('SIGTERM', forward('SIGTERM'))
child.on('exit', (code) => process.exit(code ?? 0))
