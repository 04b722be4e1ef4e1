/**
 * The demo tenants' finance content (Tenants → Finance, FIN-36..41), by who their finance provider is:
 *   harbour (angle)        comparison-rate range 8.38%–19.42% (FIN-37); a 5-year secured $30,000 example (FIN-40)
 *   coastal-mazda (brand)  a fixed-fee offer's inclusions (FIN-36); 6.29% p.a. secured, comparison 8.19% p.a., 5 years,
 *                          no deposit (FIN-39); 10.0% deposit and 30.0% final payment (FIN-41)
 *   westside-used (manual) the 5-year-term example every disclaimer is based on (FIN-38)
 * The $912.25 dealer agency fee keeps its cents: a fee as the lender states it, not a vehicle price.
 */
import type { LoanFees } from '../src/domain/finance/comparisonRate'
import type { TenantSlug } from './tenants'

/**
 * The credit fees the demo's lenders charge (finance_lenders' establishmentFees): every seeded comparison rate, on
 * the cars and in the adverts, is computed from these, never typed in.
 */
export const LENDER_FEES: LoanFees = { establishmentFee: 395 }

/**
 * Each tenant's monthly account fee (Tenants → Finance `monthly_fee`): Coastal Mazda's fee inclusions list one
 * (FIN-36), so every comparison rate its site states carries it.
 */
export const MONTHLY_FEES: Record<TenantSlug, number> = { harbour: 0, 'coastal-mazda': 8, 'westside-used': 0 }

/** The fees a tenant's seeded loans carry: its lenders' establishment fee and its own monthly account fee. */
export function tenantLoanFees(tenant: TenantSlug): LoanFees {
  return { ...LENDER_FEES, monthlyFee: MONTHLY_FEES[tenant] }
}

const INDICATIVE =
  'Repayments shown are indicative only and are not a formal quote or an offer of finance. Approved applicants only; fees, charges, terms and conditions apply.'

export const FINANCE_CONTENT: Record<
  TenantSlug,
  {
    fee_inclusions?: { label: string; amount: number }[]
    comparison_rate_from?: number
    comparison_rate_to?: number
    example_disclaimers: { text: string }[]
  }
> = {
  harbour: {
    comparison_rate_from: 8.38,
    comparison_rate_to: 19.42,
    example_disclaimers: [
      {
        text: 'Comparison rates from 8.38% p.a. to 19.42% p.a. are based on a 5-year secured consumer loan of $30,000. WARNING: a comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
      },
      { text: INDICATIVE },
    ],
  },
  'coastal-mazda': {
    fee_inclusions: [
      { label: 'Establishment fee', amount: 395 },
      { label: 'Security registration fee', amount: 6 },
      { label: 'Monthly account fee', amount: MONTHLY_FEES['coastal-mazda'] },
      { label: 'Dealer agency fee', amount: 912.25 },
    ],
    example_disclaimers: [
      {
        text: 'Finance example: a secured consumer loan at 6.29% p.a., comparison rate 8.19% p.a., over a 5-year term with no deposit. The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges.',
      },
      {
        text: 'Guaranteed future value example: based on a 10.0% deposit and a 30.0% final payment over a 5-year term, with the fixed fees listed above included.',
      },
      { text: INDICATIVE },
    ],
  },
  'westside-used': {
    example_disclaimers: [
      {
        text: 'Finance examples are based on a 5-year term with a secured consumer loan of $20,000 and no deposit. Your rate depends on your credit history and the car you choose.',
      },
      { text: INDICATIVE },
    ],
  },
}
