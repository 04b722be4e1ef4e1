/**
 * Signed live-preview tokens (marketing staff's tools). Two kinds, each an HMAC-SHA256 under a server key
 * with its own purpose label, so one can never stand in for the other:
 *
 * - a preview LINK token names one tenant, one document (collection + id) and an expiry. The admin makes it for a
 *   signed-in user who may edit the document (payload.config.ts admin.livePreview.url); GET /api/preview?token=…
 *   on that tenant's host checks it, turns Next's draft mode on and redirects to where the document shows.
 * - a preview COOKIE value names only the tenant and an expiry: the route sets it beside Next's draft-mode cookie,
 *   and src/data/preview.ts isPreview(tenantId) reads drafts only when it names the tenant being rendered.
 *
 *   const token = signPreviewToken({ tenantId: 3, collection: 'pages', docId: 12, expiresAt }, key)
 *   // 'pl1.eyJ0IjozLCJjIjoicGFnZXMiLCJkIjoxMiwieCI6…}.Qk1…'
 *   verifyPreviewToken(token, key)             → { ok: true, claims: { tenantId: 3, collection: 'pages', docId: 12, expiresAt } }
 *   verifyPreviewToken(token + 'x', key)       → { ok: false, reason: 'signature' }
 *   verifyPreviewToken(token, key, afterExpiry) → { ok: false, reason: 'expired' }
 *   previewCookieTenant(signPreviewCookie({ tenantId: 3, expiresAt }, key), key) → 3
 *
 * Pure: the key is derived from PAYLOAD_SECRET by the caller (src/lib/previewKey.ts); nothing here reads the
 * environment. Sizes are bounded before any work is done; verification never throws.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

/** The collections a marketer can preview on the site. */
export const PREVIEW_COLLECTIONS = ['pages', 'posts', 'offers', 'promo-tiles', 'popups', 'banners'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** The cookie the preview route sets beside Next's draft-mode cookie (value: signPreviewCookie). */
export const PREVIEW_COOKIE = 'dp-preview'

/** How long a preview link (and the preview session it starts) lasts: one hour. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000
export const PREVIEW_TOKEN_MAX = 600

const LINK = 'pl1'
const COOKIE = 'pc1'

export type PreviewClaims = {
  tenantId: number | string
  collection: PreviewCollection
  docId: number | string
  /** Milliseconds since the epoch after which the token no longer works. */
  expiresAt: number
}

export type PreviewCookieClaims = { tenantId: number | string; expiresAt: number }

export type PreviewVerifyResult =
  { ok: true; claims: PreviewClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

const idSchema = z.union([z.number().int().positive(), z.string().min(1).max(64)])

const linkSchema = z
  .object({ t: idSchema, c: z.enum(PREVIEW_COLLECTIONS), d: idSchema, x: z.number().int().positive() })
  .strict()
const cookieSchema = z.object({ t: idSchema, x: z.number().int().positive() }).strict()

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

function mac(version: string, body: string, key: string | Buffer): Buffer {
  return createHmac('sha256', key).update(`${version}.${body}`).digest()
}

function sign(version: string, payload: object, key: string | Buffer): string {
  const body = b64url(JSON.stringify(payload))
  return `${version}.${body}.${b64url(mac(version, body, key))}`
}

/** The body's JSON when `token` is `version.body.sig` with a valid signature; a reason otherwise. */
function open(
  version: string,
  token: unknown,
  key: string | Buffer,
): { ok: true; json: unknown } | { ok: false; reason: 'malformed' | 'signature' } {
  if (typeof token !== 'string' || token.length === 0 || token.length > PREVIEW_TOKEN_MAX) return MALFORMED
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== version) return MALFORMED
  const [, body = '', signature = ''] = parts
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return MALFORMED
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(version, body, key)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  try {
    return { ok: true, json: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) }
  } catch {
    return MALFORMED
  }
}

const MALFORMED = { ok: false, reason: 'malformed' } as const

/** A preview link token for one document. */
export function signPreviewToken(claims: PreviewClaims, key: string | Buffer): string {
  return sign(LINK, { t: claims.tenantId, c: claims.collection, d: claims.docId, x: claims.expiresAt }, key)
}

/** Checks a presented link token: shape, signature (constant time), claims, expiry. Never throws. */
export function verifyPreviewToken(token: unknown, key: string | Buffer, now = Date.now()): PreviewVerifyResult {
  const opened = open(LINK, token, key)
  if (!opened.ok) return opened
  const parsed = linkSchema.safeParse(opened.json)
  if (!parsed.success) return MALFORMED
  const { t, c, d, x } = parsed.data
  if (x <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { tenantId: t, collection: c, docId: d, expiresAt: x } }
}

/** The preview cookie's value for a tenant. */
export function signPreviewCookie(claims: PreviewCookieClaims, key: string | Buffer): string {
  return sign(COOKIE, { t: claims.tenantId, x: claims.expiresAt }, key)
}

/** The tenant a preview cookie value was issued for, or null (absent, tampered, expired, a link token). */
export function previewCookieTenant(value: unknown, key: string | Buffer, now = Date.now()): number | string | null {
  const opened = open(COOKIE, value, key)
  if (!opened.ok) return null
  const parsed = cookieSchema.safeParse(opened.json)
  if (!parsed.success || parsed.data.x <= now) return null
  return parsed.data.t
}

/** Whether a value names one of the previewable collections. */
export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}
