import fs from 'node:fs'
import path from 'node:path'

import { DATA_DIR } from './helpers'

/** This worker's e2e server's outbox (scripts/e2e-server.mjs: mail as .eml files in its data directory, no SMTP). */
const OUTBOX = path.join(DATA_DIR, 'outbox')

/**
 * The decoded text of the outbox messages to `address` (nodemailer writes quoted-printable); with `containing`, only
 * those that contain it (a sign-up also sends a confirmation email to the address).
 */
export function mailsTo(address: string, containing?: string): string[] {
  if (!fs.existsSync(OUTBOX)) return []
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8'))
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${address}`))
    .map((eml) =>
      eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((text) => containing === undefined || text.includes(containing))
}
