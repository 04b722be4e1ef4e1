import type { NextRequest } from 'next/server'

import { askSearch, searchResultsPage } from '@/data/search'
import { parseSearchParams } from '@/domain/search/urlState'
import { checkSearchParams } from '@/lib/http/jsonBody'
import { json } from '@/lib/http/respond'

import { requestTenant } from '../tenantRequest'

/**
 * GET /api/search on a tenant's host, with the search pages' query string (+ hitsPerPage):
 *   harbour.localhost:3000/api/search?refinementList[make][0]=Toyota&sortBy=price:asc
 *   → 200 { hits, count, facets, pages, page, hitsPerPage, ms, understood, correction, relax }
 * understood: what `query` was read as when it said more than words to match (src/domain/search/understand.ts):
 *   ?query=white 7 seater suv under 35k → { filters: [{ kind: 'body', label: 'SUV' }, …], misspelt: [],
 *   parameters: 'refinementList%5Bbody%5D%5B0%5D=suv&…' } — the results are those of `parameters` (the filters it
 *   understood, the words it did not as `query`), which the results page puts in its address; null when the text
 *   was searched as typed (?exact=1 also turns reading off);
 * correction: the make/model spelling searched for instead of the words left (null: as typed);
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

  const result = await searchResultsPage(site.tenant, await askSearch(site.tenant, parsed.query))
  return json({
    understood: result.understood,
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
