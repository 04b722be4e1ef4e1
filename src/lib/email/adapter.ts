import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

/** The settings this adapter reads (src/lib/env.ts validates them). */
export type MailSettings = {
  SMTP_HOST?: string
  SMTP_PORT: number
  SMTP_SECURE?: string
  SMTP_USER?: string
  SMTP_PASS?: string
  EMAIL_FROM_ADDRESS: string
  EMAIL_FROM_NAME: string
  DATA_DIR: string
}

export type SentMail = { messageId: string; file?: string }

/** The longest line, in octets, an 8bit MIME part may hold (RFC 5322 2.1.1, RFC 2045 2.8). */
export const MAX_8BIT_LINE_OCTETS = 998

/**
 * A plain-text part sent as 8bit UTF-8, exactly as written, for readers that do not decode quoted-printable or base64
 * (CRM mail parsers reading an ADF lead). nodemailer picks quoted-printable or base64 for any text that is not ASCII,
 * whatever Content-Transfer-Encoding it is given, so the part is handed over whole (`raw`: headers and body). A text
 * with a line longer than MAX_8BIT_LINE_OCTETS cannot be 8bit: it stays a string and nodemailer encodes it.
 *   sendEmail({ to, subject, text: eightBitText(xml) as string })
 */
export function eightBitText(text: string): string | { raw: string } {
  const normalised = text.replace(/\r\n?/g, '\n')
  if (normalised.split('\n').some((line) => Buffer.byteLength(line, 'utf8') > MAX_8BIT_LINE_OCTETS)) return text
  return { raw: `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${normalised}` }
}

/** Where mail goes when no SMTP_HOST is set: one .eml file per message. */
export const outboxDir = (dataDir: string) => path.resolve(dataDir, 'outbox')

/**
 * Payload's email adapter on nodemailer (the same shape as @payloadcms/email-nodemailer, which has no release
 * matching this Payload version). With SMTP_HOST: SMTP (SMTP_PORT, SMTP_SECURE, SMTP_USER/SMTP_PASS). Without it
 * (the demo, the tests): nodemailer renders the full RFC 822 message and it is written to `${DATA_DIR}/outbox`
 * as `{time}-{random}.eml` (written to a temporary name, then renamed, so a reader never sees half a file).
 */
export function mailAdapter(settings: MailSettings): EmailAdapter<SentMail> {
  const smtp = Boolean(settings.SMTP_HOST)
  const transporter = smtp
    ? nodemailer.createTransport({
        host: settings.SMTP_HOST,
        port: settings.SMTP_PORT,
        secure: settings.SMTP_SECURE === 'true' || settings.SMTP_SECURE === '1',
        auth: settings.SMTP_USER ? { user: settings.SMTP_USER, pass: settings.SMTP_PASS ?? '' } : undefined,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const dir = outboxDir(settings.DATA_DIR)

  return () => ({
    name: smtp ? 'nodemailer-smtp' : 'nodemailer-outbox',
    defaultFromAddress: settings.EMAIL_FROM_ADDRESS,
    defaultFromName: settings.EMAIL_FROM_NAME,
    async sendEmail(message: SendEmailOptions): Promise<SentMail> {
      const info = await transporter.sendMail({
        ...message,
        from: message.from ?? { name: settings.EMAIL_FROM_NAME, address: settings.EMAIL_FROM_ADDRESS },
      } as nodemailer.SendMailOptions)
      if (smtp) return { messageId: info.messageId }
      fs.mkdirSync(dir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`
      const file = path.join(dir, name)
      fs.writeFileSync(`${file}.tmp`, (info as unknown as { message: Buffer }).message)
      fs.renameSync(`${file}.tmp`, file)
      return { messageId: info.messageId, file }
    },
  })
}
