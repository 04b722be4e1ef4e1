import { createHmac } from 'node:crypto'

import {
  PREVIEW_TOKEN_MAX,
  PREVIEW_TTL_MS,
  isPreviewCollection,
  previewCookieTenant,
  signPreviewCookie,
  signPreviewToken,
  verifyPreviewToken,
} from '@/domain/preview/previewToken'

const KEY = 'k'.repeat(32)
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0)
const claims = { tenantId: 3, collection: 'pages', docId: 12, expiresAt: NOW + PREVIEW_TTL_MS } as const

describe('live preview tokens (marketing staff: preview drafts on the tenant site)', () => {
  it('signs tenant, collection, document and expiry, and verifies them back', () => {
    const token = signPreviewToken(claims, KEY)
    expect(token).toMatch(/^pl1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(token.length).toBeLessThanOrEqual(PREVIEW_TOKEN_MAX)
    expect(verifyPreviewToken(token, KEY, NOW)).toEqual({ ok: true, claims })
  })

  it('lasts one hour: refused as expired at and after its expiry', () => {
    const token = signPreviewToken(claims, KEY)
    expect(PREVIEW_TTL_MS).toBe(3_600_000)
    expect(verifyPreviewToken(token, KEY, NOW + PREVIEW_TTL_MS - 1).ok).toBe(true)
    expect(verifyPreviewToken(token, KEY, NOW + PREVIEW_TTL_MS)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a tampered body (another tenant or document) and a wrong key', () => {
    const token = signPreviewToken(claims, KEY)
    const [v, , sig] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ t: 4, c: 'pages', d: 12, x: claims.expiresAt })).toString('base64url')
    expect(verifyPreviewToken(`${v}.${forged}.${sig}`, KEY, NOW)).toEqual({ ok: false, reason: 'signature' })
    expect(verifyPreviewToken(token, 'j'.repeat(32), NOW)).toEqual({ ok: false, reason: 'signature' })
    expect(verifyPreviewToken(`${token}x`, KEY, NOW).ok).toBe(false)
  })

  it('refuses junk without throwing, and a correctly signed body with an unknown collection', () => {
    for (const junk of [undefined, null, 42, '', 'abc', 'pl1..', 'pl1.a.b.c', 'x'.repeat(PREVIEW_TOKEN_MAX + 1)]) {
      expect(verifyPreviewToken(junk, KEY, NOW)).toEqual({ ok: false, reason: 'malformed' })
    }
    const body = Buffer.from(JSON.stringify({ t: 3, c: 'users', d: 1, x: NOW + 1000 })).toString('base64url')
    const sig = createHmac('sha256', KEY).update(`pl1.${body}`).digest('base64url')
    expect(verifyPreviewToken(`pl1.${body}.${sig}`, KEY, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('the preview cookie names its tenant; a link token is not a cookie and a cookie is not a link token', () => {
    const cookie = signPreviewCookie({ tenantId: 3, expiresAt: NOW + PREVIEW_TTL_MS }, KEY)
    expect(previewCookieTenant(cookie, KEY, NOW)).toBe(3)
    expect(previewCookieTenant(cookie, KEY, NOW + PREVIEW_TTL_MS)).toBeNull()
    expect(previewCookieTenant(cookie, 'j'.repeat(32), NOW)).toBeNull()
    expect(previewCookieTenant(signPreviewToken(claims, KEY), KEY, NOW)).toBeNull()
    expect(verifyPreviewToken(cookie, KEY, NOW).ok).toBe(false)
    expect(previewCookieTenant(undefined, KEY, NOW)).toBeNull()
  })

  it('knows the six previewable collections', () => {
    for (const c of ['pages', 'posts', 'offers', 'promo-tiles', 'popups', 'banners'])
      expect(isPreviewCollection(c)).toBe(true)
    expect(isPreviewCollection('users')).toBe(false)
    expect(isPreviewCollection(undefined)).toBe(false)
  })
})
