'use client'

import { useQuery } from '@tanstack/react-query'

import type { Quote, QuoteRequestBody } from '@/domain/finance/quote'
import { formatDollars } from '@/domain/price'

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

function Summary({ quote }: { quote: Quote }) {
  return (
    <p className="vdp-quote" data-testid="finance-quote">
      <strong>{formatDollars(quote.weeklyRepaymentAmount)} per week</strong> · {quote.advertisedRate}% p.a. indicative
      rate · {quote.comparisonRate}% p.a. comparison rate · $0 final payment
    </p>
  )
}

/**
 * The finance quote line (FIN-43, FIN-45..48): the car's stored quote, or one requested from POST /api/youx/quote
 * when `request` is given (the server decided it should be: FIN-46). A failed request shows nothing (FIN-48: silent).
 */
export function QuoteSummary({ stored, request }: { stored: Quote | null; request: QuoteRequestBody | null }) {
  const query = useQuery({
    queryKey: ['quote', request],
    queryFn: ({ signal }) => fetchQuote(request!, signal),
    enabled: stored === null && request !== null,
    retry: false,
    staleTime: Infinity,
  })
  const quote = stored ?? query.data ?? null
  return quote ? <Summary quote={quote} /> : null
}
