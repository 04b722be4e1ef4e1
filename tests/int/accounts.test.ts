/**
 * Shopper accounts and the watchlist on a real PostgreSQL (spec §6, §7; TEN-16..19, SAVE-01..12): the
 * account endpoints as Next calls them (Host → tenant), per tenant; sessions; the sign-in throttle; the watchlist
 * endpoints' phone and tenant checks; bad input answered with a 4xx.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { pgPoolOf } from '@/lib/db/pool'
import { EDGE_SECRET } from '@/lib/edgeContract.mjs'

import { createScoped, type Doc } from './helpers/fixtures'
import { accountCaller } from './helpers/accountCall'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the tenant lookup runs uncached here (as in security-leads.test.ts).
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const accounts = await import('@/data/accounts')
const { resetLocalLimits } = await import('@/lib/sharedLimits')
const { POST: registerPOST } = await import('@/app/(site)/api/account/register/route')
const { POST: signInPOST } = await import('@/app/(site)/api/account/sign-in/route')
const { POST: signOutPOST } = await import('@/app/(site)/api/account/sign-out/route')
const { POST: phonePOST } = await import('@/app/(site)/api/account/phone/route')
const { GET: meGET } = await import('@/app/(site)/api/account/me/route')
const { POST: savePOST } = await import('@/app/(site)/api/watchlist/save-car/route')
const { POST: removePOST } = await import('@/app/(site)/api/watchlist/remove-car/route')
const { GET: listGET } = await import('@/app/(site)/api/watchlist/cars/route')

let payload: Payload
let hostA: string
let hostB: string
let hostOff: string
const cars = {} as Record<'a' | 'sold' | 'hidden' | 'b' | 'off', Doc>

const call = accountCaller(accounts.SESSION_COOKIE)

const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`

async function register(host: string, extra: Doc = {}) {
  const out = await call(registerPOST, host, {
    body: { name: 'Sam Shopper', email: email('sam'), password: 'correct horse battery', ...extra },
  })
  expect(out.status).toBe(201)
  return out
}

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  const mk = async (slug: string) =>
    (await payload.create({
      collection: 'tenants',
      data: { name: slug, slug: `${slug}-${stamp}`, template: 'group' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Doc
  const a = await mk('acct-a')
  const b = await mk('acct-b')
  hostA = `${a.slug}.localhost:3000`
  hostB = `${b.slug}.localhost:3000`
  const off = (await payload.create({
    collection: 'tenants',
    data: {
      name: 'acct-off',
      slug: `acct-off-${stamp}`,
      template: 'group',
      features: { garage_enabled: 'off' },
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as Doc
  hostOff = `${off.slug}.localhost:3000`
  cars.off = await createScoped(payload, 'vehicles', off.id, `Off ${stamp}`, { status: 'in_stock' })
  cars.a = await createScoped(payload, 'vehicles', a.id, `Alpha ${stamp}`, { status: 'in_stock' })
  cars.sold = await createScoped(payload, 'vehicles', a.id, `Alpha sold ${stamp}`, { status: 'sold' })
  cars.hidden = await createScoped(payload, 'vehicles', a.id, `Alpha hidden ${stamp}`, {
    show_on_dealer_website: false,
  })
  cars.b = await createScoped(payload, 'vehicles', b.id, `Bravo ${stamp}`, { status: 'in_stock' })
})
afterAll(() => shutdownPayload(payload))
beforeEach(() => resetLocalLimits())

describe('accounts per tenant (TEN-16)', () => {
  it('TEN-16 register signs in with an HttpOnly SameSite=Lax cookie; the password is stored as a scrypt hash; me answers the id', async () => {
    const out = await register(hostA, { phone: '0412 345 678' })
    expect(out.body).toEqual({
      signedIn: true,
      id: expect.any(Number),
      name: 'Sam Shopper',
      hasPhone: true,
      emailVerified: false,
    })
    const cookie = out.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(out.headers.get('cache-control')).toBe('no-store')
    const { rows } = await pgPoolOf(payload).query('SELECT password_hash, phone, email FROM customers WHERE id = $1', [
      out.body.id,
    ])
    expect(rows[0].password_hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(rows[0].password_hash).not.toContain('correct horse')
    expect(rows[0].phone).toBe('0412345678')
    const sessions = await pgPoolOf(payload).query('SELECT token_hash FROM customer_sessions WHERE customer_id = $1', [
      out.body.id,
    ])
    expect(sessions.rows).toEqual([{ token_hash: accounts.hashToken(out.token!) }])
    const me = await call(meGET, hostA, { cookie: out.token })
    expect(me.body).toEqual({
      signedIn: true,
      id: out.body.id,
      name: 'Sam Shopper',
      hasPhone: true,
      phone: '0412345678',
      emailVerified: false,
      watchAlerts: false,
    })
    expect(me.headers.get('cache-control')).toBe('no-store')
    expect((await call(meGET, hostA)).body).toEqual({ signedIn: false })
  })

  it('TEN-16 a shopper of one tenant is unknown to another: sign-in fails there and the session does not carry over', async () => {
    const address = email('one-tenant')
    const out = await register(hostA, { email: address })
    const there = await call(signInPOST, hostB, { body: { email: address, password: 'correct horse battery' } })
    expect(there).toMatchObject({ status: 401, body: { error: 'Email or password is incorrect.' } })
    expect((await call(meGET, hostB, { cookie: out.token })).body).toEqual({ signedIn: false })
    // the same email may open its own account on the other tenant
    expect(
      (await call(registerPOST, hostB, { body: { name: 'B', email: address, password: 'another password' } })).status,
    ).toBe(201)
  })

  it('TEN-16 the email is unique per tenant, case-insensitively (409)', async () => {
    const address = email('dup')
    await register(hostA, { email: address })
    const again = await call(registerPOST, hostA, {
      body: { name: 'Again', email: address.toUpperCase(), password: 'correct horse battery' },
    })
    expect(again).toMatchObject({ status: 409, body: { error: expect.stringMatching(/already exists/) } })
  })

  it('sign-in: a wrong password and an unknown email get the same generic 401; the right one signs in', async () => {
    const address = email('signin')
    await register(hostA, { email: address })
    const wrong = await call(signInPOST, hostA, { body: { email: address, password: 'wrong password' } })
    const unknown = await call(signInPOST, hostA, { body: { email: email('nobody'), password: 'wrong password' } })
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Email or password is incorrect.' } })
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Email or password is incorrect.' } })
    const ok = await call(signInPOST, hostA, {
      body: { email: ` ${address.toUpperCase()} `, password: 'correct horse battery' },
    })
    expect(ok).toMatchObject({ status: 200, body: { signedIn: true, hasPhone: false } })
    expect(ok.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('sign-in is throttled: 5 failures per client and email in 15 minutes, then 429 with Retry-After (also for the right password)', async () => {
    const address = email('throttle')
    await register(hostA, { email: address })
    for (let i = 0; i < accounts.SIGN_IN_FAILURES; i++)
      expect((await call(signInPOST, hostA, { body: { email: address, password: `guess ${i}` } })).status).toBe(401)
    const blocked = await call(signInPOST, hostA, { body: { email: address, password: 'correct horse battery' } })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body.error).toMatch(/Too many sign-in attempts/)
    // another email from the same client is not blocked
    expect((await call(signInPOST, hostA, { body: { email: email('other'), password: 'x' } })).status).toBe(401)
  })

  it('sign-up is limited: 10 attempts per client address per tenant in an hour, then 429 with Retry-After; another address or tenant is not held back', async () => {
    // the client address is read only from headers this process's edge wrote (src/lib/requestContext.ts)
    const EDGE = 'accounts-test-edge'
    EDGE_SECRET.set(EDGE)
    const from = (ip: string) => ({ 'x-dp-edge': EDGE, 'x-forwarded-for': ip })
    const signUp = (host: string, ip: string) =>
      call(registerPOST, host, {
        body: { name: 'Sam Shopper', email: email('burst'), password: 'correct horse battery' },
        headers: from(ip),
      })
    for (let i = 0; i < accounts.SIGN_UPS_PER_CLIENT; i++)
      expect((await signUp(hostA, '198.51.100.7')).status).toBe(201)
    const blocked = await signUp(hostA, '198.51.100.7')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(blocked.body.error).toMatch(/^Too many sign-up attempts\. Please try again in \d+ minutes\.$/)
    expect((await signUp(hostA, '198.51.100.8')).status).toBe(201)
    expect((await signUp(hostB, '198.51.100.7')).status).toBe(201)
  })

  it('sign-out ends the session: its row is gone and the cookie is cleared', async () => {
    const out = await register(hostA)
    const bye = await call(signOutPOST, hostA, { body: {}, cookie: out.token })
    expect(bye.status).toBe(200)
    expect(bye.headers.get('set-cookie')).toMatch(/dp_shopper=;.*Max-Age=0/i)
    expect((await call(meGET, hostA, { cookie: out.token })).body).toEqual({ signedIn: false })
  })

  it('an expired session is refused and removed', async () => {
    const out = await register(hostA)
    await pgPoolOf(payload).query(
      "UPDATE customer_sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [accounts.hashToken(out.token!)],
    )
    expect((await call(meGET, hostA, { cookie: out.token })).body).toEqual({ signedIn: false })
    const { rowCount } = await pgPoolOf(payload).query('SELECT 1 FROM customer_sessions WHERE token_hash = $1', [
      accounts.hashToken(out.token!),
    ])
    expect(rowCount).toBe(0)
  })

  it('bad input is a 4xx with a clear message: 422 fields, 400 not JSON, 413 too large, 403 cross-site, 404 unknown host', async () => {
    const bad = await call(registerPOST, hostA, { body: { name: '', email: 'nope', password: 'short', phone: '123' } })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['email', 'name', 'password', 'phone'])
    expect(bad.body.fieldErrors.phone).toMatch(/Australian phone number/)
    expect(
      (await call(registerPOST, hostA, { body: { name: 'A', email: 'a@b.co', password: '12345678', admin: true } }))
        .status,
    ).toBe(422)
    expect((await call(signInPOST, hostA, { body: '{not json' })).status).toBe(400)
    expect((await call(signInPOST, hostA, { body: { email: 'a@b.co', password: 'x'.repeat(5000) } })).status).toBe(413)
    const cross = await call(signInPOST, hostA, {
      body: { email: 'a@b.co', password: 'x' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(cross).toMatchObject({ status: 403, body: { error: 'This request must come from this site.' } })
    const sibling = await call(signOutPOST, hostA, { body: {}, headers: { origin: `http://${hostB}` } })
    expect(sibling.status).toBe(403)
    expect((await call(signInPOST, 'nobody.localhost:3000', { body: { email: 'a@b.co', password: 'x' } })).status).toBe(
      404,
    )
  })

  it('SAVE-02 the phone is updated for the signed-in shopper only, normalised; 401 when signed out', async () => {
    const out = await register(hostA)
    expect((await call(phonePOST, hostA, { body: { phone: '0412 345 678' } })).status).toBe(401)
    expect((await call(phonePOST, hostA, { body: { phone: '555' }, cookie: out.token })).status).toBe(422)
    const ok = await call(phonePOST, hostA, { body: { phone: '+61 2 9876 5432' }, cookie: out.token })
    expect(ok).toMatchObject({ status: 200, body: { hasPhone: true, phone: '0298765432' } })
  })
})

describe('the watchlist endpoints (spec §7; SAVE-04, SAVE-06, SAVE-08, SAVE-12, TEN-18)', () => {
  it('TEN-18 SAVE-01 saving needs a signed-in shopper: 401 { success: false, message }', async () => {
    const out = await call(savePOST, hostA, { body: { phone_number: '0412345678', car_id: cars.a.id } })
    expect(out).toMatchObject({ status: 401, body: { success: false, message: expect.stringMatching(/sign in/i) } })
  })

  it('SAVE-04 SAVE-12 save-car { phone_number, car_id } saves once; the list has entries with ids; remove-car removes', async () => {
    const out = await register(hostA, { phone: '0412345678' })
    const body = { phone_number: '0412 345 678', car_id: String(cars.a.id) }
    const saved = await call(savePOST, hostA, { body, cookie: out.token })
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: expect.any(String) } })
    expect((await call(savePOST, hostA, { body, cookie: out.token })).body.success).toBe(true)
    const list = await call(listGET, hostA, { cookie: out.token })
    expect(list.body.entries).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        car: expect.objectContaining({ id: cars.a.id, slug: cars.a.slug }),
      }),
    ])
    const removed = await call(removePOST, hostA, { body, cookie: out.token })
    expect(removed).toMatchObject({ status: 200, body: { success: true } })
    expect((await call(listGET, hostA, { cookie: out.token })).body.entries).toEqual([])
    expect((await call(listGET, hostA)).status).toBe(401)
  })

  it("SAVE-08 the phone must be the signed-in shopper's own, and the car this tenant's (and shown): success false", async () => {
    const out = await register(hostA, { phone: '0412345678' })
    const wrongPhone = await call(savePOST, hostA, {
      body: { phone_number: '0499999999', car_id: cars.a.id },
      cookie: out.token,
    })
    expect(wrongPhone).toMatchObject({ status: 403, body: { success: false, message: expect.stringMatching(/phone/) } })
    for (const car of [cars.b, cars.hidden]) {
      const other = await call(savePOST, hostA, {
        body: { phone_number: '0412345678', car_id: car.id },
        cookie: out.token,
      })
      expect(other).toMatchObject({ status: 404, body: { success: false } })
    }
    const noPhone = await register(hostA)
    const none = await call(savePOST, hostA, {
      body: { phone_number: '0412345678', car_id: cars.a.id },
      cookie: noPhone.token,
    })
    expect(none).toMatchObject({ status: 403, body: { success: false } })
    const bad = await call(savePOST, hostA, { body: { phone_number: '0412345678', car_id: 'abc' }, cookie: out.token })
    expect(bad.status).toBe(422)
    // a session of tenant A is no one on tenant B
    const onB = await call(savePOST, hostB, {
      body: { phone_number: '0412345678', car_id: cars.b.id },
      cookie: out.token,
    })
    expect(onB).toMatchObject({ status: 401, body: { success: false } })
  })

  it('TEN-25 SAVE-16 where the garage is off the watchlist endpoints answer 404 and save nothing', async () => {
    const out = await call(registerPOST, hostOff, {
      body: { name: 'Sam Shopper', email: email('off'), password: 'correct horse battery', phone: '0412345678' },
    })
    expect(out.status).toBe(201)
    const body = { phone_number: '0412345678', car_id: cars.off.id }
    const saved = await call(savePOST, hostOff, { body, cookie: out.token })
    expect(saved).toMatchObject({
      status: 404,
      body: { success: false, message: 'Saved cars are not available on this site.' },
    })
    expect((await call(removePOST, hostOff, { body, cookie: out.token })).status).toBe(404)
    expect((await call(listGET, hostOff, { cookie: out.token })).status).toBe(404)
    const rows = await payload.find({
      collection: 'watchlist',
      where: { customer: { equals: out.body.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(rows.totalDocs).toBe(0)
  })

  it('SAVE-10 a sold car cannot be added (409), but one already saved can still be removed', async () => {
    const out = await register(hostA, { phone: '0412345678' })
    const sold = await call(savePOST, hostA, {
      body: { phone_number: '0412345678', car_id: cars.sold.id },
      cookie: out.token,
    })
    expect(sold).toMatchObject({ status: 409, body: { success: false } })
    await payload.create({
      collection: 'watchlist',
      data: { tenant: cars.sold.tenant as number, customer: out.body.id, vehicle: cars.sold.id },
      overrideAccess: true,
    })
    const removed = await call(removePOST, hostA, {
      body: { phone_number: '0412345678', car_id: cars.sold.id },
      cookie: out.token,
    })
    expect(removed).toMatchObject({ status: 200, body: { success: true } })
  })
})
