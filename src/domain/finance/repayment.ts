/**
 * Finance repayment maths (FIN-28..34).
 *
 * repayment(): an amortised loan on (amount − deposit + establishment fee) (FIN-31), with an optional residual
 * (balloon) left owing after the last period:
 *   P = principal, r = annual rate / 100 / periodsPerYear, n = years × periodsPerYear, B = residual
 *   payment = (P − B / (1 + r)^n) × r / (1 − (1 + r)^−n);   r = 0 → (P − B) / n
 * The result is unrounded; callers round for display.
 */
import { FREQUENCIES, type FrequencyName } from '../siteConfig'

export interface RepaymentInput {
  amount: number
  deposit: number
  establishmentFee: number
  annualRatePercent: number
  years: number
  periodsPerYear: number
  residual?: number
}

/** FIN-30. */
export const FREQUENCY_LABELS = { week: '/wk', fortnight: '/fn', month: '/mo', year: '/yr' } as const
export type FrequencyLabelName = keyof typeof FREQUENCY_LABELS

/** FIN-32: a repayment of 25 or less shows 'Enquire for Finance'. */
export const MIN_SHOWN_REPAYMENT = 25
/** Finance eligibility: price above 500 (spec §5, §9). */
export const MIN_FINANCE_PRICE = 500

function finite(n: number | undefined, fallback = 0): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback
}

export function repayment(input: RepaymentInput): number {
  const principal = Math.max(
    0,
    finite(input.amount) - Math.max(0, finite(input.deposit)) + Math.max(0, finite(input.establishmentFee)),
  )
  const residual = Math.max(0, finite(input.residual))
  const n = Math.round(finite(input.years) * finite(input.periodsPerYear))
  if (n <= 0 || principal <= 0) return 0
  const r = Math.max(0, finite(input.annualRatePercent)) / 100 / finite(input.periodsPerYear)
  if (r === 0) return Math.max(0, (principal - residual) / n)
  const growth = Math.pow(1 + r, n)
  const payment = ((principal - residual / growth) * r) / (1 - 1 / growth)
  return Math.max(0, payment)
}

/**
 * Rounds a repayment for display (FIN-33, FIN-34): nearest whole dollar, or up on sites configured for it.
 * Float noise (127.00000000001) is trimmed first so a whole-dollar figure is not pushed up to 128.
 */
export function roundRepayment(raw: number, roundUp: boolean): number {
  const cleaned = Math.round(raw * 1e6) / 1e6
  return roundUp ? Math.ceil(cleaned) : Math.round(cleaned)
}

export function periodsPerYear(frequency: FrequencyName): number {
  return FREQUENCIES[frequency]
}
