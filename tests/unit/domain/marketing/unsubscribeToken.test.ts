import { createHmac } from 'node:crypto'

import {
  EMAIL_MAX,
  TOKEN_MAX,
  normaliseEmail,
  signUnsubscribeToken,
  unsubscribePath,
  verifyUnsubscribeToken,
} from '@/domain/marketing/unsubscribeToken'

const KEY = 'k'.repeat(32)

describe('RTE-32 unsubscribe tokens (/pages/unsubscribe)', () => {
  it('signs tenant and lowercased email, and verifies them back', () => {
    const token = signUnsubscribeToken({ tenantId: 3, email: '  Jo.Citizen@Example.COM ' }, KEY)
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(token.length).toBeLessThanOrEqual(TOKEN_MAX)
    expect(verifyUnsubscribeToken(token, KEY)).toEqual({ ok: true, tenantId: 3, email: 'jo.citizen@example.com' })
  })

  it('refuses a token signed with another key (forged)', () => {
    const token = signUnsubscribeToken({ tenantId: 3, email: 'jo@example.com' }, 'x'.repeat(32))
    expect(verifyUnsubscribeToken(token, KEY)).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses a token whose body was changed to another tenant or address', () => {
    const token = signUnsubscribeToken({ tenantId: 3, email: 'jo@example.com' }, KEY)
    const [v, , sig] = token.split('.')
    for (const claims of [
      { t: 4, e: 'jo@example.com' },
      { t: 3, e: 'someone@example.com' },
    ]) {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
      expect(verifyUnsubscribeToken(`${v}.${body}.${sig}`, KEY)).toEqual({ ok: false, reason: 'signature' })
    }
  })

  it('refuses a flipped signature character, and never throws on junk', () => {
    const token = signUnsubscribeToken({ tenantId: 3, email: 'jo@example.com' }, KEY)
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1)
    expect(verifyUnsubscribeToken(flipped, KEY).ok).toBe(false)
    for (const junk of [
      undefined,
      null,
      42,
      '',
      'v1',
      'v1..',
      'v2.a.b',
      'v1.a.b.c',
      'v1.!!.??',
      'x'.repeat(TOKEN_MAX + 1),
    ])
      expect(verifyUnsubscribeToken(junk, KEY)).toMatchObject({ ok: false })
  })

  it('refuses a correctly signed body that is not the expected claims (malformed)', () => {
    // signed with the right key but carrying an extra field: the schema is strict
    const body = Buffer.from(JSON.stringify({ t: 3, e: 'jo@example.com', admin: true })).toString('base64url')
    const sig = createHmac('sha256', KEY).update(`v1.${body}`).digest('base64url')
    expect(verifyUnsubscribeToken(`v1.${body}.${sig}`, KEY)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('an optional expiry is signed with the rest and enforced', () => {
    const token = signUnsubscribeToken({ tenantId: 'a1', email: 'jo@example.com', expiresAt: 2_000 }, KEY)
    expect(verifyUnsubscribeToken(token, KEY, 1_999)).toEqual({
      ok: true,
      tenantId: 'a1',
      email: 'jo@example.com',
      expiresAt: 2_000,
    })
    expect(verifyUnsubscribeToken(token, KEY, 2_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('bounds the address: not an email, or longer than 254 characters, is refused', () => {
    expect(normaliseEmail('not an email')).toBeNull()
    expect(normaliseEmail(`${'a'.repeat(EMAIL_MAX)}@example.com`)).toBeNull()
    expect(() => signUnsubscribeToken({ tenantId: 1, email: 'nope' }, KEY)).toThrow()
  })

  it('builds the page link with the token escaped', () => {
    expect(unsubscribePath('v1.a-b.c_d')).toBe('/pages/unsubscribe?token=v1.a-b.c_d')
  })
})
