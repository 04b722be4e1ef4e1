// The environment every script hands to Payload and Next: DATABASE_URL (embedded Postgres unless set),
// DATA_DIR, PAYLOAD_SECRET (kept in DATA_DIR so sessions survive restarts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startEmbeddedPostgres } from './embedded-db.mjs'

export async function prepareEnv({ quiet = true } = {}) {
  const dataDir = path.resolve(process.env.DATA_DIR || '.data')
  fs.mkdirSync(dataDir, { recursive: true })
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, DATA_DIR: dataDir }
  if (!env.PAYLOAD_SECRET) {
    const secretFile = path.join(dataDir, 'payload-secret')
    if (!fs.existsSync(secretFile))
      fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
    env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
  }
  let stop = async () => {}
  let embedded = false
  if (!env.DATABASE_URL) {
    const db = await startEmbeddedPostgres({ dataDir, quiet })
    env.DATABASE_URL = db.url
    stop = db.stop
    embedded = true
  }
  return { env, stop, embedded }
}
