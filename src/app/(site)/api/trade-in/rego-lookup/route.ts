import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { tenantForHost } from '@/data/tenants'
import { lookupTenantRego } from '@/data/tradeIn'
import { checkRego, REGO_NOT_FOUND } from '@/domain/tradeIn/rego'

/**
 * POST /api/trade-in/rego-lookup on a tenant host: { rego, regoState } → 200 { vehicle } found in the tenant's own
 * records by regplate, 404 { error: REGO_NOT_FOUND }, 400 { error, fieldErrors } for an invalid rego or state.
 */
export const dynamic = 'force-dynamic'

const Body = z.object({ rego: z.string().max(20), regoState: z.string().max(5) })
const json = (body: unknown, status: number) => NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json({ error: 'Not found' }, 404)
  const parsed = Body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return json({ error: 'Send { rego, regoState }' }, 400)
  const checked = checkRego(parsed.data.rego, parsed.data.regoState)
  if (!checked.ok) return json({ error: Object.values(checked.errors).join(' '), fieldErrors: checked.errors }, 400)
  const vehicle = await lookupTenantRego(tenant, checked.rego, checked.state)
  if (!vehicle) return json({ error: REGO_NOT_FOUND }, 404)
  return json({ vehicle }, 200)
}
