import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { builtInQuote, QUOTE_CREDIT_SCORE, QUOTE_TERM_YEARS } from '@/domain/finance/quote'
import { issuesText, json, jsonBody, jsonError } from '@/lib/http/respond'

import { requestTenant } from '../../tenantRequest'

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

const NO_QUOTES = 'No quotes on this site'

export async function POST(request: NextRequest) {
  const site = await requestTenant(request, { notFound: NO_QUOTES })
  if (!site.ok) return site.response
  const { tenant } = site
  if (!tenant.config.finance.quoteProvider) return jsonError(NO_QUOTES, 404)
  const raw = await jsonBody(request, { maxBytes: 4096 })
  if (!raw.ok) return raw.response
  const parsed = Body.safeParse(raw.value)
  if (!parsed.success) return jsonError(issuesText(parsed.error), 400)
  const quote = builtInQuote(parsed.data, tenant.config.finance)
  if (!quote) return jsonError('No quote for a purchase price of $0', 422)
  return json(quote)
}
