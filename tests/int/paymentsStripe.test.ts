/**
 * The Stripe deposit provider (src/data/payments/stripeProvider.ts) against a local fixture of Stripe's API
 * (helpers/fakeStripe.ts): what it sends, how PaymentIntent states read, how a deposit is released, that the secret
 * key never reaches an error, and webhook signatures made with Stripe's own test signer.
 */
import Stripe from 'stripe'

import { paymentProviderFor } from '@/data/payments'
import { createStripeProvider, type StripePaymentProvider } from '@/data/payments/stripeProvider'
import {
  PaymentDeclinedError,
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentStateError,
  PaymentWebhookError,
} from '@/domain/payments/types'

import { startFakeStripe, type FakeStripe } from './helpers/fakeStripe'

const SECRET_KEY = 'sk_test_51FixtureKeyThatMustNeverBeShown'
const WEBHOOK_SECRET = 'whsec_fixture_webhook_secret'

let fake: FakeStripe
let stripe: StripePaymentProvider
let keys = 0
const key = (what: string) => `${what}-${++keys}`

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url })
})

afterAll(async () => {
  await fake.close()
})

beforeEach(() => {
  fake.requests.length = 0
})

const deposit = (change: Partial<Parameters<StripePaymentProvider['createDeposit']>[0]> = {}) =>
  stripe.createDeposit({
    amountCents: 50_000,
    currency: 'aud',
    reservationId: 'res-101',
    tenantSlug: 'harbour',
    description: 'Deposit: 2024 Mazda CX-5 Maxx Sport',
    idempotencyKey: key('create'),
    receiptEmail: 'sam@example.com',
    ...change,
  })

/** A deposit the shopper has confirmed in the browser: held on the card. */
async function held() {
  const created = await deposit()
  fake.confirm(created.ref, {})
  return created
}

describe('Stripe provider: creating a deposit', () => {
  it('sends one manual-capture PaymentIntent in aud with the reservation in its metadata and an Idempotency-Key', async () => {
    const idempotencyKey = key('create')
    const created = await deposit({ idempotencyKey })
    expect(created).toMatchObject({
      state: 'requires_payment',
      amountCents: 50_000,
      currency: 'aud',
      reservationId: 'res-101',
      failureMessage: null,
    })
    expect(created.ref).toMatch(/^pi_/)
    expect(created.clientSecret).toMatch(new RegExp(`^${created.ref}_secret_`))

    expect(fake.requests).toHaveLength(1)
    const [sent] = fake.requests
    expect(sent!.method).toBe('POST')
    expect(sent!.path).toBe('/v1/payment_intents')
    expect(sent!.idempotencyKey).toBe(idempotencyKey)
    expect(sent!.authorization).toBe(`Bearer ${SECRET_KEY}`)
    expect(Object.fromEntries(sent!.form)).toEqual({
      amount: '50000',
      currency: 'aud',
      capture_method: 'manual',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[reservation_id]': 'res-101',
      'metadata[tenant]': 'harbour',
      description: 'Deposit: 2024 Mazda CX-5 Maxx Sport',
      receipt_email: 'sam@example.com',
    })
  })

  it('the same idempotency key returns the same PaymentIntent', async () => {
    const idempotencyKey = key('create')
    const first = await deposit({ idempotencyKey })
    const second = await deposit({ idempotencyKey })
    expect(second.ref).toBe(first.ref)
    expect(fake.intents.size).toBeGreaterThan(0)
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual([idempotencyKey, idempotencyKey])
  })

  it('an amount that is not a positive whole number of cents never reaches Stripe', async () => {
    await expect(deposit({ amountCents: 0 })).rejects.toThrow(RangeError)
    await expect(deposit({ amountCents: 99.5 })).rejects.toThrow(RangeError)
    expect(fake.requests).toEqual([])
  })
})

describe('Stripe provider: reading a deposit', () => {
  it('lookup expands the latest charge and reads each PaymentIntent status as a deposit state', async () => {
    const created = await deposit()
    expect(await stripe.lookup(created.ref)).toMatchObject({ state: 'requires_payment' })
    const get = fake.requests.at(-1)!
    expect(get.method).toBe('GET')
    expect(get.path).toBe(`/v1/payment_intents/${created.ref}`)
    expect([...get.query.entries()].filter(([k]) => k.startsWith('expand['))).toEqual([
      [expect.stringMatching(/^expand\[\d*\]$/), 'latest_charge'],
    ])

    fake.confirm(created.ref, { declined: 'Your card was declined.' })
    expect(await stripe.lookup(created.ref)).toMatchObject({
      state: 'failed',
      failureMessage: 'Your card was declined.',
    })
    fake.confirm(created.ref, {})
    expect(await stripe.lookup(created.ref)).toMatchObject({ state: 'authorised', failureMessage: null })
  })

  it('an unknown PaymentIntent is not found', async () => {
    await expect(stripe.lookup('pi_unknown')).rejects.toThrow(PaymentNotFoundError)
  })
})

describe('Stripe provider: capture and release', () => {
  it('releasing a held deposit cancels the PaymentIntent, with an idempotency key', async () => {
    const created = await held()
    fake.requests.length = 0
    expect(await stripe.release(created.ref, 'release-held')).toMatchObject({ state: 'cancelled' })
    const cancel = fake.requests.find((r) => r.path.endsWith('/cancel'))
    expect(cancel).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${created.ref}/cancel` })
    expect(cancel!.idempotencyKey).toBe('release-held:cancel')
    expect(fake.requests.some((r) => r.path === '/v1/refunds')).toBe(false)
  })

  it('releasing a deposit nobody paid, or one declined, cancels it so it can never be paid later', async () => {
    const unpaid = await deposit()
    expect(await stripe.release(unpaid.ref, key('release'))).toMatchObject({ state: 'cancelled' })
    const declined = await deposit()
    fake.confirm(declined.ref, { declined: 'Your card has insufficient funds.' })
    expect(await stripe.release(declined.ref, key('release'))).toMatchObject({ state: 'cancelled' })
  })

  it('RES-06 a captured deposit is refunded in full: release of a succeeded PaymentIntent creates a refund', async () => {
    const created = await held()
    const captured = await stripe.capture(created.ref, 'capture-1')
    expect(captured).toMatchObject({ state: 'captured', amountCents: 50_000 })
    expect(fake.requests.find((r) => r.path.endsWith('/capture'))!.idempotencyKey).toBe('capture-1')
    expect(await stripe.capture(created.ref, 'capture-2')).toMatchObject({ state: 'captured' })
    expect(fake.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1)

    fake.requests.length = 0
    expect(await stripe.release(created.ref, 'release-sold')).toMatchObject({ state: 'refunded', amountCents: 50_000 })
    const refund = fake.requests.find((r) => r.path === '/v1/refunds')!
    expect(refund.idempotencyKey).toBe('release-sold:refund')
    expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: created.ref })
    expect(fake.requests.some((r) => r.path.endsWith('/cancel'))).toBe(false)

    fake.requests.length = 0
    expect(await stripe.release(created.ref, 'release-again')).toMatchObject({ state: 'refunded' })
    expect(fake.requests.map((r) => r.method)).toEqual(['GET'])
  })

  it('a cancelled deposit is released as it is and cannot be captured', async () => {
    const created = await held()
    await stripe.release(created.ref, key('release'))
    fake.requests.length = 0
    expect(await stripe.release(created.ref, key('release'))).toMatchObject({ state: 'cancelled' })
    await expect(stripe.capture(created.ref, key('capture'))).rejects.toThrow(PaymentStateError)
    expect(fake.requests.every((r) => r.method === 'GET')).toBe(true)
  })

  it('a deposit captured between the read and the cancel is refunded instead', async () => {
    const created = await held()
    fake.onRequest = (request) => {
      if (request.path.endsWith('/cancel')) fake.captureNow(created.ref)
    }
    try {
      expect(await stripe.release(created.ref, 'release-race')).toMatchObject({ state: 'refunded' })
    } finally {
      fake.onRequest = null
    }
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1)
  })

  it('a card error is a PaymentDeclinedError with Stripe’s message for the shopper', async () => {
    const created = await held()
    fake.failNext({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    })
    await expect(stripe.capture(created.ref, key('capture'))).rejects.toThrow(
      new PaymentDeclinedError('Your card was declined.'),
    )
  })
})

describe('Stripe provider: the secret key stays secret', () => {
  it('an error that quotes the key, and a connection that fails, are reported without it', async () => {
    fake.failNext({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY}` } },
    })
    const refused = await deposit().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PaymentProviderError)
    expect(String((refused as Error).message)).toMatch(/Invalid API Key provided/)
    expect(JSON.stringify(refused) + String((refused as Error).message) + (refused as Error).stack).not.toContain(
      SECRET_KEY,
    )

    const nowhere = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: 'http://127.0.0.1:9',
    })
    const unreachable = await nowhere.lookup('pi_anything').catch((error: unknown) => error)
    expect(unreachable).toBeInstanceOf(PaymentProviderError)
    expect(String((unreachable as Error).message)).not.toContain(SECRET_KEY)
    expect(String((unreachable as Error).message)).not.toContain('sk_test')
  }, 20_000)
})

describe('Stripe provider: webhooks', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: 'evt_1Fixture', object: 'event', type, data: { object } })
  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) })

  it('events signed with the webhook secret parse, naming the PaymentIntent they are about', () => {
    const captured = event('payment_intent.amount_capturable_updated', { id: 'pi_123', object: 'payment_intent' })
    expect(stripe.parseWebhook(captured, signed(captured))).toEqual({
      id: 'evt_1Fixture',
      type: 'payment_intent.amount_capturable_updated',
      ref: 'pi_123',
    })
    const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_456' })
    expect(stripe.parseWebhook(refunded, signed(refunded)).ref).toBe('pi_456')
    const refund = event('refund.created', { id: 're_1', object: 'refund', payment_intent: 'pi_789' })
    expect(stripe.parseWebhook(refund, signed(refund)).ref).toBe('pi_789')
    const other = event('customer.created', { id: 'cus_1', object: 'customer' })
    expect(stripe.parseWebhook(other, signed(other)).ref).toBeNull()
  })

  it('a wrong signature, a missing one, or a body changed by one byte throws PaymentWebhookError', () => {
    const body = event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' })
    expect(() => stripe.parseWebhook(body, signed(body, 'whsec_someone_else'))).toThrow(PaymentWebhookError)
    expect(() => stripe.parseWebhook(body, new Headers())).toThrow(PaymentWebhookError)
    const changed = body.replace('pi_123', 'pi_124')
    expect(changed).toHaveLength(body.length)
    expect(() => stripe.parseWebhook(changed, signed(body))).toThrow(PaymentWebhookError)
  })
})

describe('choosing the provider', () => {
  const deps = {
    query: async () => ({ rows: [] }),
    tenantSlug: 'harbour',
    testWebhookSecret: 'whsec_test',
    deliver: async () => {},
    stripeApiBase: 'http://127.0.0.1:9',
  }
  const keys = { secretKey: SECRET_KEY, publishableKey: 'pk_test_1', webhookSecret: WEBHOOK_SECRET }

  it('none takes no deposits; test is the built-in processor; Stripe needs all three keys', () => {
    expect(paymentProviderFor({ provider: 'none' }, deps)).toBeNull()
    expect(paymentProviderFor({ provider: 'test' }, deps)?.kind).toBe('test')
    expect(paymentProviderFor({ provider: 'stripe', stripe: keys }, deps)?.kind).toBe('stripe')
    expect(paymentProviderFor({ provider: 'stripe' }, deps)).toBeNull()
    expect(paymentProviderFor({ provider: 'stripe', stripe: { ...keys, webhookSecret: null } }, deps)).toBeNull()
    expect(paymentProviderFor({ provider: 'stripe', stripe: { ...keys, publishableKey: ' ' } }, deps)).toBeNull()
  })
})
