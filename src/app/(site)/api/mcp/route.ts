import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { NextRequest } from 'next/server'

import { assistantServer } from '@/data/assistant/server'
import { assistantLimiter } from '@/data/assistant/limits'
import { clientKey } from '@/data/leads/rateLimit'
import { json, jsonBody, jsonError } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { requestTenant } from '../tenantRequest'

/**
 * /api/mcp on a dealer site's host: the site's AI assistant endpoint, a Model Context Protocol server over streamable
 * HTTP (the official TypeScript SDK; docs/architecture/assistant.md has an example session). Stateless: each POST
 * carries one JSON-RPC message or batch and is answered as JSON, so any instance answers any call and nothing is kept
 * between calls.
 *   POST { "jsonrpc": "2.0", "id": 1, "method": "tools/list" }   → 200 { result: { tools: [search_stock, …] } }
 * The tenant is the Host header's, like every site API. 404 on a host no dealer site answers on, or where the
 * tenant's group admin switched the assistant off (features.assistant). 429 + Retry-After past
 * ASSISTANT_CALLS_PER_MINUTE per client per tenant (the lead tools also count against the site's lead limits);
 * 413 past 64 KiB; 400 for a body that is not JSON; GET and DELETE → 405 (no event stream, no sessions). No key is
 * needed: the tools answer what the public site shows, and a lead is a form sent for the shopper.
 */
export const dynamic = 'force-dynamic'

const OFF = 'No assistant answers on this host'

export async function POST(request: NextRequest) {
  const site = await requestTenant(request, { notFound: OFF, offSite: OFF })
  if (!site.ok) return site.response
  const { tenant } = site
  if (!tenant.config.features.assistant) return jsonError(OFF, 404)
  const ip = clientAddress(request.headers)
  const wait = await assistantLimiter.hit(`${tenant.id}|${clientKey(ip)}`)
  if (wait > 0) return jsonError('Too many requests. Please try again shortly.', 429, { 'retry-after': String(wait) })
  const read = await jsonBody(request)
  if (!read.ok) return read.response
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  })
  const server = assistantServer(tenant, { ip })
  try {
    await server.connect(transport)
    const answer = await transport.handleRequest(request, { parsedBody: read.value })
    answer.headers.set('cache-control', 'no-store')
    return answer
  } finally {
    void server.close()
  }
}

function notAllowed() {
  return json({ error: 'This endpoint answers POST only: no event stream, no sessions.' }, 405, { allow: 'POST' })
}

export const GET = notAllowed
export const DELETE = notAllowed
