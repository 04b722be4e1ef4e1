import type { NextRequest } from 'next/server'

import { searchResultsPage } from '@/data/search'
import { parseSearchParams } from '@/domain/search/urlState'
import { checkSearchParams } from '@/lib/http/jsonBody'
import { json } from '@/lib/http/respond'

import { requestTenant } from '../tenantRequest'

/**
 * GET /api/search on a tenant's host, with the search pages' query string (+ hitsPerPage):
 *   harbour.localhost:3000/api/search?refinementList[make][0]=Toyota&sortBy=price:asc
 *   → 200 { hits, count, facets, pages, page, hitsPerPage, ms, correction, relax }
 * correction: the make/model spelling searched for instead of the keyword (null: as typed; ?exact=1 turns it off);
 * relax: when nothing matched, the filter whose removal brings back the most cars (selection.ts).
 * The tenant is the Host header's, never a parameter. Unknown or platform host → 404; bad parameters → 400
 * { errors: [{ param, message }] }. Not cached by browsers or proxies (stock changes).
 * A static segment: it wins over Payload's /api/[...slug] catch-all, which keeps every other /api path.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const site = await requestTenant(request, {
    offSite: 'Stock search is answered on a dealer site host only',
    body: (message) => ({ errors: [{ param: 'host', message }] }),
  })
  if (!site.ok) return site.response

  const unusable = checkSearchParams(request.nextUrl.searchParams)
  if (unusable) return json({ errors: [{ param: 'query', message: unusable }] }, 400)
  const parsed = parseSearchParams(request.nextUrl.searchParams)
  if (!parsed.ok) return json({ errors: parsed.errors }, 400)

  const result = await searchResultsPage(site.tenant, parsed.query)
  return json({
    correction: result.correction,
    relax: result.relax,
    hits: result.hits,
    count: result.count,
    facets: result.facets,
    pages: result.pages,
    page: result.page,
    hitsPerPage: result.hitsPerPage,
    ms: result.ms,
  })
}
