import 'server-only'

import { countLimiter } from '@/lib/sharedLimits'

export { RATE_LIMIT_MAX_KEYS, RateLimiter } from '@/lib/sharedLimits'

/**
 * The lead intake's rate limits (POST /api/leads, /api/miscellaneous, /api/trade-in/*): fixed windows shared by every
 * instance through src/lib/sharedLimits.ts (Redis with REDIS_URL, else this process).
 *
 *  - LEADS_PER_MINUTE per client per tenant, checked FIRST: a request it refuses never reaches the tenant's count.
 *  - TENANT_LEADS_PER_MINUTE per tenant, charged only by requests that passed the client limit, the honeypot and the
 *    time-to-fill check and were valid — so one source flooding a tenant is held at its own limit and cannot use up
 *    the tenant's capacity for everybody else.
 * The client is the edge's client address (src/lib/requestContext clientAddress: the socket peer, or what a trusted
 * proxy reported — never a client's own X-Forwarded-For), an IPv6 address counted by its /64 (one subscriber's
 * network), and 'unknown' when the request did not come through the edge.
 */
export const LEADS_PER_MINUTE = 10
export const TENANT_LEADS_PER_MINUTE = 600
/** Trade-in helpers (rego lookups, valuations) per client per tenant. */
export const TRADE_IN_LOOKUPS_PER_MINUTE = 30

/**
 * The rate-limit key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, 'unknown' when null.
 *   '203.0.113.9' → '203.0.113.9'; '::ffff:203.0.113.9' → '203.0.113.9'; '2001:db8:1:2:a:b:c:d' → '2001:db8:1:2::/64'
 */
export function clientKey(address: string | null | undefined): string {
  const a = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  if (!a) return 'unknown'
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a)
  if (mapped) return mapped[1]!
  if (!a.includes(':')) return a
  const [head = '', tail = ''] = a.split('::')
  const left = head ? head.split(':') : []
  const right = a.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = a.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  if (groups.length < 4) return a
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** The trade-in helpers' limit (rego lookup, valuation, valuation save), per client per tenant. */
export const tradeInLimiter = countLimiter('trade-in', TRADE_IN_LOOKUPS_PER_MINUTE, 60_000)

/** Counts one trade-in helper request: 0 when allowed, else the seconds to wait (Retry-After). */
export function tradeInWait(tenantId: string | number, address: string | null, now = Date.now()): Promise<number> {
  return tradeInLimiter.hit(`${tenantId}|${clientKey(address)}`, now)
}
