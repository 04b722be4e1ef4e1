/**
 * The valuation provider interface (spec §7 Valuation steps). The built-in provider (src/data/tradeIn.ts) looks
 * registrations up in the tenant's own records and estimates from the tenant's stock; an external provider can
 * implement the same interface.
 */
import type { AdjustmentAnswers } from './questions'
import type { EstimateResult, TradeInVehicle } from './estimate'
import type { RegoState } from './rego'

export interface RegoVehicle extends TradeInVehicle {
  rego: string
  regoState: RegoState
  variant?: string | null
}

export interface ValuationProvider {
  lookupRego(rego: string, state: RegoState): Promise<RegoVehicle | null>
  estimate(input: TradeInVehicle, adjustmentAnswers: AdjustmentAnswers): Promise<EstimateResult>
}

/** Lead subcategories of the trade-in flow (LEAD-44). */
export const TRADE_IN_SUBCATEGORY = {
  vehicle: '1. Vehicle Details',
  declined: '2. Valuation Declined',
  accepted: '3. Offer Accepted',
} as const

/** ERR-26. */
export const VALUATION_SAVE_FAILED = 'Failed to save valuation data'
