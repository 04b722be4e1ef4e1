import 'server-only'

import { getRouteContext } from '@/data/content'
import type { TenantSite } from '@/domain/site'
import {
  latestLastmod,
  sitemapIndexXml,
  splitSitemap,
  SITEMAP_LIMITS,
  urlsetXml,
  type SitemapLimits,
  type SitemapUrl,
} from '@/domain/seo/sitemap'
import {
  locationUrls,
  offerUrls,
  pagePaths,
  postUrls,
  SITEMAP_KINDS,
  sitemapFilePath,
  vehicleUrls,
  type SitemapFile,
  type SitemapKind,
  type SitemapVehicleRow,
} from '@/domain/seo/sitemapEntries'
import { absoluteUrl } from '@/domain/blog/posts'

import { sitePosts } from './blog'
import { siteBrands } from './brands'
import { siteLocations } from './locations'
import { liveOffers } from './offers'
import { payloadClient } from './payload'
import { getSearchVocabulary } from './searchVocabulary'
import { siteOrigin } from './tenants'
import { siteVehiclesWhere } from './vehicleScope'

/**
 * A tenant's sitemaps, read fresh at each request (docs/seo.md): what they list is src/domain/seo/sitemapEntries.ts,
 * the XML src/domain/seo/sitemap.ts. The reads are the site's own cached ones (pages, posts, offers, locations,
 * brands, the search vocabulary: each expired with its collection's tenant tag) and one narrow query of the cars:
 * a car sold or added is in the next answer, with no cache of its own to purge.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The origin a tenant's sitemap names its pages on: the tenant's production domain (siteOrigin, the pages' canonical)
 * when it has one, else the origin the request came on (the demo's {slug}.localhost:{port}, behind whatever proxy).
 */
export function sitemapOrigin(tenant: TenantSite, requestOrigin: string): string {
  return tenant.primaryHost ? siteOrigin(tenant) : requestOrigin
}

/**
 * The cars the vehicles sitemap may list: the tenant's cars shown on the website that are not sold, or sold within
 * the listing window (the exact rule, the tenant's stock preset included, is applied to these rows by vehicleUrls).
 * Only the columns the rule, the URL and the photos need; oldest first, so a new car joins the last file and the
 * other files keep their URLs.
 */
async function vehicleRows(tenant: TenantSite, now: Date): Promise<SitemapVehicleRow[]> {
  const linger = Math.max(0, tenant.config.stock.soldLingerDays)
  const soldSince = new Date(now.getTime() - linger * DAY_MS).toISOString()
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'vehicles',
    where: siteVehiclesWhere(tenant.id, {
      or: [{ status: { not_equals: 'sold' } }, { sold_date_timestamp: { greater_than_equal: soldSince } }],
    }),
    select: {
      slug: true,
      status: true,
      sold: true,
      sold_date_timestamp: true,
      show_on_dealer_website: true,
      car_type: true,
      item_type: true,
      images: true,
      updatedAt: true,
    },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs as SitemapVehicleRow[]
}

/** Every URL of one kind, in the order its files list them. */
async function kindUrls(kind: SitemapKind, tenant: TenantSite, origin: string, now: Date): Promise<SitemapUrl[]> {
  switch (kind) {
    case 'pages': {
      const [routes, known, brands] = await Promise.all([
        getRouteContext(tenant),
        getSearchVocabulary(tenant),
        siteBrands(tenant.id),
      ])
      const paths = pagePaths({ ...routes, known, brandSlugs: brands.map((b) => b.slug) })
      return paths.map((path) => ({ loc: absoluteUrl(origin, path) }))
    }
    case 'vehicles': {
      const { soldLingerDays, filterPreset } = tenant.config.stock
      return vehicleUrls(await vehicleRows(tenant, now), { soldLingerDays, filterPreset, now }, origin)
    }
    case 'blog':
      return postUrls(await sitePosts(tenant.id, now), origin)
    case 'offers':
      return offerUrls(await liveOffers(tenant.id, now), origin)
    case 'locations':
      return locationUrls(await siteLocations(tenant.id), origin)
  }
}

/** The sitemap index: every file of every kind on the origin, each with the latest lastmod of its URLs. */
export async function sitemapIndex(
  tenant: TenantSite,
  origin: string,
  { now = new Date(), limits = SITEMAP_LIMITS }: { now?: Date; limits?: SitemapLimits } = {},
): Promise<string> {
  const kinds = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => ({
      kind,
      files: splitSitemap(await kindUrls(kind, tenant, origin, now), limits),
    })),
  )
  const refs = kinds.flatMap(({ kind, files }) =>
    files.map((urls, i) => ({
      loc: absoluteUrl(origin, sitemapFilePath({ kind, part: i + 1 })),
      lastmod: latestLastmod(urls),
    })),
  )
  return sitemapIndexXml(refs)
}

/** One child sitemap's XML, or null when the file does not exist (a part past the kind's last file). */
export async function sitemapFile(
  tenant: TenantSite,
  origin: string,
  file: SitemapFile,
  { now = new Date(), limits = SITEMAP_LIMITS }: { now?: Date; limits?: SitemapLimits } = {},
): Promise<string | null> {
  const files = splitSitemap(await kindUrls(file.kind, tenant, origin, now), limits)
  const urls = files[file.part - 1]
  return urls ? urlsetXml(urls) : null
}
