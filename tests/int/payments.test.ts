/**
 * The built-in test processor (src/data/payments/testProvider.ts) on a real PostgreSQL: the card form, deposits held
 * and released, idempotency under concurrency, and its signed webhooks with their chaos options.
 */
import { jest } from '@jest/globals'
import type pg from 'pg'

import {
  createTestProvider,
  testSignatureHeader,
  type TestPaymentProvider,
  type TestProviderOptions,
} from '@/data/payments/testProvider'
import {
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentStateError,
  PaymentWebhookError,
  type PaymentWebhookEvent,
} from '@/domain/payments/types'

import { paymentsDatabase } from './helpers/paymentsDb'

const TENANT = 'harbour'
const SECRET = 'whsec_test_payments_int'
const VISA = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
const DECLINED = { ...VISA, number: '4000 0000 0000 0002' }
const NO_FUNDS = { ...VISA, number: '4000 0000 0000 9995' }

let db: { pool: pg.Pool; drop: () => Promise<void> }
let keys = 0
const key = (what: string) => `${what}-${++keys}-${Date.now()}`

beforeAll(async () => {
  db = await paymentsDatabase()
})

afterAll(async () => {
  await db.drop()
})

/** A provider whose webhooks are received as the app would: verified by parseWebhook, then recorded. */
function processor(change: Partial<TestProviderOptions> = {}) {
  const received: Array<PaymentWebhookEvent & { body: string }> = []
  const provider: TestPaymentProvider = createTestProvider({
    query: (text, params) => db.pool.query(text, params),
    tenantSlug: TENANT,
    webhookSecret: SECRET,
    deliver: async (body, headers) => {
      received.push({ ...provider.parseWebhook(body, headers), body })
    },
    ...change,
  })
  const deposit = () =>
    provider.createDeposit({
      amountCents: 50_000,
      currency: 'aud',
      reservationId: `res-${++keys}`,
      tenantSlug: TENANT,
      description: 'Deposit: 2024 Mazda CX-5 Maxx Sport',
      idempotencyKey: key('create'),
      receiptEmail: 'sam@example.com',
    })
  /** A deposit held on 4242 4242 4242 4242. */
  const held = async () => {
    const created = await deposit()
    await provider.pay(created.ref, created.clientSecret, VISA)
    return created
  }
  return { provider, received, deposit, held }
}

async function stateInTable(ref: string): Promise<string | undefined> {
  const { rows } = await db.pool.query<{ state: string }>('SELECT state FROM test_payments WHERE ref = $1', [ref])
  return rows[0]?.state
}

describe('test payment provider: the card form', () => {
  it('a deposit is created waiting for a card; 4242 4242 4242 4242 holds it, and one signed webhook says so after the call returns', async () => {
    const { provider, received, deposit } = processor()
    const created = await deposit()
    expect(created).toMatchObject({ state: 'requires_payment', amountCents: 50_000, currency: 'aud' })
    expect(created.ref).toMatch(/^tp_[0-9a-f]{24}$/)
    expect(created.clientSecret.startsWith(`${created.ref}_secret_`)).toBe(true)

    const paid = await provider.pay(created.ref, created.clientSecret, VISA)
    expect(paid).toEqual({ ok: true, payment: expect.objectContaining({ state: 'authorised', failureMessage: null }) })
    expect(received).toEqual([]) // delivered after the call, not inside it
    await provider.settled()
    expect(received).toEqual([
      { id: expect.stringMatching(/^evt_/), type: 'payment.authorised', ref: created.ref, body: expect.any(String) },
    ])
    expect(await stateInTable(created.ref)).toBe('authorised')
    expect(await provider.lookup(created.ref)).toMatchObject({
      state: 'authorised',
      reservationId: created.reservationId,
    })
  })

  it.each([
    ['a declined card', DECLINED, 'Your card was declined.'],
    ['a card without the funds', NO_FUNDS, 'Your card has insufficient funds.'],
  ])('%s fails the payment with its message and holds nothing', async (_label, card, message) => {
    const { provider, received, deposit } = processor()
    const created = await deposit()
    const paid = await provider.pay(created.ref, created.clientSecret, card)
    expect(paid).toEqual({ ok: true, payment: expect.objectContaining({ state: 'failed', failureMessage: message }) })
    await provider.settled()
    expect(received.map((e) => e.type)).toEqual(['payment.failed'])
    expect(await stateInTable(created.ref)).toBe('failed')
  })

  it('a mistyped card is a field error: the payment still waits for a card and no webhook is sent', async () => {
    const { provider, received, deposit } = processor()
    const created = await deposit()
    const paid = await provider.pay(created.ref, created.clientSecret, { ...VISA, number: '4242 4242 4242 4241' })
    expect(paid).toEqual({ ok: false, errors: { number: 'Your card number is incorrect.' } })
    await provider.settled()
    expect(received).toEqual([])
    expect(await stateInTable(created.ref)).toBe('requires_payment')
  })

  it('paying twice, in turn or at once, makes one transition and sends one webhook', async () => {
    const { provider, received, deposit, held } = processor()
    const created = await held()
    const again = await provider.pay(created.ref, created.clientSecret, DECLINED)
    expect(again).toEqual({ ok: true, payment: expect.objectContaining({ state: 'authorised', failureMessage: null }) })

    const other = await deposit()
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => provider.pay(other.ref, other.clientSecret, i % 2 ? VISA : DECLINED)),
    )
    const states = new Set(results.map((r) => (r.ok ? r.payment.state : 'field error')))
    expect(states.size).toBe(1)
    await provider.settled()
    expect(received.filter((e) => e.ref === created.ref)).toHaveLength(1)
    expect(received.filter((e) => e.ref === other.ref)).toHaveLength(1)
  })

  it('a wrong client secret, an unknown ref and another tenant’s payment are all not found', async () => {
    const { provider, deposit } = processor()
    const created = await deposit()
    await expect(provider.pay(created.ref, `${created.clientSecret}x`, VISA)).rejects.toThrow(PaymentNotFoundError)
    await expect(provider.lookup('tp_000000000000000000000000')).rejects.toThrow(PaymentNotFoundError)
    const elsewhere = processor({ tenantSlug: 'coastal-mazda' }).provider
    await expect(elsewhere.lookup(created.ref)).rejects.toThrow(PaymentNotFoundError)
    await expect(elsewhere.release(created.ref, key('release'))).rejects.toThrow(PaymentNotFoundError)
    expect(await stateInTable(created.ref)).toBe('requires_payment')
  })
})

describe('test payment provider: holding and releasing a deposit', () => {
  it('releasing an authorised deposit voids it (cancelled, nothing taken); releasing again changes nothing', async () => {
    const { provider, received, held } = processor()
    const created = await held()
    expect(await provider.release(created.ref, key('release'))).toMatchObject({ state: 'cancelled' })
    expect(await provider.release(created.ref, key('release'))).toMatchObject({ state: 'cancelled' })
    await provider.settled()
    expect(received.map((e) => e.type)).toEqual(['payment.authorised', 'payment.cancelled'])
  })

  it('RES-06 a captured deposit released is refunded in full', async () => {
    const { provider, received, held } = processor()
    const created = await held()
    expect(await provider.capture(created.ref, key('capture'))).toMatchObject({ state: 'captured' })
    expect(await provider.capture(created.ref, key('capture'))).toMatchObject({ state: 'captured' })
    const released = await provider.release(created.ref, key('release'))
    expect(released).toMatchObject({ state: 'refunded', amountCents: 50_000 })
    await provider.settled()
    expect(received.map((e) => e.type)).toEqual(['payment.authorised', 'payment.captured', 'payment.refunded'])
  })

  it('a deposit that was never paid, or was released, cannot be captured; a failed one is released as it is', async () => {
    const { provider, deposit } = processor()
    const unpaid = await deposit()
    await expect(provider.capture(unpaid.ref, key('capture'))).rejects.toThrow(PaymentStateError)
    await provider.release(unpaid.ref, key('release'))
    await expect(provider.capture(unpaid.ref, key('capture'))).rejects.toThrow(/cancelled payment cannot be captured/)

    const failed = await deposit()
    await provider.pay(failed.ref, failed.clientSecret, DECLINED)
    expect(await provider.release(failed.ref, key('release'))).toMatchObject({ state: 'failed' })
    await provider.settled()
  })

  it('createDeposit with a repeated idempotency key returns the same payment; with other terms it is refused', async () => {
    const { provider } = processor()
    const input = {
      amountCents: 20_000,
      currency: 'aud' as const,
      reservationId: 'res-repeat',
      tenantSlug: TENANT,
      description: 'Deposit',
      idempotencyKey: key('create'),
    }
    const first = await provider.createDeposit(input)
    const [second, third] = await Promise.all([provider.createDeposit(input), provider.createDeposit(input)])
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    const { rows } = await db.pool.query('SELECT ref FROM test_payments WHERE reservation_id = $1', ['res-repeat'])
    expect(rows).toHaveLength(1)
    await expect(provider.createDeposit({ ...input, amountCents: 30_000 })).rejects.toThrow(PaymentProviderError)
  })

  it.each([0, -100, 12.5, Number.NaN])('an amount of %p cents is refused', async (amountCents) => {
    const { provider } = processor()
    await expect(
      provider.createDeposit({
        amountCents,
        currency: 'aud',
        reservationId: 'res-bad',
        tenantSlug: TENANT,
        description: 'Deposit',
        idempotencyKey: key('bad'),
      }),
    ).rejects.toThrow(RangeError)
  })

  it('20 concurrent releases make one transition and send one webhook', async () => {
    const { provider, received, held } = processor()
    const created = await held()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => provider.release(created.ref, `release-${created.ref}-${i}`)),
    )
    expect(new Set(results.map((r) => r.state))).toEqual(new Set(['cancelled']))
    await provider.settled()
    expect(received.map((e) => e.type)).toEqual(['payment.authorised', 'payment.cancelled'])
  })
})

describe('test payment provider: webhooks', () => {
  it('duplicate: every event is delivered twice, with the same event id', async () => {
    const { provider, received, held } = processor({ webhookDelivery: { duplicate: true } })
    await held()
    await provider.settled()
    expect(received.map((e) => e.type)).toEqual(['payment.authorised', 'payment.authorised'])
    expect(received[0]!.id).toBe(received[1]!.id)
  })

  it('reorder: the events of one payment within the delivery delay arrive newest first', async () => {
    const delayMs = jest.fn(() => 300)
    const { provider, received, held } = processor({ webhookDelivery: { reorder: true, delayMs } })
    const created = await held()
    await provider.capture(created.ref, key('capture'))
    await provider.release(created.ref, key('release'))
    expect(received).toEqual([])
    await provider.settled()
    expect(received.map((e) => e.type)).toEqual(['payment.refunded', 'payment.captured', 'payment.authorised'])
    expect(delayMs).toHaveBeenCalledTimes(1)
  })

  it('a delivery that fails is logged and dropped; the payment keeps its state', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { provider, deposit } = processor({ deliver: () => Promise.reject(new Error('connection refused')) })
      const created = await deposit()
      await provider.pay(created.ref, created.clientSecret, VISA)
      await provider.settled()
      expect(warn).toHaveBeenCalledWith('test payment webhook dropped:', 'connection refused')
      expect(await provider.lookup(created.ref)).toMatchObject({ state: 'authorised' })
    } finally {
      warn.mockRestore()
    }
  })

  it('a tampered body, another secret, a stale or missing signature and a body that is not an event are refused', async () => {
    const { provider } = processor()
    const body = JSON.stringify({ id: 'evt_abc123', type: 'payment.captured', data: { ref: 'tp_abc' } })
    const now = Math.floor(Date.now() / 1000)
    const signed = (text: string, secret = SECRET, t = now) =>
      new Headers({ 'x-test-signature': testSignatureHeader(text, secret, t) })

    expect(provider.parseWebhook(body, signed(body))).toEqual({
      id: 'evt_abc123',
      type: 'payment.captured',
      ref: 'tp_abc',
    })
    const tampered = body.replace('captured', 'cancelled')
    expect(() => provider.parseWebhook(tampered, signed(body))).toThrow(PaymentWebhookError)
    expect(() => provider.parseWebhook(`${body} `, signed(body))).toThrow(PaymentWebhookError)
    expect(() => provider.parseWebhook(body, signed(body, 'whsec_other'))).toThrow(PaymentWebhookError)
    expect(() => provider.parseWebhook(body, signed(body, SECRET, now - 301))).toThrow(/tolerance/)
    expect(() => provider.parseWebhook(body, new Headers())).toThrow(/Missing/)
    expect(() => provider.parseWebhook(body, new Headers({ 'x-test-signature': 'v1=abc' }))).toThrow(/Malformed/)
    expect(() => provider.parseWebhook('not json', signed('not json'))).toThrow(/not JSON/)
    const notEvent = JSON.stringify({ id: 'evt_1', type: 'payment.stolen', data: { ref: 'tp_abc' } })
    expect(() => provider.parseWebhook(notEvent, signed(notEvent))).toThrow(/not a payment event/)
  })
})
