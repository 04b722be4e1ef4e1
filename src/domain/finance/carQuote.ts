/**
 * One quote per car: the repayment every place shows (search card and search document, vehicle page header, sticky
 * header, the finance calculator's first state, print page, PDF, JSON-LD), decided once here so they cannot drift.
 *
 * Where the terms come from, first that applies:
 *   provider  the car's stored quote (youxQuote, FIN-43/47) on a site with the quote feature, when its weekly figure
 *             is what its own terms give (the price over 5 years at its advertised rate, the tenant's fee);
 *   lender    the car's lender data (finance_lenders: the tenant's provider, else the first lender; no null rates,
 *             FIN-01, FIN-10): its rate, term, deposit, balloon, establishment fee and comparison rate;
 *   tenant    the tenant's defaults: default rate and term, no deposit, its establishment fee.
 * Lender or provider terms outside the calculator's bounds fall back to the tenant's; the frequency is the tenant's
 * default (FIN-29), the rounding its rule (FIN-33/34).
 *
 * The amount financed is the shown price (PRC-01..07: a real price or offer; never a subscription, preorder or
 * no-price text) and never a clamped one: a price outside the layout's amount range (FIN-14..16; above 100,000 the
 * maximum follows the price, 1.05 ×, on sites with amountMaxFollowsPrice) gets no quote, so no figure is shown
 * for a loan smaller than the price. No quote either where finance is excluded (FIN-02/03), for a price not above
 * 500, or for a repayment of 25 or less (FIN-32).
 *
 * The comparison rate is computed (comparisonRate.ts) from the same fees the quote's basis line discloses, on the
 * standard example (a secured $30,000 loan over 5 years); a lender's stated comparison rate is shown instead only
 * when it is higher (never an understated one). A provider's stored quote is its terms only when they reproduce
 * its weekly repayment and its comparison rate is not above the computed one: its terms carry the tenant's fees, so
 * a higher stated rate would rest on fees the basis line does not show.
 *
 *   carQuote({ price: { kind: 'price', amount: 145990 } }, brandFinance)   // 8.5 %, 5 years, weekly, fee 0
 *     → { source: 'tenant', amount: 145990, termYears: 5, rate: 8.5, comparisonRate: 8.5, repayment: 690, weekly: 690, … }
 */
import { hasQuote, QUOTE_TERM_YEARS, type StoredQuote } from './quote'
import { comparisonRate, disclosedComparisonRate, loanFees } from './comparisonRate'
import { hasNoNullRates, selectLender } from './availability'
import {
  calculatorBounds,
  calculatorResult,
  fieldsOutOfRange,
  initialCalculatorState,
  type CalculatorBounds,
  type CalculatorState,
  type FinanceConfig,
  type InitialStateInput,
} from './calculator'
import {
  STANDARD_COMPARISON_EXAMPLE,
  type ComparisonExample,
  type CreditDisclosure,
  type DisclosureFrequency,
} from './creditAdvert'
import { MIN_FINANCE_PRICE } from './repayment'
import type { PriceDisplay } from '../price'
import type { FrequencyName } from '../siteConfig'
import type { LenderData } from '../vehicle/types'

export type CarQuoteSource = 'provider' | 'lender' | 'tenant'

export interface CarQuote {
  source: CarQuoteSource
  /** The amount borrowed before the deposit: the shown price. */
  amount: number
  deposit: number
  establishmentFee: number
  /** The tenant's monthly account fee: in the comparison rate, not in the repayment (paid beside it). */
  monthlyFee: number
  /** Balloon owed after the last repayment. */
  residual: number
  termYears: number
  /** Annual rate, percent. */
  rate: number
  comparisonRate: number
  comparisonExample: ComparisonExample
  /** The tenant's repayment frequency (FIN-29); `repayment` is per this period. */
  frequency: FrequencyName
  /** Whole dollars per `frequency`. */
  repayment: number
  /** The same loan's repayment per week, whole dollars (cards, search, the weekly budget bands). */
  weekly: number
}

export type CarQuoteConfig = Pick<
  FinanceConfig,
  | 'defaultRate'
  | 'defaultTermYears'
  | 'maxTermYears'
  | 'defaultFrequency'
  | 'amountMin'
  | 'amountMax'
  | 'amountMaxFollowsPrice'
  | 'interestMin'
  | 'interestMax'
  | 'establishmentFee'
  | 'monthlyFee'
  | 'roundUp'
  | 'providerKey'
  | 'quoteProvider'
  | 'excludedMakes'
  | 'excludedSite'
>

export interface CarQuoteInput {
  /** The shown price (priceDisplay); null for a car not on sale. */
  price: Pick<PriceDisplay, 'kind' | 'amount'> | null
  make?: string | null
  /** finance_lenders. */
  lenders?: Record<string, unknown> | null
  /** youxQuote. */
  providerQuote?: StoredQuote | null
}

interface Terms {
  source: CarQuoteSource
  termYears: number
  rate: number
  deposit: number
  residual: number
  establishmentFee: number
  comparisonRate: number | null
  /** A weekly figure and comparison rate the terms must reproduce (a provider's). */
  reproduce?: { weekly: number; comparisonRate: number }
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

function lenderTerms(lender: LenderData, cfg: CarQuoteConfig): Terms | null {
  if (!hasNoNullRates(lender) || !finite(lender.interestRate)) return null
  const term = finite(lender.termYears)
    ? lender.termYears
    : finite(lender.termMonths)
      ? lender.termMonths / 12
      : cfg.defaultTermYears
  return {
    source: 'lender',
    termYears: term,
    rate: lender.interestRate,
    deposit: finite(lender.deposit) ? lender.deposit : 0,
    residual: finite(lender.balloon) ? lender.balloon : 0,
    establishmentFee: finite(lender.establishmentFees) ? lender.establishmentFees : cfg.establishmentFee,
    comparisonRate: finite(lender.comparisonRate) ? lender.comparisonRate : null,
  }
}

function tenantTerms(cfg: CarQuoteConfig): Terms {
  return {
    source: 'tenant',
    termYears: cfg.defaultTermYears,
    rate: cfg.defaultRate,
    deposit: 0,
    residual: 0,
    establishmentFee: cfg.establishmentFee,
    comparisonRate: null,
  }
}

/** The calculator state a quote is: the calculator starts from exactly this (FIN-13 with the car's own terms). */
export function quoteCalculatorState(q: CarQuote): CalculatorState {
  return {
    amount: q.amount,
    termYears: q.termYears,
    interest: q.rate,
    deposit: q.deposit,
    residual: q.residual,
    frequency: q.frequency,
  }
}

export interface CalculatorStart {
  bounds: CalculatorBounds
  /** The first state: every value one the calculator holds as it is (so no field opens in an error state). */
  state: CalculatorState
  /** The price when it is more than the calculator finances (the first state is its maximum, said in words). */
  beyondMaximum: number | null
}

/**
 * Where a finance calculator starts: exactly the car's quote when it has one (its figure is the one the page and
 * card show), else the price (or the default amount), the lender's or tenant's terms, each value clamped into its
 * range (FIN-13, FIN-27) — a price above the maximum starts at the maximum, with `beyondMaximum` to say so.
 */
export function calculatorStart(
  cfg: FinanceConfig,
  input: InitialStateInput & { quote?: CarQuote | null },
): CalculatorStart {
  const price = input.price ?? null
  const bounds = calculatorBounds(cfg, price)
  const state = input.quote ? quoteCalculatorState(input.quote) : initialCalculatorState(cfg, input)
  const beyond = price !== null && price > bounds.amount.max && state.amount < price
  return { bounds, state, beyondMaximum: beyond ? price : null }
}

function build(price: number, terms: Terms, cfg: CarQuoteConfig): CarQuote | null {
  const bounds = calculatorBounds(cfg as FinanceConfig, price)
  const state: CalculatorState = {
    amount: price,
    termYears: terms.termYears,
    interest: terms.rate,
    deposit: terms.deposit,
    residual: terms.residual,
    frequency: cfg.defaultFrequency,
  }
  // Every value must be one the calculator can hold as it is: a quote never rests on a clamped value.
  if (fieldsOutOfRange(state, bounds).length > 0) return null
  const fee = { establishmentFees: terms.establishmentFee }
  const result = calculatorResult(state, cfg, fee)
  const week = calculatorResult({ ...state, frequency: 'week' }, cfg, fee)
  if (result.repayment === null || week.repayment === null) return null
  const computed = comparisonRate(terms.rate, loanFees(cfg, terms.establishmentFee))
  const check = terms.reproduce
  // a provider's comparison rate above the computed one rests on fees the basis line does not disclose
  if (check && (week.repayment !== check.weekly || check.comparisonRate > computed + 0.01)) return null
  return {
    source: terms.source,
    amount: price,
    deposit: terms.deposit,
    establishmentFee: terms.establishmentFee,
    monthlyFee: cfg.monthlyFee,
    residual: terms.residual,
    termYears: terms.termYears,
    rate: terms.rate,
    comparisonRate: disclosedComparisonRate(computed, terms.comparisonRate),
    comparisonExample: STANDARD_COMPARISON_EXAMPLE,
    frequency: cfg.defaultFrequency,
    repayment: result.repayment,
    weekly: week.repayment,
  }
}

/** The car's one quote, or null when it gets no repayment figure (see the header). */
export function carQuote(input: CarQuoteInput, cfg: CarQuoteConfig): CarQuote | null {
  if (cfg.excludedSite) return null
  const make = (input.make ?? '').trim().toLowerCase()
  if (make && cfg.excludedMakes.some((m) => m.trim().toLowerCase() === make)) return null
  const shown = input.price
  if (!shown || (shown.kind !== 'price' && shown.kind !== 'offer')) return null
  const price = shown.amount
  if (!finite(price) || price <= MIN_FINANCE_PRICE) return null

  const candidates: Terms[] = []
  if (cfg.quoteProvider && hasQuote(input.providerQuote)) {
    const q = input.providerQuote
    candidates.push({
      source: 'provider',
      termYears: QUOTE_TERM_YEARS,
      rate: q.advertisedRate,
      deposit: 0,
      residual: 0,
      establishmentFee: cfg.establishmentFee,
      comparisonRate: q.comparisonRate,
      reproduce: { weekly: q.weeklyRepaymentAmount, comparisonRate: q.comparisonRate },
    })
  }
  const selected = selectLender(input.lenders, cfg.providerKey)
  const lender = selected ? lenderTerms(selected.lender, cfg) : null
  if (lender) candidates.push(lender)
  candidates.push(tenantTerms(cfg))

  // The amount is the price for every source: a price the calculator cannot hold gets no quote at all.
  for (const terms of candidates) {
    const q = build(price, terms, cfg)
    if (q) return q
  }
  return null
}

/** The frequency words a disclosure takes. */
export function disclosureFrequency(f: FrequencyName): DisclosureFrequency {
  return f
}

/**
 * The credit-advert disclosure of a quote (RateDisclosure): the repayment per the quote's frequency (or per week,
 * `weekly`, where the figure shown is the weekly one), its rate, comparison rate, example and assumptions.
 */
export function quoteDisclosure(q: CarQuote, figure: 'repayment' | 'weekly' = 'weekly'): CreditDisclosure {
  return {
    repayment:
      figure === 'weekly'
        ? { amount: q.weekly, frequency: 'week' }
        : { amount: q.repayment, frequency: disclosureFrequency(q.frequency) },
    annualRate: q.rate,
    comparisonRate: q.comparisonRate,
    comparisonExample: q.comparisonExample,
    basis: {
      amount: q.amount,
      deposit: q.deposit,
      years: q.termYears,
      fees: q.establishmentFee,
      monthlyFee: q.monthlyFee,
      residual: q.residual,
    },
  }
}
