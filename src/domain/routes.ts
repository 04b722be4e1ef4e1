/**
 * Which links lead somewhere. No control on a dealer site may lead to a 404: a button or menu link to one of the
 * site's own paths is rendered only when that path is a page this tenant serves. Features queued for later (reserve
 * and buy online, offers, blog) have no route yet, so their links stay hidden until the route exists here and the
 * tenant's flags switch it on; marketers' own pages count once published.
 *
 *   isLiveHref('/finance', ctx)                      → true   (a built page)
 *   isLiveHref('/special-offers', ctx)               → false  (not built yet), true once a published CMS page has that slug
 *   isLiveHref('/cars/2021-mazda-cx-5/checkout', c)  → false  (reserve is not built yet)
 *   isLiveHref('/about-us#team', ctx)                → true when 'about-us' is a published page
 *   isLiveHref('https://example.com.au', ctx)        → true   (another site: not ours to judge)
 *   isLiveHref('#enquiry', ctx), 'tel:…', 'mailto:…' → true
 */

import type { SiteConfig } from './siteConfig'

export interface RouteContext {
  /** Slugs of the tenant's published CMS pages ('about-us', 'eofy-sale'; 'home' is the home page). */
  pageSlugs: ReadonlySet<string>
  config: SiteConfig
}

type Rule = (rest: string[], ctx: RouteContext) => boolean

const always: Rule = () => true
const exact: Rule = (rest) => rest.length === 0

/** The site's own routes (src/app/(site)/[host]), by first path segment, with the rule for the segments after it. */
const ROUTES: Record<string, Rule> = {
  search: always,
  models: exact,
  cars: (rest) =>
    // /cars/{slug} (a sold or unknown car answers its own page or 404 by stock, not by route); /cars/trade-in.
    // /cars/{slug}/checkout and /buy-online (reserve, buy online) are not built yet.
    rest.length === 1,
  'contact-us': (rest) => rest.length <= 1,
  contact: exact,
  locations: (rest) => rest.length === 1,
  'dealer-locator': exact,
  dealerships: exact,
  finance: exact,
  'finance-enquiry': exact,
  'finance-pre-approval': exact,
  'apply-for-finance': exact,
  personalised: (rest) => rest.length === 1 && rest[0] === 'finance',
  'book-test-drive': exact,
  service: exact,
  careers: exact,
  'trade-in': exact,
  'sell-my-car': exact,
  'sell-your-car': exact,
  print: exact,
  success: exact,
}

/** '/about-us?x=1#team' → ['about-us']; '/' → []. */
function pathSegments(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? ''
  return bare
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase()
      } catch {
        return s.toLowerCase()
      }
    })
}

/** True when an internal path ('/finance', '/pages/eofy-sale') names a page this tenant serves. */
export function isLivePath(path: string, ctx: RouteContext): boolean {
  const segments = pathSegments(path)
  const [first, ...rest] = segments
  if (first === undefined) return true
  const rule = ROUTES[first]
  if (rule?.(rest, ctx)) return true
  // CMS pages: '/{slug}' and dealer campaign pages '/pages/{slug}' ('home' is the home page, never /home).
  if (segments.length === 1) return first !== 'home' && ctx.pageSlugs.has(first)
  if (segments.length === 2 && first === 'pages') return rest[0] !== 'home' && ctx.pageSlugs.has(rest[0]!)
  return false
}

/** True for any link that leads somewhere: another site, an in-page anchor, tel:/mailto:/sms:, or a live path. */
export function isLiveHref(href: string, ctx: RouteContext): boolean {
  const value = href.trim()
  if (value === '') return false
  if (value.startsWith('/') && !value.startsWith('//')) return isLivePath(value, ctx)
  return true
}
