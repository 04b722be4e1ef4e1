// Starts a throw-away embedded PostgreSQL for the int project and hands its URL to the test files
// through process.env (test files run in this process with --runInBand, and workers would inherit it).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { isAlive, startEmbeddedPostgres } from '../../../scripts/lib/embedded-db.mjs'

/** Data dirs left by killed runs: their jest process and their postmaster are both gone. */
/** @param {string} parent */
function removeStaleDataDirs(parent) {
  if (!fs.existsSync(parent)) return
  for (const name of fs.readdirSync(parent)) {
    const match = /^jest-pg-(\d+)$/.exec(name)
    if (!match || isAlive(Number(match[1]))) continue
    const pidFile = path.join(parent, name, 'postgres', 'postmaster.pid')
    const postmaster = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
    if (!isAlive(postmaster)) fs.rmSync(path.join(parent, name), { recursive: true, force: true })
  }
}

/** @param {{ silent?: boolean }} globalConfig @param {{ rootDir: string }} projectConfig */
export default async function globalSetup(globalConfig, projectConfig) {
  removeStaleDataDirs(path.resolve(projectConfig.rootDir, '.data'))
  const dataDir = path.resolve(projectConfig.rootDir, '.data', `jest-pg-${process.pid}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const started = Date.now()
  const db = await startEmbeddedPostgres({ dataDir, database: 'jest', preferredPort: 0 })
  ;/** @type {{ __INT_PG__?: { dataDir: string, stop: () => Promise<void> } }} */ (globalThis).__INT_PG__ = {
    dataDir,
    stop: db.stop,
  }
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = crypto.randomBytes(24).toString('hex')
  process.env.DATA_DIR = dataDir
  // The dependency checker reads every @payloadcms package.json on boot; versions are pinned in package.json.
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  if (!globalConfig.silent) {
    process.stdout.write(
      `\n[int] embedded PostgreSQL on port ${db.port} (${Date.now() - started} ms), data in ${path.relative(projectConfig.rootDir, dataDir)}\n`,
    )
  }
}
