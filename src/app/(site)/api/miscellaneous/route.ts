import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { tenantForHost } from '@/data/tenants'
import { storeLeadValuation } from '@/data/tradeIn'
import { VALUATION_SAVE_FAILED } from '@/domain/tradeIn/provider'

/**
 * POST /api/miscellaneous on a tenant host (LEAD-45, LEAD-46, ERR-26): { lead_id, column_name: 'valuation', value }.
 * The valuation is saved on that tenant's lead (valuation, and offer_price when the value carries one): 200
 * { saved: true }; 400 for a bad body, 404 for an unknown or another tenant's lead, 503 when the database fails.
 * Every failure is logged 'Failed to save valuation data'.
 */
export const dynamic = 'force-dynamic'

const Body = z.object({
  lead_id: z.union([z.string().min(1).max(64), z.number().int().positive()]),
  column_name: z.literal('valuation', { error: "column_name must be 'valuation'" }),
  value: z.record(z.string(), z.unknown(), { error: 'value must be the valuation object' }),
})
const json = (body: unknown, status: number) => NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json({ error: 'Not found' }, 404)
  const parsed = Body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'invalid body'
    console.warn(`[miscellaneous] ${VALUATION_SAVE_FAILED}: ${message}`)
    return json({ error: `${VALUATION_SAVE_FAILED}: send { lead_id, column_name: 'valuation', value }` }, 400)
  }
  const saved = await storeLeadValuation(tenant, parsed.data.lead_id, parsed.data.value)
  if (!saved.ok) {
    console.warn(`[miscellaneous] ${VALUATION_SAVE_FAILED}: lead ${parsed.data.lead_id} on tenant ${tenant.id}: ${saved.error}`)
    return json({ error: `${VALUATION_SAVE_FAILED}: ${saved.error}` }, saved.status)
  }
  console.info(`[miscellaneous] valuation saved for lead ${parsed.data.lead_id} on tenant ${tenant.id}`)
  return json({ saved: true }, 200)
}
