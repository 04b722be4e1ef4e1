// `npm run test:replica`: the public search on a real PostgreSQL streaming replica (docs/architecture/database.md).
//   1. A throw-away primary (embedded PostgreSQL in .data/replica-check, wiped first, ports from 5642), migrated.
//   2. A hot-standby replica of it (scripts/lib/replica.mjs).
//   3. Replication lag: a row committed on the primary, the replica polled until it shows it; 20 times, median printed.
//   4. `payload run src/search/replica-check-cli.ts` with DATABASE_REPLICA_URLS: the app's search reads the primary
//      just after its own write, the replica once settled, and the primary again when this script stops the replica.
// Prints the figures; exits 1 when a check fails.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import pg from 'pg'

import { startEmbeddedPostgres } from './lib/embedded-db.mjs'
import { migrate } from './lib/payload-cli.mjs'
import { startReplica } from './lib/replica.mjs'

const WRITES = 20
const started = Date.now()
const dataDir = path.resolve('.data/replica-check')
const resultFile = path.join(dataDir, 'result.json')
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

/** @type {(() => Promise<unknown>)[]} */
const cleanups = []
async function cleanup() {
  while (cleanups.length > 0)
    await cleanups
      .pop()?.()
      .catch((/** @type {Error} */ e) => console.error(`! ${e.message}`))
}
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(sig, async () => {
    await cleanup()
    process.exit(130)
  })
}

/** @type {string[]} */
const failures = []
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  console.log(`  ${ok ? '✓' : '✖'} ${what}`)
  if (!ok) failures.push(what)
}

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN
}

/** Milliseconds from a commit on the primary until the replica shows the row, for WRITES rows. @param {string} primaryUrl @param {string} replicaUrl */
async function measureLag(primaryUrl, replicaUrl) {
  const primary = new pg.Client({ connectionString: primaryUrl })
  const replica = new pg.Client({ connectionString: replicaUrl })
  await primary.connect()
  await replica.connect()
  try {
    await primary.query('CREATE TABLE replica_check_marks (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())')
    /** @param {number} id */
    const seen = async (id) => {
      for (;;) {
        try {
          const { rowCount } = await replica.query('SELECT 1 FROM replica_check_marks WHERE id = $1', [id])
          if (rowCount) return
        } catch (error) {
          // the table itself may not have been replayed yet
          if (/** @type {{ code?: string }} */ (error).code !== '42P01') throw error
        }
      }
    }
    await primary.query('INSERT INTO replica_check_marks (id) VALUES (0)')
    await seen(0)
    /** @type {number[]} */
    const lags = []
    for (let id = 1; id <= WRITES; id++) {
      await primary.query('INSERT INTO replica_check_marks (id) VALUES ($1)', [id])
      const committed = performance.now()
      await seen(id)
      lags.push(performance.now() - committed)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return lags
  } finally {
    await primary.end()
    await replica.end()
  }
}

/**
 * Runs the in-process half; `onStop` is called when it asks for the replica to be stopped. On Node 20 `payload run`
 * now and then exits 0 having done nothing (scripts/lib/payload-cli.mjs): such a run is repeated.
 * @param {NodeJS.ProcessEnv} env @param {() => Promise<void>} onStop
 */
async function runCli(env, onStop) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    fs.rmSync(resultFile, { force: true })
    let asked = false
    const child = spawn(process.execPath, ['node_modules/payload/bin.js', 'run', 'src/search/replica-check-cli.ts'], {
      env: { ...env, REPLICA_CHECK_RESULT_FILE: resultFile },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    /** @type {string[]} */
    const stderr = []
    child.stderr.on('data', (chunk) => stderr.push(String(chunk)))
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'replica-check: stop the replica') {
        asked = true
        onStop().then(() => child.stdin.write('replica stopped\n'))
      }
    })
    const code = await new Promise((resolve) => child.once('exit', resolve))
    if (fs.existsSync(resultFile))
      return { result: JSON.parse(fs.readFileSync(resultFile, 'utf8')), log: stderr.join('') }
    if (asked || code !== 0) throw new Error(`replica-check-cli exited ${code} without a result:\n${stderr.join('')}`)
    console.warn(`! payload run did nothing; running it again (attempt ${attempt + 1} of 3)`)
  }
  throw new Error('payload run did nothing three times')
}

try {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const primary = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'primary'),
    database: 'replica_check',
    preferredPort: 5642,
  })
  cleanups.push(() => primary.stop())
  console.log(`primary on port ${primary.port} (${elapsed()})`)
  const env = {
    ...process.env,
    DATABASE_URL: primary.url,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    NODE_ENV: /** @type {const} */ ('test'),
    LEAD_WORKER: '0',
    RESERVATION_WORKER: '0',
  }
  await migrate(env)
  console.log(`migrated (${elapsed()})`)

  const replica = await startReplica(
    { port: primary.port, dataDir: path.join(dataDir, 'primary'), database: 'replica_check' },
    { dataDir: path.join(dataDir, 'replica'), preferredPort: 5643 },
  )
  let replicaRunning = true
  const stopReplica = async () => {
    if (!replicaRunning) return
    replicaRunning = false
    await replica.stop()
  }
  cleanups.push(stopReplica)
  console.log(`hot-standby replica on port ${replica.port} (${elapsed()})`)

  const lags = await measureLag(primary.url, replica.url)
  const fmt = (/** @type {number} */ ms) => `${ms.toFixed(1)} ms`
  console.log(
    `\nreplication lag, commit on the primary → visible on the replica, ${WRITES} writes:` +
      ` median ${fmt(quantile(lags, 0.5))}, p90 ${fmt(quantile(lags, 0.9))}, max ${fmt(Math.max(...lags))}`,
  )
  check(quantile(lags, 0.5) < 1000, 'the replica shows a committed row within a second (median)')

  const { result, log } = await runCli(
    { ...env, DATABASE_REPLICA_URLS: replica.url, DATABASE_REPLICA_RETRY_MS: '30000' },
    stopReplica,
  )
  const { justWritten, settled, settledServer, stopped, stoppedServer, again } = result
  const row = (/** @type {string} */ label, /** @type {Record<string, unknown>} */ r) =>
    `  ${label.padEnd(30)} ${String(r.via).padEnd(13)} found ${r.found ? 'yes' : 'no '}  ${String(r.ms).padStart(6)} ms  ` +
    `on the primary ${r.primaryStatements}, on the replica ${r.replicaStatements}`
  console.log(
    '\nthe app’s search (PostgresSearchEngine): where it sent the search; of the public reads’ statements, where each ran:',
  )
  console.log(row('just after its own write', justWritten))
  console.log(row('settled', settled))
  console.log(row('replica stopped', stopped))
  console.log(row('replica stopped, next search', again))
  console.log('')
  check(
    justWritten.found && justWritten.via === 'primary pool' && justWritten.replicaStatements === 0,
    'just after writing, the tenant is read on the primary',
  )
  check(
    settled.found &&
      settled.via === 'public reads' &&
      settled.primaryStatements === 0 &&
      settled.replicaStatements > 0 &&
      settledServer === 'replica',
    'once settled, search reads the replica (pg_is_in_recovery)',
  )
  check(
    stopped.found && stopped.replicaStatements === 0 && stoppedServer === 'primary' && stopped.replicaDown,
    'with the replica stopped, search falls back to the primary',
  )
  check(again.found && again.replicaStatements === 0, 'and keeps reading the primary while the replica is down')
  const downLines = log.split('\n').filter((l) => /read replica .* unreachable/.test(l))
  check(downLines.length === 1, `the replica going down is logged once (${downLines.length})`)
} catch (error) {
  failures.push(String(/** @type {Error} */ (error)?.stack ?? error))
  console.error(`✖ ${/** @type {Error} */ (error)?.stack ?? error}`)
} finally {
  await cleanup()
}
console.log(
  `\n${failures.length === 0 ? 'replica check passed' : `${failures.length} check(s) failed`} in ${elapsed()}`,
)
process.exit(failures.length === 0 ? 0 : 1)
