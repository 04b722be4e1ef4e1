/**
 * Which links lead somewhere. No control on a dealer site may lead to a 404: a button or menu link to one of the
 * site's own paths is rendered only when that path is a page this tenant serves. Reserve and buy online lead somewhere
 * only where the tenant's flags and a payment provider switch them on; the offers pages' links show while the tenant
 * has a live offer; marketers' own pages count once published.
 *
 *   isLiveHref('/finance', ctx)                      → true   (a built page)
 *   isLiveHref('/special-offers', ctx)               → true while the tenant has a live offer (ctx.liveOffers)
 *   isLiveHref('/cars/2021-mazda-cx-5/checkout', c)  → true where reserve is on (a provider, the checkout path)
 *   isLiveHref('/about-us#team', ctx)                → true when 'about-us' is a published page
 *   isLiveHref('/print', ctx)                        → false  (the print page needs ?car_id=)
 *   isLiveHref('https://example.com.au', ctx)        → true   (another site: not ours to judge)
 *   isLiveHref('#enquiry', ctx), 'tel:…', 'mailto:…' → true
 */

import type { NavItem } from './site'
import type { SiteConfig } from './siteConfig'

export interface RouteContext {
  /** Slugs of the tenant's published CMS pages ('about-us', 'eofy-sale'; 'home' is the home page). */
  pageSlugs: ReadonlySet<string>
  config: SiteConfig
  /** Whether the tenant has a live offer now (src/data/offers.ts): the offers routes' links show only then. */
  liveOffers?: boolean
}

/**
 * A page route of the site: its folder under src/app/(site)/[host] (a unit test lists the folders and checks that
 * this table names exactly the ones holding a page.tsx, so a new route cannot be forgotten). The home page ('/')
 * and the CMS catch-all ('[...slug]': '/{slug}' and '/pages/{slug}', live when the page is published) are not rows.
 *
 * No route 404s or redirects by a tenant flag today (checked route by route). One flag still decides whether links
 * lead to a route: a tenant with trade-in switched off (features.tradeIn) offers no trade-in valuation — the vehicle
 * page already hides its Trade-in button — so links to /trade-in and /cars/trade-in are not shown either (typed in,
 * the page still answers). Routes whose answer depends on the tenant's data (a car's slug, a location's slug, a make
 * in stock) count as live by shape; the navigation e2e requests every link of the demo tenants to catch the rest.
 */
export interface SiteRoute {
  /** The folder path: 'cars/[slug]', 'search/[[...segments]]'. */
  folder: string
  /** The most segments an optional catch-all takes ('search/[[...segments]]': /search/{make}/{model} → 2). */
  maxCatchAll?: number
  /** Query parameters the page answers 404 without ('/print' needs ?car_id=). */
  requiredQuery?: string[]
  /** Whether links may lead here on this tenant (a feature its flags switch off, data it lacks); absent: always. */
  offered?: (config: SiteConfig, ctx: RouteContext) => boolean
  /**
   * Whether the edge page cache may share the page's HTML between shoppers: 'page' when the HTML does not
   * depend on who is looking (what is personal lives in client islands), 'private' for pages about the signed-in
   * shopper (account pages, later): never stored.
   */
  cache: RouteCaching
  /** A page only the edge asks for (never a link's target, never offered to shoppers). */
  internal?: true
}

export type RouteCaching = 'page' | 'private'

/**
 * The header on the edge's request for a tenant's 404 page (the `page-not-found` route): its value is the path that
 * was not found, so the page says what the route's own not-found would ('/offers/…': the offer has ended).
 */
export const NOT_FOUND_PAGE_HEADER = 'x-dp-not-found'

/**
 * The header on the edge's request for a search address's answer (GET /api/search/state): the address's path
 * ('/search/used-cars'); the query string is the request's own (server/searchShell.mjs).
 */
export const SEARCH_PATH_HEADER = 'x-dp-search-path'

/** Which 404 a path that was not found gets: the offers' and the unsubscribe page's own, else the site's. */
export function notFoundKind(path: string): 'offer' | 'unsubscribe' | 'page' {
  if (path === '/offers' || path.startsWith('/offers/')) return 'offer'
  if (path === '/pages/unsubscribe') return 'unsubscribe'
  return 'page'
}

const tradeInOffered = (config: SiteConfig) => config.features.tradeIn
/**
 * Sign-in and the password reset pages answer on every tenant (a tenant gating a form by sign-in needs them), but links
 * lead there only where the garage is on; My garage answers 404 where it is off.
 */
const accountsOffered = (config: SiteConfig) => config.features.garageEnabled
/** Reserve online and buy online take a deposit: on only with a payment provider (src/domain/siteConfig.ts). */
const depositsOffered = (config: SiteConfig) =>
  config.payments.provider !== null && (config.features.reserve || config.features.buyOnline)
/** RTE-11: the reserve page answers at the tenant's own checkout path only. */
const reserveOffered = (config: SiteConfig, path: 'checkout' | 'buy-online') =>
  depositsOffered(config) && config.features.checkoutPath === path
/** The offers pages answer for every tenant (an empty list says so), but a link leads there only while an offer is live. */
const offersOffered = (_config: SiteConfig, ctx: RouteContext) => ctx.liveOffers === true

/** Pages whose HTML does not depend on who is looking, offered on every tenant: the edge may share them. */
const SHARED_PAGES = [
  // /{brand}/overview: the tenant's own brands (RTE-26); another slug answers 404
  '[brand]/overview',
  'apply-for-finance',
  // the blog (RTE-32): /blog (?category=, ?page=), /blog/vehicle-reviews, /blog/{slug}; the feed /blog/rss.xml is a route handler
  'blog',
  'blog/[slug]',
  'blog/vehicle-reviews',
  'book-test-drive',
  // the group brands page (RTE-31): answers 404 on a site with no brands and no written 'brands' page
  'brands',
  'careers',
  'cars/[slug]',
  'contact',
  'contact-us',
  'contact-us/[location]',
  'dealer-locator',
  'dealerships',
  'finance',
  'finance-enquiry',
  'finance-pre-approval',
  'locations/[slug]',
  'models',
  'personalised/finance',
  'sell-my-car',
  'sell-your-car',
  'service',
  'success',
]

/** Every page of a tenant site: the shared pages above, then those with a condition, a query or a private answer. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  ...SHARED_PAGES.map((folder): SiteRoute => ({ folder, cache: 'page' })),
  { folder: 'cars/trade-in', cache: 'page', offered: tradeInOffered },
  // reserve online (RTE-11): the tenant's one checkout path; about the signed-in shopper, never shared
  { folder: 'cars/[slug]/checkout', cache: 'private', offered: (c) => reserveOffered(c, 'checkout') },
  { folder: 'cars/[slug]/buy-online', cache: 'private', offered: (c) => reserveOffered(c, 'buy-online') },
  // the deposit's payment page (a gated route: spec §2) and a reservation's own page (the confirmation email's link)
  { folder: 'online-payment', cache: 'private', requiredQuery: ['ref'], offered: depositsOffered },
  { folder: 'reservations/[reference]', cache: 'private', offered: depositsOffered },
  // the buy-online journey (RTE-12): the shopper's own saved answers, never shared; 404 without ?car_id=
  {
    folder: 'checkout-journey',
    cache: 'private',
    requiredQuery: ['car_id'],
    offered: (config) => config.payments.provider !== null && config.features.buyOnline,
  },
  // the shopper's password reset (linked from sign-in): never shared
  { folder: 'forgot-password', cache: 'private', offered: accountsOffered },
  // shopper accounts: about the signed-in shopper, never shared; 404 and never linked where the garage is off
  { folder: 'my-garage', cache: 'private', offered: accountsOffered },
  // /offers/{offerId} and /offers/{manufacturer}/{offerId} (RTE-25); one segment name at a level, as Next requires
  { folder: 'offers/[part]', cache: 'page', offered: offersOffered },
  { folder: 'offers/[part]/[offerId]', cache: 'page', offered: offersOffered },
  // the unsubscribe page shows the address its signed link names: never shared by the page cache
  { folder: 'pages/unsubscribe', cache: 'private' },
  // the tenant's 404 page rendered as a page, which the edge asks for to answer a 404 with server-rendered HTML (Next
  // sends a notFound() thrown in a page as an empty document drawn by the browser: vercel/next.js#62228)
  { folder: 'page-not-found', cache: 'private', internal: true },
  { folder: 'print', cache: 'page', requiredQuery: ['car_id'] },
  // the reset email's link (its token in the query): never shared, never a menu's link
  { folder: 'reset-password', cache: 'private', offered: accountsOffered },
  // landing pages: /search/used-cars, /search/{make}, /search/{make}/{model}, /search/{body} (RTE-02, RTE-04)
  { folder: 'search/[[...segments]]', cache: 'page', maxCatchAll: 2 },
  { folder: 'sign-in', cache: 'private', offered: accountsOffered },
  { folder: 'special-offers', cache: 'page', offered: offersOffered },
  { folder: 'trade-in', cache: 'page', offered: tradeInOffered },
  // /used-car/{slug} → /cars/{slug} on tenants with the used-car routes on (RTE-08: the used template by default)
  { folder: 'used-car/[slug]', cache: 'page', offered: (config) => config.features.usedCarRoutes },
  // the confirmation email's link (its token in the query): never shared, never a menu's link
  { folder: 'verify-email', cache: 'private', offered: accountsOffered },
]

/** How specific a folder segment is, as Next ranks them: a literal before [param] before [[...catchAll]]. */
const rank = (segment: string) => (segment.startsWith('[[') ? 2 : segment.startsWith('[') ? 1 : 0)

/**
 * The routes in the order Next matches them: /cars/trade-in is the trade-in page, not a car called 'trade-in'. Their
 * segments' ranks compared in turn, then the shorter first: a total order, so the table's own order does not matter.
 */
const ROUTE_SEGMENTS = SITE_ROUTES.map((route) => ({ route, segments: route.folder.split('/') })).sort((a, b) => {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const diff = rank(a.segments[i]!) - rank(b.segments[i]!)
    if (diff !== 0) return diff
  }
  return a.segments.length - b.segments.length
})

function matchesRoute(route: SiteRoute, pattern: string[], segments: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!
    if (part.startsWith('[[...')) {
      const rest = segments.length - i
      return rest >= 0 && rest <= (route.maxCatchAll ?? Infinity)
    }
    const segment = segments[i]
    if (segment === undefined) return false
    if (!part.startsWith('[') && part !== segment) return false
  }
  return segments.length === pattern.length
}

/** '/about-us?x=1#team' → { segments: ['about-us'], query: x=1 }; '/' → []. Next matches paths case-sensitively. */
function parsePath(path: string): { segments: string[]; query: URLSearchParams } {
  const [beforeHash = ''] = path.split('#')
  const [bare = '', search = ''] = beforeHash.split('?')
  const segments = bare
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        return s
      }
    })
  return { segments, query: new URLSearchParams(search) }
}

/** The route whose folder a path's segments match, whatever its query. */
function routeOfSegments(segments: string[]): SiteRoute | null {
  return ROUTE_SEGMENTS.find(({ route, segments: pattern }) => matchesRoute(route, pattern, segments))?.route ?? null
}

/** The built route an internal path lands on, or null (a CMS page, or nothing). */
export function siteRouteFor(path: string): SiteRoute | null {
  const { segments, query } = parsePath(path)
  const found = routeOfSegments(segments)
  if (!found) return null
  const missing = (found.requiredQuery ?? []).some((name) => !query.get(name))
  return missing ? null : found
}

/**
 * Whether the edge page cache may share a path's HTML: the route's `cache` (a route that needs a query answers the
 * same with or without it); the home page, CMS and landing pages and unknown paths are 'page' (one that does not
 * exist answers 404, which is never stored).
 *   routeCaching('/search/toyota') → 'page'; routeCaching('/checkout-journey') → 'private'
 */
export function routeCaching(path: string): RouteCaching {
  // the route's own rule with or without its required query: src/proxy.ts asks with the path alone
  return routeOfSegments(parsePath(path).segments)?.cache ?? 'page'
}

/** The CMS page slug an internal path names ('/about-us', '/pages/eofy-sale' → 'eofy-sale'), or null. */
export function cmsPageSlug(path: string): string | null {
  const { segments } = parsePath(path)
  const [first, second] = segments
  const slug = segments.length === 1 ? first : segments.length === 2 && first === 'pages' ? second : undefined
  return slug && slug !== 'home' ? slug : null
}

/** True when an internal path ('/finance', '/pages/eofy-sale') names a page this tenant serves. */
export function isLivePath(path: string, ctx: RouteContext): boolean {
  if (parsePath(path).segments.length === 0) return true
  const route = siteRouteFor(path)
  if (route?.internal) return false
  if (route) return route.offered?.(ctx.config, ctx) ?? true
  // CMS pages: '/{slug}' and dealer campaign pages '/pages/{slug}' ('home' is the home page, never /home).
  const slug = cmsPageSlug(path)
  return slug !== null && ctx.pageSlugs.has(slug)
}

/** True for any link that leads somewhere: another site, an in-page anchor, tel:/mailto:/sms:, or a live path. */
export function isLiveHref(href: string, ctx: RouteContext): boolean {
  const value = href.trim()
  if (value === '') return false
  if (value.startsWith('/') && !value.startsWith('//')) return isLivePath(value, ctx)
  return true
}

/**
 * The header's live items: a dead link is dropped; a parent whose own link is dead keeps its live children and
 * opens on the first of them (a menu item always leads somewhere), and without live children it is dropped.
 */
export function liveNavItems(items: NavItem[], ctx: RouteContext): NavItem[] {
  return items.flatMap((item) => {
    const children = item.children.filter((c) => isLiveHref(c.href, ctx))
    if (isLiveHref(item.href, ctx)) return [{ ...item, children }]
    const [first] = children
    return first ? [{ ...item, href: first.href, newTab: first.newTab, children }] : []
  })
}
