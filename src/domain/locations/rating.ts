/**
 * LOC-04 and spec §9: a Google-style rating — at most 4 full stars plus a partial star, the rating to one decimal,
 * the review count with thousands separators. Pure.
 *   4.7 → fills [1, 1, 1, 1, 0.7], '4.7', 1234 → '1,234 reviews'
 *   5   → fills [1, 1, 1, 1, 1] (the fifth is the 'partial' star at 100 %)
 */
import { formatNumber } from '../numberFormat'

export type RatingDisplay = { fills: number[]; value: string; count: string; label: string }

export function ratingDisplay(
  average: number | null | undefined,
  count: number | null | undefined,
): RatingDisplay | null {
  if (typeof average !== 'number' || !Number.isFinite(average) || average <= 0) return null
  const r = Math.min(5, Math.max(0, Math.round(average * 10) / 10))
  const full = Math.min(4, Math.floor(r))
  const partial = Math.round(Math.min(1, r - full) * 10) / 10
  const fills = [0, 1, 2, 3, 4].map((i) => (i < full ? 1 : i === full ? partial : 0))
  const n = typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  const countText = `${formatNumber(n)} ${n === 1 ? 'review' : 'reviews'}`
  const value = r.toFixed(1)
  return { fills, value, count: countText, label: `Rated ${value} out of 5 from ${countText}` }
}
