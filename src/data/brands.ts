import 'server-only'

import { unstable_cache } from 'next/cache'

import {
  brandMake,
  findModel,
  modelSummaries,
  offerMatches,
  type BrandCategory,
  type BrandView,
  type ModelRef,
  type ModelSummary,
} from '@/domain/brands/brands'
import { sameId, type TenantId } from '@/domain/ids'
import type { SiteLocation } from '@/domain/locations/siteLocation'
import type { OfferView } from '@/domain/offers/offers'
import { isRealPrice, REAL_PRICE_THRESHOLD } from '@/domain/price'
import type { SearchHit } from '@/domain/search/types'
import { slugify } from '@/domain/slug'
import { EMPTY_QUERY } from '@/domain/search/urlState'
import type { TenantSite } from '@/domain/site'
import { tenantTag } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import type { Brand, Manufacturer } from '../../payload-types'
import { siteLocations } from './locations'
import { mediaUrl } from './media'
import { liveOffers } from './offers'
import { payloadClient } from './payload'
import { searchStock } from './search'
import { getSearchVocabulary } from './searchVocabulary'

/**
 * Brands of a tenant (CMS-01/02) and what their overview and explore-model pages show (RTE-26, RTE-31): only this
 * tenant's brand documents (the tenant condition is added here: the Local API skips access control), models from
 * the tenant's own stock through the search engine, its live offers and its visible locations.
 */

function toBrandView(b: Brand): BrandView {
  const m = typeof b.manufacturer === 'object' && b.manufacturer !== null ? (b.manufacturer as Manufacturer) : null
  return {
    id: b.id,
    title: b.title,
    slug: b.slug,
    category: b.category as BrandCategory,
    logoUrl: mediaUrl(b.logo) ?? (b.logo_url || null) ?? (m?.logo_url || null),
    bannerUrl: mediaUrl(b.banner) ?? (b.banner_url || null),
    description: b.description || null,
    manufacturer: m ? { id: m.id, name: m.name, slug: m.slug } : null,
  }
}

/** The tenant's brands in their Order (cached under the tenant's brands tag: an edit shows at once). */
export function siteBrands(tenantId: TenantId): Promise<BrandView[]> {
  // noted as the render's read: the brands tag is precise (src/lib/purgeScope.mjs)
  recordRenderDeps([tenantTag(tenantId, 'brands')])
  return unstable_cache(
    async (): Promise<BrandView[]> => {
      const payload = await payloadClient()
      const found = await payload.find({
        collection: 'brands',
        where: { tenant: { equals: tenantId } },
        sort: ['sort', 'title'],
        limit: 200,
        depth: 1,
        overrideAccess: true,
      })
      return found.docs.map(toBrandView)
    },
    ['site-brands', String(tenantId)],
    { tags: [tenantTag(tenantId, 'brands')], revalidate: 3600 },
  )()
}

/** One brand of the tenant by slug; null for an unknown slug or another tenant's brand. */
export async function siteBrandBySlug(tenantId: TenantId, slug: string): Promise<BrandView | null> {
  return (await siteBrands(tenantId)).find((b) => b.slug === slug) ?? null
}

const NO_FILTERS = { ...EMPTY_QUERY, hitsPerPage: 1 }

/** The models of a make in the tenant's stock, with counts and 'from' prices (one search, then one per model). */
export async function makeModels(tenant: TenantSite, make: string): Promise<ModelSummary[]> {
  const byMake = await searchStock(tenant, { ...NO_FILTERS, refinements: { make: [make] } })
  const counts = byMake.facets.model ?? {}
  const models = Object.keys(counts)
  const cheapest = await Promise.all(
    models.map(async (model) => {
      // The cheapest cars with a real price (a car without one would sort first); the shown price may be an offer
      // price below the list price, so the lowest shown price of the first few.
      const r = await searchStock(tenant, {
        ...NO_FILTERS,
        refinements: { make: [make], model: [model] },
        ranges: { price: { min: REAL_PRICE_THRESHOLD + 1 } },
        sortBy: 'price:asc',
        hitsPerPage: 3,
      })
      const prices = r.hits.map((h) => h.price ?? h.list_price).filter((p): p is number => isRealPrice(p))
      const imageUrl = r.hits.find((h) => h.primary_image_url)?.primary_image_url ?? null
      return [model, { price: prices.length > 0 ? Math.min(...prices) : null, imageUrl }] as const
    }),
  )
  return modelSummaries(make, counts, Object.fromEntries(cheapest))
}

export interface BrandOverviewData {
  brand: BrandView
  /** The make as the stock spells it, when the brand has one in stock. */
  make: string | null
  models: ModelSummary[]
  offers: OfferView[]
  locations: SiteLocation[]
}

/** Everything a brand's overview shows; null for a slug that is not one of the tenant's brands. */
export async function brandOverview(
  tenant: TenantSite,
  slug: string,
  now = new Date(),
): Promise<BrandOverviewData | null> {
  const brand = await siteBrandBySlug(tenant.id, slug)
  if (!brand) return null
  const vocabulary = await getSearchVocabulary(tenant)
  const make = brandMake(brand, vocabulary.makes)
  const manufacturer = brand.manufacturer
  const [models, offers, locations] = await Promise.all([
    make ? makeModels(tenant, make) : Promise.resolve([]),
    manufacturer ? liveOffers(tenant.id, now) : Promise.resolve([]),
    manufacturer ? siteLocations(tenant.id) : Promise.resolve([]),
  ])
  return {
    brand,
    make,
    models,
    offers: manufacturer ? offers.filter((o) => offerMatches(o, manufacturer)) : [],
    locations: manufacturer ? locations.filter((l) => l.manufacturerIds.some((id) => sameId(id, manufacturer.id))) : [],
  }
}

/** The explore page's stock: at most this many cars summarised and listed. */
const EXPLORE_HITS = 100

export interface ExploreModelData {
  ref: ModelRef
  /** The tenant's brand for the make, when it has one (its logo and overview link). */
  brand: BrandView | null
  /** The cars of the model in stock (sold ones left out), in the default order. */
  stock: SearchHit[]
  offers: OfferView[]
}

/**
 * The explore-model page of a slug ('mazda-cx-5'), or null: only a make and model the tenant has in stock has one
 * (its search vocabulary), so an unknown or another tenant's model is a 404.
 */
export async function exploreModel(
  tenant: TenantSite,
  slug: string,
  now = new Date(),
): Promise<ExploreModelData | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(slug)) return null
  const vocabulary = await getSearchVocabulary(tenant)
  const ref = findModel(vocabulary.models, slug)
  if (!ref) return null
  const [result, brands, offers] = await Promise.all([
    searchStock(tenant, {
      ...EMPTY_QUERY,
      refinements: { make: [ref.make], model: [ref.model] },
      hitsPerPage: EXPLORE_HITS,
    }),
    siteBrands(tenant.id),
    liveOffers(tenant.id, now),
  ])
  const brand = brands.find((b) => b.manufacturer !== null && brandMake(b, [ref.make]) !== null) ?? null
  // The make's manufacturer slug: the brand's, else slugify(make) (the embedded list's slugs are slugified names).
  const makeSlug = brand?.manufacturer?.slug ?? slugify(ref.make)
  return {
    ref,
    brand,
    stock: result.hits.filter((h) => h.status !== 'sold'),
    offers: offers.filter((o) => offerMatches(o, { slug: makeSlug }, ref)),
  }
}
