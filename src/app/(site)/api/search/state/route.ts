import type { NextRequest } from 'next/server'

import { SEARCH_PATH_HEADER } from '@/domain/routes'
import { json, jsonError } from '@/lib/http/respond'
import { fromEdge, requestHost } from '@/lib/requestContext'

import { searchShellData } from '../../../[host]/search/searchPageState'

/**
 * GET /api/search/state?{a search page's parameters} with `x-dp-search-path: /search/{landing…}`, asked by the edge
 * only (it strips a client's x-dp-search-path; without it, 404): a search address's answer as the results page's
 * client component takes it, plus what the document's head says, so the edge can answer a search address no render
 * has cached yet with the landing path's cached page and this data (server/searchShell.mjs):
 *   → 200 { head: { title, description, canonical }, state: { query, view, errors, vocabulary } }
 * A landing path that names nothing → 404 (the edge then renders the page, which is the tenant's 404 page); a query
 * string no route can use → 400. Never cached. The edge asks its workers over IPC first (searchShellData, registered
 * by src/instrumentation.ts); this route is its way when a worker cannot answer that way.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  // the path header is the edge's own: it strips a client's (server/edge.mjs) and asks a worker directly
  const path = request.headers.get(SEARCH_PATH_HEADER)
  if (!fromEdge(request.headers) || !path) return jsonError('Not found', 404)
  const answer = await searchShellData(requestHost(request.headers) ?? '', path, request.nextUrl.search.slice(1))
  return answer.ok ? json(answer.data) : jsonError(answer.error, answer.status)
}
