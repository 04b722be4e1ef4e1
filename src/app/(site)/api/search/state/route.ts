import type { NextRequest } from 'next/server'

import { SEARCH_PATH_HEADER } from '@/domain/routes'
import { checkSearchParams } from '@/lib/http/jsonBody'
import { json, jsonError } from '@/lib/http/respond'
import { fromEdge } from '@/lib/requestContext'

import { resolveSearchAddress, searchAnswerFor, searchHead } from '../../../[host]/search/searchPageState'
import { requestTenant } from '../../tenantRequest'

/**
 * GET /api/search/state?{a search page's parameters} with `x-dp-search-path: /search/{landing…}`, asked by the edge
 * only (it strips a client's x-dp-search-path; without it, 404): a search address's answer as the results page's
 * client component takes it, plus what the document's head says, so the edge can answer a search address no render
 * has cached yet with the landing path's cached page and this data (scripts/lib/searchShell.mjs, issue 14):
 *   → 200 { head: { title, description, canonical }, state: { query, view, errors, vocabulary } }
 * A landing path that names nothing → 404 (the edge then renders the page, which is the tenant's 404 page); a query
 * string no route can use → 400. Never cached.
 */
export const dynamic = 'force-dynamic'

/** The longest landing path the edge sends (its whole address is at most 2,000 characters). */
const MAX_PATH = 2000

export async function GET(request: NextRequest) {
  // the path header is the edge's own: it strips a client's (scripts/lib/edge.mjs) and asks a worker directly
  const path = request.headers.get(SEARCH_PATH_HEADER)
  if (!fromEdge(request.headers) || !path) return jsonError('Not found', 404)
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const match = /^\/search(?:\/(.*))?$/.exec(path.replace(/\/+$/, ''))
  if (path.length > MAX_PATH || !match) return jsonError('Not a search address', 400)
  const params = request.nextUrl.searchParams
  const unusable = checkSearchParams(params)
  if (unusable) return jsonError(unusable, 400)
  // as the page gets them: parseLandingPath decodes each segment itself
  const segments = match[1] ? match[1].split('/') : []
  const address = await resolveSearchAddress(site.tenant, segments, params)
  if (!address) return jsonError('No such search page', 404)
  const head = searchHead(address)
  const { vocabulary, initial } = await searchAnswerFor(address, new Date())
  return json({
    // the layout's title template ('%s | {tenant name}', src/app/(site)/[host]/layout.tsx)
    head: { title: `${head.heading} | ${site.tenant.name}`, description: head.description, canonical: head.canonical },
    state: { ...initial, vocabulary },
  })
}
