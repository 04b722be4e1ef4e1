import fs from 'node:fs'
import path from 'node:path'

import { outboxDir } from '@/lib/email/adapter'

/** The decoded text of every outbox message addressed to `address` (nodemailer writes quoted-printable). */
export function mailsTo(address: string): string[] {
  const dir = outboxDir(process.env.DATA_DIR ?? '.data')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'm').test(eml))
    .map((eml) =>
      eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
}
