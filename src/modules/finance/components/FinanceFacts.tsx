import { formatFee, formatRate, type FinanceContent } from '@/domain/finance/content'
import {
  COMPARISON_RATE_WARNING,
  STANDARD_COMPARISON_EXAMPLE,
  comparisonExampleText,
} from '@/domain/finance/creditAdvert'

/**
 * The tenant's finance content beside the finance calculator (FIN-36..41): the comparison-rate range, a fixed-fee
 * offer's inclusions and the example-loan disclaimers (the small print under #financeDisclaimer). Server-rendered
 * tenant content, the same for every shopper. Nothing when the tenant has none.
 */
export function FinanceFacts({ content }: { content: FinanceContent }) {
  const { inclusions, comparisonRange, disclaimers } = content
  if (inclusions.length === 0 && !comparisonRange && disclaimers.length === 0) return null
  return (
    <aside className="finance-facts" aria-label="Finance rates, fees and disclaimers" data-testid="finance-facts">
      {comparisonRange || inclusions.length > 0 ? (
        <div className="finance-facts__cards">
          {comparisonRange ? (
            <div className="finance-facts__card">
              <h3 className="finance-facts__title">Comparison rates</h3>
              <p className="finance-facts__range" data-testid="comparison-range">
                {comparisonRange.from === comparisonRange.to
                  ? `${formatRate(comparisonRange.from)} p.a.`
                  : `${formatRate(comparisonRange.from)} – ${formatRate(comparisonRange.to)} p.a.`}
              </p>
              <p className="finance-facts__note">Your rate depends on your credit history, the car and the term.</p>
              <p className="finance-facts__note" data-testid="comparison-range-warning">
                Comparison rates {comparisonExampleText(STANDARD_COMPARISON_EXAMPLE)}. {COMPARISON_RATE_WARNING}
              </p>
            </div>
          ) : null}
          {inclusions.length > 0 ? (
            <div className="finance-facts__card">
              <h3 className="finance-facts__title">Fixed fees, all included</h3>
              <dl className="finance-facts__fees" data-testid="fee-inclusions">
                {inclusions.map((fee) => (
                  <div key={fee.label} className="finance-facts__fee">
                    <dt>{fee.label}</dt>
                    <dd>{formatFee(fee.amount)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      ) : null}
      {disclaimers.length > 0 ? (
        <div className="finance-facts__disclaimers" id="finance-examples" data-testid="finance-disclaimers">
          {disclaimers.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      ) : null}
    </aside>
  )
}
