import type { Quote } from '@/domain/finance/quote'
import { formatDollars } from '@/domain/price'

/**
 * A finance quote stored on the car (FIN-43, FIN-45): the same line QuoteSummary draws, rendered on the server, so
 * the price block needs no client code for it (a quote that must be asked of the service loads DeferredQuoteSummary).
 */
export function QuoteLine({ quote }: { quote: Quote }) {
  return (
    <p className="vdp-quote" data-testid="finance-quote">
      <strong>{formatDollars(quote.weeklyRepaymentAmount)} per week</strong> · {quote.advertisedRate}% p.a. indicative
      rate · {quote.comparisonRate}% p.a. comparison rate · $0 final payment
    </p>
  )
}
