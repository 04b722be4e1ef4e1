/**
 * A host's robots.txt. A dealer site on a deployment that may be indexed names its sitemap index on the host the
 * request came on and keeps crawlers out of what is never a search result: the API, the admin, and every page of the
 * route table (src/domain/routes.ts SITE_ROUTES) that is about the signed-in shopper (account, garage, checkout,
 * reserve, payment, reservations, password reset, unsubscribe), internal, or noindex by nature (print, the
 * thank-you page, one car's trade-in). Derived from the table, so a new private route is disallowed without a list to
 * keep. Anything else — a staging deployment (SITE_INDEXING=off), the admin host, the bare platform host — says
 * `Disallow: /`.
 *
 *   robotsTxt({ origin: 'https://www.harbour.com.au', indexing: true })
 *   → 'User-agent: *\nDisallow: /api/\nDisallow: /admin\n…\n\nSitemap: https://www.harbour.com.au/sitemap.xml\n'
 *   robotsTxt({ origin: …, indexing: false }) → 'User-agent: *\nDisallow: /\n'
 *
 * Search addresses with a query string stay crawlable: their canonical keeps the filters (searchHead), so each is a
 * page of its own; the sitemap lists only the landing paths.
 */
import { SITE_ROUTES } from '../routes'
import { SITEMAP_INDEX_PATH } from './sitemapEntries'

export const ROBOTS_CONTENT_TYPE = 'text/plain; charset=utf-8'

/** Routes of the table that answer 200 to a crawler but are noindex: never crawled. */
const NOINDEX_ROUTES = new Set(['success', 'print', 'cars/trade-in'])

/**
 * A route's folder as a robots.txt path prefix: a dynamic segment is `*` ('cars/[slug]/checkout' →
 * '/cars/*\/checkout'), and a trailing one is dropped ('reservations/[reference]' → '/reservations/').
 */
export function folderPattern(folder: string): string {
  const segments = folder.split('/').map((s) => (s.startsWith('[') ? '*' : s))
  while (segments.at(-1) === '*') segments.pop()
  const path = `/${segments.join('/')}`
  return segments.length < folder.split('/').length ? `${path}/` : path
}

/** The paths no crawler should fetch on a dealer site, each once, sorted. */
export function disallowedPaths(): string[] {
  const routes = SITE_ROUTES.filter((r) => r.cache === 'private' || r.internal || NOINDEX_ROUTES.has(r.folder))
  return [...new Set(['/api/', '/admin', ...routes.map((r) => folderPattern(r.folder))])].sort()
}

export function robotsTxt({ origin, indexing }: { origin: string | null; indexing: boolean }): string {
  if (!indexing || origin === null) return 'User-agent: *\nDisallow: /\n'
  const rules = disallowedPaths().map((path) => `Disallow: ${path}`)
  return `User-agent: *\n${rules.join('\n')}\n\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`
}
