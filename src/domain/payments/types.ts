/**
 * The payment provider contract behind reservation deposits. Pure types and error classes: the providers live in
 * src/data/payments (the built-in test processor and Stripe), the rules they share here in src/domain/payments.
 */
export type PaymentProviderKind = 'test' | 'stripe'

/**
 * requires_payment: created, no card yet; authorised: the deposit is held on the card; captured: taken;
 * cancelled: the authorisation was voided (nothing taken); refunded: taken then returned in full; failed: declined
 */
export type PaymentState = 'requires_payment' | 'authorised' | 'captured' | 'cancelled' | 'refunded' | 'failed'

export const PAYMENT_STATES: readonly PaymentState[] = [
  'requires_payment',
  'authorised',
  'captured',
  'cancelled',
  'refunded',
  'failed',
]

export interface DepositPayment {
  /** The provider's id (Stripe PaymentIntent id 'pi_…'; test provider 'tp_…'). */
  ref: string
  state: PaymentState
  amountCents: number
  currency: 'aud'
  /** The provider's own words for a decline, shown to the shopper. */
  failureMessage: string | null
  /** From the payment's metadata. */
  reservationId: string | null
}

export interface CreateDepositInput {
  amountCents: number
  currency: 'aud'
  reservationId: string
  tenantSlug: string
  description: string
  idempotencyKey: string
  receiptEmail?: string | null
}

export interface CreatedDeposit extends DepositPayment {
  clientSecret: string
}

export interface PaymentWebhookEvent {
  id: string
  type: string
  ref: string | null
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind
  createDeposit(input: CreateDepositInput): Promise<CreatedDeposit>
  lookup(ref: string): Promise<DepositPayment>
  /**
   * Ends the deposit whatever its state: voids an authorisation (→ cancelled), refunds a capture (→ refunded);
   * a payment already cancelled/refunded/failed is returned as it is (idempotent).
   */
  release(ref: string, idempotencyKey: string): Promise<DepositPayment>
  capture(ref: string, idempotencyKey: string): Promise<DepositPayment>
  /**
   * Verifies the signature over the exact raw body; throws PaymentWebhookError (bad/missing signature, stale
   * timestamp, unparsable body).
   */
  parseWebhook(rawBody: string, headers: Headers): PaymentWebhookEvent
}

/** A webhook that is not provably from the provider, or not readable. Answered 400, never retried by us. */
export class PaymentWebhookError extends Error {
  override name = 'PaymentWebhookError'
}

/** A provider call that failed in a way the shopper can act on (a declined card): the message is theirs to read. */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError'
}

/** The provider knows no payment by this ref (for this tenant). */
export class PaymentNotFoundError extends Error {
  override name = 'PaymentNotFoundError'
}

/** The payment is in a state the call cannot apply to, e.g. capturing a cancelled authorisation. */
export class PaymentStateError extends Error {
  override name = 'PaymentStateError'
  constructor(
    message: string,
    readonly state: PaymentState,
  ) {
    super(message)
  }
}

/** Infrastructure: the provider could not be reached or refused the request. Safe to log (no keys, no request). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
  constructor(
    message: string,
    readonly type: string | null = null,
    readonly code: string | null = null,
  ) {
    super(message)
  }
}

/** Throws RangeError unless the deposit is a positive whole number of cents in aud with an idempotency key. */
export function assertDepositInput(input: CreateDepositInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError('A deposit is a positive whole number of cents')
  }
  if (input.currency !== 'aud') throw new RangeError('Deposits are taken in aud')
  if (!input.idempotencyKey) throw new RangeError('A deposit needs an idempotency key')
}

/**
 * Whether capturing has anything to do: false for a deposit already taken (captured, or captured then refunded),
 * so a repeated capture is answered as it stands; throws PaymentStateError for one that was never held.
 */
export function needsCapture(payment: DepositPayment): boolean {
  if (payment.state === 'captured' || payment.state === 'refunded') return false
  if (payment.state === 'authorised') return true
  throw new PaymentStateError(`A ${payment.state} payment cannot be captured`, payment.state)
}
