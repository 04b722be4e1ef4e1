import 'server-only'

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

import { checkTestCard, type CardFieldErrors } from '@/domain/payments/testCards'
import {
  assertDepositInput,
  needsCapture,
  PAYMENT_STATES,
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentWebhookError,
  type CreatedDeposit,
  type CreateDepositInput,
  type DepositPayment,
  type PaymentProvider,
  type PaymentState,
  type PaymentWebhookEvent,
} from '@/domain/payments/types'

/**
 * The built-in card processor for the demo and CI: a PaymentProvider that behaves like a real one without a
 * network. Payments live in the `test_payments` table, so they survive a restart and every server process sees the
 * same state; the shopper pays on the test card form (`pay`), whose numbers follow src/domain/payments/testCards.ts.
 *
 * - Every transition is one conditional `UPDATE … WHERE state = ANY(…) RETURNING`: of two concurrent calls only one
 *   changes the row (and sends its webhook); the other reads the state the first left.
 * - createDeposit with an idempotency key it has seen returns the payment that key created; release and capture are
 *   idempotent by state (a second release finds nothing left to release).
 * - Each state change is a webhook event `{ id: 'evt_…', type: 'payment.<state>', data: { ref } }`, signed like
 *   Stripe's (`x-test-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`) and handed to `deliver`
 *   after the change has committed, never inside the caller's await. `webhookDelivery` makes it late, twice or out
 *   of order, for chaos tests.
 */

const SIGNATURE_HEADER = 'x-test-signature'
/** A signature older or newer than this (seconds) is refused, as Stripe's default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export type TestPaymentEventType =
  'payment.authorised' | 'payment.failed' | 'payment.cancelled' | 'payment.captured' | 'payment.refunded'

const EVENT_OF_STATE: Partial<Record<PaymentState, TestPaymentEventType>> = {
  authorised: 'payment.authorised',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
  captured: 'payment.captured',
  refunded: 'payment.refunded',
}

/** A pg Pool's or client's `query`. */
export type SqlQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>

/** Hands a signed webhook to the app (the same handler its HTTP webhook route uses). */
export type WebhookDeliver = (rawBody: string, headers: Headers) => Promise<void>

export interface WebhookDeliveryOptions {
  /** Wait before delivering (ms, or a function drawn per delivery window); the events of one payment raised within
   *  the wait go out together. Default 0. */
  delayMs?: number | (() => number)
  /** Every event is sent twice. */
  duplicate?: boolean
  /** The events of one payment delivered together go out newest first. */
  reorder?: boolean
}

export interface TestProviderOptions {
  query: SqlQuery
  tenantSlug: string
  webhookSecret: string
  deliver: WebhookDeliver
  webhookDelivery?: WebhookDeliveryOptions
  /** The clock (ms since the epoch) for card expiry and signature timestamps. */
  now?: () => number
}

export interface TestCard {
  number: string
  expiry: string
  cvc: string
}

/** A card with field errors changes nothing; otherwise the payment as it now stands (authorised or failed). */
export type PayResult = { ok: true; payment: DepositPayment } | { ok: false; errors: CardFieldErrors }

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test'
  /** The test card form's submission. */
  pay(ref: string, clientSecret: string, card: TestCard): Promise<PayResult>
  /** Resolves once every webhook raised so far has been delivered or dropped. */
  settled(): Promise<void>
}

interface Row {
  ref: string
  tenant_slug: string
  amount_cents: number
  currency: string
  state: string
  failure_message: string | null
  reservation_id: string | null
  client_secret: string
  idempotency_key: string | null
}

const eventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]+$/),
  type: z.enum(['payment.authorised', 'payment.failed', 'payment.cancelled', 'payment.captured', 'payment.refunded']),
  data: z.object({ ref: z.string().min(1) }),
})

/** The `x-test-signature` value for a body: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function testSignatureHeader(rawBody: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacHex(secret, `${timestampSeconds}.${rawBody}`)}`
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex')
}

/** Constant-time equality of two strings of any length (compared as SHA-256 digests). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest()
  return timingSafeEqual(digest(a), digest(b))
}

function toPayment(row: Row): DepositPayment {
  const state = PAYMENT_STATES.find((s) => s === row.state)
  if (!state || row.currency !== 'aud') throw new PaymentProviderError(`test payment ${row.ref} has an unknown state`)
  return {
    ref: row.ref,
    state,
    amountCents: row.amount_cents,
    currency: 'aud',
    failureMessage: row.failure_message,
    reservationId: row.reservation_id,
  }
}

export function createTestProvider(options: TestProviderOptions): TestPaymentProvider {
  const { query, tenantSlug, webhookSecret, deliver } = options
  const delivery = options.webhookDelivery ?? {}
  const now = options.now ?? Date.now
  if (!webhookSecret) throw new Error('The test payment provider needs a webhook secret')

  const rows = async (text: string, params: unknown[]) => (await query(text, params)).rows as Row[]

  async function current(ref: string): Promise<Row> {
    const [row] = await rows('SELECT * FROM test_payments WHERE ref = $1 AND tenant_slug = $2', [ref, tenantSlug])
    if (!row) throw new PaymentNotFoundError(`No payment ${ref}`)
    return row
  }

  /** Moves the payment from one of `from` to `to` (SQL over the current `state`); null when it was in none of them. */
  async function transition(ref: string, from: PaymentState[], to: string): Promise<Row | null> {
    const [row] = await rows(
      `UPDATE test_payments SET state = ${to}, updated_at = now()
        WHERE ref = $1 AND tenant_slug = $2 AND state = ANY($3::text[]) RETURNING *`,
      [ref, tenantSlug, from],
    )
    if (row) raise(row)
    return row ?? null
  }

  // ── webhooks ────────────────────────────────────────────────────────────────────────────────────────────────
  // A delivery that fails is logged and dropped, as a provider gives up in the end: the app's reconciliation sweep
  // looks payments up and so covers a lost webhook.
  const windows = new Map<string, string[]>()
  const inFlight = new Set<Promise<void>>()

  function raise(row: Row): void {
    const type = EVENT_OF_STATE[toPayment(row).state]
    if (!type) return
    const body = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, type, data: { ref: row.ref } })
    const waiting = windows.get(row.ref)
    if (waiting) {
      waiting.push(body)
      return
    }
    windows.set(row.ref, [body])
    const wait = typeof delivery.delayMs === 'function' ? delivery.delayMs() : (delivery.delayMs ?? 0)
    const sent: Promise<void> = new Promise<void>((resolve) => {
      setTimeout(() => void flush(row.ref).finally(resolve), Math.max(0, wait))
    }).finally(() => inFlight.delete(sent))
    inFlight.add(sent)
  }

  async function flush(ref: string): Promise<void> {
    const bodies = windows.get(ref) ?? []
    windows.delete(ref)
    const ordered = delivery.reorder ? [...bodies].reverse() : bodies
    for (const body of ordered) {
      for (let copy = 0; copy < (delivery.duplicate ? 2 : 1); copy++) await send(body)
    }
  }

  async function send(body: string): Promise<void> {
    const headers = new Headers({
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: testSignatureHeader(body, webhookSecret, Math.floor(now() / 1000)),
    })
    try {
      await deliver(body, headers)
    } catch (error) {
      console.warn('test payment webhook dropped:', (error as Error)?.message ?? error)
    }
  }

  function requireKey(idempotencyKey: string): void {
    if (!idempotencyKey) throw new Error('An idempotency key is required')
  }

  return {
    kind: 'test',

    async createDeposit(input: CreateDepositInput): Promise<CreatedDeposit> {
      assertDepositInput(input)
      if (input.tenantSlug !== tenantSlug) throw new Error('The deposit belongs to another tenant')
      const ref = `tp_${randomBytes(12).toString('hex')}`
      const clientSecret = `${ref}_secret_${randomBytes(18).toString('base64url')}`
      const [created] = await rows(
        `INSERT INTO test_payments
           (ref, tenant_slug, amount_cents, currency, state, reservation_id, client_secret, idempotency_key)
         VALUES ($1, $2, $3, $4, 'requires_payment', $5, $6, $7)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
        [ref, tenantSlug, input.amountCents, input.currency, input.reservationId, clientSecret, input.idempotencyKey],
      )
      const row =
        created ?? (await rows('SELECT * FROM test_payments WHERE idempotency_key = $1', [input.idempotencyKey]))[0]
      if (!row) throw new PaymentProviderError('The payment for this idempotency key could not be read')
      const same =
        row.tenant_slug === tenantSlug &&
        row.amount_cents === input.amountCents &&
        row.reservation_id === input.reservationId
      if (!same) {
        throw new PaymentProviderError(
          'This idempotency key was used for another payment',
          'idempotency_error',
          'idempotency_key_in_use',
        )
      }
      return { ...toPayment(row), clientSecret: row.client_secret }
    },

    async lookup(ref: string): Promise<DepositPayment> {
      return toPayment(await current(ref))
    },

    async release(ref: string, idempotencyKey: string): Promise<DepositPayment> {
      requireKey(idempotencyKey)
      const changed = await transition(
        ref,
        ['requires_payment', 'authorised', 'captured'],
        `CASE WHEN state = 'captured' THEN 'refunded' ELSE 'cancelled' END`,
      )
      return toPayment(changed ?? (await current(ref)))
    },

    async capture(ref: string, idempotencyKey: string): Promise<DepositPayment> {
      requireKey(idempotencyKey)
      const changed = await transition(ref, ['authorised'], `'captured'`)
      const payment = toPayment(changed ?? (await current(ref)))
      needsCapture(payment) // throws for a payment that was never held
      return payment
    },

    async pay(ref: string, clientSecret: string, card: TestCard): Promise<PayResult> {
      const row = await current(ref)
      // the same answer as an unknown ref: a wrong secret does not confirm that the payment exists
      if (!sameSecret(row.client_secret, clientSecret)) throw new PaymentNotFoundError(`No payment ${ref}`)
      const check = checkTestCard(card, new Date(now()))
      if (!check.ok) return { ok: false, errors: check.errors }
      const { outcome } = check
      const failure = outcome.state === 'failed' ? outcome.failureMessage : null
      const [changed] = await rows(
        `UPDATE test_payments SET state = $3, failure_message = $4, card_last4 = $5, updated_at = now()
          WHERE ref = $1 AND tenant_slug = $2 AND state = 'requires_payment' RETURNING *`,
        [ref, tenantSlug, outcome.state, failure, check.last4],
      )
      if (changed) raise(changed)
      return { ok: true, payment: toPayment(changed ?? (await current(ref))) }
    },

    parseWebhook(rawBody: string, headers: Headers): PaymentWebhookEvent {
      const header = headers.get(SIGNATURE_HEADER)
      if (!header) throw new PaymentWebhookError(`Missing ${SIGNATURE_HEADER} header`)
      const pairs = header.split(',').map((part) => part.trim().split('='))
      const timestamp = pairs.find(([key]) => key === 't')?.[1] ?? ''
      const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value ?? '')
      if (!/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
        throw new PaymentWebhookError(`Malformed ${SIGNATURE_HEADER} header`)
      }
      if (Math.abs(Math.floor(now() / 1000) - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new PaymentWebhookError('Webhook timestamp outside the tolerance')
      }
      const expected = Buffer.from(hmacHex(webhookSecret, `${timestamp}.${rawBody}`), 'utf8')
      const matches = signatures.some((signature) => {
        const given = Buffer.from(signature, 'utf8')
        return given.length === expected.length && timingSafeEqual(given, expected)
      })
      if (!matches) throw new PaymentWebhookError('Webhook signature does not match')
      let parsed: unknown
      try {
        parsed = JSON.parse(rawBody)
      } catch {
        throw new PaymentWebhookError('Webhook body is not JSON')
      }
      const event = eventSchema.safeParse(parsed)
      if (!event.success) throw new PaymentWebhookError('Webhook body is not a payment event')
      return { id: event.data.id, type: event.data.type, ref: event.data.data.ref }
    },

    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
  }
}
