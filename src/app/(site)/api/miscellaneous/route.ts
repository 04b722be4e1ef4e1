import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { tenantForHost } from '@/data/tenants'
import { VALUATION_SAVE_FAILED } from '@/domain/tradeIn/provider'

/**
 * POST /api/miscellaneous on a tenant host (LEAD-46, ERR-26): { lead_id, column_name: 'valuation', value }.
 * No lead-store function exists to write the valuation onto the lead yet, so the request is validated, logged and
 * answered 202 { accepted: true }; the lead's own submission (POST /api/leads) already carries the valuation.
 */
export const dynamic = 'force-dynamic'

const Body = z.object({
  lead_id: z.union([z.string().min(1).max(64), z.number().int().positive()]),
  column_name: z.literal('valuation', { error: "column_name must be 'valuation'" }),
  value: z.unknown(),
})
const json = (body: unknown, status: number) => NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json({ error: 'Not found' }, 404)
  const parsed = Body.safeParse(await request.json().catch(() => null))
  if (!parsed.success || parsed.data.value === undefined) {
    console.warn(`[miscellaneous] ${VALUATION_SAVE_FAILED}: invalid body`)
    return json({ error: `${VALUATION_SAVE_FAILED}: send { lead_id, column_name: 'valuation', value }` }, 400)
  }
  console.info(`[miscellaneous] valuation received for lead ${parsed.data.lead_id} on tenant ${tenant.id}`)
  return json({ accepted: true }, 202)
}
