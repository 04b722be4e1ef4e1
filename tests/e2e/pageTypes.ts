import type { APIRequestContext, APIResponse } from '@playwright/test'

import { PORT, routePattern } from './helpers'

/**
 * Every page type a crawler meets on each site template, as one list shared by the checks that read pages as served:
 * the metadata check (tests/e2e/metadata-head.spec.ts) and the HTML validity check (tests/e2e/html-validity.spec.ts).
 * One demo tenant per template: harbour (group), coastal-mazda (brand), westside-used (used).
 *
 * Fixed paths are the site's routes (src/domain/routes.ts SITE_ROUTES) and the seeded CMS pages; the addresses that
 * depend on data (a car, a post, an offer, a location, a brand) are found on the site itself — the search API and the
 * index pages' links — so the list follows the demo data. A route a template does not offer (brands on a one-brand
 * site) answers 404 there and is left out of that tenant's list; the site's 404 page is a page type of its own.
 */
export const TEMPLATE_TENANTS = ['harbour', 'coastal-mazda', 'westside-used'] as const

export interface PageOfType {
  tenant: string
  /** What the page is: 'home', 'vehicle (sold)', 'blog post'… */
  type: string
  path: string
  /** The status the page answers with: 200, or 404 for the not-found page. */
  status: number
}

/** Pages every template has, at fixed paths. */
const FIXED_PAGES: readonly [type: string, path: string][] = [
  ['home', '/'],
  ['search', '/search'],
  ['search landing', '/search/used-cars'],
  ['trade-in valuation', '/cars/trade-in'],
  ['sell your car', '/sell-my-car'],
  ['trade-in', '/trade-in'],
  ['finance', '/finance'],
  ['finance enquiry', '/finance-enquiry'],
  ['finance pre-approval', '/finance-pre-approval'],
  ['apply for finance', '/apply-for-finance'],
  ['personalised finance', '/personalised/finance'],
  ['contact', '/contact-us'],
  ['dealer locator', '/dealerships'],
  ['book a test drive', '/book-test-drive'],
  ['service', '/service'],
  ['success', '/success'],
  ['blog', '/blog'],
  ['vehicle reviews', '/blog/vehicle-reviews'],
  ['special offers', '/special-offers'],
  ['brands', '/brands'],
  ['models', '/models'],
  ['CMS page', '/about-us'],
  ['CMS page (legal)', '/privacy-policy'],
  ['CMS page (careers)', '/careers'],
  ['sign in', '/sign-in'],
]

/** A GET on a tenant's host, redirects not followed (Node cannot resolve *.localhost: the Host header says it). */
export function tenantGet(
  request: APIRequestContext,
  tenant: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return request.get(`http://localhost:${PORT}${path}`, {
    headers: { ...headers, Host: `${tenant}.localhost:${PORT}` },
    maxRedirects: 0,
  })
}

interface Hit {
  slug: string
  item_type?: string | null
  price?: number | null
}

async function hits(request: APIRequestContext, tenant: string, query: string): Promise<Hit[]> {
  const res = await tenantGet(request, tenant, `/api/search?hitsPerPage=60&${query}`)
  if (!res.ok()) throw new Error(`${tenant} /api/search?${query} answered ${res.status()}`)
  return ((await res.json()) as { hits: Hit[] }).hits
}

/** The distinct paths of a page's links that match `pattern` (its first group is the path). */
async function linkedPaths(request: APIRequestContext, tenant: string, from: string, pattern: RegExp) {
  const res = await tenantGet(request, tenant, from)
  if (res.status() !== 200) return []
  return [...new Set([...(await res.text()).matchAll(pattern)].map((m) => m[1]!))]
}

/**
 * A tenant's pages, one of each type (a vehicle page once for each item type and state, since each draws other
 * markup; every post on the blog's first page, since posts are where editors' markup varies most).
 */
export async function pagesOfTenant(request: APIRequestContext, tenant: string): Promise<PageOfType[]> {
  const pages: PageOfType[] = FIXED_PAGES.map(([type, path]) => ({ tenant, type, path, status: 200 }))
  const add = (type: string, path: string | undefined, status = 200) => {
    if (path && !pages.some((p) => p.path === path)) pages.push({ tenant, type, path, status })
  }

  const inStock = await hits(request, tenant, 'refinementList[status][0]=in_stock')
  add('vehicle', inStock[0] && `/cars/${inStock[0].slug}`)
  const unpriced = inStock.find((h) => !h.price)
  add('vehicle (price on enquiry)', unpriced && `/cars/${unpriced.slug}`)
  add('print', inStock[0] && `/print?car_id=${encodeURIComponent(inStock[0].slug)}`)
  for (const status of ['sold', 'coming_soon', 'reserved']) {
    const [hit] = await hits(request, tenant, `refinementList[status][0]=${status}`)
    add(`vehicle (${status.replace('_', ' ')})`, hit && `/cars/${hit.slug}`)
  }
  for (const itemType of ['motorcycle', 'truck', 'caravan']) {
    const [hit] = await hits(request, tenant, `refinementList[item_type][0]=${itemType}`)
    add(`vehicle (${itemType})`, hit && `/cars/${hit.slug}`)
  }

  for (const path of await linkedPaths(request, tenant, '/blog', /href="(\/blog\/(?!vehicle-reviews")[a-z0-9-]+)"/g))
    add('blog post', path)
  add(
    'offer',
    (await linkedPaths(request, tenant, '/special-offers', /href="(\/offers\/[a-z0-9-]+(?:\/[0-9]+)?)"/g))[0],
  )
  add('location', (await linkedPaths(request, tenant, '/contact-us', /href="(\/contact-us\/[a-z0-9-]+)"/g))[0])
  add('brand overview', (await linkedPaths(request, tenant, '/brands', /href="(\/[a-z0-9-]+\/overview)"/g))[0])
  add('not found', '/no-such-page-here', 404)

  // a fixed route this template does not offer answers 404: not one of its pages
  const offered: PageOfType[] = []
  for (const p of pages) {
    if (p.status === 200 && FIXED_PAGES.some(([, path]) => path === p.path)) {
      const status = (await tenantGet(request, tenant, p.path)).status()
      if (status !== 200) continue
    }
    offered.push(p)
  }
  return offered
}

/** One page of each route pattern ('/cars/:param' once), for checks that hold per route whatever the data. */
export function onePerRoute(pages: readonly PageOfType[]): PageOfType[] {
  const seen = new Set<string>()
  return pages.filter((p) => {
    const key = `${p.tenant} ${p.status >= 400 ? '*' : routePattern(new URL(p.path, 'http://x').pathname)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
