/**
 * Imports a tenant's reviews (docs/reviews-import.md) into Payload: each valid row is created, or updated when a
 * review with the same key is already there (source + external_id, else location, date and name), so running the
 * same file twice changes nothing. Rows naming a location or dealership the tenant does not have are rejected.
 * The locations' and dealerships' averages and counts are worked out once at the end.
 */
import type { Payload } from 'payload'

import { recomputeReviewSummaries, SKIP_REVIEW_SUMMARIES } from '../lib/reviewSummaries'
import type { DocId } from '../domain/ids'
import { relationId } from '../domain/ids'
import { reviewImportKey, type ReviewImportRejection, type ReviewImportRow } from '../domain/reviews/import'

export class ReviewsImportError extends Error {}

/** Payload's Postgres ids are numbers. */
const numericId = (id: DocId | null): number | null => (id === null ? null : Number(id))

export interface ReviewsImportSummary {
  tenant: string
  tenantId: DocId
  created: number
  updated: number
  unchanged: number
  rejected: ReviewImportRejection[]
}

type Existing = {
  id: DocId
  source: string
  external_id?: string | null
  customer_name: string
  review_date: string
  location?: unknown
  dealership?: unknown
  rating: number
  text?: string | null
  reply_text?: string | null
  reply_date?: string | null
  image_url?: string | null
  hidden?: boolean | null
}

export async function importReviews(
  payload: Payload,
  opts: { tenantSlug: string; rows: ReviewImportRow[]; rejected?: ReviewImportRejection[] },
): Promise<ReviewsImportSummary> {
  const tenant = (
    await payload.find({
      collection: 'tenants',
      where: { slug: { equals: opts.tenantSlug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!tenant) throw new ReviewsImportError(`No tenant with the slug '${opts.tenantSlug}'`)
  const own = { tenant: { equals: tenant.id } }
  const bySlug = async (collection: 'locations' | 'dealerships') =>
    new Map(
      (
        await payload.find({
          collection,
          where: own,
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { slug: true, dealership: true } as Record<string, true>,
        })
      ).docs.map((d) => [
        String(d.slug),
        { id: Number(d.id), dealership: numericId(relationId((d as { dealership?: unknown }).dealership)) },
      ]),
    )
  const [locations, dealerships] = await Promise.all([bySlug('locations'), bySlug('dealerships')])
  const existing = (
    await payload.find({ collection: 'reviews', where: own, pagination: false, depth: 0, overrideAccess: true })
  ).docs as unknown as Existing[]
  const slugOfLocation = new Map([...locations].map(([slug, l]) => [String(l.id), slug]))
  const slugOfDealership = new Map([...dealerships].map(([slug, d]) => [String(d.id), slug]))
  const byKey = new Map(
    existing.map((r) => {
      const loc = relationId(r.location)
      const dealer = relationId(r.dealership)
      return [
        reviewImportKey({
          source: r.source as ReviewImportRow['source'],
          external_id: r.external_id ?? null,
          customer_name: r.customer_name,
          review_date: r.review_date,
          location: loc === null ? null : (slugOfLocation.get(String(loc)) ?? null),
          dealership: loc === null && dealer !== null ? (slugOfDealership.get(String(dealer)) ?? null) : null,
        }),
        r,
      ] as const
    }),
  )

  const summary: ReviewsImportSummary = {
    tenant: opts.tenantSlug,
    tenantId: tenant.id,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: [...(opts.rejected ?? [])],
  }
  const touched = { locations: [] as DocId[], dealerships: [] as DocId[] }
  const context = { [SKIP_REVIEW_SUMMARIES]: true }
  for (const row of opts.rows) {
    const location = row.location ? locations.get(row.location) : undefined
    const dealership = row.dealership ? dealerships.get(row.dealership) : undefined
    const at = { row: row.row, ...(row.line !== undefined ? { line: row.line } : {}) }
    if (row.location && !location) {
      summary.rejected.push({ ...at, reason: `no location '${row.location}' on ${opts.tenantSlug}` })
      continue
    }
    if (!row.location && row.dealership && !dealership) {
      summary.rejected.push({ ...at, reason: `no dealership '${row.dealership}' on ${opts.tenantSlug}` })
      continue
    }
    const data = {
      tenant: tenant.id,
      customer_name: row.customer_name,
      rating: row.rating,
      text: row.text,
      review_date: row.review_date,
      reply_text: row.reply_text,
      reply_date: row.reply_date,
      source: row.source,
      external_id: row.external_id,
      image_url: row.image_url,
      hidden: row.hidden,
      location: location?.id ?? null,
      dealership: location ? location.dealership : (dealership?.id ?? null),
    }
    const key = reviewImportKey({ ...row, dealership: row.location ? null : row.dealership })
    const before = byKey.get(key)
    if (before) {
      const same =
        before.rating === data.rating &&
        (before.text ?? null) === data.text &&
        (before.reply_text ?? null) === data.reply_text &&
        (before.reply_date ?? null) === data.reply_date &&
        (before.image_url ?? null) === data.image_url &&
        Boolean(before.hidden) === data.hidden &&
        before.customer_name === data.customer_name &&
        before.review_date === data.review_date &&
        relationId(before.location) === data.location
      if (same) {
        summary.unchanged++
        continue
      }
      await payload.update({ collection: 'reviews', id: before.id, data, depth: 0, overrideAccess: true, context })
      summary.updated++
      const oldLoc = relationId(before.location)
      const oldDealer = relationId(before.dealership)
      if (oldLoc !== null) touched.locations.push(oldLoc)
      if (oldDealer !== null) touched.dealerships.push(oldDealer)
    } else {
      const doc = await payload.create({ collection: 'reviews', data, depth: 0, overrideAccess: true, context })
      byKey.set(key, doc as unknown as Existing)
      summary.created++
    }
    if (data.location !== null) touched.locations.push(data.location)
    if (data.dealership !== null) touched.dealerships.push(data.dealership)
  }
  await recomputeReviewSummaries(payload, touched)
  return summary
}

export function formatReviewsSummary(s: ReviewsImportSummary): string {
  const lines = [
    `✔ ${s.tenant}: ${s.created} reviews created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.rejected.length} rejected`,
  ]
  for (const r of s.rejected.slice(0, 50))
    lines.push(`  ✖ row ${r.row}${r.line !== undefined ? ` (line ${r.line})` : ''}: ${r.reason}`)
  if (s.rejected.length > 50) lines.push(`  … and ${s.rejected.length - 50} more`)
  return lines.join('\n')
}
