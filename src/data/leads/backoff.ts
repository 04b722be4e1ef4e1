import "server-only";

/** Delivery attempts before a lead becomes dead_letter. */
export const MAX_DELIVERY_ATTEMPTS = 6;

/**
 * Delay before the next delivery attempt after `attempts` failures (1-based): 30 s doubling each time,
 * capped at 1 hour, plus up to 10 % jitter (`random` injectable for tests). `null` once attempts are exhausted.
 */
export function nextAttemptDelayMs(
  attempts: number,
  random: () => number = Math.random,
  baseMs = 30_000,
): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(raw * (1 + 0.1 * random()));
}
