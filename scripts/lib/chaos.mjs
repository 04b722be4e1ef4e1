// What the chaos tests (scripts/leads-chaos.mjs, scripts/reserve-chaos.mjs) share: their own embedded PostgreSQL
// (a copy of the e2e run's database when there is one, else migrations + the demo seed), the production server on
// the current build, HTTP requests with a Host header of their choosing, SQL on the test's database, stopping and
// starting PostgreSQL under load, and cleaning up on exit or Ctrl-C.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import pg from 'pg'

import { buildIfNeeded } from './build.mjs'
import { copyStoppedDatabase, startEmbeddedPostgres } from './embedded-db.mjs'
import { migrate, seedIfEmpty } from './payload-cli.mjs'

export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms))

/** @typedef {Awaited<ReturnType<typeof startEmbeddedPostgres>>} EmbeddedDb */

/**
 * The test's processes and what to undo: `cleanup()` stops the server, runs the cleanups (last added first) and
 * stops PostgreSQL; Ctrl-C does the same and exits 130.
 */
export function chaosRun() {
  const run = {
    /** @type {import('node:child_process').ChildProcess | undefined} */
    server: undefined,
    /** @type {EmbeddedDb | undefined} */
    db: undefined,
    /** @type {(() => Promise<unknown>)[]} */
    cleanups: [],
    async cleanup() {
      const server = run.server
      if (server && server.exitCode === null) {
        server.kill('SIGTERM')
        await new Promise((r) => (server.exitCode !== null ? r(undefined) : server.once('exit', r)))
      }
      for (const c of run.cleanups.reverse()) await c().catch(() => {})
      if (run.db) await run.db.stop().catch(() => {})
    },
  }
  process.on('SIGINT', () => run.cleanup().then(() => process.exit(130)))
  return run
}

/**
 * A fresh `dataDir` with PostgreSQL started on it (the e2e database copied, else new), migrated and seeded, and the
 * production build brought up to date.
 * @param {{ dataDir: string, e2eDir: string, log: (line: string) => void, dbPort?: number }} options
 * @returns {Promise<{ db: EmbeddedDb, env: NodeJS.ProcessEnv }>} the database and the app's environment
 */
export async function prepareChaosDatabase({ dataDir, e2eDir, log, dbPort }) {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  // the e2e run's database when it is there and stopped: migrated and seeded, it saves the seed's time
  const reused = copyStoppedDatabase(e2eDir, dataDir)
  const secretFile = path.join(dataDir, 'payload-secret')
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  const db = await startEmbeddedPostgres({
    dataDir,
    // each test its own range (leads-chaos 54400+, reserve-chaos 54600+, scale 53000+): `npm test` runs them side by side
    preferredPort: dbPort ?? 54800 + Math.floor(Math.random() * 200),
  })
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: fs.readFileSync(secretFile, 'utf8').trim(),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  log(
    `PostgreSQL on port ${db.port}, data in ${path.relative(process.cwd(), dataDir)} (${reused ? 'copied from the e2e run' : 'new'})`,
  )
  try {
    await migrate(env)
    await seedIfEmpty(env)
    await buildIfNeeded(env)
  } catch (error) {
    await db.stop().catch(() => {})
    throw error
  }
  return { db, env }
}

/**
 * SQL on the test's database (one connection per statement, so it works across a PostgreSQL restart).
 * @param {() => string | undefined} url the database's URL now
 */
export function sqlOn(url) {
  /**
   * @param {string} text
   * @param {unknown[]} [params]
   * @returns {Promise<import('pg').QueryResult<Record<string, any>>>}
   */
  return async function sql(text, params) {
    const client = new pg.Client({ connectionString: url() })
    await client.connect()
    try {
      return await client.query(text, params)
    } finally {
      await client.end()
    }
  }
}

/**
 * The production server (server/server.mjs) on `port`, its output in `logFile`, healthy within 120 s.
 * @param {{ env: NodeJS.ProcessEnv, port: number, logFile: string }} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startProductionServer({ env, port, logFile }) {
  const app = spawn(process.execPath, ['server/server.mjs', '-p', String(port)], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const serverLog = fs.createWriteStream(logFile)
  app.stdout.pipe(serverLog)
  app.stderr.pipe(serverLog)
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the server exited with ${app.exitCode}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) })
      if (res.ok) return app
    } catch {
      // not up yet
    }
    await sleep(300)
  }
  app.kill('SIGTERM')
  throw new Error('the server did not answer /api/health within 120 s')
}

/**
 * @typedef {{ status: number, json: Record<string, any>, headers: import('node:http').IncomingHttpHeaders }} Reply
 */

/**
 * An HTTP request with a Host header of our choosing (fetch drops Host): the status, the body as JSON ({} when it
 * is not) and the headers, or throws (a TimeoutError when no answer came within `timeoutMs`).
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number }} [options]
 * @returns {Promise<Reply>}
 */
export function request(url, { method = 'GET', headers = {}, body, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, timeout: timeoutMs }, (res) => {
      /** @type {Buffer[]} */
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => {
        /** @type {Record<string, any>} */
        let json = {}
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, json, headers: res.headers })
      })
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })))
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * The tenant's home page, asked as a shopper's browser would before the chaos: a 503 or 504 (the edge too busy, or
 * its first render slower than a fill may take, as on a machine running other suites) is asked again after its
 * Retry-After, as the edge's error page does by itself, for up to `giveUpMs`. Throws with the last answer otherwise.
 * @param {string} baseUrl @param {string} host @param {{ giveUpMs?: number, log?: (line: string) => void }} [options]
 */
export async function visitHome(baseUrl, host, { giveUpMs = 60_000, log } = {}) {
  const end = Date.now() + giveUpMs
  for (;;) {
    const answer = await request(`${baseUrl}/`, { headers: { host } }).catch((e) => ({
      status: String(e.message),
      headers: /** @type {import('node:http').IncomingHttpHeaders} */ ({}),
    }))
    if (answer.status === 200) return
    const again = answer.status === 503 || answer.status === 504
    if (!again || Date.now() > end) throw new Error(`${host} answered ${answer.status}`)
    const waitS = Math.min(10, Number(answer.headers['retry-after']) || 5)
    log?.(`${host} answered ${answer.status}; asking again in ${waitS} s`)
    await sleep(waitS * 1000)
  }
}

/** A distinct client address for client `i` (sent as X-Forwarded-For to a server that trusts loopback). */
export const clientIp = (/** @type {number} */ i, first = 10) =>
  `${first}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

/**
 * One shopper's enquiry (a General Enquiry lead from `name` Tester), retried with the same Idempotency-Key on network
 * errors, timeouts, 5xx and 429 until it is accepted or `giveUpMs` has passed, with jittered exponential backoff.
 * Every answer, and every request that got none, is counted in `statuses` by status ('network', 'timeout').
 * @param {{ url: string, host: string, key: string, name: string, message: string, ip: string,
 *   statuses: Record<string, number>, timeoutMs?: number, giveUpMs?: number, backoff?: { firstMs: number, maxMs: number },
 *   onAnswer?: (sentAt: number) => void, onTimeout?: (sentAt: number) => void }} options `url` is the intake
 *   (…/api/leads); `onAnswer` hears of each answer, `onTimeout` of each request that got none
 * @returns {Promise<{ leadId?: string, error?: string, attempts: number }>}
 */
export async function submitLead({
  url,
  host,
  key,
  name,
  message,
  ip,
  statuses,
  timeoutMs = 30_000,
  giveUpMs = 90_000,
  backoff = { firstMs: 200, maxMs: 3000 },
  onAnswer,
  onTimeout,
}) {
  const body = JSON.stringify({
    category: 'General Enquiry',
    fields: {
      name,
      last_name: 'Tester',
      email: `${key}@example.com`,
      phone: '0400 000 000',
      postcode: '2000',
      message,
    },
  })
  const giveUpAt = Date.now() + giveUpMs
  for (let attempt = 1; ; attempt++) {
    /** @type {number | string} */
    let status = 'network'
    const sentAt = Date.now()
    try {
      const res = await request(url, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': ip },
        body,
        timeoutMs,
      })
      status = res.status
      onAnswer?.(sentAt)
      statuses[status] = (statuses[status] ?? 0) + 1
      if (status === 201) return { leadId: String(res.json.lead_id), attempts: attempt }
      if (status < 500 && status !== 429) return { error: `${status} ${JSON.stringify(res.json)}`, attempts: attempt }
    } catch (error) {
      status = /** @type {Error | undefined} */ (error)?.name === 'TimeoutError' ? 'timeout' : 'network'
      statuses[status] = (statuses[status] ?? 0) + 1
      if (status === 'timeout') onTimeout?.(sentAt)
    }
    if (Date.now() > giveUpAt)
      return { error: `gave up after ${attempt} attempts (last: ${status})`, attempts: attempt }
    await sleep(Math.min(backoff.firstMs * 2 ** (attempt - 1), backoff.maxMs) * (0.5 + Math.random()))
  }
}

/**
 * Stops PostgreSQL `afterMs` from now and starts it again `downMs` later on the same data directory and port.
 * @param {{ run: ReturnType<typeof chaosRun>, dataDir: string, afterMs: number, downMs: number, t0: number,
 *   log: (line: string) => void }} options `t0`: when the load started
 * @returns {Promise<{ down: number, up: number }>} when it went down and came back, seconds after `t0`
 */
export async function bouncePostgres({ run, dataDir, afterMs, downMs, t0, log }) {
  await sleep(afterMs)
  const first = run.db
  if (!first) throw new Error('PostgreSQL is not running')
  const down = (Date.now() - t0) / 1000
  await first.stop()
  log('PostgreSQL stopped')
  await sleep(downMs)
  const again = await startEmbeddedPostgres({ dataDir, preferredPort: first.port })
  run.db = again
  const up = (Date.now() - t0) / 1000
  if (again.port !== first.port) throw new Error(`PostgreSQL came back on port ${again.port}, not ${first.port}`)
  log(`PostgreSQL started again on the same port (down ${(up - down).toFixed(1)} s)`)
  return { down, up }
}

/**
 * Runs a chaos test's body, then prints `OK: …` or `FAILED: …` (its problems, or the error it threw), cleans up and
 * exits 0 only when there was no problem.
 * @param {{ run: ReturnType<typeof chaosRun>, log: (line: string) => void, dataDir: string }} context
 * @param {() => Promise<{ problems: string[], ok: string }>} body
 * @returns {Promise<never>}
 */
export async function chaosTest({ run, log, dataDir }, body) {
  let exitCode = 1
  try {
    const { problems, ok } = await body()
    if (problems.length > 0) {
      log(`FAILED: ${problems.join('; ')} (server log: ${path.relative(process.cwd(), dataDir)}/server.log)`)
    } else {
      log(`OK: ${ok}`)
      exitCode = 0
    }
  } catch (error) {
    log(
      `FAILED: ${/** @type {Error | undefined} */ (error)?.stack ?? error ?? 'PostgreSQL did not start (see its log above)'}`,
    )
  } finally {
    await run.cleanup()
  }
  process.exit(exitCode)
}
