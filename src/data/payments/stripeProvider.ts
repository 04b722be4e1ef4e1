import 'server-only'

import Stripe from 'stripe'

import { paymentStateOfIntent } from '@/domain/payments/stripeStatus'
import {
  assertDepositInput,
  needsCapture,
  PaymentDeclinedError,
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentWebhookError,
  type CreatedDeposit,
  type CreateDepositInput,
  type DepositPayment,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from '@/domain/payments/types'

/**
 * Reservation deposits on Stripe: one PaymentIntent per reservation, confirmed in the browser by Stripe.js
 * (src/modules/reserve/StripeDepositForm.client.tsx).
 *
 * Manual capture. A deposit is an authorisation held on the shopper's card (`capture_method: 'manual'`), not a
 * charge: the hold lasts 48 hours by default and a card authorisation lasts 7 days at Stripe, so it outlives the
 * hold. When the hold ends, the shopper cancels or another shopper wins the car, the authorisation is cancelled at
 * no cost; it is captured only when staff convert the reservation (the car is sold). A captured deposit can be
 * refunded in full. Money therefore never moves for a hold that ends, and "refunded in full" is exact: no card fees
 * are kept back and nothing waits for a refund to settle.
 *
 * Every request that changes something carries an idempotency key, so a retry (ours, or the client's own
 * `maxNetworkRetries`) replays Stripe's first answer instead of acting twice. release derives `<key>:cancel` and
 * `<key>:refund` from its key because Stripe ties a key to one endpoint and one set of parameters.
 *
 * Errors: a declined card is a PaymentDeclinedError (Stripe's message is the shopper's to read); an unknown
 * PaymentIntent a PaymentNotFoundError; anything else a PaymentProviderError keeping Stripe's type, code and message
 * only, never the request, its headers or the secret key.
 */

export interface StripeProviderOptions {
  secretKey: string
  webhookSecret: string
  /** Another API origin (http://127.0.0.1:port): the tests' fixture server. */
  apiBase?: string
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly kind: 'stripe'
}

const TIMEOUT_MS = 15_000

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

function toPayment(intent: Stripe.PaymentIntent): DepositPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
  const lastPaymentErrorMessage = intent.last_payment_error?.message ?? null
  const state = paymentStateOfIntent({
    status: intent.status,
    lastPaymentErrorMessage,
    latestCharge: charge && {
      amount: charge.amount,
      amountCaptured: charge.amount_captured,
      amountRefunded: charge.amount_refunded,
      refunded: charge.refunded,
    },
  })
  if (intent.currency !== 'aud') throw new PaymentProviderError(`PaymentIntent ${intent.id} is not in aud`)
  return {
    ref: intent.id,
    state,
    amountCents: intent.amount,
    currency: 'aud',
    failureMessage: state === 'failed' ? lastPaymentErrorMessage : null,
    reservationId: intent.metadata?.reservation_id ?? null,
  }
}

/** The PaymentIntent a webhook event is about: the object itself, or the intent a charge or refund belongs to. */
function refOfEvent(type: string, object: Record<string, unknown>): string | null {
  const value = type.startsWith('payment_intent.') ? object.id : object.payment_intent
  if (typeof value === 'string') return value
  const nested = value as { id?: unknown } | null | undefined
  return typeof nested?.id === 'string' ? nested.id : null
}

export function createStripeProvider(options: StripeProviderOptions): StripePaymentProvider {
  const { secretKey, webhookSecret } = options
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: TIMEOUT_MS,
    telemetry: false,
    ...hostOptions(options.apiBase),
  })

  /** Stripe's words without any key in them. */
  const redact = (text: string) =>
    text
      .split(secretKey)
      .join('[redacted]')
      .replace(/\b(sk|rk)_(live|test)_[A-Za-z0-9]+/g, '[redacted]')

  /** Runs a Stripe call, turning its errors into the provider's own (see the module comment). */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) {
        throw new PaymentProviderError(redact(`Stripe request failed: ${(error as Error)?.message ?? error}`))
      }
      const type = error.rawType ?? error.type
      const message = redact(error.message)
      if (type === 'card_error') throw new PaymentDeclinedError(message)
      if (error.code === 'resource_missing') throw new PaymentNotFoundError(message)
      throw new PaymentProviderError(
        `Stripe ${type}${error.code ? ` (${error.code})` : ''}: ${message}`,
        type,
        error.code,
      )
    }
  }

  const retrieve = (ref: string) => call(() => stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] }))
  const lookup = async (ref: string) => toPayment(await retrieve(ref))

  async function releaseOnce(ref: string, idempotencyKey: string): Promise<DepositPayment> {
    const intent = await retrieve(ref)
    const payment = toPayment(intent)
    if (payment.state === 'cancelled' || payment.state === 'refunded') return payment
    if (intent.status === 'succeeded') {
      await call(() => stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: `${idempotencyKey}:refund` }))
      return lookup(ref)
    }
    // every other status can still be paid (a declined intent takes another card): cancel it so it never is
    const cancelled = await call(() =>
      stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `${idempotencyKey}:cancel` }),
    )
    return toPayment(cancelled)
  }

  return {
    kind: 'stripe',

    async createDeposit(input: CreateDepositInput): Promise<CreatedDeposit> {
      assertDepositInput(input)
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            capture_method: 'manual',
            automatic_payment_methods: { enabled: true },
            metadata: { reservation_id: input.reservationId, tenant: input.tenantSlug },
            description: input.description,
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      if (!intent.client_secret) throw new PaymentProviderError(`PaymentIntent ${intent.id} has no client secret`)
      return { ...toPayment(intent), clientSecret: intent.client_secret }
    },

    lookup,

    async release(ref: string, idempotencyKey: string): Promise<DepositPayment> {
      try {
        return await releaseOnce(ref, idempotencyKey)
      } catch (error) {
        // captured (or paid) between our read and the cancel: read again and release what it is now
        if (!(error instanceof PaymentProviderError) || error.code !== 'payment_intent_unexpected_state') throw error
        return releaseOnce(ref, `${idempotencyKey}:again`)
      }
    },

    async capture(ref: string, idempotencyKey: string): Promise<DepositPayment> {
      const payment = await lookup(ref)
      if (!needsCapture(payment)) return payment
      return toPayment(await call(() => stripe.paymentIntents.capture(ref, {}, { idempotencyKey })))
    },

    parseWebhook(rawBody: string, headers: Headers): PaymentWebhookEvent {
      const signature = headers.get('stripe-signature')
      if (!signature) throw new PaymentWebhookError('Missing stripe-signature header')
      let event: { id: string; type: string; data: { object: unknown } }
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
      } catch (error) {
        throw new PaymentWebhookError(`Stripe webhook refused: ${(error as Error)?.message ?? 'unreadable'}`)
      }
      const object = (event.data?.object ?? {}) as Record<string, unknown>
      return { id: event.id, type: event.type, ref: refOfEvent(event.type, object) }
    },
  }
}
