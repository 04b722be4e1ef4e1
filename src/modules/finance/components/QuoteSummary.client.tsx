'use client'

import { useQuery } from '@tanstack/react-query'

import { RateDisclosure } from '@/components/ui/RateDisclosure'
import { comparisonRate, disclosedComparisonRate } from '@/domain/finance/comparisonRate'
import { STANDARD_COMPARISON_EXAMPLE, type CreditDisclosure } from '@/domain/finance/creditAdvert'
import { QUOTE_TERM_YEARS, type Quote, type QuoteRequestBody } from '@/domain/finance/quote'

async function fetchQuote(body: QuoteRequestBody, signal: AbortSignal): Promise<Quote> {
  const res = await fetch('/api/youx/quote', {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`Quote answered ${res.status}`)
  return (await res.json()) as Quote
}

/**
 * The provider's answer as a disclosure: its weekly figure and rates over its 5-year term, no deposit (FIN-43); its
 * comparison rate never below the one the disclosed fees give (the page quote's establishment and monthly account
 * fees, comparisonRate.ts).
 */
export function providerDisclosure(
  quote: Quote,
  body: QuoteRequestBody,
  fallback: CreditDisclosure | null,
): CreditDisclosure {
  const fees = fallback?.basis?.fees ?? 0
  const monthlyFee = fallback?.basis?.monthlyFee ?? 0
  return {
    repayment: { amount: quote.weeklyRepaymentAmount, frequency: 'week' },
    annualRate: quote.advertisedRate,
    comparisonRate: disclosedComparisonRate(
      comparisonRate(quote.advertisedRate, { establishmentFee: fees, monthlyFee }),
      quote.comparisonRate,
    ),
    comparisonExample: STANDARD_COMPARISON_EXAMPLE,
    basis: { amount: body.purchasePrice, deposit: 0, years: QUOTE_TERM_YEARS, fees, monthlyFee, residual: 0 },
  }
}

/**
 * The car's quote asked of POST /api/youx/quote (FIN-43, FIN-45..48): the page's own quote (`fallback`) until the
 * provider answers, then the answer, drawn by RateDisclosure with its assumptions. A failed request keeps the
 * page's quote and says nothing (FIN-48, ERR-24).
 */
export function QuoteSummary({ request, fallback }: { request: QuoteRequestBody; fallback: CreditDisclosure | null }) {
  const query = useQuery({
    queryKey: ['quote', request],
    queryFn: ({ signal }) => fetchQuote(request, signal),
    retry: false,
    staleTime: Infinity,
  })
  const disclosure = query.data ? providerDisclosure(query.data, request, fallback) : fallback
  return <RateDisclosure disclosure={disclosure} showBasis testId="vdp-quote" />
}
