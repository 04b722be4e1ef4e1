import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { storeLeadValuation } from '@/data/tradeIn'
import { valuationSchema } from '@/domain/leads/schema'
import { VALUATION_SAVE_FAILED } from '@/domain/tradeIn/provider'
import { readJsonBody } from '@/lib/http/jsonBody'
import { json, jsonError } from '@/lib/http/respond'

import { tradeInRequest } from '../trade-in/tradeInRequest'

/**
 * POST /api/miscellaneous on a tenant host (LEAD-45, LEAD-46, ERR-26):
 * { lead_id, continuation_token, column_name: 'valuation', value }. The valuation is saved on that tenant's lead
 * (valuation, and offer_price when the value carries one) while the lead is in progress: 200 { saved: true };
 * 400 for a bad body (not JSON, too deep, NUL, a value over 8 KiB), 413 over 16 KiB, 404 { error } for an unknown,
 * another tenant's or finished lead or a missing/wrong/expired continuation token (one answer for all), 429 past
 * the client's limit, 503 when the database fails. Every failure is logged 'Failed to save valuation data'.
 */
export const dynamic = 'force-dynamic'

const Body = z.object({
  lead_id: z.union([z.string().min(1).max(64), z.number()]),
  continuation_token: z.string().max(200).optional(),
  column_name: z.literal('valuation', { error: "column_name must be 'valuation'" }),
  value: valuationSchema,
})

export async function POST(request: NextRequest) {
  const found = await tradeInRequest(request)
  if (!found.ok) return found.response
  const { tenant } = found
  const read = await readJsonBody(request, { maxBytes: 16 * 1024 })
  if (!read.ok) {
    console.warn(`[miscellaneous] ${VALUATION_SAVE_FAILED}: ${read.error}`)
    return jsonError(`${VALUATION_SAVE_FAILED}: ${read.error}`, read.status)
  }
  const parsed = Body.safeParse(read.value)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'invalid body'
    console.warn(`[miscellaneous] ${VALUATION_SAVE_FAILED}: ${message}`)
    return jsonError(
      `${VALUATION_SAVE_FAILED}: send { lead_id, continuation_token, column_name: 'valuation', value } (${message})`,
      400,
    )
  }
  const { lead_id: leadId, continuation_token: token, value } = parsed.data
  const saved = await storeLeadValuation(tenant, leadId, token, value)
  if (!saved.ok) {
    console.warn(
      `[miscellaneous] ${VALUATION_SAVE_FAILED}: lead ${String(leadId).slice(0, 20)} on tenant ${tenant.id}: ${saved.error}`,
    )
    return jsonError(`${VALUATION_SAVE_FAILED}: ${saved.error}`, saved.status)
  }
  console.info(`[miscellaneous] valuation saved for lead ${leadId} on tenant ${tenant.id}`)
  return json({ saved: true })
}
