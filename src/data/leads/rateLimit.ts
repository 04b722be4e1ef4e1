import "server-only";

/**
 * In-memory fixed-window rate limit for POST /api/leads: LEADS_PER_MINUTE per client IP per tenant and
 * TENANT_LEADS_PER_MINUTE per tenant. Per process (one Next server); a restart forgets the counts.
 */
export const LEADS_PER_MINUTE = 10;
export const TENANT_LEADS_PER_MINUTE = 600;

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a hit; returns 0 when allowed, else the seconds until the window resets (Retry-After). */
  hit(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      if (this.windows.size > 50_000) this.sweep(now);
      return 0;
    }
    if (w.count >= this.limit)
      return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
    w.count++;
    return 0;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows)
      if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
