/**
 * The finance assumption behind a budget (see budget.ts): the tenant's default rate, term, establishment fee and
 * monthly account fee (Tenants → Finance), and the sentence shown beside the result. An advertised annual rate
 * carries a comparison rate (the National Credit Code's rule for credit advertising): the one comparison rate of the
 * tenant's rate and fees (src/domain/finance/comparisonRate.ts, on the $30,000 / 5-year example the law's comparison
 * rates are stated for), or the tenant's own when its finance content states a single one that is higher (never an
 * understated one).
 * With no fee the comparison rate is the rate itself. An establishment fee is financed (added to the loan, as
 * repayments are worked out everywhere), a monthly account fee is paid beside the repayment (in the comparison rate,
 * not in the budget's repayment), and the sentence names each.
 *   … with establishmentFee: 395, monthlyFee: 8 → 'Based on 9.49% p.a. over 5 years with a $395 establishment fee
 *     financed plus $8 monthly account fee, comparison rate 10.59% p.a.'
 *   budgetAssumption({ defaultRate: 9.49, defaultTermYears: 5, establishmentFee: 0, monthlyFee: 0, content: EMPTY })
 *   → { annualRatePercent: 9.49, termYears: 5, establishmentFee: 0, comparisonRate: 9.49,
 *       text: 'Based on 9.49% p.a. over 5 years, comparison rate 9.49% p.a.' }
 */
import { formatFee, formatRate } from '../finance/content'
import { comparisonRate, disclosedComparisonRate, loanFees } from '../finance/comparisonRate'
import { monthlyFeeText } from '../finance/creditAdvert'
import type { SiteConfig } from '../siteConfig'
import type { BudgetFinance } from './budget'

/** The loan amount comparison rates are stated for (secured consumer loans of $30,000 and over). */
export const COMPARISON_LOAN_AMOUNT = 30_000

export interface BudgetAssumption extends BudgetFinance {
  comparisonRate: number
  text: string
}

type FinanceCfg = Pick<
  SiteConfig['finance'],
  'defaultRate' | 'defaultTermYears' | 'establishmentFee' | 'monthlyFee' | 'content'
>

export function comparisonRateOf(cfg: FinanceCfg): number {
  const stated = cfg.content.comparisonRange
  const computed = comparisonRate(cfg.defaultRate, loanFees(cfg))
  return disclosedComparisonRate(computed, stated && stated.from === stated.to ? stated.from : null)
}

export function budgetAssumption(cfg: FinanceCfg): BudgetAssumption {
  const comparisonRate = comparisonRateOf(cfg)
  const years = cfg.defaultTermYears
  const monthly = monthlyFeeText(cfg.monthlyFee)
  return {
    annualRatePercent: cfg.defaultRate,
    termYears: years,
    establishmentFee: cfg.establishmentFee,
    comparisonRate,
    text: [
      `Based on ${formatRate(cfg.defaultRate)} p.a. over ${years} ${years === 1 ? 'year' : 'years'}`,
      cfg.establishmentFee > 0 ? ` with a ${formatFee(cfg.establishmentFee)} establishment fee financed` : '',
      monthly ? ` ${monthly}` : '',
      `, comparison rate ${formatRate(comparisonRate)} p.a.`,
    ].join(''),
  }
}
