/**
 * Offers — the pure rules behind /special-offers and the offer page (spec §2, §3, §8, §9; OFF-01..06).
 * No React, Next or Payload here: the data reader maps Payload docs to `OfferView` and the pages call these.
 */
import { formatDate } from '../dateFormat'
import type { CreditDisclosure } from '../finance/creditAdvert'
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
  /** The finance rate the offer advertises, shown with its comparison rate and warning (RateDisclosure). */
  credit?: CreditDisclosure | null
}

/** Which sites an offer belongs to (OFF-06): its own site, and with `sharedWithGroup` its dealer group's others. */
export type OfferSites = {
  site: string | number | null
  sharedWithGroup: boolean
  excludedSites: (string | number | null)[]
}

/**
 * Whether an offer shows on `siteId` (OFF-06 excluded_website_ids): always on its own site; on another site of its
 * dealer group only when group-wide and that site is not excluded. The caller has already limited the candidates to
 * the site's own offers and its dealer group's (the group is the data layer's to know).
 *   ({ site: 1 }, 1) → true; ({ site: 1, sharedWithGroup: false }, 2) → false
 *   ({ site: 1, sharedWithGroup: true, excludedSites: [3] }, 2) → true; (…, 3) → false
 */
export function shownOnSite(offer: OfferSites, siteId: string | number): boolean {
  if (offer.site !== null && String(offer.site) === String(siteId)) return true
  return offer.sharedWithGroup && !offer.excludedSites.some((id) => id !== null && String(id) === String(siteId))
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
  return `Ends ${formatDate(last, 'd mmm yyyy', timeZone)}`
}

export type OfferFacet = { value: string; label: string; count: number }
export type OfferFacets = { manufacturers: OfferFacet[]; models: OfferFacet[]; categories: OfferFacet[] }

/**
 * The filter options of /special-offers from the live offers: manufacturers from all of them, models from those of
 * the chosen manufacturer (labelled with the make when none is chosen, 'Toyota HiLux'), categories from those
 * matching the chosen manufacturer and model; counts beside each. A value in the URL that no offer has is kept
 * with count 0, so the select shows what the shopper asked for (and the page its empty state).
 *   offerFacets([hilux, rav4], { manufacturer: 'toyota' }).models → [{ value: 'hilux', label: 'HiLux', count: 1 }, …]
 */
export function offerFacets(offers: OfferView[], filters: OfferFilters): OfferFacets {
  const tally = (list: OfferView[], key: (o: OfferView) => { value: string; label: string } | null) => {
    const map = new Map<string, OfferFacet>()
    for (const o of list) {
      const k = key(o)
      if (!k?.value) continue
      const f = map.get(k.value) ?? { ...k, count: 0 }
      f.count++
      map.set(k.value, f)
    }
    return map
  }
  // a selected value no matching offer has: named as another offer names it, else from its slug ('runout-sale' → 'Runout sale')
  const finish = (map: Map<string, OfferFacet>, selected: string | undefined, known: Map<string, OfferFacet>) => {
    if (selected && !map.has(selected)) {
      const label =
        known.get(selected)?.label ?? selected.charAt(0).toUpperCase() + selected.slice(1).replace(/-/g, ' ')
      map.set(selected, { value: selected, label, count: 0 })
    }
    return [...map.values()].sort((a, b) => a.label.localeCompare(b.label, 'en-AU'))
  }
  const modelSlug = (o: OfferView) => slugify(o.model?.slug || o.model?.name || '')
  const byMake = offers.filter((o) => !filters.manufacturer || o.manufacturer?.slug === filters.manufacturer)
  const byModel = byMake.filter((o) => !filters.model || modelSlug(o) === filters.model)
  const manufacturers = tally(offers, (o) =>
    o.manufacturer ? { value: o.manufacturer.slug, label: o.manufacturer.name } : null,
  )
  const models = tally(byMake, (o) => {
    const name = o.model?.name?.trim()
    if (!name) return null
    const label = filters.manufacturer || !o.manufacturer ? name : `${o.manufacturer.name} ${name}`
    return { value: modelSlug(o), label }
  })
  const category = (o: OfferView) => ({ value: slugify(o.category), label: o.category })
  const categories = tally(byModel, category)
  const anyModel = tally(offers, (o) => (o.model?.name?.trim() ? { value: modelSlug(o), label: o.model.name } : null))
  return {
    manufacturers: finish(manufacturers, filters.manufacturer, manufacturers),
    models: finish(models, filters.model, anyModel),
    categories: finish(categories, filters.category, tally(offers, category)),
  }
}

/**
 * When the set of live offers next changes: the earliest start or end after `now` among the offers, or null.
 * The app purges the tenant's cached pages at that moment, so an offer leaves the site (and the Offers links go
 * when the last one ends) without an edit or a deploy (docs/architecture/content.md "Offers: gone when they end").
 *   nextOfferChange([{ startsAt: null, endsAt: '2026-12-01T00:00:00Z' }], new Date('2026-11-23')) → 2026-12-01
 */
export function nextOfferChange(offers: Pick<OfferView, 'startsAt' | 'endsAt'>[], now: Date): Date | null {
  let next = Infinity
  for (const o of offers) {
    for (const at of [o.startsAt, o.endsAt]) {
      const t = at ? Date.parse(at) : NaN
      if (!Number.isNaN(t) && t > now.getTime() && t < next) next = t
    }
  }
  return Number.isFinite(next) ? new Date(next) : null
}

/**
 * Where a wrong /offers/{manufacturer}/{id} goes: the offer's own path when the segment is not its manufacturer
 * (a renamed make, a hand-typed URL), else null (the request is already canonical). /offers/{id} for an offer
 * with a manufacturer is served as it is (spec §2 names both) with the canonical link to the longer path.
 */
export function offerRedirect(
  offer: Pick<OfferView, 'id' | 'manufacturer'>,
  manufacturerSegment: string,
): string | null {
  return offer.manufacturer?.slug === manufacturerSegment ? null : offerPath(offer)
}

/** "Toyota HiLux" — the offer's manufacturer and model as one line, or '' when it names neither. */
export function offerVehicleLine(offer: Pick<OfferView, 'manufacturer' | 'model'>): string {
  return [offer.manufacturer?.name, offer.model?.name].filter((s) => s && s.trim()).join(' ')
}

/**
 * The filters the page answers with: a model kept only when some offer of the chosen manufacturer has it (a shopper
 * who picked HiLux, then switched the manufacturer to Mazda, sees Mazda's offers, not an empty page). The page
 * redirects to the canonical query (`offerFiltersQuery`) when this, or an empty or unknown parameter, changes it.
 *   normaliseOfferFilters(offers, { manufacturer: 'mazda', model: 'hilux' }) → { manufacturer: 'mazda' }
 */
export function normaliseOfferFilters(offers: OfferView[], filters: OfferFilters): OfferFilters {
  if (!filters.manufacturer || !filters.model) return filters
  const modelSlug = (o: OfferView) => slugify(o.model?.slug || o.model?.name || '')
  const fits = offers.some((o) => o.manufacturer?.slug === filters.manufacturer && modelSlug(o) === filters.model)
  if (fits) return filters
  const { model: _dropped, ...rest } = filters
  return rest
}

/** The makes and models a tenant has in stock (src/data/searchVocabulary.ts), as the search refinements name them. */
export type StockNames = { makes: string[]; models: Record<string, string[]> }

/**
 * The stock search an offer's cars are found by: its manufacturer and model as the tenant's stock names them
 * ('hilux' → 'HiLux'), the manufacturer alone when that model is not in stock, or null when neither is.
 *   offerStockMatch({ manufacturer: { slug: 'toyota' }, model: { slug: 'hilux' } }, known) → { make: 'Toyota', model: 'HiLux' }
 */
export function offerStockMatch(
  offer: Pick<OfferView, 'manufacturer' | 'model'>,
  known: StockNames,
): { make: string; model?: string } | null {
  const makeSlug = offer.manufacturer?.slug
  const make = makeSlug ? known.makes.find((m) => slugify(m) === makeSlug) : undefined
  if (!make) return null
  const modelSlug = slugify(offer.model?.slug || offer.model?.name || '')
  const model = modelSlug ? (known.models[make] ?? []).find((m) => slugify(m) === modelSlug) : undefined
  return model ? { make, model } : { make }
}
