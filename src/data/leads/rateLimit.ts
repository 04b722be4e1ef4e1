import 'server-only'

/**
 * In-memory fixed-window rate limits for the lead intake (POST /api/leads, /api/miscellaneous, /api/trade-in/*).
 * Per process (one Next server); a restart forgets the counts.
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
/** Most windows one limiter keeps: expired ones are swept, then the oldest dropped (a flood of addresses cannot grow it). */
export const RATE_LIMIT_MAX_KEYS = 50_000

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = RATE_LIMIT_MAX_KEYS,
  ) {}

  /** Seconds until `key` may be counted again (0 when it may now), without counting. */
  check(key: string, now = Date.now()): number {
    const w = this.windows.get(key)
    if (!w || now - w.start >= this.windowMs || w.count < this.limit) return 0
    return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000))
  }

  /** Counts a hit; returns 0 when allowed, else the seconds until the window resets (Retry-After). */
  hit(key: string, now = Date.now()): number {
    const w = this.windows.get(key)
    if (!w || now - w.start >= this.windowMs) {
      if (w) this.windows.delete(key)
      this.windows.set(key, { start: now, count: 1 })
      if (this.windows.size > this.maxKeys) this.shrink(now)
      return 0
    }
    if (w.count >= this.limit) return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000))
    w.count++
    return 0
  }

  get size(): number {
    return this.windows.size
  }

  private shrink(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k)
    // still full of live windows: drop the oldest (Map order is insertion order, and a new window is re-inserted)
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9)
    if (excess <= 0) return
    let dropped = 0
    for (const k of this.windows.keys()) {
      if (dropped++ >= excess) break
      this.windows.delete(k)
    }
  }
}

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
export const tradeInLimiter = new RateLimiter(TRADE_IN_LOOKUPS_PER_MINUTE)

/** Counts one trade-in helper request: 0 when allowed, else the seconds to wait (Retry-After). */
export function tradeInWait(tenantId: string | number, address: string | null, now = Date.now()): number {
  return tradeInLimiter.hit(`${tenantId}|${clientKey(address)}`, now)
}
