/**
 * The buy-online journey on a real PostgreSQL (RTE-12, TEN-20): GET/POST /api/checkout-journey as Next calls them
 * (Host → tenant): a journey created by its first step, saved step by step, resumed by the browser's resume token
 * or the shopper's account, never another tenant's or shopper's; bad answers refused with nothing stored; sent once
 * as one order-intent lead through the lead intake.
 */
import { jest } from '@jest/globals'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { pgPoolOf } from '@/lib/db/pool'

import { createScoped, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the tenant and car lookups run uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const accounts = await import('@/data/accounts')
const { JOURNEY_COOKIE } = await import('@/data/checkout/journeys')
const { GET, POST } = await import('@/app/(site)/api/checkout-journey/route')
const { POST: registerPOST } = await import('@/app/(site)/api/account/register/route')
const { POST: reservePOST } = await import('@/app/(site)/api/reserve/route')
const { POST: payPOST } = await import('@/app/(site)/api/payments/test/pay/route')
const { testProviderFor } = await import('@/data/reservations/providers')
const { tenantForHost } = await import('@/data/tenants')

let payload: Payload
let hostA: string
let hostB: string
let hostGated: string
let tenantA: Doc
const cars = {} as Record<'a' | 'a2' | 'b' | 'gated' | 'sold', Doc>

type Handler = (request: NextRequest) => Promise<Response>
type Cookies = { session?: string | null; journey?: string | null }

async function call(handler: Handler, host: string, opts: { body?: unknown; query?: string; cookies?: Cookies } = {}) {
  const headers: Record<string, string> = { host }
  const jar = [
    opts.cookies?.session ? `${accounts.SESSION_COOKIE}=${opts.cookies.session}` : null,
    opts.cookies?.journey ? `${JOURNEY_COOKIE}=${opts.cookies.journey}` : null,
  ].filter(Boolean)
  if (jar.length) headers.cookie = jar.join('; ')
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const res = await handler(
    new NextRequest(`http://${host}/api/checkout-journey${opts.query ?? ''}`, {
      method: opts.body === undefined ? 'GET' : 'POST',
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    }),
  )
  const text = await res.text()
  const setCookie = res.headers.get('set-cookie') ?? ''
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Doc,
    setCookie,
    token: new RegExp(`${JOURNEY_COOKIE}=([^;]*)`).exec(setCookie)?.[1] || null,
  }
}

const save = (host: string, car: Doc, step: string, answers: unknown, cookies: Cookies = {}) =>
  call(POST, host, { body: { car_id: car.slug, step, answers }, cookies })

const ANSWERS: Record<string, unknown> = {
  car: {},
  'trade-in': { has_trade_in: 'yes', rego: 'ABC123', rego_state: 'NSW' },
  payment: { method: 'finance', finance_contact: true },
  delivery: { method: 'pickup' },
  details: {
    first_name: 'Sam',
    last_name: 'Shopper',
    email: 'sam.journey@example.com',
    phone: '0412 345 678',
    postcode: '2150',
    licence_number: '1234 5678',
    licence_state: 'NSW',
  },
  deposit: { choice: 'later' },
}
const STEPS = ['car', 'trade-in', 'payment', 'delivery', 'details', 'deposit'] as const

/** Saves every step up to the summary; answers the cookie token the first save set. */
async function completeSteps(host: string, car: Doc, cookies: Cookies = {}) {
  let token = cookies.journey ?? null
  for (const step of STEPS) {
    const out = await save(host, car, step, ANSWERS[step], { ...cookies, journey: token })
    expect(`${step} ${out.status}`).toBe(`${step} 200`)
    token ??= out.token
  }
  return token
}

async function journeyRows(car: Doc) {
  return (
    await payload.find({
      collection: 'checkout-journeys',
      where: { vehicle: { equals: car.id } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
  ).docs as Doc[]
}

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  const tenant = async (slug: string, extra: Doc = {}) =>
    (await payload.create({
      collection: 'tenants',
      data: {
        name: slug,
        slug: `${slug}-${stamp}`,
        template: 'group',
        features: { buy_online: 'on' },
        payments: { provider: 'test' },
        gating: { checkout: 'off' },
        ...extra,
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Doc
  const a = await tenant('journey-a')
  tenantA = a
  const b = await tenant('journey-b')
  const gated = await tenant('journey-gated', { gating: { checkout: 'on' } })
  hostA = `${a.slug}.localhost:3000`
  hostB = `${b.slug}.localhost:3000`
  hostGated = `${gated.slug}.localhost:3000`
  const car = (t: Doc, label: string, extra: Doc = {}) =>
    createScoped(payload, 'vehicles', t.id, `${label} ${stamp}`, {
      status: 'in_stock',
      price: 30_000,
      price_type: 'drive_away',
      ...extra,
    })
  cars.a = await car(a, 'Journey Alpha')
  cars.a2 = await car(a, 'Journey Alpha Two')
  cars.sold = await car(a, 'Journey Sold', { status: 'sold' })
  cars.b = await car(b, 'Journey Bravo')
  cars.gated = await car(gated, 'Journey Gated')
})
afterAll(() => shutdownPayload(payload))

describe('saving and resuming (RTE-12)', () => {
  it('RTE-12 the first step creates the journey and sets an HttpOnly SameSite=Lax resume cookie; only its SHA-256 is stored', async () => {
    const first = await save(hostA, cars.a2, 'car', {})
    expect(first.status).toBe(200)
    expect(first.body.journey).toMatchObject({ status: 'open', step: 'trade-in', data: { answers: { car: {} } } })
    expect(first.token).toBeTruthy()
    expect(first.setCookie).toMatch(/HttpOnly/i)
    expect(first.setCookie).toMatch(/SameSite=lax/i)
    const [row] = await journeyRows(cars.a2)
    expect(row).toMatchObject({ status: 'open', step: 'trade-in' })
    const { rows } = await pgPoolOf(payload).query(
      'SELECT token_hash, expires_at FROM checkout_journeys WHERE id = $1',
      [row!.id],
    )
    expect(rows[0].token_hash).toBe(accounts.hashToken(first.token!))
    // 14 days after the last change
    const days = (new Date(rows[0].expires_at).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(13.9)
    expect(days).toBeLessThanOrEqual(14)
  })

  it('RTE-12 each step is saved at once: the token resumes the same step with the same answers', async () => {
    const token = (await save(hostA, cars.a, 'car', {})).token!
    const tradeIn = await save(hostA, cars.a, 'trade-in', ANSWERS['trade-in'], { journey: token })
    expect(tradeIn.body.journey.step).toBe('payment')
    const resumed = await call(GET, hostA, { query: `?car_id=${cars.a.slug}`, cookies: { journey: token } })
    expect(resumed.status).toBe(200)
    expect(resumed.body.journey).toMatchObject({
      step: 'payment',
      data: { answers: { 'trade-in': { has_trade_in: 'yes', rego: 'ABC123', rego_state: 'NSW' } } },
    })
    // no token, or an unknown one: nothing to resume
    expect((await call(GET, hostA, { query: `?car_id=${cars.a.slug}` })).status).toBe(404)
    expect(
      (await call(GET, hostA, { query: `?car_id=${cars.a.slug}`, cookies: { journey: 'x'.repeat(43) } })).status,
    ).toBe(404)
  })

  it("a signed-in shopper's journey resumes on another device by the account, and claims the browser's journey", async () => {
    const reg = await call(registerPOST, hostA, {
      body: { name: 'Sam', email: `journey-${Date.now()}@example.com`, password: 'correct horse battery' },
    })
    const session = /dp_shopper=([^;]*)/.exec(reg.setCookie)?.[1]
    expect(session).toBeTruthy()
    const anon = (await save(hostA, cars.a2, 'car', {})).token!
    // signed in on the browser that started it: the journey becomes the shopper's
    const claimed = await save(hostA, cars.a2, 'trade-in', { has_trade_in: 'no' }, { session, journey: anon })
    expect(claimed.status).toBe(200)
    // another device: the session alone
    const other = await call(GET, hostA, { query: `?car_id=${cars.a2.slug}`, cookies: { session } })
    expect(other.status).toBe(200)
    expect(other.body.journey).toMatchObject({ id: claimed.body.journey.id, step: 'payment' })
    // the token alone no longer opens a journey an account owns
    expect((await call(GET, hostA, { query: `?car_id=${cars.a2.slug}`, cookies: { journey: anon } })).status).toBe(404)
  })

  it("another tenant's car, another shopper's journey or an unknown token: 404 and nothing changes", async () => {
    const token = (await save(hostA, cars.a, 'car', {})).token!
    const before = await journeyRows(cars.a)
    // the car of tenant B named on tenant A's host, and tenant A's car on tenant B's
    expect((await save(hostA, cars.b, 'trade-in', { has_trade_in: 'no' }, { journey: token })).status).toBe(404)
    expect((await save(hostB, cars.a, 'car', {}, { journey: token })).status).toBe(404)
    // tenant B's own car with tenant A's token: no journey of this owner for a later step
    expect((await save(hostB, cars.b, 'payment', ANSWERS.payment, { journey: token })).status).toBe(404)
    // an unknown token
    expect((await save(hostA, cars.a, 'payment', ANSWERS.payment, { journey: 'y'.repeat(43) })).status).toBe(404)
    expect(await journeyRows(cars.a)).toEqual(before)
    expect(await journeyRows(cars.b)).toEqual([])
  })

  it('bad answers: 422 with field errors and nothing stored; out of order: 422; bodies over 16 KiB: 413', async () => {
    const token = (await save(hostA, cars.a, 'car', {})).token!
    const before = await journeyRows(cars.a)
    const bad = await save(hostA, cars.a, 'trade-in', { has_trade_in: 'yes', make: 'Mazda' }, { journey: token })
    expect(bad.status).toBe(422)
    expect(bad.body.fieldErrors).toMatchObject({ model: 'Please enter the model.', year: 'Please enter the year.' })
    const unknown = await save(hostA, cars.a, 'payment', { method: 'cash', price: 1 }, { journey: token })
    expect(unknown.status).toBe(422)
    const early = await save(hostA, cars.a, 'details', ANSWERS.details, { journey: token })
    expect(early.status).toBe(422)
    expect(early.body.fieldErrors).toEqual({ form: "Please complete 'Trade-in' first." })
    const step = await call(POST, hostA, { body: { car_id: cars.a.slug, step: 'pay-now', answers: {} } })
    expect(step.status).toBe(422)
    const huge = await save(hostA, cars.a, 'trade-in', { has_trade_in: 'no', make: 'x'.repeat(17_000) })
    expect(huge.status).toBe(413)
    expect(await journeyRows(cars.a)).toEqual(before)
  })

  it('a car that cannot be bought online is refused (409) and no journey is created', async () => {
    const out = await save(hostA, cars.sold, 'car', {})
    expect(out).toMatchObject({ status: 409, body: { error: 'This car is no longer available to buy online.' } })
    expect(await journeyRows(cars.sold)).toEqual([])
  })

  it('TEN-20 a tenant gating checkout answers 401 with the sign-in path until the shopper signs in', async () => {
    const out = await save(hostGated, cars.gated, 'car', {})
    expect(out.status).toBe(401)
    expect(out.body.signIn).toBe(
      `/sign-in?type=checkout&redirect=${encodeURIComponent(`/checkout-journey?car_id=${cars.gated.slug}`)}`,
    )
    const reg = await call(registerPOST, hostGated, {
      body: { name: 'Gus', email: `gated-${Date.now()}@example.com`, password: 'correct horse battery' },
    })
    const session = /dp_shopper=([^;]*)/.exec(reg.setCookie)?.[1]
    const signedIn = await save(hostGated, cars.gated, 'car', {}, { session })
    expect(signedIn.status).toBe(200)
    // a signed-in shopper needs no resume token: the account is the owner
    expect(signedIn.token).toBeNull()
  })
})

describe('sending the order', () => {
  it('RTE-12 the summary sends one order-intent lead with every choice, pending delivery; the journey is read-only after', async () => {
    const token = await completeSteps(hostA, cars.a)
    const sent = await save(hostA, cars.a, 'summary', {}, { journey: token })
    expect(sent.status).toBe(200)
    expect(sent.body.journey).toMatchObject({ status: 'submitted', step: 'summary', leadId: expect.any(Number) })
    const lead = (await payload.findByID({
      collection: 'leads',
      id: sent.body.journey.leadId,
      overrideAccess: true,
      depth: 0,
    })) as Doc
    expect(lead).toMatchObject({
      category: 'Buy Online',
      status: 'pending',
      vehicle: cars.a.id,
      email: 'sam.journey@example.com',
    })
    expect(lead.next_attempt_at).toBeTruthy()
    expect(lead.fields).toMatchObject({
      name: 'Sam',
      last_name: 'Shopper',
      journey_id: String(sent.body.journey.id),
      drive_away_price: '$30,000',
      payment_method: 'finance',
      finance_contact: true,
      'do-you-have-a-trade-in': 'Yes',
      rego: 'ABC123',
      regoState: 'NSW',
      delivery_method: 'pickup',
      licence_number: '12345678',
      licence_state: 'NSW',
      deposit_status: 'No deposit paid. Online deposits are not available right now; the dealer will contact you.',
    })
    const [row] = (await journeyRows(cars.a)).filter((r) => r.id === sent.body.journey.id)
    expect(row).toMatchObject({ status: 'submitted', lead: lead.id })

    // sent again, or any step saved after: 409, still one lead
    const again = await save(hostA, cars.a, 'summary', {}, { journey: token })
    expect(again.status).toBe(409)
    expect((await save(hostA, cars.a, 'payment', { method: 'cash' }, { journey: token })).status).toBe(409)
    const leads = await payload.find({
      collection: 'leads',
      where: { and: [{ vehicle: { equals: cars.a.id } }, { category: { equals: 'Buy Online' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(leads.totalDocs).toBe(1)
    // opened again, it is the submitted journey
    const open = await call(GET, hostA, { query: `?car_id=${cars.a.slug}`, cookies: { journey: token } })
    expect(open.body.journey).toMatchObject({ status: 'submitted', step: 'summary' })
  })
})

describe('the deposit and the order', () => {
  /** A signed-in shopper's journey for a new car of tenant A, saved up to the deposit step, delivered to 2000. */
  async function journeyToDeposit() {
    const car = await createScoped(payload, 'vehicles', tenantA.id, `Journey Deposit ${Date.now()}`, {
      status: 'in_stock',
      price: 30_000,
      price_type: 'drive_away',
    })
    const email = `journey-dep-${Date.now()}@example.com`
    const reg = await call(registerPOST, hostA, {
      body: { name: 'Dee Positor', email, password: 'correct horse battery', phone: '0412 345 678' },
    })
    const session = /dp_shopper=([^;]*)/.exec(reg.setCookie)?.[1] ?? null
    expect(session).toBeTruthy()
    const answers: Record<string, unknown> = {
      ...ANSWERS,
      delivery: { method: 'delivery', postcode: '2000' },
      details: { ...(ANSWERS.details as Doc), email },
    }
    for (const step of STEPS.filter((s) => s !== 'deposit')) {
      const out = await save(hostA, car, step, answers[step], { session })
      expect(`${step} ${out.status}`).toBe(`${step} 200`)
    }
    return { car, session, email }
  }

  async function payWith(payUrl: string, number: string, session: string | null) {
    const url = new URL(payUrl, 'http://x')
    const body = {
      reference: url.searchParams.get('ref'),
      secret: url.searchParams.get('secret'),
      name: 'Dee Positor',
      number,
      expiry: '12/39',
      cvc: '123',
    }
    const out = await call(payPOST, hostA, { body, cookies: { session } })
    await testProviderFor(payload, (await tenantForHost(hostA))!).settled()
    return out
  }

  const leadsFor = async (car: Doc) =>
    (
      await payload.find({
        collection: 'leads',
        where: { vehicle: { equals: car.id } },
        overrideAccess: true,
        depth: 0,
        pagination: false,
        sort: 'createdAt',
      })
    ).docs as Doc[]

  it('RTE-12 declined then approved: the order goes to the dealer only once the deposit is held, with delivery in its total', async () => {
    await payload.create({
      collection: 'delivery-rates',
      data: {
        tenant: tenantA.id,
        name: 'Sydney Metro',
        kind: 'postcode_range',
        postcode_from: 2000,
        postcode_to: 2234,
        price: 199,
        active: true,
      } as never,
      overrideAccess: true,
    })
    const { car, session, email } = await journeyToDeposit()
    const open = await call(GET, hostA, { query: `?car_id=${car.slug}`, cookies: { session } })
    expect(open.body.journey.data.deliveryEstimate).toEqual({ price: 199, name: 'Sydney Metro' })
    const started = await call(reservePOST, hostA, {
      body: {
        car_id: car.slug,
        kind: 'buy_online',
        journey_id: open.body.journey.id,
        contact: { first_name: 'Sam', last_name: 'Shopper', email, phone: '0412 345 678' },
      },
      cookies: { session },
    })
    expect(started.status).toBe(201)
    const reference = started.body.reference as string
    expect((await save(hostA, car, 'deposit', { choice: 'paid', reference }, { session })).status).toBe(200)

    // declined: the summary cannot be sent, and nothing reaches the dealer
    const declined = await payWith(started.body.payment.payUrl, '4000 0000 0000 0002', session)
    expect(declined.body).toMatchObject({ status: 'pending', failureMessage: 'Your card was declined.' })
    const refused = await save(hostA, car, 'summary', {}, { session })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(
      'Your deposit did not go through: Your card was declined. Try another card to send your order.',
    )
    expect(await leadsFor(car)).toHaveLength(0)
    const stillOpen = await call(GET, hostA, { query: `?car_id=${car.slug}`, cookies: { session } })
    expect(stillOpen.body.journey).toMatchObject({
      status: 'open',
      deposit: { reference, status: 'pending', failureMessage: 'Your card was declined.' },
    })

    // another card on the same payment page: held, one deposit; then the order is sent
    const approved = await payWith(started.body.payment.payUrl, '4242 4242 4242 4242', session)
    expect(approved.body.status).toBe('held')
    const sent = await save(hostA, car, 'summary', {}, { session })
    expect(sent.status).toBe(200)
    const leads = await leadsFor(car)
    // the hold's lead, then the order: one each
    expect(leads.map((l) => l.category)).toEqual(['Reservation', 'Buy Online'])
    const order = leads[1]!
    expect(order.fields).toMatchObject({
      drive_away_price: '$30,000',
      delivery_method: 'delivery',
      delivery_estimate: '$199',
      deposit_reference: reference,
      deposit_status: `Deposit paid: car held (reference ${reference})`,
    })
    // by hand: $30,000 drive away + $199 delivery = $30,199
    expect(order.fields.message).toContain('Total price (drive away, with delivery): $30,199')
    const deposits = await pgPoolOf(payload).query(
      `SELECT state FROM test_payments WHERE reservation_id = $1 ORDER BY created_at`,
      [reference],
    )
    expect(deposits.rows.map((d: Doc) => d.state)).toEqual(['failed', 'authorised'])
  })

  it('an order without a deposit says so plainly (no deposit could be taken online)', async () => {
    const { car, session } = await journeyToDeposit()
    expect((await save(hostA, car, 'deposit', { choice: 'later' }, { session })).status).toBe(200)
    const sent = await save(hostA, car, 'summary', {}, { session })
    expect(sent.status).toBe(200)
    const [order] = await leadsFor(car)
    expect(order!.fields.deposit_status).toBe(
      'No deposit paid. Online deposits are not available right now; the dealer will contact you.',
    )
  })
})
