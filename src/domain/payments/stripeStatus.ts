/**
 * How a Stripe PaymentIntent reads as a deposit's PaymentState (src/data/payments/stripeProvider.ts). Deposits use
 * manual capture, so a held deposit is `requires_capture` and a taken one `succeeded`.
 */
import type { PaymentState } from './types'

/** The few PaymentIntent fields the state depends on. */
export interface IntentSnapshot {
  status: string
  /** `last_payment_error.message`: set after a declined attempt. */
  lastPaymentErrorMessage: string | null
  /** The latest charge when expanded (`expand: ['latest_charge']`), else null. */
  latestCharge: { amount: number; amountCaptured: number; amountRefunded: number; refunded: boolean } | null
}

const AWAITING_PAYMENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'])

/** Whether the charge's whole captured amount has been returned (Stripe sets `refunded` when it is). */
export function fullyRefunded(charge: NonNullable<IntentSnapshot['latestCharge']>): boolean {
  if (charge.refunded) return true
  const taken = charge.amountCaptured > 0 ? charge.amountCaptured : charge.amount
  return taken > 0 && charge.amountRefunded >= taken
}

/**
 * requires_payment_method / requires_confirmation / requires_action / processing → requires_payment, except a
 * requires_payment_method after a declined attempt → failed; requires_capture → authorised; succeeded → captured,
 * or refunded when the latest charge is fully refunded; canceled → cancelled. A status Stripe adds later throws
 * rather than being guessed at.
 */
export function paymentStateOfIntent(intent: IntentSnapshot): PaymentState {
  if (intent.status === 'requires_payment_method' && intent.lastPaymentErrorMessage) return 'failed'
  if (AWAITING_PAYMENT.has(intent.status)) return 'requires_payment'
  if (intent.status === 'requires_capture') return 'authorised'
  if (intent.status === 'succeeded') {
    return intent.latestCharge && fullyRefunded(intent.latestCharge) ? 'refunded' : 'captured'
  }
  if (intent.status === 'canceled') return 'cancelled'
  throw new Error(`Unknown PaymentIntent status: ${intent.status}`)
}
