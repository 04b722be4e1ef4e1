/**
 * The tenant's finance content (spec §9 Finance calculator, FIN-36..41), from Tenants → Finance: a fixed-fee offer's
 * inclusions, a provider's comparison-rate range and the example-loan disclaimers. Shown beside the finance
 * calculator (#financeDisclaimer). Pure.
 *
 * Money: fees keep their cents when they have any ('$912.25' is a fee as the lender states it; the spec's "no cents"
 * rule is for vehicle prices), whole fees show without ('$395').
 */

import { numberFormat } from '../numberFormat'

export interface FinanceContent {
  /** FIN-36: e.g. [{ label: 'Establishment fee', amount: 395 }, …]. */
  inclusions: { label: string; amount: number }[]
  /** FIN-37: comparison rates from … to … (% p.a.), or null. */
  comparisonRange: { from: number; to: number } | null
  /** FIN-38..41: the example loans behind advertised rates. */
  disclaimers: string[]
}

export const EMPTY_FINANCE_CONTENT: FinanceContent = { inclusions: [], comparisonRange: null, disclaimers: [] }

export interface FinanceContentFields {
  fee_inclusions?: { label?: string | null; amount?: number | null }[] | null
  comparison_rate_from?: number | null
  comparison_rate_to?: number | null
  example_disclaimers?: { text?: string | null }[] | null
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

export function financeContent(fields: FinanceContentFields | null | undefined): FinanceContent {
  const f = fields ?? {}
  const inclusions = (f.fee_inclusions ?? [])
    .map((row) => ({ label: (row.label ?? '').trim(), amount: row.amount }))
    .filter(
      (row): row is { label: string; amount: number } => row.label !== '' && finite(row.amount) && row.amount >= 0,
    )
  const from = f.comparison_rate_from
  const to = f.comparison_rate_to
  const comparisonRange =
    finite(from) && finite(to) && from > 0 && to >= from
      ? { from, to }
      : finite(from) && from > 0
        ? { from, to: from }
        : null
  const disclaimers = (f.example_disclaimers ?? []).map((d) => (d.text ?? '').trim()).filter((t) => t !== '')
  return { inclusions, comparisonRange, disclaimers }
}

const WHOLE = numberFormat({ maximumFractionDigits: 0 })
const CENTS = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** FIN-36: 395 → '$395', 912.25 → '$912.25', 6 → '$6', 1360.5 → '$1,360.50'. */
export function formatFee(amount: number): string {
  const cents = Math.round(amount * 100)
  return `$${cents % 100 === 0 ? WHOLE.format(cents / 100) : CENTS.format(cents / 100)}`
}

/** FIN-37: 8.38 → '8.38%'; 10 → '10.00%' (rates as lenders state them, two decimals). */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`
}
