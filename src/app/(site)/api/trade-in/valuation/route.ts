import { NextResponse, type NextRequest } from 'next/server'

import { tradeInWait } from '@/data/leads/rateLimit'
import { tenantForHost } from '@/data/tenants'
import { builtInValuationProvider } from '@/data/tradeIn'
import { checkAnswers } from '@/domain/tradeIn/questions'
import { valuationRequestSchema } from '@/domain/tradeIn/schema'
import { readJsonBody } from '@/lib/http/jsonBody'
import { clientAddress, requestHost } from '@/lib/requestContext'

/**
 * POST /api/trade-in/valuation on a tenant host (spec §7 Valuation steps; LEAD-47): { make, model, year, km, rego?,
 * regoState?, adjustmentAnswers } → 200 { estimate } or { declined }. 400 for a malformed body or missing answers,
 * 404 off a tenant host, 413 over 8 KiB, 429 past 30 a minute per client (rego lookups and valuations together).
 */
export const dynamic = 'force-dynamic'

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
  const parsed = valuationRequestSchema().safeParse(read.value)
  if (!parsed.success)
    return json(
      { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') },
      400,
    )
  const answers = checkAnswers(parsed.data.adjustmentAnswers)
  if (!answers.ok)
    return json(
      { error: `Answer every condition question (${[...answers.missing, ...answers.invalid].join(', ')})` },
      400,
    )
  const { make, model, year, km } = parsed.data
  const result = await builtInValuationProvider(tenant).estimate(
    { make, model, year, km },
    parsed.data.adjustmentAnswers,
  )
  return json(result.kind === 'estimate' ? { estimate: result } : { declined: result }, 200)
}
