import type { Field } from 'payload'

/**
 * LOC-22: a dealership's (and a location's) average_rating and review_count. Worked out from its reviews after each
 * change (summaries.ts) — the Reviews collection is the one source of truth, so these are read-only in the admin.
 */
export function reviewSummaryFields(): Field[] {
  const admin = { readOnly: true, position: 'sidebar' as const, description: 'Worked out from Reviews.' }
  return [
    { name: 'average_rating', label: 'Average rating', type: 'number', min: 0, max: 5, admin },
    { name: 'review_count', label: 'Review count', type: 'number', min: 0, admin },
  ]
}
