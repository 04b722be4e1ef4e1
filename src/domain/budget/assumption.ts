/**
 * The finance assumption behind a budget (see budget.ts): the tenant's default rate, term and establishment fee
 * (Tenants → Finance), and the sentence shown beside the result. An advertised annual rate carries a comparison
 * rate (the National Credit Code's rule for credit advertising): the tenant's own when its finance content states a
 * single one, else worked out as the built-in quote does (src/domain/finance/quote.ts): the annual rate at which the
 * weekly repayments of the loan with its establishment fee repay only the amount borrowed, on the $30,000 loan the
 * law's comparison rates are stated for. With no fee the comparison rate is the rate itself. A fee is financed
 * (added to the loan, as repayments are worked out everywhere), and the sentence says so.
 *   budgetAssumption({ defaultRate: 9.49, defaultTermYears: 5, establishmentFee: 0, content: EMPTY_FINANCE_CONTENT })
 *   → { annualRatePercent: 9.49, termYears: 5, establishmentFee: 0, comparisonRate: 9.49,
 *       text: 'Based on 9.49% p.a. over 5 years, comparison rate 9.49% p.a.' }
 */
import { formatFee, formatRate } from '../finance/content'
import { impliedAnnualRate } from '../finance/quote'
import { repayment } from '../finance/repayment'
import { FREQUENCIES, type SiteConfig } from '../siteConfig'
import type { BudgetFinance } from './budget'

/** The loan amount comparison rates are stated for (secured consumer loans of $30,000 and over). */
export const COMPARISON_LOAN_AMOUNT = 30_000

export interface BudgetAssumption extends BudgetFinance {
  comparisonRate: number
  text: string
}

type FinanceCfg = Pick<SiteConfig['finance'], 'defaultRate' | 'defaultTermYears' | 'establishmentFee' | 'content'>

export function comparisonRateOf(cfg: FinanceCfg): number {
  const stated = cfg.content.comparisonRange
  if (stated && stated.from === stated.to) return stated.from
  if (!(cfg.establishmentFee > 0)) return cfg.defaultRate
  const weekly = repayment({
    amount: COMPARISON_LOAN_AMOUNT,
    deposit: 0,
    establishmentFee: cfg.establishmentFee,
    annualRatePercent: cfg.defaultRate,
    years: cfg.defaultTermYears,
    periodsPerYear: FREQUENCIES.week,
  })
  return impliedAnnualRate(COMPARISON_LOAN_AMOUNT, weekly, cfg.defaultTermYears) || cfg.defaultRate
}

export function budgetAssumption(cfg: FinanceCfg): BudgetAssumption {
  const comparisonRate = comparisonRateOf(cfg)
  const years = cfg.defaultTermYears
  return {
    annualRatePercent: cfg.defaultRate,
    termYears: years,
    establishmentFee: cfg.establishmentFee,
    comparisonRate,
    text: [
      `Based on ${formatRate(cfg.defaultRate)} p.a. over ${years} ${years === 1 ? 'year' : 'years'}`,
      cfg.establishmentFee > 0 ? ` with a ${formatFee(cfg.establishmentFee)} establishment fee financed` : '',
      `, comparison rate ${formatRate(comparisonRate)} p.a.`,
    ].join(''),
  }
}
