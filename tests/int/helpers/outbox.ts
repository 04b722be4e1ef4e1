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

/**
 * The mails to `address` (only those containing `containing`, when given) once at least `count` have arrived: the
 * site sends its emails after answering. Throws after five seconds.
 */
export async function waitForMails(address: string, count = 1, containing?: string): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(address).filter((m) => containing === undefined || m.includes(containing))
    if (found.length >= count) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`fewer than ${count} email(s) to ${address}${containing ? ` containing ${containing}` : ''}`)
}
