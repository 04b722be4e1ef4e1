/**
 * Shopper password reset on a real PostgreSQL: POST /api/account/forgot-password and /api/account/reset-password as
 * Next calls them (Host → tenant), the email through the outbox transport (${DATA_DIR}/outbox), the token's rules
 * (hashed, one hour, single use, one tenant), the sessions it ends, the rate limits and bad input answered with a 4xx.
 */

import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import { accountCaller, accountTenant } from './helpers/accountCall'
import { mailsTo as allMailsTo, waitForMails } from './helpers/outbox'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the tenant lookup runs uncached here (as in accounts.test.ts).
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const accounts = await import('@/data/accounts')
const reset = await import('@/data/accountsReset')
const { resetLocalLimits } = await import('@/lib/sharedLimits')
const { tenantForHost } = await import('@/data/tenants')
const { RESET_MESSAGES, RESET_TOKEN_TTL_MS } = await import('@/domain/accounts/passwordReset')
const { POST: registerPOST } = await import('@/app/(site)/api/account/register/route')
const { POST: signInPOST } = await import('@/app/(site)/api/account/sign-in/route')
const { GET: meGET } = await import('@/app/(site)/api/account/me/route')
const { POST: forgotPOST } = await import('@/app/(site)/api/account/forgot-password/route')
const { POST: resetPOST } = await import('@/app/(site)/api/account/reset-password/route')

let payload: Payload
/** The reset emails to an address (sign-up also sends one to confirm it). */
const RESET_LINK = '/reset-password?token='
const mailsTo = (address: string) => allMailsTo(address).filter((m) => m.includes(RESET_LINK))
let hostA: string
let hostB: string
let tenantA: TenantSite

const call = accountCaller(accounts.SESSION_COOKIE)

const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
const PASSWORD = 'correct horse battery'

async function register(host: string) {
  const address = email('reset')
  const out = await call(registerPOST, host, { body: { name: 'Sam Shopper', email: address, password: PASSWORD } })
  expect(out.status).toBe(201)
  return { ...out, email: address }
}

/** The reset emails' arrival (they are sent after the answer). */
const waitForMail = (address: string, count = 1) => waitForMails(address, count, RESET_LINK)

const tokenIn = (mail: string) => /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? null

/** Ask for a link by the endpoint and read its token from the email. */
async function linkFor(host: string, address: string, count = 1): Promise<string> {
  expect((await call(forgotPOST, host, { body: { email: address } })).status).toBe(200)
  const mails = await waitForMail(address, count)
  const token = tokenIn(mails.at(-1)!)
  expect(token).not.toBeNull()
  return token!
}

const tokenRows = async (customerId: number) =>
  (
    await pgPoolOf(payload).query('SELECT token_hash, tenant_id FROM password_reset_tokens WHERE customer_id = $1', [
      customerId,
    ])
  ).rows as Array<{ token_hash: string; tenant_id: number }>

beforeAll(async () => {
  payload = await bootPayload()
  ;({ host: hostA } = await accountTenant(payload, 'reset-a'))
  ;({ host: hostB } = await accountTenant(payload, 'reset-b'))
  tenantA = (await tenantForHost(hostA))!
  expect(tenantA).not.toBeNull()
})
afterAll(() => shutdownPayload(payload))
beforeEach(() => {
  resetLocalLimits()
})

describe('asking for a reset link', () => {
  it('an unknown email gets exactly the answer a known one gets, and no email, no token', async () => {
    const known = await register(hostA)
    const unknown = email('nobody')
    const a = await call(forgotPOST, hostA, { body: { email: unknown } })
    const b = await call(forgotPOST, hostA, { body: { email: known.email } })
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(a.body).toEqual(b.body)
    expect(a.body).toEqual({ ok: true, message: RESET_MESSAGES.requested })
    expect(a.headers.get('cache-control')).toBe(b.headers.get('cache-control'))
    expect(a.headers.get('set-cookie')).toBeNull()
    // the known account's email arrives; by then the unknown one would have too
    await waitForMail(known.email)
    expect(mailsTo(unknown)).toEqual([])
    const { rows } = await pgPoolOf(payload).query(
      'SELECT count(*)::int AS n FROM password_reset_tokens WHERE tenant_id = $1',
      [tenantA.id],
    )
    expect(rows[0].n).toBe(1)
    // the data layer says so too: nothing to deliver for an unknown email
    const direct = await reset.requestPasswordReset(payload, tenantA, { email: email('nobody') }, null)
    expect(direct.ok && (await direct.delivery)).toBe(false)
  })

  it("the email links to the tenant's reset page with a 256-bit token; the database keeps only its SHA-256, for one hour", async () => {
    const known = await register(hostA)
    const before = Date.now()
    const token = await linkFor(hostA, known.email)
    const [mail] = mailsTo(known.email)
    expect(mail).toMatch(/^Subject: Reset your reset-a Motors password$/m)
    // the link leads to the host the shopper asked from (which resolved to this tenant)
    expect(mail).toContain(`http://${hostA}/reset-password?token=${token}`)
    expect(reset.resetLinkOrigin(tenantA, { host: hostA, https: true })).toBe(`https://${hostA}`)
    for (const odd of ['evil.example/@x', 'a b', '', null])
      expect(reset.resetLinkOrigin(tenantA, { host: odd, https: false })).toMatch(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/)
    expect(mail).toContain('works once, for one hour')
    const { rows } = await pgPoolOf(payload).query(
      'SELECT token_hash, tenant_id, expires_at FROM password_reset_tokens WHERE customer_id = $1',
      [known.body.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].token_hash).toBe(accounts.hashToken(token))
    expect(rows[0].token_hash).not.toContain(token)
    expect(rows[0].tenant_id).toBe(tenantA.id)
    const ttl = new Date(rows[0].expires_at).getTime() - before
    expect(ttl).toBeGreaterThanOrEqual(RESET_TOKEN_TTL_MS - 1000)
    expect(ttl).toBeLessThanOrEqual(RESET_TOKEN_TTL_MS + 5000)
    // the rows are closed to every API: read, change or delete
    const closed = { overrideAccess: false, user: null } as const
    await expect(payload.find({ collection: 'password-reset-tokens', ...closed })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.delete({
        collection: 'password-reset-tokens',
        where: { customer: { equals: known.body.id } },
        ...closed,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('is rate limited: 5 requests per client and 3 per email per tenant in 15 minutes, then 429 with Retry-After', async () => {
    const address = email('limited')
    for (let i = 0; i < reset.RESET_REQUESTS_PER_EMAIL; i++)
      expect((await call(forgotPOST, hostA, { body: { email: address } })).status).toBe(200)
    const sameEmail = await call(forgotPOST, hostA, { body: { email: address } })
    expect(sameEmail.status).toBe(429)
    expect(Number(sameEmail.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(sameEmail.body.error).toMatch(/Too many attempts/)
    // the same client with other emails: 5 requests in all (the refused one above counted too), then 429
    expect((await call(forgotPOST, hostA, { body: { email: email('other') } })).status).toBe(200)
    expect((await call(forgotPOST, hostA, { body: { email: email('other') } })).status).toBe(429)
    // another tenant counts on its own
    expect((await call(forgotPOST, hostB, { body: { email: address } })).status).toBe(200)
  })

  it('bad input is a 4xx with a clear message: 422 not an email or unknown field, 400 not JSON, 413 too large', async () => {
    const bad = await call(forgotPOST, hostA, { body: { email: 'nope' } })
    expect(bad).toMatchObject({ status: 422, body: { error: 'Please enter a valid email address.' } })
    expect((await call(forgotPOST, hostA, { body: { email: 'a@b.co', admin: true } })).status).toBe(422)
    expect((await call(forgotPOST, hostA, { body: '{nope' })).status).toBe(400)
    expect((await call(forgotPOST, hostA, { body: { email: `${'a'.repeat(5000)}@b.co` } })).status).toBe(413)
    const cross = await call(forgotPOST, hostA, {
      body: { email: 'a@b.co' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(cross.status).toBe(403)
  })
})

describe('using a reset link', () => {
  it('sets the new password (sign-up rules), signs in, and works once; the old password and a second use fail', async () => {
    const known = await register(hostA)
    const token = await linkFor(hostA, known.email)
    const short = await call(resetPOST, hostA, { body: { token, password: 'short' } })
    expect(short.status).toBe(422)
    expect(short.body.fieldErrors.password).toMatch(/at least 8 characters/)

    const used = await call(resetPOST, hostA, { body: { token, password: 'a brand new password' } })
    expect(used).toMatchObject({ status: 200, body: { signedIn: true, id: known.body.id, name: 'Sam Shopper' } })
    expect(used.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(used.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect((await call(meGET, hostA, { cookie: used.token })).body).toMatchObject({ signedIn: true, id: known.body.id })

    const again = await call(resetPOST, hostA, { body: { token, password: 'yet another password' } })
    expect(again).toMatchObject({
      status: 400,
      body: { error: RESET_MESSAGES.invalidLink, askAgain: '/forgot-password' },
    })
    expect(again.token).toBeNull()
    const old = await call(signInPOST, hostA, { body: { email: known.email, password: PASSWORD } })
    expect(old.status).toBe(401)
    const fresh = await call(signInPOST, hostA, { body: { email: known.email, password: 'a brand new password' } })
    expect(fresh.status).toBe(200)
  })

  it('ends every session the account had and every other reset link (decided: signed out everywhere but here)', async () => {
    const known = await register(hostA)
    const elsewhere = await call(signInPOST, hostA, { body: { email: known.email, password: PASSWORD } })
    expect(elsewhere.status).toBe(200)
    const first = await linkFor(hostA, known.email, 1)
    const second = await linkFor(hostA, known.email, 2)
    expect(first).not.toBe(second)
    expect(await tokenRows(known.body.id)).toHaveLength(2)

    const used = await call(resetPOST, hostA, { body: { token: second, password: 'a brand new password' } })
    expect(used.status).toBe(200)
    for (const old of [known.token, elsewhere.token])
      expect((await call(meGET, hostA, { cookie: old })).body).toEqual({ signedIn: false })
    expect((await call(meGET, hostA, { cookie: used.token })).body).toMatchObject({ signedIn: true })
    const { rows } = await pgPoolOf(payload).query('SELECT token_hash FROM customer_sessions WHERE customer_id = $1', [
      known.body.id,
    ])
    expect(rows).toEqual([{ token_hash: accounts.hashToken(used.token!) }])
    // the other link no longer works
    expect(await tokenRows(known.body.id)).toEqual([])
    const stale = await call(resetPOST, hostA, { body: { token: first, password: 'another new password' } })
    expect(stale).toMatchObject({ status: 400, body: { error: RESET_MESSAGES.invalidLink } })
  })

  it('expires after one hour (the clock injected): usable at 59 minutes, refused at 60 and removed', async () => {
    const known = await register(hostA)
    const madeAt = Date.now()
    const token = await linkFor(hostA, known.email)
    expect(await reset.resetTokenValid(payload, tenantA, token, { now: madeAt + RESET_TOKEN_TTL_MS - 60_000 })).toBe(
      true,
    )
    expect(await reset.resetTokenValid(payload, tenantA, token, { now: madeAt + RESET_TOKEN_TTL_MS + 5000 })).toBe(
      false,
    )
    const late = await reset.resetPassword(payload, tenantA, { token, password: 'a brand new password' }, null, {
      now: madeAt + RESET_TOKEN_TTL_MS + 5000,
    })
    expect(late).toEqual({ ok: false, status: 400, error: RESET_MESSAGES.invalidLink })
    // refused for good: the row is gone, the password unchanged, the session still there
    expect(await tokenRows(known.body.id)).toEqual([])
    expect((await call(signInPOST, hostA, { body: { email: known.email, password: PASSWORD } })).status).toBe(200)
    expect((await call(meGET, hostA, { cookie: known.token })).body).toMatchObject({ signedIn: true })
  })

  it("a token made on one tenant's host never works on another's (and is not used up by trying)", async () => {
    const known = await register(hostA)
    const token = await linkFor(hostA, known.email)
    const there = await call(resetPOST, hostB, { body: { token, password: 'a brand new password' } })
    expect(there).toMatchObject({
      status: 400,
      body: { error: RESET_MESSAGES.invalidLink, askAgain: '/forgot-password' },
    })
    expect(there.token).toBeNull()
    const tenantB = (await tenantForHost(hostB))!
    expect(await reset.resetTokenValid(payload, tenantB, token)).toBe(false)
    expect(await reset.resetTokenValid(payload, tenantA, token)).toBe(true)
    expect((await call(resetPOST, hostA, { body: { token, password: 'a brand new password' } })).status).toBe(200)
  })

  it('an unknown or malformed token is a 4xx with the message and a way to ask again, never a 5xx', async () => {
    const unknown = await call(resetPOST, hostA, {
      body: { token: 'A'.repeat(43), password: 'a brand new password' },
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: RESET_MESSAGES.invalidLink, askAgain: '/forgot-password' },
    })
    const malformed = await call(resetPOST, hostA, { body: { token: 'abc', password: 'a brand new password' } })
    expect(malformed).toMatchObject({ status: 422, body: { error: RESET_MESSAGES.invalidLink } })
    expect((await call(resetPOST, hostA, { body: { token: 'A'.repeat(43) } })).status).toBe(422)
    expect((await call(resetPOST, hostA, { body: { token: 'x'.repeat(5000), password: 'p' } })).status).toBe(413)
  })

  it('attempts are rate limited: 10 per client per tenant in 15 minutes, then 429', async () => {
    for (let i = 0; i < reset.RESET_ATTEMPTS_PER_CLIENT; i++)
      expect(
        (await call(resetPOST, hostA, { body: { token: 'B'.repeat(43), password: 'a brand new password' } })).status,
      ).toBe(400)
    const blocked = await call(resetPOST, hostA, { body: { token: 'B'.repeat(43), password: 'a brand new password' } })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
