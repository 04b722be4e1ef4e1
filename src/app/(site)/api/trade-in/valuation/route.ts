import { NextResponse, type NextRequest } from 'next/server'

import { tenantForHost } from '@/data/tenants'
import { builtInValuationProvider } from '@/data/tradeIn'
import { checkAnswers } from '@/domain/tradeIn/questions'
import { valuationRequestSchema } from '@/domain/tradeIn/schema'

/**
 * POST /api/trade-in/valuation on a tenant host (spec §7 Valuation steps; LEAD-47): { make, model, year, km, rego?,
 * regoState?, adjustmentAnswers } → 200 { estimate } or { declined }. 400 for a malformed body or missing answers,
 * 404 off a tenant host.
 */
export const dynamic = 'force-dynamic'

const json = (body: unknown, status: number) => NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json({ error: 'Not found' }, 404)
  const parsed = valuationRequestSchema().safeParse(await request.json().catch(() => null))
  if (!parsed.success) return json({ error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') }, 400)
  const answers = checkAnswers(parsed.data.adjustmentAnswers)
  if (!answers.ok) return json({ error: `Answer every condition question (${[...answers.missing, ...answers.invalid].join(', ')})` }, 400)
  const { make, model, year, km } = parsed.data
  const result = await builtInValuationProvider(tenant).estimate({ make, model, year, km }, parsed.data.adjustmentAnswers)
  return json(result.kind === 'estimate' ? { estimate: result } : { declined: result }, 200)
}
