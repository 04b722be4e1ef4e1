/**
 * The finance calculator (spec §5 Finance calculator bounds, Repayment; §9 Finance calculator; FIN-12..34).
 *
 *   const bounds = calculatorBounds(cfg, price)             // amount/term/interest/deposit/residual ranges and steps
 *   let state = initialCalculatorState(cfg, { price, lender })
 *   state = updateField(state, 'amount', 150000, bounds)    // out-of-range entries clamp (FIN-27)
 *   calculatorResult(state, cfg)                            // → { repayment: 128, total: 39936, enquire: false, … }
 *
 * Money on screen is whole dollars (FIN-34): the repayment is rounded to the nearest dollar, or up where the
 * tenant says so (FIN-33). 'Enquire for Finance' is judged on the computed (unrounded) repayment (FIN-32).
 */
import { formatDollars } from '../price'
import { FREQUENCIES, type FrequencyName, type SiteConfig } from '../siteConfig'
import type { LenderData } from '../vehicle/types'
import { FREQUENCY_LABELS, MIN_SHOWN_REPAYMENT, repayment, roundRepayment } from './repayment'
import { numberFormat } from '../numberFormat'
import { comparisonRate, disclosedComparisonRate, type LoanFees } from './comparisonRate'

export { roundRepayment }

export type FinanceConfig = SiteConfig['finance']

/** FIN-13: the amount when there is no car price (page block default). */
export const DEFAULT_AMOUNT = 30000
/** FIN-18. */
export const AMOUNT_STEP = 500
/** FIN-20. */
export const TERM_MIN_YEARS = 1
export const TERM_STEP = 0.5
/** FIN-22. */
export const INTEREST_STEP = 0.5
/** FIN-25, FIN-26. */
export const EXTRA_MAX = 250000
export const EXTRA_STEP = 0.5
/** FIN-16: above this price the amount maximum may follow the price (1.05 ×). */
export const PRICE_FOLLOW_THRESHOLD = 100000
export const PRICE_FOLLOW_FACTOR = 1.05
/** The help text (ERR-18). */
export const AMOUNT_HELP = 'Cannot be less than {min} or more than {max}'
/** FIN-32 / ERR-19. */
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'

export interface Range {
  min: number
  max: number
  step: number
}

export type CalculatorField = 'amount' | 'termYears' | 'interest' | 'deposit' | 'residual'

export type CalculatorBounds = Record<CalculatorField, Range>

/** FIN-12: amount, term (years), interest (percent), deposit or trade-in, residual and the repayment frequency. */
export interface CalculatorState {
  amount: number
  termYears: number
  interest: number
  deposit: number
  residual: number
  frequency: FrequencyName
}

export interface CalculatorResult {
  /** Whole dollars per period, or null with `enquire` (FIN-32). */
  repayment: number | null
  /** Repayments over the term plus the residual, whole dollars; null (blank) with `enquire`. */
  total: number | null
  /** FIN-32: the computed repayment is 25 or less. */
  enquire: boolean
  /** The unrounded repayment. */
  raw: number
  frequency: FrequencyName
  periodsPerYear: number
  periods: number
  /** FIN-30: '/wk', '/fn' or '/mo'. */
  label: string
  /** Amount less deposit plus establishment fee (FIN-31). */
  financed: number
}

function finite(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n)
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n))
}

/** FIN-14..16: the purchase amount's bounds; the maximum follows the price (1.05 ×) above 100000 where configured. */
export function amountRange(
  cfg: Pick<FinanceConfig, 'amountMin' | 'amountMax' | 'amountMaxFollowsPrice'>,
  price?: number | null,
): Range {
  const follows = cfg.amountMaxFollowsPrice && finite(price) && price > PRICE_FOLLOW_THRESHOLD
  const max = follows ? Math.round(price * PRICE_FOLLOW_FACTOR) : cfg.amountMax
  return { min: cfg.amountMin, max: Math.max(cfg.amountMin, max), step: AMOUNT_STEP }
}

/** Every input's range and step (FIN-14..26). */
export function calculatorBounds(cfg: FinanceConfig, price?: number | null): CalculatorBounds {
  return {
    amount: amountRange(cfg, price),
    termYears: { min: TERM_MIN_YEARS, max: Math.max(TERM_MIN_YEARS, cfg.maxTermYears), step: TERM_STEP },
    interest: { min: cfg.interestMin, max: Math.max(cfg.interestMin, cfg.interestMax), step: INTEREST_STEP },
    deposit: { min: 0, max: EXTRA_MAX, step: EXTRA_STEP },
    residual: { min: 0, max: EXTRA_MAX, step: EXTRA_STEP },
  }
}

/**
 * An entry for a field, as the calculator keeps it (FIN-17, FIN-27): the amount becomes 0 at 0 or below (or when
 * not a number), else clamps into its range; every other field clamps into its range (not a number → its min).
 */
export function clampEntry(field: CalculatorField, value: number, bounds: CalculatorBounds): number {
  const range = bounds[field]
  if (field === 'amount') {
    if (!finite(value) || value <= 0) return 0
    return clamp(value, range.min, range.max)
  }
  if (!finite(value)) return range.min
  return clamp(value, range.min, range.max)
}

/** The fields whose value the calculator would not hold as it is (outside its range, or not a number). */
export function fieldsOutOfRange(state: CalculatorState, bounds: CalculatorBounds): CalculatorField[] {
  const fields: CalculatorField[] = ['amount', 'termYears', 'interest', 'deposit', 'residual']
  return fields.filter((field) => clampEntry(field, state[field], bounds) !== state[field])
}

/**
 * FIN-19 / ERR-18: the help text when an amount entry is at or beyond a bound, with dollars formatted:
 * 'Cannot be less than $1,000 or more than $100,000'; null inside the range.
 */
export function amountHelp(value: number, range: Pick<Range, 'min' | 'max'>): string | null {
  if (finite(value) && value > range.min && value < range.max) return null
  return AMOUNT_HELP.replace('{min}', formatDollars(range.min)).replace('{max}', formatDollars(range.max))
}

const RATE = numberFormat({ maximumFractionDigits: 2 })

/** A bound as the field shows it: '$1,000', '1 year' / '7 years', '0.5%'. */
export function formatBound(field: CalculatorField, n: number): string {
  if (field === 'termYears') return `${RATE.format(n)} ${n === 1 ? 'year' : 'years'}`
  if (field === 'interest') return `${RATE.format(n)}%`
  return formatDollars(n)
}

/**
 * ERR-18 for every field (the calculator says when it clamped instead of changing a value silently):
 * the amount keeps FIN-19's rule (at or beyond a bound, amountHelp); term, rate, deposit and residual say it when
 * the entry was outside the range and so was clamped:
 *   termYears 9 of 1–7 → 'Cannot be less than 1 year or more than 7 years'; interest 3 inside 0.5–15 → null
 */
export function clampHelp(field: CalculatorField, entry: number | undefined, range: Range): string | null {
  if (entry === undefined) return null
  if (field === 'amount') return amountHelp(entry, range)
  if (Number.isFinite(entry) && entry >= range.min && entry <= range.max) return null
  return AMOUNT_HELP.replace('{min}', formatBound(field, range.min)).replace('{max}', formatBound(field, range.max))
}

/**
 * Parses what a shopper typed into a number field: '$30,000' → 30000, '7.5%' → 7.5, '' → NaN.
 */
export function parseEntry(text: string): number {
  const cleaned = text.replace(/[$,%\s]/g, '')
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return Number.NaN
  return Number(cleaned)
}

function lenderNumber(lender: LenderData | null | undefined, key: keyof LenderData): number | null {
  const v = lender?.[key]
  return finite(v) ? v : null
}

export interface InitialStateInput {
  /** The car's price (FIN-13); the page block passes none and gets its default amount. */
  price?: number | null
  /** The page block's configured default amount (30000 unless set). */
  defaultAmount?: number | null
  /** The car's lender data (FIN-10): its rate, term, deposit and balloon seed the inputs when present. */
  lender?: LenderData | null
}

/**
 * The calculator's starting state (FIN-13, FIN-21, FIN-24, FIN-29): the car price or the default amount (30000),
 * the tenant's default term, rate and frequency; a lender's own rate/term/deposit/balloon win when present.
 * Every value starts inside its range.
 */
export function initialCalculatorState(cfg: FinanceConfig, input: InitialStateInput = {}): CalculatorState {
  const bounds = calculatorBounds(cfg, input.price)
  const amount =
    finite(input.price) && input.price > 0
      ? input.price
      : finite(input.defaultAmount) && input.defaultAmount > 0
        ? input.defaultAmount
        : DEFAULT_AMOUNT
  const lender = input.lender
  const lenderTerm =
    lenderNumber(lender, 'termYears') ??
    (lenderNumber(lender, 'termMonths') !== null ? lenderNumber(lender, 'termMonths')! / 12 : null)
  return {
    amount: clampEntry('amount', amount, bounds),
    termYears: clampEntry('termYears', lenderTerm ?? cfg.defaultTermYears, bounds),
    interest: clampEntry('interest', lenderNumber(lender, 'interestRate') ?? cfg.defaultRate, bounds),
    deposit: clampEntry('deposit', lenderNumber(lender, 'deposit') ?? 0, bounds),
    residual: clampEntry('residual', lenderNumber(lender, 'balloon') ?? 0, bounds),
    frequency: cfg.defaultFrequency,
  }
}

/** The state with one field's entry applied (clamped, FIN-27). */
export function updateField(
  state: CalculatorState,
  field: CalculatorField,
  value: number,
  bounds: CalculatorBounds,
): CalculatorState {
  return { ...state, [field]: clampEntry(field, value, bounds) }
}

/** The establishment fee a calculation adds: the lender's when it has one, else the tenant's (FIN-31). */
export function calculatorFee(
  cfg: Pick<FinanceConfig, 'establishmentFee'>,
  lender?: Pick<LenderData, 'establishmentFees'> | null,
): number {
  return lenderNumber(lender as LenderData | null | undefined, 'establishmentFees') ?? cfg.establishmentFee
}

/**
 * The repayment and total for a state (FIN-28..34): an amortised loan on (amount − deposit + establishment fee)
 * with the residual left owing after the last period. The establishment fee is the lender's when it has one,
 * else the tenant's. Total = rounded repayment × periods + residual. ≤ 25 → enquire, repayment and total null.
 */
export function calculatorResult(
  state: CalculatorState,
  cfg: Pick<FinanceConfig, 'establishmentFee' | 'roundUp'>,
  lender?: Pick<LenderData, 'establishmentFees'> | null,
): CalculatorResult {
  const periodsPerYear = FREQUENCIES[state.frequency]
  const establishmentFee = calculatorFee(cfg, lender)
  const raw = repayment({
    amount: state.amount,
    deposit: state.deposit,
    establishmentFee,
    annualRatePercent: state.interest,
    years: state.termYears,
    periodsPerYear,
    residual: state.residual,
  })
  const periods = Math.round(state.termYears * periodsPerYear)
  const financed = Math.max(0, state.amount - state.deposit + establishmentFee)
  const enquire = raw <= MIN_SHOWN_REPAYMENT
  const rounded = enquire ? null : roundRepayment(raw, cfg.roundUp)
  return {
    repayment: rounded,
    total: rounded === null ? null : Math.round(rounded * periods + state.residual),
    enquire,
    raw,
    frequency: state.frequency,
    periodsPerYear,
    periods,
    label: FREQUENCY_LABELS[state.frequency],
    financed,
  }
}

/** Frequencies in the order the calculator lists them, with their labels. */
export const FREQUENCY_OPTIONS: { name: FrequencyName; label: string; periods: number }[] = [
  { name: 'week', label: 'Weekly', periods: FREQUENCIES.week },
  { name: 'fortnight', label: 'Fortnightly', periods: FREQUENCIES.fortnight },
  { name: 'month', label: 'Monthly', periods: FREQUENCIES.month },
]

/**
 * The comparison rate the calculator shows beside its rate: computed from the rate and the fees of the loan (the fee
 * it finances and the tenant's monthly account fee, loanFees in comparisonRate.ts), or the car's stated one (its
 * quote's or lender's) while the rate is still theirs and that is higher — so its first state shows exactly the
 * comparison rate of the car's quote.
 */
export function calculatorComparisonRate(
  interest: number,
  fees: LoanFees,
  stated?: { rate: number | null | undefined; comparisonRate: number | null | undefined } | null,
): number {
  const computed = comparisonRate(interest, fees)
  return stated && stated.rate === interest ? disclosedComparisonRate(computed, stated.comparisonRate) : computed
}
