import type { Payload, PayloadRequest } from 'payload'

import { type DocId, relationId } from '../domain/ids'
import { summarizeReviews } from '../domain/reviews/reviews'

/** Context flag for bulk writes (import, seed): skip the per-review recompute and call recomputeReviewSummaries once. */
export const SKIP_REVIEW_SUMMARIES = 'skipReviewSummaries'

export interface SummaryTargets {
  locations: DocId[]
  dealerships: DocId[]
}

type ReviewRow = { rating: number; hidden?: boolean | null }

async function reviewsOf(payload: Payload, field: 'location' | 'dealership', id: DocId, req?: PayloadRequest) {
  const found = await payload.find({
    collection: 'reviews',
    where: { [field]: { equals: id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { rating: true, hidden: true },
    req,
  })
  return found.docs as unknown as ReviewRow[]
}

/**
 * LOC-22 / CMS-13: the one source of truth for a location's and a dealership's `average_rating` and `review_count`
 * is its reviews. Those two fields are stored (the locations screens, cards and JSON-LD read them without loading
 * reviews) but written only here, after any review of theirs changes. Hidden reviews count nowhere.
 */
export async function recomputeReviewSummaries(
  payload: Payload,
  targets: SummaryTargets,
  req?: PayloadRequest,
  context?: Record<string, unknown>,
): Promise<void> {
  for (const [collection, field, ids] of [
    ['locations', 'location', targets.locations],
    ['dealerships', 'dealership', targets.dealerships],
  ] as const) {
    for (const id of new Set(ids)) {
      const summary = summarizeReviews(await reviewsOf(payload, field, id, req))
      await payload.update({
        collection,
        id,
        data: { average_rating: summary.averageRating, review_count: summary.count },
        depth: 0,
        overrideAccess: true,
        req,
        ...(context ? { context } : {}),
      })
    }
  }
}

/** The locations and dealerships a review (before and after a change) counts towards. */
export function summaryTargetsOf(...docs: unknown[]): SummaryTargets {
  const pick = (key: 'location' | 'dealership') =>
    docs
      .map((d) => relationId((d as Record<string, unknown> | null | undefined)?.[key]))
      .filter((id): id is DocId => id !== null)
  return { locations: pick('location'), dealerships: pick('dealership') }
}
