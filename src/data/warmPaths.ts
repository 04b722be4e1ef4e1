import 'server-only'

import { EMPTY_QUERY, buildSearchPath } from '@/domain/search/urlState'
import { TENANT_HOSTS, WARM_PATHS } from '@/lib/edgeContract.mjs'
import { findTenantDoc } from '@/lib/tenantRecords'

import type { Tenant } from '../../payload-types'
import { getRouteContext } from './content'
import { payloadClient } from './payload'
import { getSearchVocabulary } from './searchVocabulary'
import { siteOrigin, toTenantSite } from './tenants'
import { siteVehiclesWhere } from './vehicleScope'

/**
 * The popular pages of a tenant, which the edge page cache (server/pageCache.mjs) fills again in the background
 * after a purge of that tenant, so the first shopper after a stock import or an edit does not pay for the render:
 * the home page, /search, each published CMS (landing) page, /special-offers while an offer is live, the car-type
 * landing pages and /search/{make} for each make in stock, on the tenant's primary host (siteOrigin). With
 * `vehicles: n` (the edge's warming of a tenant on its first visit after a start) also `vehiclePaths`: the pages of up
 * to n of its cars a shopper can open — in stock or coming soon and shown on the website — newest first.
 * src/instrumentation.ts registers this for the edge (WARM_PATHS, src/lib/edgeContract.mjs).
 *   warmPaths(1) → { proto: 'http', host: 'harbour.localhost:3000', paths: ['/', '/search', '/eofy-sale', '/search/toyota', …] }
 *   warmPaths(1, { vehicles: 500 }) → { …, vehiclePaths: ['/cars/2024-toyota-hilux-sr-h123', …] }
 */
/** At most this many cars per tenant, whatever the edge asks (a page each: the cache has a byte budget anyway). */
export const MAX_WARM_VEHICLES = 5000

const EMPTY_VOCABULARY = { makes: [], models: {}, dealerships: [], bodies: [] }

const tenantDoc = async (tenantId: number): Promise<Tenant | null> => findTenantDoc(await payloadClient(), tenantId)

export async function warmPaths(
  tenantId: number,
  { vehicles = 0 }: { vehicles?: number } = {},
): Promise<{ proto: string; host: string; paths: string[]; vehiclePaths: string[] } | null> {
  const doc = await tenantDoc(tenantId)
  if (!doc) return null
  const tenant = toTenantSite(doc)
  const origin = new URL(siteOrigin(tenant))
  const paths = ['/', '/search']
  const [routes, known] = await Promise.all([
    getRouteContext(tenant).catch(() => null),
    getSearchVocabulary(tenant).catch(() => null),
  ])
  for (const slug of [...(routes?.pageSlugs ?? [])].sort()) if (slug !== 'home') paths.push(`/${slug}`)
  // the offers page while the tenant has a live offer (purged, too, when an offer starts or ends: src/data/offers.ts)
  if (routes?.liveOffers) paths.push('/special-offers')
  // the car-type landing pages (/search/used-cars…): with /search and the makes', the pages the edge answers a new
  // search address on while renders are busy (server/searchShell.mjs)
  for (const type of ['new', 'demo', 'used'] as const)
    paths.push(buildSearchPath({ ...EMPTY_QUERY, refinements: { car_type: [type] } }, known ?? EMPTY_VOCABULARY))
  for (const make of known?.makes ?? [])
    paths.push(buildSearchPath({ ...EMPTY_QUERY, refinements: { make: [make] } }, known!))
  const vehiclePaths = (await vehicleSlugs(tenantId, vehicles)).map((slug) => `/cars/${encodeURIComponent(slug)}`)
  return { proto: origin.protocol.replace(':', ''), host: origin.host, paths: [...new Set(paths)], vehiclePaths }
}

/** The slugs of up to `limit` of the tenant's cars with a page worth warming (not sold), newest first. */
async function vehicleSlugs(tenantId: number, limit: number): Promise<string[]> {
  const n = Math.min(Math.max(0, Math.floor(limit)), MAX_WARM_VEHICLES)
  if (!n) return []
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'vehicles',
    where: siteVehiclesWhere(tenantId, { status: { in: ['in_stock', 'coming_soon'] } }),
    sort: '-createdAt',
    select: { slug: true },
    depth: 0,
    limit: n,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((d) => d.slug).filter((slug): slug is string => typeof slug === 'string' && slug !== '')
}

/** The hosts a tenant answers on (for a CDN purge): its slug host and its domains. */
export async function tenantHosts(tenantId: number): Promise<string[]> {
  const doc = await tenantDoc(tenantId)
  if (!doc) return []
  return [`${doc.slug}.localhost`, ...(doc.domains ?? []).map((d) => d.hostname).filter(Boolean)]
}

export function registerWarmPaths(): void {
  WARM_PATHS.set(warmPaths)
  TENANT_HOSTS.set(tenantHosts)
}
