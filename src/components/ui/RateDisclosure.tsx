import { disclosureText, isCompleteDisclosure, type CreditDisclosure } from '@/domain/finance/creditAdvert'

export interface RateDisclosureProps {
  /** The figures to disclose (src/domain/finance/creditAdvert.ts). Nothing renders unless it is complete. */
  disclosure: CreditDisclosure | null | undefined
  /** 'compact' for cards and tiles (smaller type throughout, figures and warning alike); 'full' elsewhere. A noted
   * disclosure is always compact. */
  variant?: 'full' | 'compact'
  /** Show what the repayment assumes ('Based on $145,990 over 5 years, no deposit, $0 final payment.'). */
  showBasis?: boolean
  className?: string
  /**
   * data-testid of the wrapper (default 'rate-disclosure'); its parts are '{testId}-repayment', '-rate', … (a noted
   * card's figures carry none: `.rate-figures b`, in that order)
   */
  testId?: string
  /**
   * A card in a list: the figures only, the comparison rate marked † — the list states the example and the warning
   * once, right under it (CreditNote), the same for every card in it.
   */
  noted?: boolean
}

/**
 * A repayment or rate as Australian credit law wants it shown (National Credit Code ss 160–164, ASIC RG 178): the
 * repayment when there is one, the annual rate, the comparison rate labelled as one — all three in the same type, so
 * the comparison rate is no less prominent than the others — and right under them the example the comparison rate is
 * based on with the comparison-rate warning (never behind a click or hover). An incomplete disclosure renders
 * nothing: a place that cannot show all of it shows no figure. Server- and client-safe (no hooks).
 *
 * In a list of cards (`noted`) each card keeps its repayment, rate and comparison rate together in one type, and the
 * example with the warning — identical for every card — is stated once directly under the list by CreditNote, linked
 * by the † mark: still on the page beside the figures, never behind a click or hover, without repeating ~300
 * characters of warning on every card of a 24-car page.
 */
export function RateDisclosure({
  disclosure,
  variant = 'full',
  showBasis = false,
  className,
  testId = 'rate-disclosure',
  noted = false,
}: RateDisclosureProps) {
  if (!isCompleteDisclosure(disclosure)) return null
  const t = disclosureText(disclosure)
  if (noted) {
    // a card of a list, one of many on the page: the same figures in the lightest markup, one paragraph in the
    // compact type (rateDisclosure.css .rate-figures; the separators are CSS)
    return (
      <p className={['rate-figures', className].filter(Boolean).join(' ')}>
        {t.repayment ? <b>{t.repayment}</b> : null}
        <b>{t.annualRate}</b>
        <b>{`${t.comparisonRate}†`}</b>
      </p>
    )
  }
  const classes = ['rate-disclosure', `rate-disclosure--${variant}`, className].filter(Boolean).join(' ')
  return (
    <div className={classes} data-testid={testId}>
      <p className="rate-disclosure__figures">
        {t.repayment ? (
          <>
            <span className="rate-disclosure__figure" data-testid={`${testId}-repayment`}>
              {t.repayment}
            </span>
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        <span className="rate-disclosure__figure" data-testid={`${testId}-rate`}>
          {t.annualRate}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="rate-disclosure__figure" data-testid={`${testId}-comparison`}>
          {t.comparisonRate}
        </span>
      </p>
      {showBasis && t.basis ? (
        <p className="rate-disclosure__basis" data-testid={`${testId}-basis`}>
          {t.basis}
        </p>
      ) : null}
      <p className="rate-disclosure__warning" data-testid={`${testId}-warning`}>
        {t.example} {t.warning}
      </p>
    </div>
  )
}

/**
 * The example and the comparison-rate warning of a list's noted disclosures (RateDisclosure `noted`), once per
 * distinct example, directly under the list: '† Comparison rate based on a secured loan of $30,000 over 5 years.
 * WARNING: …'. Renders nothing when no disclosure is complete (no card shows a figure).
 */
export function CreditNote({ disclosures }: { disclosures: readonly (CreditDisclosure | null | undefined)[] }) {
  const lines = new Map<string, string>()
  for (const d of disclosures) {
    if (!isCompleteDisclosure(d)) continue
    const t = disclosureText(d)
    lines.set(t.example, `† ${t.example} ${t.warning}`)
  }
  if (lines.size === 0) return null
  return (
    <div className="credit-note" data-testid="credit-note">
      {[...lines.values()].map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
