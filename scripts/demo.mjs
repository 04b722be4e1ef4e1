// `npm run demo`: embedded PostgreSQL (unless DATABASE_URL is set) → migrations → demo seed (only into an
// empty database) → production build (when sources changed) → the production server (server/server.mjs: Next behind the edge) on PORT (default 3000).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { prepareEnv } from './lib/app-env.mjs'
import { buildIfNeeded, distDir } from './lib/build.mjs'
import { migrate, reindexIfEmpty, seedIfEmpty } from './lib/payload-cli.mjs'

const port = Number(process.env.PORT || 3000)

const { env, stop, embedded } = await prepareEnv()
/** @type {import('node:child_process').ChildProcess | undefined} */
let server
let stopping = false

async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  if (server && server.exitCode === null) server.kill('SIGTERM')
  await stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

try {
  console.log(
    embedded
      ? `› Embedded PostgreSQL ready (${String(env.DATABASE_URL).replace(/:[^:@/]+@/, ':***@')}); data in ${env.DATA_DIR}`
      : '› Using DATABASE_URL',
  )
  console.log('› Applying migrations…')
  await migrate(env)
  console.log('› Seeding the demo tenants into an empty database…')
  await seedIfEmpty(env)
  await reindexIfEmpty(env)
  await buildIfNeeded(env, { force: process.argv.includes('--rebuild') })
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`)
  await shutdown(1)
}

// The data cache on disk belongs to whatever database the last server used: start from an empty one.
fs.rmSync(path.join(distDir(), 'cache', 'fetch-cache'), { recursive: true, force: true })

server = spawn(process.execPath, ['server/server.mjs', '-p', String(port)], {
  env: { ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'inherit',
})
server.on('exit', (code) => shutdown(code ?? 1))

const HEALTH_WAIT_S = Number(process.env.HEALTH_WAIT_S ?? 180)

async function waitForHealth() {
  const deadline = Date.now() + HEALTH_WAIT_S * 1000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(15_000) })
      if (res.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

if (await waitForHealth()) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  const tenants = await client.query('SELECT slug, name, template FROM tenants ORDER BY name')
  const users = await client.query("SELECT email FROM users WHERE email LIKE '%@demo.test' ORDER BY email")
  const shoppers = await client.query(
    "SELECT c.email, t.slug FROM customers c JOIN tenants t ON t.id = c.tenant_id WHERE c.email LIKE 'shopper@%.demo.test' ORDER BY t.name",
  )
  await client.end()
  console.log(`\n✔ Ready on http://localhost:${port} (index of tenants)\n`)
  console.log('Tenant sites:')
  for (const t of tenants.rows)
    console.log(`  ${t.name.padEnd(28)} http://${t.slug}.localhost:${port}  (${t.template} template)`)
  console.log(`\nAdmin: http://localhost:${port}/admin`)
  if (users.rows.length > 0) {
    console.log(`Demo logins (password: ${process.env.DEMO_PASSWORD ? '$DEMO_PASSWORD' : 'demo'}):`)
    for (const u of users.rows) console.log(`  ${u.email}`)
    for (const c of shoppers.rows)
      console.log(`  ${c.email}  (shopper: sign in at http://${c.slug}.localhost:${port}/sign-in)`)
  } else {
    console.log('No demo users: the admin asks you to create the first user.')
  }
  console.log('\nPress Ctrl+C to stop.')
} else {
  console.error(`✖ The server did not answer /api/health within ${HEALTH_WAIT_S} s.`)
  await shutdown(1)
}
