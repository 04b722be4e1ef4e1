/**
 * What a tenant's sitemaps list, and the names of their files. Pure: src/data/sitemap.ts reads the rows.
 *
 * A URL is listed only when the site answers it 200, indexable, to anyone: built from the same route table the site's
 * links obey (src/domain/routes.ts SITE_ROUTES, isLivePath), so a page a tenant does not serve is never listed.
 *   pages      the home page, every shareable built page with a fixed path that is live for the tenant and not behind
 *              sign-in (src/domain/accounts/gate.ts), the published CMS pages, the brand overview pages and the
 *              search landing pages (/search, /search/used-cars, /search/{make}, /search/{make}/{model},
 *              /search/{body}, /search/{dealership})
 *   vehicles   every car the stock listing shows (SRP-30..33: in stock or coming soon, or sold within the tenant's
 *              window, shown on the website, within its stock preset), lastmod = the car's last change, its photos
 *   blog       each published post (/blog/{slug}), lastmod = its last edit
 *   offers     each live offer at its own path (/offers/{manufacturer}/{id})
 *   locations  each visible location's page (/contact-us/{slug})
 * Never listed: drafts and unpublished pages (the reads take published documents only), private pages (account,
 * garage, checkout, reserve, payment, reservations, password reset, unsubscribe), pages that say noindex or need a
 * query (print, success, a car's trade-in), aliases of a listed page, query-string permutations, API paths.
 */
import { gatedType } from '../accounts/gate'
import { absoluteUrl, postPath } from '../blog/posts'
import { offerPath } from '../offers/offers'
import { isLivePath, SITE_ROUTES, siteRouteFor, type RouteContext } from '../routes'
import { isListed, stockFilterPreset } from '../search/stockFilter'
import { imageUrls, normaliseStatus } from '../search/toSearchDoc'
import type { CarType, TenantScope } from '../search/types'
import { buildSearchPath, EMPTY_QUERY, type LandingKnown } from '../search/urlState'
import type { SitemapUrl } from './sitemap'

export const SITEMAP_INDEX_PATH = '/sitemap.xml'
/** The folder of the child sitemaps: /sitemaps/pages.xml, /sitemaps/vehicles-1.xml … */
export const SITEMAPS_DIR = '/sitemaps'

export const SITEMAP_KINDS = ['pages', 'vehicles', 'blog', 'offers', 'locations'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

export interface SitemapFile {
  kind: SitemapKind
  /** 1-based: a kind too big for one file continues in numbered files. */
  part: number
}

/**
 * A child sitemap's file name: vehicles are numbered from 1 (vehicles-1.xml, vehicles-2.xml …: a dealer's stock
 * grows past one file's limit); another kind is '{kind}.xml', and '{kind}-2.xml' on if it ever outgrows one.
 */
export function sitemapFileName({ kind, part }: SitemapFile): string {
  return kind === 'vehicles' || part > 1 ? `${kind}-${part}.xml` : `${kind}.xml`
}

/** The path of a child sitemap: '/sitemaps/vehicles-1.xml'. */
export const sitemapFilePath = (file: SitemapFile): string => `${SITEMAPS_DIR}/${sitemapFileName(file)}`

const FILE_NAME = /^([a-z]+)(?:-([1-9]\d{0,5}))?\.xml$/

/** The file a name names, or null: 'vehicles-2.xml' → { vehicles, 2 }; 'pages.xml' → { pages, 1 }; 'pages-1.xml' → null. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = FILE_NAME.exec(name)
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1])
  if (!match || !kind) return null
  const file = { kind, part: match[2] ? Number(match[2]) : 1 }
  return sitemapFileName(file) === name ? file : null
}

/**
 * Built pages never listed although they answer 200: each with why. Other routes leave by the table's own columns
 * (private, internal, a required query, a dynamic segment).
 */
export const UNLISTED_ROUTES: Readonly<Record<string, string>> = {
  success: 'the thank-you page after a form: noindex',
  contact: 'the same page as /contact-us',
  dealerships: 'the same page as /dealer-locator',
  models: 'redirects to a search landing page',
  'cars/trade-in': "one car's valuation (?car_id=)",
  print: 'a printable copy of a car page (?car_id=): noindex',
}

/** The context the page list needs: the tenant's route context and what its site has in stock and in its brands. */
export interface PagesContext extends RouteContext {
  /** Makes, models, bodies and dealerships in stock: the search landing pages. */
  known: LandingKnown
  /** The tenant's brands (RTE-26: /{brand}/overview). */
  brandSlugs: readonly string[]
}

const CAR_TYPES: readonly CarType[] = ['new', 'demo', 'used']

/** The search landing paths the tenant's stock gives, as its links build them (buildSearchPath). */
function landingPaths({ known, config }: PagesContext): string[] {
  const search = (refinements: Record<string, string[]>) => buildSearchPath({ ...EMPTY_QUERY, refinements }, known)
  const carTypes = stockFilterPreset(config.stock.filterPreset).carTypes ?? CAR_TYPES
  return [
    '/search',
    ...carTypes.map((type) => search({ car_type: [type] })),
    ...known.makes.flatMap((make) => [
      search({ make: [make] }),
      ...(known.models[make] ?? []).map((model) => search({ make: [make], model: [model] })),
    ]),
    ...known.bodies.map((body) => search({ body: [body] })),
    ...known.dealerships.map((d) => search({ dealership_name: [d.name] })),
  ]
}

/** Whether a built or CMS path is one the sitemap may list on this tenant: live, shareable, open to anyone. */
export function listablePath(path: string, ctx: RouteContext): boolean {
  if (!isLivePath(path, ctx) || gatedType(path, ctx.config) !== null) return false
  const route = siteRouteFor(path)
  return route === null || (route.cache === 'page' && !(route.folder in UNLISTED_ROUTES))
}

/** The paths of the pages sitemap, each once, in a stable order. */
export function pagePaths(ctx: PagesContext): string[] {
  const built = SITE_ROUTES.filter((r) => !r.folder.includes('[') && !r.requiredQuery).map((r) => `/${r.folder}`)
  const cms = [...ctx.pageSlugs]
    .filter((slug) => slug !== 'home' && siteRouteFor(`/${slug}`) === null)
    .sort()
    .map((slug) => `/${encodeURIComponent(slug)}`)
  // the group brands page answers 404 on a site with neither brands nor a written 'brands' page
  const brandsPage = ctx.brandSlugs.length > 0 || ctx.pageSlugs.has('brands')
  const brands = ctx.brandSlugs.map((slug) => `/${encodeURIComponent(slug)}/overview`)
  const paths = ['/', ...built.sort(), ...cms, ...brands, ...landingPaths(ctx)].filter(
    (path) => path.startsWith('/search') || (listablePath(path, ctx) && (path !== '/brands' || brandsPage)),
  )
  return [...new Set(paths)]
}

/** A car as the vehicles sitemap reads it: only what the listing rule, the URL and the photos need. */
export interface SitemapVehicleRow {
  slug?: string | null
  status?: string | null
  sold?: boolean | null
  sold_date_timestamp?: string | null
  show_on_dealer_website?: boolean | null
  car_type?: string | null
  item_type?: string | null
  updatedAt?: string | null
  images?: unknown
}

const seconds = (value: string | null | undefined): number | null => {
  const time = value ? new Date(value).getTime() : NaN
  return Number.isNaN(time) ? null : Math.floor(time / 1000)
}

/** Whether the stock listing shows this car now (SRP-30..33): the rule every search applies. */
export function vehicleListed(
  row: SitemapVehicleRow,
  scope: Pick<TenantScope, 'soldLingerDays' | 'filterPreset' | 'now'>,
): boolean {
  const status = normaliseStatus(row.status ?? '', row.sold)
  const carType = row.car_type === 'new' || row.car_type === 'demo' ? row.car_type : 'used'
  return isListed(
    {
      status,
      sold_at_timestamp: status === 'sold' ? seconds(row.sold_date_timestamp) : null,
      show_on_dealer_website: row.show_on_dealer_website === true,
      car_type: carType,
      item_type: row.item_type || 'car',
    },
    scope,
  )
}

/** The vehicles sitemap's URLs: each listed car's page with its last change and photos, in the rows' order. */
export function vehicleUrls(
  rows: readonly SitemapVehicleRow[],
  scope: Pick<TenantScope, 'soldLingerDays' | 'filterPreset' | 'now'>,
  origin: string,
): SitemapUrl[] {
  return rows.flatMap((row) =>
    row.slug && vehicleListed(row, scope)
      ? [
          {
            loc: absoluteUrl(origin, `/cars/${encodeURIComponent(row.slug)}`),
            lastmod: row.updatedAt ?? null,
            images: imageUrls(row.images).map((src) => absoluteUrl(origin, src)),
          },
        ]
      : [],
  )
}

/** The blog sitemap's URLs: each published post, with its last edit. */
export function postUrls(posts: readonly { slug: string; updatedAt?: string | null }[], origin: string): SitemapUrl[] {
  return posts.map((p) => ({ loc: absoluteUrl(origin, postPath(p.slug)), lastmod: p.updatedAt ?? null }))
}

/** The offers sitemap's URLs: each live offer at its own path (the longer one when it has a manufacturer). */
export function offerUrls(offers: readonly Parameters<typeof offerPath>[0][], origin: string): SitemapUrl[] {
  return offers.map((o) => ({ loc: absoluteUrl(origin, offerPath(o)) }))
}

/** The locations sitemap's URLs: each visible location's page (/locations/{slug} redirects there). */
export function locationUrls(locations: readonly { slug: string }[], origin: string): SitemapUrl[] {
  return locations.map((l) => ({ loc: absoluteUrl(origin, `/contact-us/${encodeURIComponent(l.slug)}`) }))
}
