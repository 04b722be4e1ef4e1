import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/** Webhook signature headers: the receiver recomputes HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export const SIGNATURE_HEADER = 'x-lead-signature'
export const TIMESTAMP_HEADER = 'x-lead-timestamp'

export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

/** Verifies a signature and that the timestamp is within `toleranceSeconds` of `now` (replay protection). */
export function verifyWebhook(
  secret: string,
  timestamp: number,
  rawBody: string,
  signature: string,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function webhookHeaders(secret: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000)
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signWebhook(secret, timestamp, rawBody),
  }
}
