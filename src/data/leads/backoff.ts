import 'server-only'

/** Delivery attempts before a lead becomes dead_letter. */
export const MAX_DELIVERY_ATTEMPTS = 6

/**
 * Delay before the next delivery attempt after `attempts` failures (1-based): 30 s doubling each time,
 * capped at 1 hour, plus up to 10 % jitter (`random` injectable for tests). `null` once attempts are exhausted.
 * The worker passes LEAD_BACKOFF_BASE_MS / LEAD_BACKOFF_MAX_MS (defaults 30 s / 1 h; the chaos test shortens them).
 */
export function nextAttemptDelayMs(
  attempts: number,
  random: () => number = Math.random,
  baseMs = 30_000,
  maxMs = 3_600_000,
): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs)
  return Math.round(raw * (1 + 0.1 * random()))
}
