// `npm run migrate` / `npm run seed`: run a Payload command against DATABASE_URL, or against the
// embedded PostgreSQL in DATA_DIR when DATABASE_URL is not set.
import { spawn } from 'node:child_process'

import { prepareEnv } from './lib/app-env.mjs'

const task = process.argv[2]
const commands = {
  migrate: ['migrate'],
  seed: ['run', 'tenants-seed/run.ts'],
  'migrate:create': ['migrate:create', ...process.argv.slice(3)],
}
if (!commands[task]) {
  console.error(`Unknown task '${task}'. Use one of: ${Object.keys(commands).join(', ')}`)
  process.exit(2)
}

const { env, stop } = await prepareEnv()
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['node_modules/payload/bin.js', ...commands[task]], { env, stdio: 'inherit' })
  child.on('exit', (c) => resolve(c ?? 1))
})
await stop()
process.exit(code)
