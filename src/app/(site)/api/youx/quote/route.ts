import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { tenantForHost } from '@/data/tenants'
import { builtInQuote, QUOTE_CREDIT_SCORE, QUOTE_TERM_YEARS } from '@/domain/finance/quote'
import { readJsonBody } from '@/lib/http/jsonBody'

/**
 * POST /api/youx/quote on a tenant host (FIN-45..47): { selfAssessedCreditScore: 'GREAT', purchasePrice, loanTerm: 5,
 * year, vin, nvic, whoIsHelping: '' } → 200 { weeklyRepaymentAmount, comparisonRate, advertisedRate } from the
 * platform's built-in quote provider at the tenant's finance settings. 404 where the tenant has no quote feature,
 * 400 for a malformed body, 413 for one over 4 KiB, 422 when no quote can be given (price not above 0).
 */
export const dynamic = 'force-dynamic'

const Body = z.object({
  selfAssessedCreditScore: z.literal(QUOTE_CREDIT_SCORE, {
    error: `selfAssessedCreditScore must be '${QUOTE_CREDIT_SCORE}'`,
  }),
  purchasePrice: z.number({ error: 'purchasePrice must be a number' }).min(0).max(10_000_000),
  loanTerm: z.literal(QUOTE_TERM_YEARS, { error: `loanTerm must be ${QUOTE_TERM_YEARS}` }),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  vin: z.string().max(40).nullable().optional(),
  nvic: z.string().max(20).nullable().optional(),
  whoIsHelping: z.string().max(0, { error: 'whoIsHelping must be empty' }).optional(),
})

const json = (body: unknown, status: number) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant || !tenant.config.finance.quoteProvider) return json({ error: 'No quotes on this site' }, 404)
  const raw = await readJsonBody(request, { maxBytes: 4096 })
  if (!raw.ok) return json({ error: raw.error }, raw.status)
  const parsed = Body.safeParse(raw.value)
  if (!parsed.success)
    return json(
      { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') },
      400,
    )
  const quote = builtInQuote(parsed.data, tenant.config.finance)
  if (!quote) return json({ error: 'No quote for a purchase price of $0' }, 422)
  return json(quote, 200)
}
