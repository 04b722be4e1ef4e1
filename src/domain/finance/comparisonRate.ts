/**
 * The comparison rate: one function for every place that states one (car quotes, cards, the vehicle page, the
 * finance calculator, the buy-online summary and its lead, the budget assumption, the built-in quote provider).
 *
 * The method of the National Consumer Credit Protection Regulations 2010 (reg 71 / reg 100): a nominal rate per
 * annum, n × r × 100%, where n is the number of repayments a year (12: the example is repaid monthly) and r solves
 *
 *   Σ A_j / (1 + r)^j  =  Σ (R_j + C_j) / (1 + r)^j
 *
 *   A_0  the credit provided: the example's amount ($30,000 for a secured loan, STANDARD_COMPARISON_EXAMPLE)
 *   R_j  the repayments: the example's amount plus the establishment fee (financed, as every repayment on this
 *        platform is worked out, FIN-31) repaid monthly over the example's term at the annual rate
 *   C_j  the other credit fees payable with each repayment (a monthly account fee); government fees are not credit
 *        fees and are left out
 *
 * so every fee the tenant discloses for the loan (LoanFees) is in it, and with no fees it is the rate itself.
 *   comparisonRate(8.49, { establishmentFee: 395 })                 → 9.05
 *   comparisonRate(8.49, { establishmentFee: 395, monthlyFee: 8 })  → 9.60
 *
 * A rate a lender or quote provider states is never shown below this one (disclosedComparisonRate): the computed
 * rate is the truth for the fees the site discloses with the figure, and an understated comparison rate is the very
 * thing the credit-advertising rules forbid.
 */
import { STANDARD_COMPARISON_EXAMPLE, type ComparisonExample } from './creditAdvert'

/** The credit fees a loan carries, as the basis line discloses them. */
export interface LoanFees {
  /** Charged once, added to the loan. */
  establishmentFee: number
  /** Charged with every monthly repayment (account keeping). */
  monthlyFee?: number
}

/** The tenant's fee set (Tenants → Finance) as it applies to a loan. */
export interface TenantFees {
  establishmentFee: number
  monthlyFee: number
}

/**
 * The fees of a loan on this site: the tenant's, with a lender's or quote's stated establishment fee in place of the
 * tenant's when given (a lender states only that fee; the monthly account fee is the tenant's on every loan).
 *   loanFees({ establishmentFee: 0, monthlyFee: 8 }, 395) → { establishmentFee: 395, monthlyFee: 8 }
 */
export function loanFees(tenant: TenantFees, establishmentFee: number = tenant.establishmentFee): LoanFees {
  return { establishmentFee, monthlyFee: tenant.monthlyFee }
}

const MONTHS = 12

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)
const nonNegative = (n: unknown): number => (finite(n) && n > 0 ? n : 0)
const twoDecimals = (n: number): number => Math.round(n * 100) / 100

/** Present value of `payment` at the end of each of `n` periods at rate `r` per period. */
function annuityValue(payment: number, r: number, n: number): number {
  return r === 0 ? payment * n : (payment * (1 - Math.pow(1 + r, -n))) / r
}

/** The level payment per period that repays `principal` over `n` periods at rate `r` per period. */
function levelPayment(principal: number, r: number, n: number): number {
  return r === 0 ? principal / n : (principal * r) / (1 - Math.pow(1 + r, -n))
}

/**
 * The comparison rate (percent p.a., two decimals) of an annual rate with the given fees on the example loan.
 * With no fees it is the rate itself.
 */
export function comparisonRate(
  annualRate: number,
  fees: LoanFees,
  example: Pick<ComparisonExample, 'amount' | 'years'> = STANDARD_COMPARISON_EXAMPLE,
): number {
  const rate = nonNegative(annualRate)
  const establishment = nonNegative(fees.establishmentFee)
  const monthly = nonNegative(fees.monthlyFee)
  const n = Math.round(example.years * MONTHS)
  if (establishment === 0 && monthly === 0) return twoDecimals(rate)
  if (!(example.amount > 0) || n <= 0) return twoDecimals(rate)
  const outgoing = levelPayment(example.amount + establishment, rate / 100 / MONTHS, n) + monthly
  // the value of the outgoings falls as r rises: bisect for the r at which it equals the credit provided
  let lo = 0
  let hi = 1
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2
    if (annuityValue(outgoing, mid, n) > example.amount) lo = mid
    else hi = mid
  }
  return twoDecimals(((lo + hi) / 2) * MONTHS * 100)
}

/**
 * The comparison rate to show with a rate: the computed one, or a stated one (a lender's, a quote provider's) when
 * that is higher — a stated rate below the computed one understates the cost of the disclosed fees.
 */
export function disclosedComparisonRate(computed: number, stated?: number | null): number {
  return finite(stated) && stated > computed ? stated : computed
}
