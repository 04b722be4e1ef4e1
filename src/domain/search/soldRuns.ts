/**
 * Sold-run collapsing on a results page (SRP-16, SRP-17):
 *   all hits sold                 → all shown
 *   otherwise                     → only the first of each consecutive run of sold hits is kept
 *   [in, sold, sold, in, sold]    → [in, sold, in, sold]
 */
export function collapseSoldRuns<T extends { status: string }>(hits: T[]): T[] {
  if (hits.length === 0 || hits.every((h) => h.status === 'sold')) return hits.slice()
  return hits.filter((h, i) => h.status !== 'sold' || i === 0 || hits[i - 1]!.status !== 'sold')
}
