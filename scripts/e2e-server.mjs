// The server the end-to-end tests run against: a fresh embedded PostgreSQL in .data/e2e (wiped first),
// migrations, the demo seed, the production build and the production server, i.e. exactly `npm run demo`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { prepareEnv } from './lib/app-env.mjs'
import { distDir, sourceFingerprint } from './lib/build.mjs'
import { copyStoppedDatabase } from './lib/embedded-db.mjs'
import { migrate, reindexIfEmpty, seedIfEmpty } from './lib/payload-cli.mjs'

const dataDir = path.resolve(process.env.E2E_DATA_DIR || path.join('.data', 'e2e'))
fs.rmSync(dataDir, { recursive: true, force: true })
/** @type {NodeJS.ProcessEnv} */
const env = {
  // One Next worker: a second one renders and compiles each page type again at its first visit and holds its own data
  // cache (measured on layout and routes: the server's CPU a quarter less with one, 11 CPU-seconds less to start). An
  // edit reaching every worker of an instance is proven by `npm run test:scale`, whose instance D runs two.
  WEB_WORKERS: '1',
  // No warming of each tenant's ~300 pages on its first visit: on two cores those renders compete with the tests for
  // the whole first minutes of a run. The warm-up itself is proven by tests/unit/server/upstream.test.ts.
  PAGE_CACHE_BOOT_WARM: 'off',
  // nor of the pages a purge dropped: the specs edit content all the time, and those background renders were two
  // thirds of all renders in the editing specs (a purge is still repeated a second later, as in production). The
  // warming itself is proven by tests/unit/server/pageCache/warming.test.ts.
  PAGE_CACHE_WARM: '0',
  // saved-search alerts looked for every 3 s (production: 2 minutes), so a test sees its alert within seconds
  ALERT_JOB_INTERVAL_MS: '3000',
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.PORT ?? '3210',
}
delete env.DATABASE_URL

if (process.env.E2E_SHARED_BUILD === '1') env.NEXT_DIST_DIR = await privateCopyOfBuild(env.PORT ?? '3210')
if (process.env.E2E_SEEDED_COPY) await seededCopy(path.resolve(process.env.E2E_SEEDED_COPY))
if (process.env.E2E_FROM_SEEDED) await fromSeededCopy(path.resolve(process.env.E2E_FROM_SEEDED))

/**
 * E2E_SEEDED_COPY=<dir>: the database migrated and seeded, stopped and copied to `<dir>` (with its payload secret)
 * before the server starts, so the chaos and scale tests can start from the same fresh demo data while this server
 * runs (scripts/lib/chaos.mjs copies a stopped database only). The demo then finds it migrated and seeded.
 * @param {string} to
 */
async function seededCopy(to) {
  // this server's own database, whatever DATABASE_URL the shell has (as `env` above)
  process.env.DATA_DIR = dataDir
  delete process.env.DATABASE_URL
  const prepared = await prepareEnv({ quiet: true })
  try {
    await migrate(prepared.env)
    await seedIfEmpty(prepared.env)
    await reindexIfEmpty(prepared.env)
  } finally {
    await prepared.stop()
  }
  // copied beside it and renamed, so a reader waiting for it (fromSeededCopy) never sees half a copy
  const partial = `${to}.partial`
  for (const dir of [to, partial]) fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  if (!copyStoppedDatabase(dataDir, partial)) throw new Error(`no stopped database in ${dataDir} to copy`)
  fs.renameSync(partial, to)
  console.log(`› The seeded database is copied to ${path.relative(process.cwd(), to)}`)
}

/**
 * E2E_FROM_SEEDED=<dir>: this server starts from the seeded database another e2e server leaves in `<dir>`
 * (E2E_SEEDED_COPY), waiting for it, instead of migrating and seeding one of its own: the second server of `npm test`
 * costs no seed beside the int stage. The caller removes an old copy first.
 * @param {string} from
 */
async function fromSeededCopy(from) {
  const deadline = Date.now() + 15 * 60_000
  while (!fs.existsSync(path.join(from, 'postgres', 'PG_VERSION'))) {
    if (Date.now() > deadline) throw new Error(`no seeded database in ${from} after 15 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  fs.mkdirSync(dataDir, { recursive: true })
  if (!copyStoppedDatabase(from, dataDir)) throw new Error(`no stopped database in ${from} to copy`)
  console.log(`› Starting from the seeded database in ${path.relative(process.cwd(), from)}`)
}

/**
 * A second (third…) e2e server runs the first one's build, which it may still be making: wait until the build matches
 * the sources, then copy it — all but its cache, because the data cache on disk belongs to one database — to a
 * directory of this server's own beside it (`.next-e2e-<port>`: at the same depth, so the build's relative links into
 * node_modules hold).
 * @param {string} port @returns {Promise<string>} the copy, for NEXT_DIST_DIR
 */
async function privateCopyOfBuild(port) {
  const shared = distDir()
  const marker = path.join(shared, 'demo-fingerprint')
  const deadline = Date.now() + 15 * 60_000
  const current = () => fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === sourceFingerprint()
  if (!current()) console.log(`› Waiting for the build in ${shared}…`)
  while (!current()) {
    if (Date.now() > deadline) throw new Error(`no current build in ${shared} after 15 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  const copy = `${shared.replace(/\/+$/, '')}-e2e-${port}`
  fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(copy)
  for (const entry of fs.readdirSync(shared)) {
    if (entry !== 'cache')
      fs.cpSync(path.join(shared, entry), path.join(copy, entry), { recursive: true, verbatimSymlinks: true })
  }
  return copy
}
const child = spawn(process.execPath, ['scripts/demo.mjs'], { env, stdio: 'inherit' })
const forward = (/** @type {NodeJS.Signals} */ signal) => () => child.kill(signal)
process.on('SIGINT', forward('SIGINT'))
process.on('SIGTERM', forward('SIGTERM'))
child.on('exit', (code) => process.exit(code ?? 0))
