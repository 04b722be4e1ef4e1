import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { lookupTenantRego } from '@/data/tradeIn'
import { checkRego, REGO_NOT_FOUND } from '@/domain/tradeIn/rego'
import { json, jsonError } from '@/lib/http/respond'

import { tradeInJson } from '../tradeInRequest'

/**
 * POST /api/trade-in/rego-lookup on a tenant host: { rego, regoState } → 200 { vehicle } found in the tenant's own
 * records by regplate, 404 { error: REGO_NOT_FOUND }, 400 { error, fieldErrors } for an invalid rego or state (or a body
 * that is not bounded JSON), 413 over 8 KiB, 429 past 30 a minute per client (rego lookups and valuations together).
 */
export const dynamic = 'force-dynamic'

const Body = z.object({ rego: z.string().max(20), regoState: z.string().max(5) })

export async function POST(request: NextRequest) {
  const call = await tradeInJson(request)
  if (!call.ok) return call.response
  const { tenant, value } = call
  const parsed = Body.safeParse(value)
  if (!parsed.success) return jsonError('Send { rego, regoState }', 400)
  const checked = checkRego(parsed.data.rego, parsed.data.regoState)
  if (!checked.ok) return json({ error: Object.values(checked.errors).join(' '), fieldErrors: checked.errors }, 400)
  const vehicle = await lookupTenantRego(tenant, checked.rego, checked.state)
  if (!vehicle) return jsonError(REGO_NOT_FOUND, 404)
  return json({ vehicle })
}
