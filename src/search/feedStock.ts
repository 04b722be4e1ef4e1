/**
 * The stock both inventory feeds are written from (docs/feeds.md), read through the search engine so the feeds list
 * the same cars the site does: the tenant's listed documents that are available stock, newest first, with the VIN,
 * comments, location and photos read from the vehicles and the locations' addresses and store codes.
 *
 *   feedVehicles(payload, { tenantId, config, origin }, state) → FeedVehicle[]
 *
 * Shared by the feed routes (src/data/feeds.ts, which keep and bound generation) and the admin's Feeds tab
 * (collections/Tenants/endpoints/feeds.ts, which lists the cars left out and why); no `server-only` here.
 */
import type { Payload } from 'payload'

import {
  isFeedListable,
  toFeedVehicle,
  type FeedLocation,
  type FeedVehicle,
  type FeedVehicleExtra,
} from '../domain/feeds/vehicle'
import { relationId } from '../domain/ids'
import type { LocationAddressLike } from '../domain/locations/siteLocation'
import type { SearchDoc, VehicleQuery } from '../domain/search/types'
import type { SiteConfig } from '../domain/siteConfig'
import type { FeedState } from '../lib/feedState'

import { getSearchEngine } from './index'
import { scopeForConfig } from './scope'

/** Whose stock: the tenant, its resolved settings (the listing rule), and the origin its URLs are written on. */
export interface FeedStockSite {
  tenantId: number | string
  config: SiteConfig
  origin: string
}

/** Hits per engine page while reading the documents. */
const PAGE = 100
/** Stop reading after this many pages (20,000 cars), whatever the engine says. */
const MAX_PAGES = 200
/** The tenant's listed search documents that are available stock, newest first. */
async function availableDocuments(payload: Payload, site: FeedStockSite): Promise<SearchDoc[]> {
  const engine = getSearchEngine(payload)
  const scope = scopeForConfig(site.tenantId, site.config)
  const docs: SearchDoc[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query: VehicleQuery = {
      query: '',
      refinements: { status: ['in_stock'] },
      ranges: {},
      sortBy: 'created_at:desc',
      page,
      hitsPerPage: PAGE,
      exact: true,
    }
    const result = await engine.search(scope, query)
    docs.push(...result.hits.filter(isFeedListable))
    if (page >= result.pages || result.hits.length < PAGE) break
  }
  return docs
}

type VehicleRow = { id: number | string; vin?: string | null; dealercomments?: string | null; location?: unknown }
type ImageRow = { url?: unknown }

/** What the documents lack, read from the vehicles (this tenant's only). */
async function vehicleExtras(
  payload: Payload,
  tenantId: string,
  ids: string[],
): Promise<Map<string, FeedVehicleExtra>> {
  const out = new Map<string, FeedVehicleExtra>()
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500)
    const found = await payload.find({
      collection: 'vehicles',
      where: { and: [{ tenant: { equals: tenantId } }, { id: { in: batch } }] },
      select: { vin: true, dealercomments: true, location: true, images: true },
      depth: 0,
      limit: batch.length,
      pagination: false,
      overrideAccess: true,
    })
    for (const v of found.docs as unknown as (VehicleRow & { images?: unknown })[]) {
      const images = Array.isArray(v.images) ? (v.images as ImageRow[]) : []
      out.set(String(v.id), {
        vin: v.vin ?? null,
        description: v.dealercomments ?? null,
        locationId: relationId(v.location) === null ? null : String(relationId(v.location)),
        imageUrls: images.map((img) => (typeof img?.url === 'string' ? img.url : null)).filter((u) => u !== null),
      })
    }
  }
  return out
}

type LocationRow = {
  id: number | string
  name?: string | null
  slug?: string | null
  address?: LocationAddressLike | null
  contact_detail?: { phone?: string | null } | null
}

/** The tenant's locations with their store codes (Tenants → Feeds, else the location's slug). */
async function feedLocations(payload: Payload, state: FeedState): Promise<Map<string, FeedLocation>> {
  const found = await payload.find({
    collection: 'locations',
    where: { tenant: { equals: state.tenantId } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const out = new Map<string, FeedLocation>()
  for (const l of found.docs as unknown as LocationRow[]) {
    const id = String(l.id)
    out.set(id, {
      id,
      name: l.name ?? '',
      storeCode: state.storeCodes.get(id) ?? l.slug ?? id,
      storeCodeSet: state.storeCodes.has(id),
      street: l.address?.street ?? null,
      city: l.address?.city ?? null,
      state: l.address?.state ?? null,
      postcode: l.address?.postcode ?? null,
      lat: typeof l.address?.lat === 'number' ? l.address.lat : null,
      long: typeof l.address?.long === 'number' ? l.address.long : null,
      phone: l.contact_detail?.phone ?? null,
      placeId: l.address?.place_id ?? null,
    })
  }
  return out
}

/** Every available car of the tenant as the feeds see it. */
export async function feedVehicles(payload: Payload, site: FeedStockSite, state: FeedState): Promise<FeedVehicle[]> {
  const docs = await availableDocuments(payload, site)
  const [extras, locations] = await Promise.all([
    vehicleExtras(
      payload,
      state.tenantId,
      docs.map((d) => String(d.id)),
    ),
    feedLocations(payload, state),
  ])
  return docs.map((doc) => {
    const extra = extras.get(String(doc.id)) ?? { vin: null, description: null, locationId: null, imageUrls: [] }
    const location = extra.locationId ? (locations.get(extra.locationId) ?? null) : null
    return toFeedVehicle(doc, extra, location, site.origin)
  })
}
