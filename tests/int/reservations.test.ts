/**
 * Reserve online on a real PostgreSQL (spec §9 Reservation; RES-01..07): the reserve, pay, webhook, cancel and staff
 * endpoints as Next calls them (Host → tenant), the built-in test processor, the hold's end, and the guarantees that
 * matter to a dealer: one active hold per car whatever the race, a payment that arrives too late released, each event
 * applied once, nothing readable that should not be.
 */

import { jest } from '@jest/globals'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { RESERVE_MESSAGES } from '@/domain/reservations/rules'
import { pgPoolOf } from '@/lib/db/pool'

import { accountCaller } from './helpers/accountCall'
import { mailsTo } from './helpers/outbox'
import { createScoped, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { graphql, rest } from './helpers/rest'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const accounts = await import('@/data/accounts')
const { resetLocalLimits } = await import('@/lib/sharedLimits')
const service = await import('@/data/reservations/service')
const providers = await import('@/data/reservations/providers')
const { tenantForHost } = await import('@/data/tenants')
const { POST: registerPOST } = await import('@/app/(site)/api/account/register/route')
const { POST: reservePOST } = await import('@/app/(site)/api/reserve/route')
const { POST: payPOST } = await import('@/app/(site)/api/payments/test/pay/route')
const { GET: reservationGET } = await import('@/app/(site)/api/reserve/[reference]/route')
const { POST: cancelPOST } = await import('@/app/(site)/api/reserve/[reference]/cancel/route')
const { POST: webhookPOST } = await import('@/app/(site)/api/payments/webhook/[provider]/route')
const { POST: staffPOST } = await import('@/app/(payload)/api/reservations/[id]/staff-action/route')

let payload: Payload
let superToken = ''
const hosts = {} as Record<'a' | 'b' | 'off', string>
const tenants = {} as Record<'a' | 'b' | 'off', Doc>
const call = accountCaller(accounts.SESSION_COOKIE)
const stamp = Date.now().toString(36)
let n = 0
const unique = () => `${stamp}-${++n}`
const DEALER_INBOX = `dealer-${stamp}@example.com`

async function register(host: string): Promise<{ token: string; email: string }> {
  const email = `res-${unique()}@example.com`
  // many shoppers from one test client: the sign-up limit per address is the accounts tests' subject, not this one's
  resetLocalLimits()
  const out = await call(registerPOST, host, {
    body: { name: 'Pat Reserver', email, password: 'correct horse battery', phone: '0412 345 678' },
  })
  expect(out.status).toBe(201)
  return { token: out.token!, email }
}

async function car(tenant: 'a' | 'b' | 'off', extra: Doc = {}): Promise<Doc> {
  return createScoped(payload, 'vehicles', tenants[tenant].id, `Reservable ${unique()}`, {
    status: 'in_stock',
    car_type: 'used',
    price: 30_000,
    ...extra,
  })
}

const contact = (email: string) => ({ first_name: 'Pat', last_name: 'Reserver', email, phone: '0412 345 678' })

async function reserve(host: string, token: string | null, body: Doc) {
  return call(reservePOST, host, { body, cookie: token })
}

function withParams<P>(handler: (r: NextRequest, c: { params: Promise<P> }) => Promise<Response>, params: P) {
  return (request: NextRequest) => handler(request, { params: Promise.resolve(params) })
}

async function pay(host: string, payUrl: string, number = '4242 4242 4242 4242') {
  const url = new URL(payUrl, 'http://x')
  return call(payPOST, host, {
    body: {
      reference: url.searchParams.get('ref'),
      secret: url.searchParams.get('secret'),
      name: 'Pat Reserver',
      number,
      expiry: '12/39',
      cvc: '123',
    },
  })
}

async function settle(host: string) {
  const tenant = (await tenantForHost(host))!
  await providers.testProviderFor(payload, tenant).settled()
}

async function row(reference: string) {
  const found = await pgPoolOf(payload).query(`SELECT * FROM reservations WHERE reference = $1`, [reference])
  return found.rows[0] as Doc
}

/** Whether the car's search document (what search cards and facets read) says Reserved; null without one. */
async function reservedInSearch(id: number | string): Promise<boolean | null> {
  const found = await pgPoolOf(payload).query(`SELECT reserved FROM search_documents WHERE id = $1`, [String(id)])
  return (found.rows[0] as { reserved?: boolean } | undefined)?.reserved ?? null
}

async function vehicle(id: number | string) {
  return (await payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true })) as Doc
}

/** Reserves `carDoc` for a new shopper and pays with `number`; the webhook applied. */
async function reserveAndPay(tenant: 'a' | 'b', carDoc: Doc, number = '4242 4242 4242 4242') {
  const shopper = await register(hosts[tenant])
  const started = await reserve(hosts[tenant], shopper.token, { car_id: carDoc.slug, contact: contact(shopper.email) })
  expect(started.status).toBe(201)
  const paid = await pay(hosts[tenant], started.body.payment.payUrl, number)
  expect(paid.status).toBe(200)
  await settle(hosts[tenant])
  return { shopper, reference: started.body.reference as string, payUrl: started.body.payment.payUrl as string }
}

beforeAll(async () => {
  payload = await bootPayload()
  const mk = async (key: 'a' | 'b' | 'off', data: Doc) => {
    tenants[key] = (await payload.create({
      collection: 'tenants',
      data: {
        name: `Reserve ${key}`,
        slug: `res-${key}-${stamp}`,
        template: 'group',
        time_zone: 'Australia/Perth',
        ...data,
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Doc
    hosts[key] = `${tenants[key].slug}.localhost:3000`
  }
  // tenant a has a production domain, but its shoppers here use {slug}.localhost: the emails link to that
  await mk('a', {
    features: { reserve: 'on', reserve_amount: 500 },
    payments: { provider: 'test', hold_hours: 24 },
    domains: [{ hostname: `www.res-a-${stamp}.example` }],
  })
  await payload.create({
    collection: 'lead-destinations',
    data: { tenant: tenants.a.id, name: 'a inbox', kind: 'email', email: DEALER_INBOX, active: true } as never,
    overrideAccess: true,
  })
  await mk('b', { features: { reserve: 'on' }, payments: { provider: 'test' } })
  await mk('off', { features: { reserve: 'on' } })
  const email = `super-res-${stamp}@test.local`
  await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password', roles: ['super-admin'] } as never,
    overrideAccess: true,
  })
  superToken = (await payload.login({ collection: 'users', data: { email, password: 'a-long-password' } })).token!
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('reserve and pay', () => {
  it('RES-04 RES-05 a paid deposit holds the car until the tenant’s hold length; the car shows Reserved; lead and email go out', async () => {
    const c = await car('a')
    const { shopper, reference } = await reserveAndPay('a', c)
    const r = await row(reference)
    expect(r.status).toBe('held')
    expect(Number(r.amount_cents)).toBe(50000)
    const held = new Date(r.held_until).getTime() - new Date(r.created_at).getTime()
    expect(held / 3_600_000).toBeGreaterThan(23.9)
    expect(held / 3_600_000).toBeLessThan(24.1)
    expect((await vehicle(c.id)).reserved).toBe(true)
    expect(await reservedInSearch(c.id)).toBe(true)
    // the dealer's lead, queued in the outbox like every enquiry
    const lead = (await payload.findByID({ collection: 'leads', id: r.lead_id, depth: 0, overrideAccess: true })) as Doc
    expect(lead).toMatchObject({ category: 'Reservation', status: 'pending', email: shopper.email })
    expect(lead.fields.message).toContain('$500 deposit')
    expect(lead.fields.message).toContain(reference)
    // the shopper's confirmation: the hold's end in the tenant's zone (Perth: AWST), the terms, a cancel link
    const mail = mailsTo(shopper.email).find((m) => m.includes(reference))
    expect(mail).toBeDefined()
    expect(mail).toMatch(/held for you until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m AWST/)
    expect(mail).toContain('100% refundable')
    expect(mail).toContain(`Thanks for reserving the ${c.name} with Reserve a.`)
    expect(mail).toMatch(/\/reservations\/R-[A-Z0-9]{10}\?token=/)
    // every link goes to the site the shopper reserved on, as the password reset's does, not the dead domain
    const links = mail!.match(/https?:\/\/[^\s/]+/g) ?? []
    expect(links.length).toBeGreaterThanOrEqual(2)
    expect(new Set(links)).toEqual(new Set([`http://${hosts.a}`]))
    expect(mail).toContain(`http://${hosts.a}/reservations/${reference}?token=`)
    expect(mail).not.toContain('.example/')
  })

  it('RES-03 RES-04 without a reserve amount the deposit is $200', async () => {
    const c = await car('b')
    const { reference } = await reserveAndPay('b', c)
    expect(Number((await row(reference)).amount_cents)).toBe(20000)
  })

  it('RES-06 declined, then another card on the same page: one hold, one deposit, one lead sent only once it is held', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    const declined = await pay(hosts.a, started.body.payment.payUrl, '4000 0000 0000 0002')
    await settle(hosts.a)
    expect(declined.status).toBe(200)
    // the processor's words; the reservation waits for another card, nothing held, no lead, no email
    expect(declined.body).toMatchObject({ status: 'pending', failureMessage: 'Your card was declined.' })
    const first = await row(started.body.reference)
    expect(first).toMatchObject({ status: 'pending', payment_state: 'failed', lead_id: null })
    expect((await vehicle(c.id)).reserved).toBe(false)
    expect(mailsTo(shopper.email).filter((m) => m.includes(started.body.reference))).toHaveLength(0)
    // the same page (the same pay link) with a good card: a fresh payment for the same reservation
    const approved = await pay(hosts.a, started.body.payment.payUrl)
    await settle(hosts.a)
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: 'held', failureMessage: null })
    const r = await row(started.body.reference)
    expect(r.status).toBe('held')
    expect(r.payment_ref).not.toBe(first.payment_ref)
    const payments = await pgPoolOf(payload).query(
      `SELECT state FROM test_payments WHERE reservation_id = $1 ORDER BY created_at`,
      [started.body.reference],
    )
    expect(payments.rows.map((p: Doc) => p.state)).toEqual(['failed', 'authorised'])
    const holds = await pgPoolOf(payload).query(
      `SELECT count(*)::int AS n FROM reservations WHERE vehicle_id = $1 AND status = 'held'`,
      [c.id],
    )
    expect(holds.rows[0].n).toBe(1)
    const leads = await pgPoolOf(payload).query(`SELECT id FROM leads WHERE fields->>'reservation_reference' = $1`, [
      started.body.reference,
    ])
    expect(leads.rows.map((l: Doc) => Number(l.id))).toEqual([Number(r.lead_id)])
    expect((await vehicle(c.id)).reserved).toBe(true)
    // the history says what happened, in order
    const audit = await pgPoolOf(payload).query(
      `SELECT "to", note FROM reservations_audit WHERE _parent_id = $1 ORDER BY _order`,
      [r.id],
    )
    expect(audit.rows.map((a: Doc) => a.to)).toEqual(['pending', 'pending', 'pending', 'held'])
    expect(audit.rows[1].note).toBe('Card declined: Your card was declined.')
    // paying again changes nothing: still one deposit authorised
    expect((await pay(hosts.a, started.body.payment.payUrl)).body.status).toBe('held')
    const again = await pgPoolOf(payload).query(
      `SELECT count(*)::int AS n FROM test_payments WHERE reservation_id = $1`,
      [started.body.reference],
    )
    expect(again.rows[0].n).toBe(2)
  })

  it('two cards tried at once after a decline make one fresh payment, not two', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    await pay(hosts.a, started.body.payment.payUrl, '4000 0000 0000 0002')
    await settle(hosts.a)
    const [one, two] = await Promise.all([
      pay(hosts.a, started.body.payment.payUrl),
      pay(hosts.a, started.body.payment.payUrl),
    ])
    await settle(hosts.a)
    expect([one.status, two.status]).toEqual([200, 200])
    const payments = await pgPoolOf(payload).query(
      `SELECT state FROM test_payments WHERE reservation_id = $1 ORDER BY created_at`,
      [started.body.reference],
    )
    expect(payments.rows.map((p: Doc) => p.state)).toEqual(['failed', 'authorised'])
    expect((await row(started.body.reference)).status).toBe('held')
  })

  it('RES-01 a car that reads “Enquire for price” cannot be reserved, whatever the deposit', async () => {
    const c = await car('a', { price: 0 })
    const shopper = await register(hosts.a)
    const answer = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    expect(answer.status).toBe(409)
    expect(answer.body.error).toBe(RESERVE_MESSAGES.noPrice)
    const count = await pgPoolOf(payload).query(`SELECT count(*)::int AS n FROM reservations WHERE vehicle_id = $1`, [
      c.id,
    ])
    expect(count.rows[0].n).toBe(0)
  })

  it('a wrong card number is a field error that changes nothing', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    const bad = await pay(hosts.a, started.body.payment.payUrl, '4242 4242 4242 4241')
    expect(bad.status).toBe(422)
    expect(bad.body.fieldErrors.number).toBeDefined()
    expect((await row(started.body.reference)).status).toBe('pending')
  })
})

describe('bad input changes nothing', () => {
  it('unknown car, another tenant’s car, a sold car, a tampered amount, no account, no provider: a clear 4xx', async () => {
    const shopper = await register(hosts.a)
    const other = await car('b')
    const sold = await car('a', { status: 'sold' })
    const mine = await car('a')
    const body = (carId: string, extra: Doc = {}) => ({ car_id: carId, contact: contact(shopper.email), ...extra })
    expect((await reserve(hosts.a, shopper.token, body('no-such-car'))).status).toBe(404)
    expect((await reserve(hosts.a, shopper.token, body(other.slug))).status).toBe(404)
    const soldAnswer = await reserve(hosts.a, shopper.token, body(sold.slug))
    expect(soldAnswer.status).toBe(409)
    expect(soldAnswer.body.error).toBe('This car has been sold.')
    expect((await reserve(hosts.a, shopper.token, body(mine.slug, { amount_cents: 100 }))).status).toBe(409)
    expect((await reserve(hosts.a, null, body(mine.slug))).status).toBe(401)
    const offShopper = await register(hosts.off)
    const offCar = await car('off')
    expect(
      (await reserve(hosts.off, offShopper.token, { car_id: offCar.slug, contact: contact(offShopper.email) })).status,
    ).toBe(404)
    const invalid = await reserve(hosts.a, shopper.token, {
      car_id: mine.slug,
      contact: { first_name: '', email: 'x' },
    })
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.fieldErrors)).toEqual(
      expect.arrayContaining(['contact.first_name', 'contact.email']),
    )
    const extra = await reserve(hosts.a, shopper.token, { ...body(mine.slug), price: 1 })
    expect(extra.status).toBe(422)
    const count = await pgPoolOf(payload).query(
      `SELECT count(*)::int AS n FROM reservations WHERE vehicle_id = ANY($1)`,
      [[other.id, sold.id, mine.id, offCar.id]],
    )
    expect(count.rows[0].n).toBe(0)
  })

  it('a webhook with a wrong signature or a changed body is refused with 400 and applies nothing', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    const r = await row(started.body.reference)
    const { testSignatureHeader } = await import('@/data/payments/testProvider')
    const body = JSON.stringify({ id: 'evt_forged1', type: 'payment.authorised', data: { ref: r.payment_ref } })
    const forged = await call(withParams(webhookPOST, { provider: 'test' }), hosts.a, {
      body,
      headers: { 'x-test-signature': testSignatureHeader(body, 'not-the-secret', Math.floor(Date.now() / 1000)) },
    })
    expect(forged.status).toBe(400)
    const secret = providers.testWebhookSecret(tenants.a.slug)
    const signed = testSignatureHeader(body, secret, Math.floor(Date.now() / 1000))
    const changed = await call(withParams(webhookPOST, { provider: 'test' }), hosts.a, {
      body: body.replace('authorised', 'captured'),
      headers: { 'x-test-signature': signed },
    })
    expect(changed.status).toBe(400)
    expect((await row(started.body.reference)).status).toBe('pending')
  })
})

describe('one hold per car', () => {
  it('RES-05 a 50-way race for one car: exactly one reservation starts, everyone else is told the car is taken', async () => {
    const c = await car('a')
    const shoppers = []
    for (let i = 0; i < 50; i++) shoppers.push(await register(hosts.a))
    const answers = await Promise.all(
      shoppers.map((s) => reserve(hosts.a, s.token, { car_id: c.slug, contact: contact(s.email) })),
    )
    const started = answers.filter((a) => a.status === 201)
    expect(started).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49)
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.similarUrl).toMatch(/^\/search/)
    const paid = await pay(hosts.a, started[0]!.body.payment.payUrl)
    expect(paid.status).toBe(200)
    await settle(hosts.a)
    const active = await pgPoolOf(payload).query(
      `SELECT count(*)::int AS n FROM reservations WHERE vehicle_id = $1 AND status IN ('pending', 'held')`,
      [c.id],
    )
    expect(active.rows[0].n).toBe(1)
  })

  it('a payment that arrives after its reservation ended is released at once: nothing taken, the other hold stands', async () => {
    const c = await car('a')
    const first = await register(hosts.a)
    const started = await reserve(hosts.a, first.token, { car_id: c.slug, contact: contact(first.email) })
    const ref = (await row(started.body.reference)).payment_ref as string
    // the first shopper's time runs out before they pay, and the end of their payment has not reached the processor
    // yet (as in the instant between the sweep's two writes, or with the processor unreachable)
    await pgPoolOf(payload).query(`UPDATE reservations SET status = 'expired' WHERE reference = $1`, [
      started.body.reference,
    ])
    // someone else reserves and pays
    const second = await reserveAndPay('a', c)
    expect((await row(second.reference)).status).toBe('held')
    // then the first shopper's card goes through: its webhook arrives for an ended reservation
    const tenant = (await tenantForHost(hosts.a))!
    const provider = providers.testProviderFor(payload, tenant)
    const late = await provider.pay(ref, new URL(started.body.payment.payUrl, 'http://x').searchParams.get('secret')!, {
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    })
    expect(late.ok).toBe(true)
    await provider.settled()
    expect((await provider.lookup(ref)).state).toBe('cancelled')
    const r = await row(started.body.reference)
    expect(r.status).toBe('expired')
    expect(r.payment_state).toBe('cancelled')
    // told so in plain words on their payment page
    expect(r.failure_message).toBe(RESERVE_MESSAGES.lostRace)
    expect((await row(second.reference)).status).toBe('held')
    expect((await vehicle(c.id)).reserved).toBe(true)
  })

  it('an unpaid reservation that runs out of time ends its payment too: a card tried later gets nowhere', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    await service.sweepReservations(payload, new Date(Date.now() + 31 * 60_000))
    const r = await row(started.body.reference)
    expect(r).toMatchObject({ status: 'expired', payment_state: 'cancelled' })
    const late = await pay(hosts.a, started.body.payment.payUrl)
    expect(late.body.status).toBe('expired')
    const tenant = (await tenantForHost(hosts.a))!
    expect((await providers.testProviderFor(payload, tenant).lookup(r.payment_ref)).state).toBe('cancelled')
  })

  it('a replayed webhook changes nothing the second time', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    const r = await row(started.body.reference)
    const tenant = (await tenantForHost(hosts.a))!
    const provider = providers.testProviderFor(payload, tenant)
    await provider.pay(r.payment_ref, new URL(started.body.payment.payUrl, 'http://x').searchParams.get('secret')!, {
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    })
    await provider.settled()
    const { testSignatureHeader } = await import('@/data/payments/testProvider')
    const body = JSON.stringify({ id: 'evt_replay1', type: 'payment.authorised', data: { ref: r.payment_ref } })
    const headers = {
      'x-test-signature': testSignatureHeader(
        body,
        providers.testWebhookSecret(tenants.a.slug),
        Math.floor(Date.now() / 1000),
      ),
    }
    const once = await call(withParams(webhookPOST, { provider: 'test' }), hosts.a, { body, headers })
    const twice = await call(withParams(webhookPOST, { provider: 'test' }), hosts.a, { body, headers })
    expect([once.status, twice.status]).toEqual([200, 200])
    const audit = await pgPoolOf(payload).query(
      `SELECT "to" FROM reservations_audit WHERE _parent_id = $1 ORDER BY _order`,
      [r.id],
    )
    expect(audit.rows.map((a: Doc) => a.to)).toEqual(['pending', 'held'])
  })
})

describe('races the chaos test found', () => {
  it('a cancel that read the reservation unpaid, once it is held, ends it as a refund and puts the car back on sale', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    const tenant = (await tenantForHost(hosts.a))!
    const { byReference } = await import('@/data/reservations/store')
    const stale = (await byReference(pgPoolOf(payload), Number(tenant.id), started.body.reference))!
    expect(stale.status).toBe('pending')
    await pay(hosts.a, started.body.payment.payUrl)
    await settle(hosts.a)
    expect((await row(started.body.reference)).status).toBe('held')
    const answer = await service.cancelByShopper(payload, tenant, stale)
    expect(answer.status).toBe(200)
    expect(await row(started.body.reference)).toMatchObject({ status: 'refunded', payment_state: 'cancelled' })
    expect((await vehicle(c.id)).reserved).toBe(false)
  })

  it('a deposit authorised on an ended reservation whose release and webhook were both lost is released by the sweep', async () => {
    const c = await car('a')
    const shopper = await register(hosts.a)
    const started = await reserve(hosts.a, shopper.token, { car_id: c.slug, contact: contact(shopper.email) })
    const r = await row(started.body.reference)
    // as after a database restart: the reservation ended, its release never reached the processor, and the card
    // went through with its webhook lost
    await pgPoolOf(payload).query(`UPDATE reservations SET status = 'expired' WHERE id = $1`, [r.id])
    await pgPoolOf(payload).query(`UPDATE test_payments SET state = 'authorised' WHERE ref = $1`, [r.payment_ref])
    await service.sweepReservations(payload)
    const tenant = (await tenantForHost(hosts.a))!
    expect((await providers.testProviderFor(payload, tenant).lookup(r.payment_ref)).state).toBe('cancelled')
    expect((await row(started.body.reference)).payment_state).toBe('cancelled')
  })

  it('a car left flagged Reserved after its hold ended is put back on sale by the sweep', async () => {
    const c = await car('a')
    const { reference } = await reserveAndPay('a', c)
    const r = await row(reference)
    // the hold ended and its deposit was returned, but clearing the car's flag failed
    await pgPoolOf(payload).query(`UPDATE test_payments SET state = 'cancelled' WHERE ref = $1`, [r.payment_ref])
    await pgPoolOf(payload).query(
      `UPDATE reservations SET status = 'refunded', payment_state = 'cancelled', updated_at = now() - interval '1 minute'
        WHERE id = $1`,
      [r.id],
    )
    await pgPoolOf(payload).query(`UPDATE vehicles SET updated_at = now() - interval '2 minutes' WHERE id = $1`, [c.id])
    expect((await vehicle(c.id)).reserved).toBe(true)
    await service.sweepReservations(payload)
    expect((await vehicle(c.id)).reserved).toBe(false)
  })

  it('a car reads Reserved only while a reservation holds it: a flag set without a hold is cleared, a held car keeps it', async () => {
    const flagged = await car('a')
    const held = await car('a')
    await reserveAndPay('a', held)
    // as the demo's stock once was: a car flagged Reserved that nobody holds
    await pgPoolOf(payload).query(
      `UPDATE vehicles SET reserved = true, updated_at = now() - interval '2 minutes' WHERE id = ANY($1)`,
      [[flagged.id, held.id]],
    )
    await service.sweepReservations(payload)
    expect((await vehicle(flagged.id)).reserved).toBe(false)
    expect(await reservedInSearch(flagged.id)).toBe(false)
    expect((await vehicle(held.id)).reserved).toBe(true)
  })
})

describe('the hold ends', () => {
  it('RES-05 RES-06 at the end of the hold the deposit is released and the car is back on sale, once with two sweeps at once', async () => {
    const c = await car('a')
    const { reference, shopper } = await reserveAndPay('a', c)
    const later = new Date(Date.now() + 25 * 3_600_000)
    const [one, two] = await Promise.all([
      service.sweepReservations(payload, later),
      service.sweepReservations(payload, later),
    ])
    expect(one.expired + two.expired).toBeGreaterThanOrEqual(1)
    const r = await row(reference)
    expect(r.status).toBe('expired')
    expect(r.payment_state).toBe('cancelled')
    expect((await vehicle(c.id)).reserved).toBe(false)
    const audit = await pgPoolOf(payload).query(
      `SELECT "to", actor FROM reservations_audit WHERE _parent_id = $1 AND "to" = 'expired'`,
      [r.id],
    )
    expect(audit.rows).toEqual([{ to: 'expired', actor: 'expiry' }])
    // two sweeps, one ending: one email each to the shopper and the dealer
    expect(mailsTo(shopper.email).filter((m) => m.includes('the hold time is up'))).toHaveLength(1)
    expect(mailsTo(DEALER_INBOX).filter((m) => m.includes(`${reference} of the`))).toHaveLength(1)
  })

  it('a hold whose lead was not written gets one lead from two sweeps at once (one per instance)', async () => {
    const c = await car('a')
    const { reference } = await reserveAndPay('a', c)
    const r = await row(reference)
    const leadsOf = async () =>
      (await pgPoolOf(payload).query(`SELECT id FROM leads WHERE fields->>'reservation_reference' = $1`, [reference]))
        .rows.length
    expect(await leadsOf()).toBe(1)
    // the error just after the hold began: its lead and the car's flag were not written
    await pgPoolOf(payload).query(`DELETE FROM leads WHERE fields->>'reservation_reference' = $1`, [reference])
    await pgPoolOf(payload).query(
      `UPDATE reservations SET lead_id = NULL, updated_at = now() - interval '1 minute' WHERE id = $1`,
      [r.id],
    )
    await pgPoolOf(payload).query(`UPDATE vehicles SET reserved = false WHERE id = $1`, [c.id])
    await Promise.all([service.sweepReservations(payload), service.sweepReservations(payload)])
    expect(await leadsOf()).toBe(1)
    const after = await row(reference)
    expect(after.status).toBe('held')
    expect(after.lead_id).not.toBeNull()
    expect((await vehicle(c.id)).reserved).toBe(true)
  })

  it('RES-06 the shopper cancels from the garage: refunded in full, back in stock; a stranger cannot', async () => {
    const c = await car('a')
    const { shopper, reference } = await reserveAndPay('a', c)
    const stranger = await register(hosts.a)
    const get = withParams(reservationGET, { reference })
    expect((await call(get, hosts.a, { cookie: stranger.token })).status).toBe(404)
    expect((await call(get, hosts.a, { cookie: shopper.token })).body.status).toBe('held')
    const cancel = withParams(cancelPOST, { reference })
    expect((await call(cancel, hosts.a, { body: {}, cookie: stranger.token })).status).toBe(404)
    expect((await call(cancel, hosts.b, { body: {}, cookie: shopper.token })).status).toBe(404)
    const done = await call(cancel, hosts.a, { body: {}, cookie: shopper.token })
    expect(done.status).toBe(200)
    expect(done.body.status).toBe('refunded')
    const r = await row(reference)
    expect(r.payment_state).toBe('cancelled')
    expect((await vehicle(c.id)).reserved).toBe(false)
    expect(await reservedInSearch(c.id)).toBe(false)
    expect((await call(cancel, hosts.a, { body: {}, cookie: shopper.token })).status).toBe(409)
    // the shopper and the dealer are each told once, with links to the site the shopper used
    const toShopper = mailsTo(shopper.email).filter((m) => m.includes('has been cancelled.'))
    expect(toShopper).toHaveLength(1)
    expect(toShopper[0]).toContain(`with Reserve a has been cancelled.`)
    expect(toShopper[0]).toContain(`Reference: ${reference}`)
    expect(toShopper[0]).toContain('Your $500 deposit has been returned in full')
    expect(toShopper[0]).toContain(`http://${hosts.a}/cars/${c.slug}`)
    const toDealer = mailsTo(DEALER_INBOX).filter((m) => m.includes(`Reservation ${reference} ended`))
    expect(toDealer).toHaveLength(1)
    expect(toDealer[0]).toContain(`The reservation ${reference} of the ${c.name} was cancelled.`)
    expect(toDealer[0]).toContain(`Shopper: Pat Reserver, ${shopper.email}`)
  })

  it('staff convert a hold (the deposit is taken, the car is sold) or release one (back on sale)', async () => {
    const sold = await car('a')
    const a = await reserveAndPay('a', sold)
    const converted = await service.staffAction(
      payload,
      Number((await row(a.reference)).id),
      'convert',
      'manager@example.com',
    )
    expect(converted.status).toBe(200)
    expect(await row(a.reference)).toMatchObject({ status: 'converted', payment_state: 'captured' })
    expect(await vehicle(sold.id)).toMatchObject({ status: 'sold', reserved: false })
    const released = await car('a')
    const b = await reserveAndPay('a', released)
    const answer = await service.staffAction(
      payload,
      Number((await row(b.reference)).id),
      'release',
      'manager@example.com',
    )
    expect(answer.status).toBe(200)
    expect(await row(b.reference)).toMatchObject({ status: 'released', payment_state: 'cancelled' })
    expect((await vehicle(released.id)).reserved).toBe(false)
    expect(mailsTo(b.shopper.email).filter((m) => m.includes('has been ended by the dealer'))).toHaveLength(1)
    expect(mailsTo(DEALER_INBOX).filter((m) => m.includes(`${b.reference} of the`))).toHaveLength(1)
    // a sale is not an ending: no such email for the converted one
    expect(mailsTo(a.shopper.email).filter((m) => m.includes('has ended'))).toHaveLength(0)
    // a second action on an ended reservation changes nothing
    expect((await service.staffAction(payload, Number((await row(b.reference)).id), 'refund', 'x')).status).toBe(409)
  })
})

describe('tenant scoping and secrets', () => {
  it('a tenant’s Stripe secret key is never readable through REST or GraphQL, even by a super admin', async () => {
    const key = `sk_test_${unique().replace(/-/g, '')}SECRET`
    await payload.update({
      collection: 'tenants',
      id: tenants.b.id,
      data: {
        payments: { provider: 'test', stripe_secret_key: key, stripe_webhook_secret: 'whsec_abcDEF123' },
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const stored = await pgPoolOf(payload).query(`SELECT payments_stripe_secret_key FROM tenants WHERE id = $1`, [
      tenants.b.id,
    ])
    expect(stored.rows[0].payments_stripe_secret_key).toBe(key)
    const viaLocal = (await payload.findByID({ collection: 'tenants', id: tenants.b.id, overrideAccess: true })) as Doc
    expect(JSON.stringify(viaLocal)).not.toContain(key)
    expect(viaLocal.payments.stripe_secret_key).toBe(`••••••••${key.slice(-4)}`)
    const viaRest = await rest('GET', `/api/tenants/${tenants.b.id}`, { token: superToken })
    expect(JSON.stringify(viaRest)).not.toContain(key)
    const viaGraphql = await graphql(`{ Tenant(id: ${tenants.b.id}) { payments { stripe_secret_key } } }`, {
      token: superToken,
    })
    expect(JSON.stringify(viaGraphql)).not.toContain(key)
    // saving the masked value back keeps the stored key
    await payload.update({
      collection: 'tenants',
      id: tenants.b.id,
      data: { payments: { ...viaLocal.payments } } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const kept = await pgPoolOf(payload).query(`SELECT payments_stripe_secret_key FROM tenants WHERE id = $1`, [
      tenants.b.id,
    ])
    expect(kept.rows[0].payments_stripe_secret_key).toBe(key)
  })

  it('reservations are read by staff of their own tenant only, and written by nobody through the API', async () => {
    const c = await car('b')
    const { reference } = await reserveAndPay('b', c)
    const id = (await row(reference)).id
    const anonymous = await rest('GET', `/api/reservations/${id}`)
    expect(anonymous.status).toBeGreaterThanOrEqual(401)
    const write = await rest('PATCH', `/api/reservations/${id}`, { token: superToken, body: { status: 'released' } })
    expect(write.status).toBe(403)
    expect((await row(reference)).status).toBe('held')
  })
})

describe('staff and tenants', () => {
  async function staff(email: string, roles: string[], tenantIds: (number | string)[]) {
    await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password', roles, tenants: tenantIds.map((t) => ({ tenant: t })) } as never,
      overrideAccess: true,
    })
    return (await payload.login({ collection: 'users', data: { email, password: 'a-long-password' } })).token!
  }

  async function act(token: string | null, id: number, action: string) {
    const res = await staffPOST(
      new NextRequest(`http://localhost:3000/api/reservations/${id}/staff-action`, {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          ...(token ? { authorization: `JWT ${token}` } : {}),
        },
        body: JSON.stringify({ action }),
      }),
      { params: Promise.resolve({ id: String(id) }) },
    )
    return { status: res.status, body: (await res.json()) as Doc }
  }

  it('a reservation is read by its own tenant’s staff only; staff actions need a group admin of that tenant', async () => {
    const c = await car('a')
    const { reference } = await reserveAndPay('a', c)
    const id = Number((await row(reference)).id)
    const groupA = await staff(`group-a-${unique()}@test.local`, ['group-admin'], [tenants.a.id])
    const groupB = await staff(`group-b-${unique()}@test.local`, ['group-admin'], [tenants.b.id])
    const marketingA = await staff(`mkt-a-${unique()}@test.local`, ['marketing'], [tenants.a.id])
    expect((await rest('GET', `/api/reservations/${id}`, { token: groupA })).status).toBe(200)
    expect((await rest('GET', `/api/reservations/${id}`, { token: groupB })).status).toBeGreaterThanOrEqual(403)
    const listB = await rest<{ docs: Doc[] }>('GET', `/api/reservations?where[reference][equals]=${reference}`, {
      token: groupB,
    })
    expect(listB.body.docs ?? []).toHaveLength(0)
    expect((await act(null, id, 'release')).status).toBe(401)
    expect((await act(marketingA, id, 'release')).status).toBe(403)
    expect((await act(groupB, id, 'release')).status).toBe(404)
    expect((await act(groupA, id, 'explode')).status).toBe(422)
    expect((await row(reference)).status).toBe('held')
    const released = await act(groupA, id, 'release')
    expect(released.status).toBe(200)
    expect(released.body.status).toBe('released')
    const audit = await pgPoolOf(payload).query(
      `SELECT actor, who FROM reservations_audit WHERE _parent_id = $1 AND "to" = 'released'`,
      [id],
    )
    expect(audit.rows).toEqual([{ actor: 'staff', who: expect.stringMatching(/^group-a-/) }])
  })
})
