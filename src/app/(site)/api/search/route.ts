import { NextResponse, type NextRequest } from 'next/server'

import { searchStock } from '@/data/search'
import { resolveHost } from '@/data/tenants'
import { parseHost, stripPort } from '@/domain/host'
import { parseSearchParams } from '@/domain/search/urlState'
import { checkSearchParams } from '@/lib/http/jsonBody'

/**
 * GET /api/search on a tenant's host, with the search pages' query string (+ hitsPerPage):
 *   harbour.localhost:3000/api/search?refinementList[make][0]=Toyota&sortBy=price:asc
 *   → 200 { hits, count, facets, pages, page, hitsPerPage, ms }
 * The tenant is the Host header's, never a parameter. Unknown or platform host → 404; bad parameters → 400
 * { errors: [{ param, message }] }. Not cached by browsers or proxies (stock changes).
 * A static segment: it wins over Payload's /api/[...slug] catch-all, which keeps every other /api path.
 */
export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

function json(body: unknown, status: number) {
  return NextResponse.json(body, { status, headers: NO_STORE })
}

export async function GET(request: NextRequest) {
  const host = request.headers.get('host')
  const match = parseHost(host)
  if (match.kind === 'invalid' || match.kind === 'platform') {
    return json({ errors: [{ param: 'host', message: 'Stock search is answered on a dealer site host only' }] }, 404)
  }
  const site = await resolveHost(encodeURIComponent(stripPort(host ?? '')))
  if (site.kind !== 'tenant')
    return json({ errors: [{ param: 'host', message: 'No dealer site answers on this host' }] }, 404)

  const unusable = checkSearchParams(request.nextUrl.searchParams)
  if (unusable) return json({ errors: [{ param: 'query', message: unusable }] }, 400)
  const parsed = parseSearchParams(request.nextUrl.searchParams)
  if (!parsed.ok) return json({ errors: parsed.errors }, 400)

  const result = await searchStock(site.tenant, parsed.query)
  return json(
    {
      hits: result.hits,
      count: result.count,
      facets: result.facets,
      pages: result.pages,
      page: result.page,
      hitsPerPage: result.hitsPerPage,
      ms: result.ms,
    },
    200,
  )
}
