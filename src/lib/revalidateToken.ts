import crypto from 'node:crypto'

/**
 * The shared secret a CLI run (stock import) presents to the running app's POST /api/revalidate: an HMAC of a fixed
 * label under PAYLOAD_SECRET, so only processes that hold the app's secret can expire its caches.
 */
export function revalidateToken(payloadSecret: string): string {
  return crypto.createHmac('sha256', payloadSecret).update('dealer-platform:revalidate').digest('hex')
}

export function tokenMatches(presented: string | null | undefined, payloadSecret: string): boolean {
  if (!presented) return false
  const expected = Buffer.from(revalidateToken(payloadSecret))
  const given = Buffer.from(presented)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
