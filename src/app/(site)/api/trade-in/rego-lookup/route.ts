import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { tradeInWait } from '@/data/leads/rateLimit'
import { tenantForHost } from '@/data/tenants'
import { lookupTenantRego } from '@/data/tradeIn'
import { checkRego, REGO_NOT_FOUND } from '@/domain/tradeIn/rego'
import { readJsonBody } from '@/lib/http/jsonBody'
import { clientAddress, requestHost } from '@/lib/requestContext'

/**
 * POST /api/trade-in/rego-lookup on a tenant host: { rego, regoState } → 200 { vehicle } found in the tenant's own
 * records by regplate, 404 { error: REGO_NOT_FOUND }, 400 { error, fieldErrors } for an invalid rego or state (or a body
 * that is not bounded JSON), 413 over 8 KiB, 429 past 30 a minute per client (rego lookups and valuations together).
 */
export const dynamic = 'force-dynamic'

const Body = z.object({ rego: z.string().max(20), regoState: z.string().max(5) })
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(requestHost(request.headers))
  if (!tenant) return json({ error: 'Not found' }, 404)
  const wait = tradeInWait(tenant.id, clientAddress(request.headers))
  if (wait > 0)
    return json({ error: 'Too many requests. Please try again shortly.' }, 429, { 'retry-after': String(wait) })
  const read = await readJsonBody(request, { maxBytes: 8 * 1024 })
  if (!read.ok) return json({ error: read.error }, read.status)
  const parsed = Body.safeParse(read.value)
  if (!parsed.success) return json({ error: 'Send { rego, regoState }' }, 400)
  const checked = checkRego(parsed.data.rego, parsed.data.regoState)
  if (!checked.ok) return json({ error: Object.values(checked.errors).join(' '), fieldErrors: checked.errors }, 400)
  const vehicle = await lookupTenantRego(tenant, checked.rego, checked.state)
  if (!vehicle) return json({ error: REGO_NOT_FOUND }, 404)
  return json({ vehicle }, 200)
}
