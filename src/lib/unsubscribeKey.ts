import crypto from 'node:crypto'

/**
 * The key unsubscribe links are signed with (src/domain/marketing/unsubscribeToken.ts): an HMAC of a fixed label
 * under PAYLOAD_SECRET, like src/lib/revalidateToken.ts. Production must set PAYLOAD_SECRET anyway, and `npm run demo`
 * and the tests generate one, so there is no separate secret to manage and none hard-coded. Rotating PAYLOAD_SECRET
 * invalidates every link already sent (the page then says the link is not valid and points at the contact page).
 * Not server-only: the admin endpoint in collections/MarketingOptOuts uses it too.
 */
export function unsubscribeKeyFrom(payloadSecret: string): Buffer {
  return crypto.createHmac('sha256', payloadSecret).update('dealer-platform:unsubscribe').digest()
}
