/**
 * Budget search (spec §5 and §9 Budget search, BUD-01..16, ERR-16). Pure: the block's server render, its client
 * island and the no-JS redirect (GET /api/budget-search) all compute with these rules.
 *
 * Deliberate difference from the spec (BUD-02, BUD-07): the spec's budget is repayment × periods × 5 years + deposit,
 * which ignores interest ($600 a month for 5 years plus $2,000 reads as $38,000 when at 9.49% p.a. it repays a loan of
 * about $28,575). Here the budget is the loan the repayment services at the tenant's default finance rate and term
 * (the present value of an annuity), less the establishment fee (financed into the loan, as repayment() in
 * src/domain/finance/repayment.ts adds it to the principal), plus the deposit, in whole dollars rounded down, so a
 * car at the budget is repaid by at most the repayment entered:
 *   loan = P × (1 − (1 + r)^−n) / r,  r = rate / 100 / periods a year,  n = years × periods a year;  r = 0 → P × n
 *   budgetTotal({ frequency: 'monthly', repayment: 600, deposit: 2000 }, { annualRatePercent: 9.49, termYears: 5,
 *     establishmentFee: 0 }) → 28,575 + 2,000 = 30,575
 *   budgetSearchHref('SUV', 30_575) → '/search/suv?range%5Bprice%5D=1001%3A30575' (price above 1000, up to the budget)
 */
import { bodySlug } from '../bodyTypes'

export type BudgetFrequency = 'monthly' | 'weekly'
export const BUDGET_FREQUENCIES: readonly BudgetFrequency[] = ['monthly', 'weekly']

/** BUD-02: repayments a year. */
export const PERIODS_PER_YEAR: Record<BudgetFrequency, number> = { monthly: 12, weekly: 52 }
/** BUD-07: the spec's loan term; the budget uses the tenant's default finance term instead (see the header). */
export const BUDGET_TERM_YEARS = 5
/** BUD-03: the repayment a shopper starts from. */
export const DEFAULT_REPAYMENT: Record<BudgetFrequency, number> = { monthly: 600, weekly: 200 }
/** BUD-04. */
export const DEFAULT_DEPOSIT = 2000
/** BUD-05: the search only lists cars priced above this (a $1 or $500 placeholder price is not a budget car). */
export const BUDGET_PRICE_FLOOR = 1000
/** BUD-06: the price ceiling when no budget has been worked out (a total of 0). */
export const FALLBACK_MAX_PRICE = 100_000
/** BUD-11: repayment and deposit are clamped to this range. */
export const AMOUNT_BOUNDS = { min: 0, max: 1_000_000 } as const
/** BUD-16: the number fields' min, max and step. */
export const REPAYMENT_FIELD = { ...AMOUNT_BOUNDS, step: 10 } as const
export const DEPOSIT_FIELD = { ...AMOUNT_BOUNDS, step: 100 } as const

/**
 * BUD-08: the money quick options ("cars under $X" links). A block picks its set (Budget search → Quick options), so
 * a tenant selling prestige or heavy vehicles shows $300,000–$800,000 without any tenant being named in code.
 */
export const QUICK_OPTION_SETS = {
  standard: [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 70_000],
  premium: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
  none: [],
} as const satisfies Record<string, readonly number[]>
export type QuickOptionSet = keyof typeof QUICK_OPTION_SETS

export function quickOptions(set: string | null | undefined): readonly number[] {
  return set && set in QUICK_OPTION_SETS ? QUICK_OPTION_SETS[set as QuickOptionSet] : QUICK_OPTION_SETS.standard
}

/** BUD-11, BUD-12: any input → a number in 0–1,000,000; NaN, blanks and junk become 0. */
export function toAmount(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN
  if (Number.isNaN(n)) return 0
  return Math.min(AMOUNT_BOUNDS.max, Math.max(AMOUNT_BOUNDS.min, n))
}

export function isBudgetFrequency(value: unknown): value is BudgetFrequency {
  return value === 'monthly' || value === 'weekly'
}

export interface BudgetInput {
  frequency: BudgetFrequency
  repayment: unknown
  deposit: unknown
}

/** The finance assumption a budget is worked out with: the tenant's default rate, term and establishment fee. */
export interface BudgetFinance {
  annualRatePercent: number
  termYears: number
  establishmentFee: number
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0)

/**
 * The loan a repayment services: P × (1 − (1 + r)^−n) / r (r = 0 → P × n), less the establishment fee the loan
 * also carries; unrounded, never below 0.
 */
export function affordableLoan(repayment: number, frequency: BudgetFrequency, finance: BudgetFinance): number {
  const periods = PERIODS_PER_YEAR[frequency]
  const n = Math.round(nonNegative(finance.termYears) * periods)
  const p = nonNegative(repayment)
  if (n <= 0 || p <= 0) return 0
  const r = nonNegative(finance.annualRatePercent) / 100 / periods
  const present = r === 0 ? p * n : (p * (1 - Math.pow(1 + r, -n))) / r
  return Math.max(0, present - nonNegative(finance.establishmentFee))
}

/**
 * BUD-02 (deliberate difference: counts interest): the loan the repayment services at the tenant's rate and term,
 * plus the deposit, in whole dollars rounded down.
 */
export function budgetTotal({ frequency, repayment, deposit }: BudgetInput, finance: BudgetFinance): number {
  const loan = affordableLoan(toAmount(repayment), frequency, finance)
  // float noise (30574.9999999) is trimmed before rounding down
  return Math.floor(Math.round((loan + toAmount(deposit)) * 1e6) / 1e6)
}

/** BUD-06: the search's price ceiling: the budget, or 100,000 when there is none. */
export function budgetMaxPrice(total: number): number {
  return total > 0 ? total : FALLBACK_MAX_PRICE
}

/**
 * BUD-13..15: the budget is too low when it is below the cheapest car (priced above 1000) of the chosen body type.
 * `minPrice` null: the type has no such car at all, so no budget finds one.
 */
export function budgetTooLow(total: number, minPrice: number | null): boolean {
  return minPrice === null || budgetMaxPrice(total) < minPrice
}

/**
 * The results URL in the search's own URL state (src/domain/search/urlState.ts): the body type's landing path and
 * `range[price]=1001:{max}` — the range is inclusive, so 1001 is "above 1000" in whole dollars (BUD-05).
 */
export function budgetSearchHref(body: string | null, maxPrice: number): string {
  const path = body ? `/search/${bodySlug(body)}` : '/search'
  const params = new URLSearchParams({ 'range[price]': `${BUDGET_PRICE_FLOOR + 1}:${Math.round(maxPrice)}` })
  return `${path}?${params.toString()}`
}

/** A plural type name inside a sentence: 'Sedans' → 'sedans', 'People Movers' → 'people movers', 'SUVs' stays. */
export function inSentence(plural: string): string {
  return plural
    .split(' ')
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w))
    .join(' ')
}

/**
 * ERR-16: the too-low messages for a plural type name, title case as a heading and in sentence case in the message:
 * 'SUVs' → '0 SUVs Found', 'No SUVs found for this budget'; 'People Movers' → … 'No people movers found …'.
 */
export function budgetTooLowMessages(plural: string): { count: string; message: string } {
  return { count: `0 ${plural} Found`, message: `No ${inSentence(plural)} found for this budget` }
}
