import 'server-only'

import type { Where } from 'payload'

import type { TenantId } from '@/domain/ids'
import {
  dateInWords,
  REVIEW_SOURCES,
  REVIEWS_FULL_QUANTITY,
  summarizeReviews,
  timeAgoInWords,
  type ReviewSource,
  type ReviewSummary,
  type ReviewView,
} from '@/domain/reviews/reviews'

import { mediaUrl } from './media'
import { payloadClient } from './payload'
import { tenantCached } from './tenantCached'

type ReviewDoc = {
  id: number | string
  customer_name: string
  text?: string | null
  rating: number
  image?: unknown
  image_url?: string | null
  review_date: string
  reply_text?: string | null
  reply_date?: string | null
  source?: string | null
}

function toView(d: ReviewDoc, now: Date, timeZone: string): ReviewView {
  const imageUrl = mediaUrl(d.image) ?? (d.image_url && /^https:\/\//.test(d.image_url) ? d.image_url : null)
  const reply = d.reply_text?.trim() || null
  return {
    id: String(d.id),
    customerName: d.customer_name,
    text: d.text?.trim() ?? '',
    rating: d.rating,
    imageUrl,
    reviewDate: d.review_date,
    reviewDateInWords: dateInWords(d.review_date, timeZone),
    createdAtTimeAgoInWords: timeAgoInWords(d.review_date, now),
    replyText: reply,
    replyDate: reply ? (d.reply_date ?? null) : null,
    replyDateInWords: reply && d.reply_date ? dateInWords(d.reply_date, timeZone) : null,
    source: (REVIEW_SOURCES as readonly string[]).includes(d.source ?? '') ? (d.source as ReviewSource) : 'manual',
  }
}

export interface ReviewScope {
  /** Only this location's reviews; none: all of the tenant's. */
  locationId?: number | string | null
}

const scopeWhere = (tenantId: TenantId, scope: ReviewScope): Where[] => [
  { tenant: { equals: tenantId } },
  { hidden: { not_equals: true } },
  ...(scope.locationId !== undefined && scope.locationId !== null ? [{ location: { equals: scope.locationId } }] : []),
]

/**
 * CMS-11/12: the reviews a list shows for one tenant — not hidden, rated at or above the tenant's minimum, newest
 * first, at most 12 — and whether the list is full. Only this tenant's documents. Time-ago words are worked out at
 * render; a cached page's "3 months ago" is as fresh as the page.
 */
export async function shownReviews(
  tenantId: TenantId,
  scope: ReviewScope,
  options: { minRating: number; timeZone?: string; now?: Date },
): Promise<{ reviews: ReviewView[]; full: boolean }> {
  const docs = await shownReviewDocs(tenantId, scope, options.minRating)
  const now = options.now ?? new Date()
  const reviews = docs.map((d) => toView(d, now, options.timeZone ?? 'Australia/Sydney'))
  return { reviews, full: reviews.length >= REVIEWS_FULL_QUANTITY }
}

/** The documents shownReviews shows, cached until the tenant's reviews change (the words are the render's). */
const shownReviewDocs = tenantCached(
  'reviews',
  'shown-reviews',
  async (tenantId, scope: ReviewScope, minRating: number): Promise<ReviewDoc[]> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'reviews',
      where: { and: [...scopeWhere(tenantId, scope), { rating: { greater_than_equal: minRating } }] },
      sort: ['-review_date', '-id'],
      limit: REVIEWS_FULL_QUANTITY,
      depth: 1,
      overrideAccess: true,
    })
    return found.docs as unknown as ReviewDoc[]
  },
)

/**
 * CMS-13 summary (count, average) of a tenant's reviews, or one location's, over those not hidden; cached until the
 * tenant's reviews change.
 */
export const reviewSummary = tenantCached(
  'reviews',
  'review-summary',
  async (tenantId, scope: ReviewScope = {}): Promise<ReviewSummary> => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'reviews',
      where: { and: scopeWhere(tenantId, scope) },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { rating: true, hidden: true },
    })
    return summarizeReviews(found.docs as unknown as { rating: number; hidden?: boolean | null }[])
  },
)

/**
 * What a Reviews block shows (CMS-08..13): the summary stars of the tenant's (or one location's) reviews and the
 * list shownReviews gives, read together.
 */
export async function reviewsBlockData(
  tenantId: TenantId,
  scope: ReviewScope,
  options: { minRating: number },
): Promise<{ summary: ReviewSummary; reviews: ReviewView[]; full: boolean }> {
  const [summary, { reviews, full }] = await Promise.all([
    reviewSummary(tenantId, scope),
    shownReviews(tenantId, scope, options),
  ])
  return { summary, reviews, full }
}
