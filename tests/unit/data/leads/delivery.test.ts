import { nextAttemptDelayMs, MAX_DELIVERY_ATTEMPTS } from '@/data/leads/backoff'
import { signWebhook, verifyWebhook, webhookHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/data/leads/signature'

describe('webhook signature', () => {
  const now = Date.UTC(2026, 10, 22, 10, 0, 0)
  it('LEAD signs timestamp.body with HMAC-SHA256 and verifies it', () => {
    const body = JSON.stringify({ lead_id: 1, name: 'Jo' })
    const headers = webhookHeaders('s3cret', body, now)
    const ts = Number(headers[TIMESTAMP_HEADER])
    expect(ts).toBe(now / 1000)
    // the header value is sha256= and 64 hex digits
    expect(signWebhook('s3cret', 1795860000, '{"a":1}')).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyWebhook('s3cret', ts, body, headers[SIGNATURE_HEADER]!, now)).toBe(true)
    expect(verifyWebhook('other', ts, body, headers[SIGNATURE_HEADER]!, now)).toBe(false)
    expect(verifyWebhook('s3cret', ts, body + ' ', headers[SIGNATURE_HEADER]!, now)).toBe(false)
    expect(verifyWebhook('s3cret', ts, body, headers[SIGNATURE_HEADER]!, now + 301_000)).toBe(false)
  })
})

describe('delivery backoff', () => {
  it('LEAD doubles the delay from 30 s, caps it, and stops after the last attempt', () => {
    const noJitter = () => 0
    expect([1, 2, 3, 4, 5].map((n) => nextAttemptDelayMs(n, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ])
    expect(nextAttemptDelayMs(MAX_DELIVERY_ATTEMPTS, noJitter)).toBeNull()
    expect(nextAttemptDelayMs(20, noJitter, 1_000_000)).toBeNull()
    expect(nextAttemptDelayMs(1, () => 1)).toBe(33_000)
  })
})
