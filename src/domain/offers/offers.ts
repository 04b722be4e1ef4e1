/**
 * Offers — the pure rules behind /special-offers and the offer page (spec §2, §3, §8, §9; OFF-01..06).
 * No React, Next or Payload here: the data reader maps Payload docs to `OfferView` and the pages call these.
 */
import { isLiveAt } from '../schedule'
import { slugify } from '../slug'

/** Spec §9: description truncates at 160 characters, disclaimer at 200 (OFF-03, OFF-04). */
export const OFFER_DESCRIPTION_LIMIT = 160
export const OFFER_DISCLAIMER_LIMIT = 200

export type OfferView = {
  id: string
  name: string
  description: string
  disclaimer: string
  category: string
  manufacturer?: { name: string; slug: string } | null
  model?: { name?: string | null; slug?: string | null; override_url?: string | null } | null
  imageUrl?: string | null
  startsAt?: string | null
  endsAt?: string | null
  published?: boolean
}

/** Live = published and start ≤ now < end (isLiveAt; end exclusive, absent dates open). */
export function isOfferLive(offer: Pick<OfferView, 'startsAt' | 'endsAt' | 'published'>, now: Date): boolean {
  return offer.published !== false && isLiveAt(now, offer.startsAt, offer.endsAt)
}

export type Truncated = { text: string; truncated: boolean; full: string }

/**
 * Cut `text` to at most `limit` characters at a word boundary and add '…'; whitespace collapsed.
 *   truncateText('a'.repeat(170), 160) → { text: 'aaa…' (≤ 161 chars), truncated: true }
 */
export function truncateText(text: string | null | undefined, limit: number): Truncated {
  const full = (text ?? '').replace(/\s+/g, ' ').trim()
  if (full.length <= limit) return { text: full, truncated: false, full }
  const cut = full.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  const head = (space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')
  return { text: `${head}…`, truncated: true, full }
}

export type OfferFilters = { manufacturer?: string; model?: string; category?: string }

/** Filters as URL state: ?manufacturer=mazda&model=cx-5&category=finance-offer — slugs only, unknown keys dropped. */
export function parseOfferFilters(params: Record<string, string | string[] | undefined>): OfferFilters {
  const one = (v: string | string[] | undefined) => {
    const s = slugify(Array.isArray(v) ? (v[0] ?? '') : (v ?? ''))
    return s && s.length <= 60 ? s : undefined
  }
  const out: OfferFilters = {}
  const manufacturer = one(params.manufacturer)
  const model = one(params.model)
  const category = one(params.category)
  if (manufacturer) out.manufacturer = manufacturer
  if (model) out.model = model
  if (category) out.category = category
  return out
}

/** The query string for filters (stable key order), '' when none: links and the form GET share it. */
export function offerFiltersQuery(filters: OfferFilters): string {
  const q = new URLSearchParams()
  for (const key of ['manufacturer', 'model', 'category'] as const) if (filters[key]) q.set(key, filters[key]!)
  const s = q.toString()
  return s ? `?${s}` : ''
}

export function matchesOfferFilters(offer: OfferView, filters: OfferFilters): boolean {
  if (filters.manufacturer && offer.manufacturer?.slug !== filters.manufacturer) return false
  if (filters.model && slugify(offer.model?.slug || offer.model?.name || '') !== filters.model) return false
  if (filters.category && slugify(offer.category) !== filters.category) return false
  return true
}

/** The offer's path: /offers/{manufacturer}/{offerId} when it has a manufacturer, else /offers/{offerId} (spec §2). */
export function offerPath(offer: Pick<OfferView, 'id' | 'manufacturer'>): string {
  const id = encodeURIComponent(offer.id)
  return offer.manufacturer?.slug ? `/offers/${encodeURIComponent(offer.manufacturer.slug)}/${id}` : `/offers/${id}`
}

/** "Ends 31 Dec 2026" in Australian English, or null when the offer has no end. */
export function formatOfferEnds(endsAt: string | null | undefined, timeZone = 'Australia/Sydney'): string | null {
  const t = endsAt ? Date.parse(endsAt) : NaN
  if (Number.isNaN(t)) return null
  // The end is exclusive: an offer ending at midnight shows the day before as its last day.
  const last = new Date(t - 1)
  const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    last,
  )
  return `Ends ${day.replace(/\./g, '')}`
}

/** schema.org Offer JSON-LD for the offer page. */
export function offerJsonLd(offer: OfferView, origin: string, sellerName: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.name,
    url: `${origin}${offerPath(offer)}`,
    category: offer.category,
    seller: { '@type': 'AutoDealer', name: sellerName },
  }
  if (offer.description) ld.description = offer.description.replace(/\s+/g, ' ').trim()
  if (offer.imageUrl) ld.image = offer.imageUrl.startsWith('http') ? offer.imageUrl : `${origin}${offer.imageUrl}`
  if (offer.startsAt) ld.validFrom = offer.startsAt
  if (offer.endsAt) ld.validThrough = offer.endsAt
  if (offer.model?.name) {
    ld.itemOffered = {
      '@type': 'Car',
      name: [offer.manufacturer?.name, offer.model.name].filter(Boolean).join(' '),
      ...(offer.manufacturer?.name ? { brand: { '@type': 'Brand', name: offer.manufacturer.name } } : {}),
    }
  }
  return ld
}
