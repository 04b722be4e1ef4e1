import type { NextRequest } from 'next/server'

import { builtInValuationProvider } from '@/data/tradeIn'
import { checkAnswers } from '@/domain/tradeIn/questions'
import { valuationRequestSchema } from '@/domain/tradeIn/schema'
import { issuesText, json, jsonError } from '@/lib/http/respond'

import { tradeInJson } from '../tradeInRequest'

/**
 * POST /api/trade-in/valuation on a tenant host (spec §7 Valuation steps; LEAD-47): { make, model, year, km, rego?,
 * regoState?, adjustmentAnswers } → 200 { estimate } or { declined }. 400 for a malformed body or missing answers,
 * 404 off a tenant host, 413 over 8 KiB, 429 past 30 a minute per client (rego lookups and valuations together).
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const call = await tradeInJson(request)
  if (!call.ok) return call.response
  const { tenant, value } = call
  const parsed = valuationRequestSchema().safeParse(value)
  if (!parsed.success) return jsonError(issuesText(parsed.error), 400)
  const answers = checkAnswers(parsed.data.adjustmentAnswers)
  if (!answers.ok)
    return jsonError(`Answer every condition question (${[...answers.missing, ...answers.invalid].join(', ')})`, 400)
  const { make, model, year, km } = parsed.data
  const result = await builtInValuationProvider(tenant).estimate(
    { make, model, year, km },
    parsed.data.adjustmentAnswers,
  )
  return json(result.kind === 'estimate' ? { estimate: result } : { declined: result })
}
