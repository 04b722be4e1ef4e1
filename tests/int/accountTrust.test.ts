/**
 * Accounts a shopper can trust, on a real PostgreSQL through the route handlers as Next calls them (Host → tenant):
 * confirming the email (sign-up's link from the outbox; once, one day, one tenant, no enumeration on a change of
 * email), changing the email and the password, signing out everywhere, downloading the data and deleting the account
 * (what goes, and what the dealer keeps).
 */

import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import type { Doc } from './helpers/fixtures'
import { accountCaller, accountTenant } from './helpers/accountCall'
import { createScoped } from './helpers/fixtures'
import { waitForMails } from './helpers/outbox'
import { bootPayload, shutdownPayload } from './helpers/payload'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const accounts = await import('@/data/accounts')
const trust = await import('@/data/accountsTrust')
const { resetLocalLimits } = await import('@/lib/sharedLimits')
const { tenantForHost } = await import('@/data/tenants')
const { EMAIL_TOKEN_TTL_MS, TRUST_MESSAGES } = await import('@/domain/accounts/trust')
const { POST: registerPOST } = await import('@/app/(site)/api/account/register/route')
const { POST: signInPOST } = await import('@/app/(site)/api/account/sign-in/route')
const { GET: meGET } = await import('@/app/(site)/api/account/me/route')
const { POST: verifyPOST } = await import('@/app/(site)/api/account/verify-email/route')
const { POST: resendPOST } = await import('@/app/(site)/api/account/verify-email/resend/route')
const { POST: passwordPOST } = await import('@/app/(site)/api/account/password/route')
const { POST: emailPOST } = await import('@/app/(site)/api/account/email/route')
const { POST: everywherePOST } = await import('@/app/(site)/api/account/sign-out-everywhere/route')
const { GET: exportGET } = await import('@/app/(site)/api/account/export/route')
const { POST: deletePOST } = await import('@/app/(site)/api/account/delete/route')

let payload: Payload
let hostA: string
let hostB: string
let tenantA: TenantSite

const call = accountCaller(accounts.SESSION_COOKIE)
const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
const PASSWORD = 'correct horse battery'

async function register(host: string) {
  const address = email('trust')
  const out = await call(registerPOST, host, { body: { name: 'Sam Shopper', email: address, password: PASSWORD } })
  expect(out.status).toBe(201)
  // its confirmation email is sent after the answer: arrived before the test goes on
  await waitForMail(address)
  return { id: out.body.id as number, token: out.token!, email: address }
}

const waitForMail = (address: string, count = 1) => waitForMails(address, count)

const tokenIn = (mail: string) => /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? null
const me = async (host: string, cookie: string | null) => (await call(meGET, host, { cookie })).body

beforeAll(async () => {
  payload = await bootPayload()
  ;({ host: hostA } = await accountTenant(payload, 'trust-a'))
  ;({ host: hostB } = await accountTenant(payload, 'trust-b'))
  tenantA = (await tenantForHost(hostA))!
})
afterAll(() => shutdownPayload(payload))
beforeEach(() => {
  resetLocalLimits()
})

describe('confirming the email', () => {
  it('sign-up emails a one-day link to its tenant; the account is unconfirmed until the link is used, once', async () => {
    const before = Date.now()
    const shopper = await register(hostA)
    expect((await me(hostA, shopper.token)).emailVerified).toBe(false)
    const [mail] = await waitForMail(shopper.email)
    expect(mail).toMatch(/^Subject: Confirm your email for trust-a Motors$/m)
    const token = tokenIn(mail!)
    expect(mail).toContain(`http://${hostA}/verify-email?token=${token}`)
    const { rows } = await pgPoolOf(payload).query(
      'SELECT token_hash, tenant_id, email, expires_at FROM email_verifications WHERE customer_id = $1',
      [shopper.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].token_hash).toBe(accounts.hashToken(token!))
    expect(rows[0].email).toBe(shopper.email)
    const ttl = new Date(rows[0].expires_at).getTime() - before
    expect(ttl).toBeGreaterThan(EMAIL_TOKEN_TTL_MS - 5000)
    expect(ttl).toBeLessThanOrEqual(EMAIL_TOKEN_TTL_MS + 5000)
    // the rows are closed to every API (read, change, delete); nobody types a confirmation date in
    const closed = { overrideAccess: false, user: null } as const
    await expect(payload.find({ collection: 'email-verifications', ...closed })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.delete({ collection: 'email-verifications', where: { customer: { equals: shopper.id } }, ...closed }),
    ).rejects.toMatchObject({ status: 403 })
    const superAdmin = { id: 0, email: 'root@example.com', roles: ['super-admin'], collection: 'users' } as never
    const typed = await payload.update({
      collection: 'customers',
      id: shopper.id,
      data: { email_verified_at: new Date().toISOString() },
      overrideAccess: false,
      user: superAdmin,
      depth: 0,
    })
    expect(typed.email_verified_at ?? null).toBeNull()
    // the page only looks: a scanner opening the link confirms nothing
    expect(await trust.verificationValid(payload, tenantA, token!)).toBe(true)
    expect((await me(hostA, shopper.token)).emailVerified).toBe(false)
    // another tenant's host: unknown there, and the link still works on its own
    expect((await call(verifyPOST, hostB, { body: { token } })).status).toBe(400)
    const ok = await call(verifyPOST, hostA, { body: { token } })
    expect([ok.status, ok.body]).toEqual([200, { ok: true, message: TRUST_MESSAGES.verified, changed: false }])
    expect((await me(hostA, shopper.token)).emailVerified).toBe(true)
    const again = await call(verifyPOST, hostA, { body: { token } })
    expect([again.status, again.body.error]).toEqual([400, TRUST_MESSAGES.invalidLink])
  })

  it('an expired link is refused; asking again replaces it, three times in 15 minutes at most', async () => {
    const shopper = await register(hostA)
    const [first] = await waitForMail(shopper.email)
    const old = tokenIn(first!)!
    await pgPoolOf(payload).query(
      `UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE customer_id = $1`,
      [shopper.id],
    )
    expect((await call(verifyPOST, hostA, { body: { token: old } })).status).toBe(400)
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await call(resendPOST, hostA, { body: {}, cookie: shopper.token })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const mails = await waitForMail(shopper.email, 4)
    const newest = tokenIn(mails.at(-1)!)!
    expect(
      (await pgPoolOf(payload).query('SELECT 1 FROM email_verifications WHERE customer_id = $1', [shopper.id]))
        .rowCount,
    ).toBe(1)
    expect((await call(verifyPOST, hostA, { body: { token: newest } })).status).toBe(200)
    expect((await call(resendPOST, hostA, { body: {} })).status).toBe(401)
  })

  it('bad input is a 4xx: no token, a token of the wrong shape, an unknown field', async () => {
    for (const body of [{}, { token: 'abc' }, { token: 'x'.repeat(43), extra: 1 }, 'not json'])
      expect((await call(verifyPOST, hostA, { body })).status).toBeGreaterThanOrEqual(400)
    expect((await call(verifyPOST, hostA, { body: { token: 'A'.repeat(43) } })).status).toBe(400)
  })
})

describe('changing the email and the password', () => {
  it('a change of email needs the password, tells the old address, and happens only when the new one opens its link', async () => {
    const shopper = await register(hostA)
    const next = email('moved')
    const wrong = await call(emailPOST, hostA, {
      body: { email: next, current_password: 'nope' },
      cookie: shopper.token,
    })
    expect([wrong.status, wrong.body.fieldErrors]).toEqual([400, { current_password: TRUST_MESSAGES.wrongPassword }])
    const same = await call(emailPOST, hostA, {
      body: { email: shopper.email, current_password: PASSWORD },
      cookie: shopper.token,
    })
    expect(same.status).toBe(400)
    const asked = await call(emailPOST, hostA, {
      body: { email: next, current_password: PASSWORD },
      cookie: shopper.token,
    })
    expect([asked.status, asked.body.message]).toEqual([200, TRUST_MESSAGES.changeSent])
    const [link] = await waitForMail(next)
    const notices = await waitForMail(shopper.email, 2)
    expect(notices.some((m) => m.includes(`change its email to ${next}`))).toBe(true)
    // not yet changed: the old email still signs in
    expect((await call(signInPOST, hostA, { body: { email: shopper.email, password: PASSWORD } })).status).toBe(200)
    const done = await call(verifyPOST, hostA, { body: { token: tokenIn(link!) } })
    expect([done.status, done.body.changed]).toEqual([200, true])
    expect((await call(signInPOST, hostA, { body: { email: shopper.email, password: PASSWORD } })).status).toBe(401)
    expect((await call(signInPOST, hostA, { body: { email: next, password: PASSWORD } })).status).toBe(200)
    expect((await me(hostA, shopper.token)).emailVerified).toBe(true)
  })

  it('asking for an address another account has answers the same (no enumeration); its link then refuses to take it', async () => {
    const holder = await register(hostA)
    const shopper = await register(hostA)
    const asked = await call(emailPOST, hostA, {
      body: { email: holder.email, current_password: PASSWORD },
      cookie: shopper.token,
    })
    expect([asked.status, asked.body.message]).toEqual([200, TRUST_MESSAGES.changeSent])
    const mails = await waitForMail(holder.email, 2)
    const link = mails.map(tokenIn).find((t) => t !== null && t !== undefined)
    const taken = await call(verifyPOST, hostA, { body: { token: mails.map(tokenIn).filter(Boolean).at(-1) ?? link } })
    expect([taken.status, taken.body.error]).toEqual([409, TRUST_MESSAGES.emailNowTaken])
    expect((await call(signInPOST, hostA, { body: { email: holder.email, password: PASSWORD } })).body.id).toBe(
      holder.id,
    )
  })

  it('a new password needs the current one, signs out every other device and keeps this one signed in', async () => {
    const shopper = await register(hostA)
    const other = (await call(signInPOST, hostA, { body: { email: shopper.email, password: PASSWORD } })).token
    expect((await me(hostA, other)).signedIn).toBe(true)
    const wrong = await call(passwordPOST, hostA, {
      body: { current_password: 'wrong one', password: 'a brand new one' },
      cookie: shopper.token,
    })
    expect(wrong.status).toBe(400)
    const short = await call(passwordPOST, hostA, {
      body: { current_password: PASSWORD, password: 'short' },
      cookie: shopper.token,
    })
    expect(short.status).toBe(422)
    const ok = await call(passwordPOST, hostA, {
      body: { current_password: PASSWORD, password: 'a brand new one' },
      cookie: shopper.token,
    })
    expect([ok.status, ok.body.message]).toEqual([200, TRUST_MESSAGES.passwordChanged])
    expect(ok.token).toBeTruthy()
    expect((await me(hostA, other)).signedIn).toBe(false)
    expect((await me(hostA, shopper.token)).signedIn).toBe(false)
    expect((await me(hostA, ok.token)).signedIn).toBe(true)
    expect(
      (await call(signInPOST, hostA, { body: { email: shopper.email, password: 'a brand new one' } })).status,
    ).toBe(200)
  })

  it('wrong current passwords are limited: 5 in 15 minutes per account, then 429 with Retry-After', async () => {
    const shopper = await register(hostA)
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await call(passwordPOST, hostA, {
            body: { current_password: `guess ${i}`, password: 'a brand new one' },
            cookie: shopper.token,
          })
        ).status,
      )
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('sign out everywhere ends every session of the account, and only of that account', async () => {
    const shopper = await register(hostA)
    const other = (await call(signInPOST, hostA, { body: { email: shopper.email, password: PASSWORD } })).token
    const stranger = await register(hostA)
    const out = await call(everywherePOST, hostA, { body: {}, cookie: shopper.token })
    expect([out.status, out.body.signedIn, out.body.ended]).toEqual([200, false, 2])
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/i)
    expect((await me(hostA, other)).signedIn).toBe(false)
    expect((await me(hostA, shopper.token)).signedIn).toBe(false)
    expect((await me(hostA, stranger.token)).signedIn).toBe(true)
    expect((await call(everywherePOST, hostA, { body: {} })).status).toBe(401)
  })
})

describe('my data: download and delete', () => {
  async function withData() {
    const shopper = await register(hostA)
    const car = await createScoped(payload, 'vehicles', tenantA.id, `Trust ${Date.now().toString(36)}`, {
      status: 'in_stock',
    })
    await payload.create({
      collection: 'watchlist',
      data: { tenant: tenantA.id as number, customer: shopper.id, vehicle: car.id as number },
      overrideAccess: true,
    })
    const reservation = (await payload.create({
      collection: 'reservations',
      data: {
        tenant: tenantA.id,
        reference: `R-${Date.now().toString(36).toUpperCase()}`,
        kind: 'reserve',
        provider: 'test',
        vehicle: car.id,
        customer: shopper.id,
        contact: { first_name: 'Sam', email: shopper.email },
        status: 'held',
        amount_cents: 50000,
        hold_hours: 48,
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Doc
    return { shopper, car, reservation }
  }

  it('the download is the account, its watchlist and reservations, as a JSON attachment never stored', async () => {
    const { shopper, car, reservation } = await withData()
    const out = await call(exportGET, hostA, { cookie: shopper.token })
    expect(out.status).toBe(200)
    expect(out.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-my-data\.json"$/)
    expect(out.headers.get('cache-control')).toBe('private, no-store')
    expect(out.body.account).toMatchObject({ name: 'Sam Shopper', email: shopper.email, email_confirmed_at: null })
    expect(out.body.account.password_hash).toBeUndefined()
    expect(JSON.stringify(out.body)).not.toMatch(/scrypt\$/)
    expect(out.body.watchlist).toEqual([expect.objectContaining({ car: car.name, status: 'in_stock' })])
    expect(out.body.reservations).toEqual([
      expect.objectContaining({ reference: reservation.reference, deposit_cents: 50000 }),
    ])
    expect((await call(exportGET, hostA)).status).toBe(401)
    expect((await call(exportGET, hostB, { cookie: shopper.token })).status).toBe(401)
  })

  it('deleting needs the password and the typed word; the account, sessions and watchlist go, the reservation stays unlinked', async () => {
    const { shopper, reservation } = await withData()
    expect(
      (await call(deletePOST, hostA, { body: { current_password: PASSWORD, confirm: 'yes' }, cookie: shopper.token }))
        .status,
    ).toBe(422)
    expect(
      (await call(deletePOST, hostA, { body: { current_password: 'wrong', confirm: 'DELETE' }, cookie: shopper.token }))
        .status,
    ).toBe(400)
    const done = await call(deletePOST, hostA, {
      body: { current_password: PASSWORD, confirm: 'delete' },
      cookie: shopper.token,
    })
    expect([done.status, done.body.message]).toEqual([200, TRUST_MESSAGES.deleted])
    const pool = pgPoolOf(payload)
    for (const table of ['customers', 'customer_sessions', 'watchlist', 'email_verifications'])
      expect(
        (
          await pool.query(`SELECT 1 FROM ${table} WHERE ${table === 'customers' ? 'id' : 'customer_id'} = $1`, [
            shopper.id,
          ])
        ).rowCount,
      ).toBe(0)
    const kept = await pool.query('SELECT customer_id, contact_email FROM reservations WHERE id = $1', [reservation.id])
    expect(kept.rows[0]).toEqual({ customer_id: null, contact_email: shopper.email })
    expect((await me(hostA, shopper.token)).signedIn).toBe(false)
    // the address is free again: a new sign-up with it is a new, unconfirmed account
    const again = await call(registerPOST, hostA, {
      body: { name: 'Sam Again', email: shopper.email, password: PASSWORD },
    })
    expect([again.status, again.body.emailVerified]).toEqual([201, false])
  })
})
