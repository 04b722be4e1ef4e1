/**
 * Signed unsubscribe links (RTE-32 /pages/unsubscribe). A token names one tenant and one email address and
 * carries an HMAC-SHA256 over both under a server key, so only the platform can make one, a token for tenant A
 * cannot unsubscribe anyone from tenant B, and a changed address breaks the signature:
 *
 *   const token = signUnsubscribeToken({ tenantId: 3, email: 'Jo@Example.com' }, key)
 *   // 'v1.eyJ0IjozLCJlIjoiam9AZXhhbXBsZS5jb20ifQ.Qk1…'  (the email is lowercased first)
 *   verifyUnsubscribeToken(token, key)            → { ok: true, tenantId: 3, email: 'jo@example.com' }
 *   verifyUnsubscribeToken(token + 'x', key)      → { ok: false, reason: 'signature' }
 *
 * The key is derived from PAYLOAD_SECRET by the caller (src/data/marketing.ts unsubscribeKey); nothing here reads the
 * environment. An optional expiry (`expiresAt`) is signed with the rest; alert emails leave it off, because an
 * unsubscribe link must keep working for as long as the mail sits in an inbox (Spam Act 2003: a functional
 * unsubscribe facility). Sizes are bounded before any work is done.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

/** The longest email address (RFC 5321 path limit) and the longest token this code ever makes from one. */
export const EMAIL_MAX = 254
export const TOKEN_MAX = 600

const VERSION = 'v1'

export type UnsubscribeClaims = {
  tenantId: number | string
  email: string
  /** Milliseconds since the epoch after which the link no longer works; absent: never expires. */
  expiresAt?: number
}

export type VerifyResult =
  | { ok: true; tenantId: number | string; email: string; expiresAt?: number }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** '  Jo@Example.COM ' → 'jo@example.com'; null when it is not an address (or longer than EMAIL_MAX). */
export function normaliseEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const value = email.trim().toLowerCase()
  return emailSchema.safeParse(value).success ? value : null
}

const emailSchema = z.string().min(3).max(EMAIL_MAX).email()

const claimsSchema = z
  .object({
    t: z.union([z.number().int().positive(), z.string().min(1).max(64)]),
    e: emailSchema,
    x: z.number().int().positive().optional(),
  })
  .strict()

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

function mac(body: string, key: string | Buffer): Buffer {
  return createHmac('sha256', key).update(`${VERSION}.${body}`).digest()
}

/** A token for the claims; throws on an address that is not one (callers validate input first). */
export function signUnsubscribeToken(claims: UnsubscribeClaims, key: string | Buffer): string {
  const email = normaliseEmail(claims.email)
  if (!email) throw new Error('signUnsubscribeToken: not an email address')
  const body = b64url(
    JSON.stringify({ t: claims.tenantId, e: email, ...(claims.expiresAt ? { x: claims.expiresAt } : {}) }),
  )
  return `${VERSION}.${body}.${b64url(mac(body, key))}`
}

/**
 * Checks a presented token: shape and size first, then the signature in constant time, then the expiry.
 * Never throws; anything odd is `malformed`.
 */
export function verifyUnsubscribeToken(token: unknown, key: string | Buffer, now = Date.now()): VerifyResult {
  if (typeof token !== 'string' || token.length === 0 || token.length > TOKEN_MAX) return malformed
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== VERSION) return malformed
  const [, body = '', signature = ''] = parts
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return malformed
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(body, key)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return malformed
  }
  const claims = claimsSchema.safeParse(json)
  if (!claims.success) return malformed
  const { t, e, x } = claims.data
  if (x !== undefined && now >= x) return { ok: false, reason: 'expired' }
  return { ok: true, tenantId: t, email: e, ...(x !== undefined ? { expiresAt: x } : {}) }
}

const malformed = { ok: false, reason: 'malformed' } as const

/** The link a mail carries: '/pages/unsubscribe?token=…' (callers prefix the tenant's origin). */
export function unsubscribePath(token: string): string {
  return `/pages/unsubscribe?token=${encodeURIComponent(token)}`
}
