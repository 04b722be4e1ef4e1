/**
 * A tenant's inventory feed settings (Tenants → Feeds), read and written by the server only; shared by the feed
 * routes (src/data/feeds.ts) and the admin's feed endpoints (collections/Tenants/endpoints/feeds.ts), so no
 * `server-only` here (Payload's config loads it outside Next too).
 *
 *   readFeedState(payload, 3)        → { token, enabled, storeCodes, generatedAt } or null (no such tenant)
 *   ensureFeedToken(payload, 3)      → the tenant's token, generated once when it has none
 *   rotateFeedToken(payload, 3)      → a new token; the old one stops working at once
 *   tokenMatches(expected, given)    → constant-time comparison (both hashed to 32 bytes first)
 *   markFeedGenerated(payload, 3, 'google', date)
 * The token and the generation times are written straight to the tenants row: not through Payload, so no tenant
 * hooks run (no cache purge, no search reindex) and no admin form can overwrite them (their fields are read-only).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'

import { FEED_KINDS, type FeedKind } from '../domain/feeds/kinds'
import { pgPoolOf } from './db/pool'
import { findTenantDoc } from './tenantRecords'

export interface FeedState {
  tenantId: string
  token: string | null
  enabled: Record<FeedKind, boolean>
  /** Location id → store code, as set in Tenants → Feeds (locations without one use their slug). */
  storeCodes: Map<string, string>
  generatedAt: Record<FeedKind, string | null>
}

/** The columns Payload made for the feeds group (migration 20261123_*_tenant_feeds). */
const GENERATED_COLUMN: Record<FeedKind, string> = {
  google: 'feeds_google_generated_at',
  meta: 'feeds_meta_generated_at',
}

type FeedsGroup = {
  token?: string | null
  google_enabled?: boolean | null
  meta_enabled?: boolean | null
  google_generated_at?: string | null
  meta_generated_at?: string | null
  store_codes?: { location?: unknown; code?: string | null }[] | null
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

export async function readFeedState(payload: Payload, tenantId: string | number): Promise<FeedState | null> {
  const doc = await findTenantDoc(payload, tenantId)
  if (!doc) return null
  const feeds = ((doc as { feeds?: FeedsGroup | null }).feeds ?? {}) as FeedsGroup
  const storeCodes = new Map<string, string>()
  for (const row of feeds.store_codes ?? []) {
    const location = idOf(row.location)
    const code = row.code?.trim()
    if (location && code) storeCodes.set(location, code)
  }
  return {
    tenantId: String(doc.id),
    token: feeds.token ?? null,
    enabled: { google: feeds.google_enabled !== false, meta: feeds.meta_enabled !== false },
    storeCodes,
    generatedAt: { google: feeds.google_generated_at ?? null, meta: feeds.meta_generated_at ?? null },
  }
}

/** 32 random bytes, base64url: 43 characters (FEED token shape, src/domain/feeds/kinds.ts isFeedToken). */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url')
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Whether `given` is the tenant's token, in time independent of where they differ (and of their lengths). */
export function tokenMatches(expected: string | null | undefined, given: string | null | undefined): boolean {
  if (!expected || !given) return false
  return timingSafeEqual(digest(expected), digest(given))
}

/** A new token for the tenant (the old one stops working); null when there is no such tenant. */
export async function rotateFeedToken(payload: Payload, tenantId: string | number): Promise<string | null> {
  const token = newFeedToken()
  const result = await pgPoolOf(payload).query('UPDATE "tenants" SET "feeds_token" = $1 WHERE "id" = $2', [
    token,
    Number(tenantId),
  ])
  return result.rowCount ? token : null
}

/** The tenant's token, generated (once, whoever asks first) when it has none; null when there is no such tenant. */
export async function ensureFeedToken(payload: Payload, tenantId: string | number): Promise<string | null> {
  const pool = pgPoolOf(payload)
  await pool.query('UPDATE "tenants" SET "feeds_token" = $1 WHERE "id" = $2 AND "feeds_token" IS NULL', [
    newFeedToken(),
    Number(tenantId),
  ])
  const { rows } = await pool.query<{ feeds_token: string | null }>(
    'SELECT "feeds_token" FROM "tenants" WHERE "id" = $1',
    [Number(tenantId)],
  )
  return rows[0]?.feeds_token ?? null
}

/** Records when a feed of the tenant was last generated (shown in the admin). */
export async function markFeedGenerated(
  payload: Payload,
  tenantId: string | number,
  kind: FeedKind,
  at: Date,
): Promise<void> {
  if (!FEED_KINDS.includes(kind)) return
  await pgPoolOf(payload).query(`UPDATE "tenants" SET "${GENERATED_COLUMN[kind]}" = $1 WHERE "id" = $2`, [
    at.toISOString(),
    Number(tenantId),
  ])
}
