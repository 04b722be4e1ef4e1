import crypto from 'node:crypto'
import { promisify } from 'node:util'

/**
 * Shopper passwords (src/data/accounts.ts): scrypt from node:crypto. Not `server-only`, so the demo seed
 * (tenants-seed) can hash its demo shopper's password too; nothing here reaches a browser bundle.
 */
const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>
const SCRYPT = { N: 16384, r: 8, p: 1 } as const
const KEY_LEN = 32

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const key = await scrypt(password, salt, KEY_LEN, SCRYPT)
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(keyText, 'base64')
  const key = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length || KEY_LEN, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && crypto.timingSafeEqual(key, expected)
}
