import 'server-only'

import type { Where } from 'payload'

import type { TenantId } from '@/domain/ids'
import { isOfferLive, type OfferView } from '@/domain/offers/offers'

import { mediaUrl } from './media'
import { payloadClient } from './payload'

/**
 * Offers (issue 15, OFF-01/02/06) for one tenant. The offer id in URLs is the Payload document id: stable for the
 * offer's life and never reused. The live window is applied here as well as in the query so an offer that ended a
 * moment ago is not shown even when the query's `now` and the render's differ.
 */
type OfferDoc = {
  id: number | string
  name: string
  description?: string | null
  disclaimer?: string | null
  category?: string | null
  manufacturer?: unknown
  model?: { name?: string | null; slug?: string | null; override_url?: string | null } | null
  image?: unknown
  image_url?: string | null
  starts_at?: string | null
  expires_at?: string | null
}

function toView(doc: OfferDoc): OfferView {
  const m = doc.manufacturer
  const manufacturer =
    m && typeof m === 'object' && 'name' in m && 'slug' in m
      ? { name: String((m as { name: unknown }).name ?? ''), slug: String((m as { slug: unknown }).slug ?? '') }
      : null
  return {
    id: String(doc.id),
    name: doc.name,
    description: doc.description ?? '',
    disclaimer: doc.disclaimer ?? '',
    category: doc.category ?? 'Special offer',
    manufacturer: manufacturer?.slug ? manufacturer : null,
    model: doc.model ?? null,
    imageUrl: mediaUrl(doc.image) ?? (doc.image_url || null),
    startsAt: doc.starts_at ?? null,
    endsAt: doc.expires_at ?? null,
  }
}

function liveWhere(tenantId: TenantId, now: Date): Where[] {
  const iso = now.toISOString()
  return [
    { tenant: { equals: tenantId } },
    {
      or: [{ starts_at: { exists: false } }, { starts_at: { equals: null } }, { starts_at: { less_than_equal: iso } }],
    },
    {
      or: [{ expires_at: { exists: false } }, { expires_at: { equals: null } }, { expires_at: { greater_than: iso } }],
    },
  ]
}

/** The tenant's live offers, soonest-ending first (open-ended last), then by name. */
export async function liveOffers(tenantId: TenantId, now: Date = new Date()): Promise<OfferView[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'offers',
    where: { and: liveWhere(tenantId, now) },
    sort: 'name',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  const views = (found.docs as unknown as OfferDoc[]).map(toView).filter((o) => isOfferLive(o, now))
  const end = (o: OfferView) => (o.endsAt ? Date.parse(o.endsAt) : Number.POSITIVE_INFINITY)
  return views.sort((a, b) => end(a) - end(b))
}

/** One live offer of this tenant by id, or null (another tenant's, expired, not started or unknown). */
export async function liveOfferById(tenantId: TenantId, id: string, now: Date = new Date()): Promise<OfferView | null> {
  if (!/^\d{1,12}$/.test(id)) return null
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'offers',
    where: { and: [...liveWhere(tenantId, now), { id: { equals: Number(id) } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const doc = found.docs[0] as unknown as OfferDoc | undefined
  const view = doc ? toView(doc) : null
  return view && isOfferLive(view, now) ? view : null
}

/** Whether the tenant has any live offer — drives the Offers links (no nav link to an empty page). */
export async function hasLiveOffers(tenantId: TenantId, now: Date = new Date()): Promise<boolean> {
  const payload = await payloadClient()
  const found = await payload.count({
    collection: 'offers',
    where: { and: liveWhere(tenantId, now) },
    overrideAccess: true,
  })
  return found.totalDocs > 0
}
