/**
 * The finance quote (spec §7 'POST /api/youx/quote', FIN-45..48).
 *
 * - quoteRequestBody(): the request the vehicle page sends: selfAssessedCreditScore fixed as 'GREAT', the purchase
 *   price, loanTerm 5, year, vin, nvic and whoIsHelping empty (FIN-45).
 * - shouldRequestQuote(): only on sites with the feature, when the car has no quote yet and its price is above 0
 *   (FIN-46).
 * - builtInQuote(): the platform's own quote provider: a weekly repayment at the tenant's default rate over the quote
 *   term, including the establishment fee, rounded by the tenant's rule, and the comparison rate of the tenant's
 *   rate and fees (its establishment fee and monthly account fee, comparisonRate.ts) — the same rule as the car's
 *   own quote (carQuote.ts), so the answer matches the figure the site already shows. Answers weeklyRepaymentAmount,
 *   comparisonRate, advertisedRate (FIN-47).
 *     builtInQuote({ purchasePrice: 30000, … }, { defaultRate: 9.49, establishmentFee: 395, monthlyFee: 0, … })
 *     → { weeklyRepaymentAmount: 145, advertisedRate: 9.49, comparisonRate: 10.05 }
 */
import { FREQUENCIES, type SiteConfig } from '../siteConfig'
import { comparisonRate, loanFees } from './comparisonRate'
import { repayment, roundRepayment } from './repayment'

export const QUOTE_CREDIT_SCORE = 'GREAT'
export const QUOTE_TERM_YEARS = 5

export interface QuoteRequestBody {
  selfAssessedCreditScore: typeof QUOTE_CREDIT_SCORE
  purchasePrice: number
  loanTerm: typeof QUOTE_TERM_YEARS
  year: number | null
  vin: string | null
  nvic: string | null
  whoIsHelping: ''
}

export interface Quote {
  weeklyRepaymentAmount: number
  comparisonRate: number
  advertisedRate: number
}

export interface QuoteVehicle {
  price: number | null
  year: number | null
  vin: string | null
  nvic: string | null
  youxQuote: StoredQuote | null
}

/** A quote as stored on the vehicle: any field may be missing or null. */
export type StoredQuote = { [K in keyof Quote]?: number | null }

export function quoteRequestBody(v: QuoteVehicle): QuoteRequestBody {
  return {
    selfAssessedCreditScore: QUOTE_CREDIT_SCORE,
    purchasePrice: v.price ?? 0,
    loanTerm: QUOTE_TERM_YEARS,
    year: v.year,
    vin: v.vin,
    nvic: v.nvic,
    whoIsHelping: '',
  }
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

/** A stored quote counts only with all three figures (FIN-47). */
export function hasQuote(q: StoredQuote | null | undefined): q is Quote {
  return Boolean(q && finite(q.weeklyRepaymentAmount) && finite(q.comparisonRate) && finite(q.advertisedRate))
}

export function shouldRequestQuote(cfg: Pick<SiteConfig['finance'], 'quoteProvider'>, v: QuoteVehicle): boolean {
  return (
    cfg.quoteProvider &&
    !hasQuote(v.youxQuote) &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    v.price > 0
  )
}

export function builtInQuote(
  body: Pick<QuoteRequestBody, 'purchasePrice' | 'loanTerm'>,
  cfg: Pick<SiteConfig['finance'], 'defaultRate' | 'establishmentFee' | 'monthlyFee' | 'roundUp'>,
): Quote | null {
  if (!(body.purchasePrice > 0)) return null
  const weekly = repayment({
    amount: body.purchasePrice,
    deposit: 0,
    establishmentFee: cfg.establishmentFee,
    annualRatePercent: cfg.defaultRate,
    years: body.loanTerm,
    periodsPerYear: FREQUENCIES.week,
  })
  if (!(weekly > 0)) return null
  return {
    weeklyRepaymentAmount: roundRepayment(weekly, cfg.roundUp),
    advertisedRate: cfg.defaultRate,
    comparisonRate: comparisonRate(cfg.defaultRate, loanFees(cfg)),
  }
}
