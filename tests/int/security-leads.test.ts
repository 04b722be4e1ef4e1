/**
 * Lead tampering and lead intake abuse on a real PostgreSQL ("Lead tampering" and "Lead intake abuse"):
 * a multi-step lead is continued (and its valuation saved) only with the continuation token issued to the browser
 * that started it; a finished lead cannot be reopened or re-sent; every miss is the same 404; the intake refuses
 * oversized, over-deep and unstorable bodies with a 4xx, unknown and oversized fields with 422; a flood from one
 * client neither starves another client nor uses up the tenant's capacity.
 */
import { jest } from '@jest/globals'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { LEAD_CONTINUATION_TTL_MS, hashContinuationToken } from '@/data/leads/continuation'
import { requestHash } from '@/data/leads/idempotency'
import { LEADS_PER_MINUTE, RateLimiter, TENANT_LEADS_PER_MINUTE, clientKey } from '@/data/leads/rateLimit'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { rest } from './helpers/rest'

// The site routes are called as Next calls them, minus Next's data cache (unstable_cache needs a running server):
// the tenant is still resolved from the Host header against the database. Everything that may reach src/data/tenants
// (submitLead does, through the marketing opt-outs) is imported after the mock, or it would keep the real cache.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { submitLead } = await import('@/data/leads/submit')
const { storeLeadValuation } = await import('@/data/tradeIn')
const { POST: leadsPOST } = await import('@/app/(site)/api/leads/route')
const { POST: miscPOST } = await import('@/app/(site)/api/miscellaneous/route')
const { toTenantSite } = await import('@/data/tenants')

let payload: Payload
let siteA: TenantSite
let siteB: TenantSite
let slugA: string

const fields = {
  name: 'Tess',
  last_name: 'Trader',
  email: 'tess@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  kms: 40000,
}
const step = (extra: Doc = {}) => ({ category: 'Trade-in', subcategory: '1. Vehicle Details', fields, ...extra })
let seq = 0
const ip = () => `203.0.113.${(++seq % 250) + 1}`

async function startLead(site: TenantSite = siteA): Promise<{ id: string; token: string }> {
  const out = await submitLead(payload, site, { body: step({ isLastStep: false }), ip: ip() })
  expect(out.status).toBe(201)
  return { id: String(out.body.lead_id), token: String(out.body.continuation_token) }
}
const leadRow = async (id: string | number) =>
  (await payload.findByID({ collection: 'leads', id: Number(id), depth: 0, overrideAccess: true })) as Doc
const pool = () => pgPoolOf(payload)

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
  const a = await mk('sec-leads-a')
  const b = await mk('sec-leads-b')
  slugA = a.slug
  siteA = toTenantSite(a as never)
  siteB = toTenantSite(b as never)
})
afterAll(() => shutdownPayload(payload))

describe('continuation tokens (lead tampering)', () => {
  it('the first step of a multi-step lead answers an unguessable continuation token (≥128 bits) stored only as its SHA-256 hash with an expiry', async () => {
    const { id, token } = await startLead()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const { rows } = await pool().query(
      'SELECT continuation_token_hash AS hash, continuation_expires_at AS expires FROM leads WHERE id = $1',
      [id],
    )
    expect(rows[0].hash).toBe(hashContinuationToken(token))
    expect(rows[0].hash).not.toContain(token)
    expect(new Date(rows[0].expires).getTime()).toBeGreaterThan(Date.now() + LEAD_CONTINUATION_TTL_MS - 60_000)
    // never readable through the API, not even by overrideAccess reads
    expect(Object.keys(await leadRow(id))).not.toEqual(expect.arrayContaining(['continuation_token_hash']))
    // a single-step lead gets none (it cannot be continued)
    const single = await submitLead(payload, siteA, { body: step(), ip: ip() })
    expect(single).toMatchObject({ status: 201, body: { lead_id: expect.any(String) } })
    expect(single.body.continuation_token).toBeUndefined()
  })

  it('an admin cannot read or query a lead’s token hash through REST (it is hidden and has no field access)', async () => {
    const { id, token } = await startLead()
    const email = `sec-leads-${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'Secret-pass-123', roles: ['super-admin'] } as never,
      overrideAccess: true,
    })
    const login = await payload.login({ collection: 'users', data: { email, password: 'Secret-pass-123' } })
    const got = await rest('GET', `/api/leads/${id}?depth=0`, { token: login.token })
    expect(got.status).toBe(200)
    expect(JSON.stringify(got.body)).not.toMatch(/continuation|[0-9a-f]{64}/)
    const hash = hashContinuationToken(token)
    const probe = await rest('GET', `/api/leads?where[continuation_token_hash][equals]=${hash}&depth=0`, {
      token: login.token,
    })
    expect(probe.status).toBeGreaterThanOrEqual(400)
    expect(JSON.stringify(probe.body)).toMatch(/cannot be queried/)
  })

  it('a lead cannot be rewritten by its id alone (no token): its contact details stay as they were', async () => {
    const { id } = await startLead()
    const out = await submitLead(payload, siteA, {
      body: step({ lead_id: id, isLastStep: false, fields: { ...fields, email: 'attacker@example.com' } }),
      ip: ip(),
    })
    expect(out).toEqual({ status: 404, body: { error: 'Lead not found' } })
    expect((await leadRow(id)).email).toBe('tess@example.com')
  })

  it('a lead cannot be continued with another lead’s token, an expired token, or from another tenant’s host', async () => {
    const victim = await startLead()
    const attacker = await startLead()
    const withOther = await submitLead(payload, siteA, {
      body: step({ lead_id: victim.id, continuation_token: attacker.token, isLastStep: true }),
      ip: ip(),
    })
    expect(withOther).toEqual({ status: 404, body: { error: 'Lead not found' } })
    const fromB = await submitLead(payload, siteB, {
      body: step({ lead_id: victim.id, continuation_token: victim.token, isLastStep: true }),
      ip: ip(),
    })
    expect(fromB).toEqual({ status: 404, body: { error: 'Lead not found' } })
    const later = new Date(Date.now() + LEAD_CONTINUATION_TTL_MS + 1000)
    const expired = await submitLead(payload, siteA, {
      body: step({ lead_id: victim.id, continuation_token: victim.token }),
      ip: ip(),
      now: later,
    })
    expect(expired).toEqual({ status: 404, body: { error: 'Lead not found' } })
    expect((await leadRow(victim.id)).status).toBe('in_progress')
    // the holder of the right token continues it, several times, then finishes it
    const again = await submitLead(payload, siteA, {
      body: step({ lead_id: victim.id, continuation_token: victim.token, isLastStep: false, offer_price: 1000 }),
      ip: ip(),
    })
    expect(again).toEqual({ status: 201, body: { lead_id: victim.id } })
    const done = await submitLead(payload, siteA, {
      body: step({
        lead_id: victim.id,
        continuation_token: victim.token,
        subcategory: '3. Offer Accepted',
        offer_accepted: true,
      }),
      ip: ip(),
    })
    expect(done).toEqual({ status: 201, body: { lead_id: victim.id } })
    expect(await leadRow(victim.id)).toMatchObject({
      status: 'pending',
      offer_price: 1000,
      offer_accepted: true,
      subcategory: '3. Offer Accepted',
    })
  })

  it('an unknown id, a non-numeric id, an id beyond the column and a wrong token all get the very same 404 body', async () => {
    const { id } = await startLead()
    const answers = []
    for (const extra of [
      { lead_id: id, continuation_token: 'wrong' },
      { lead_id: id },
      { lead_id: '2147483000', continuation_token: 'x' },
      { lead_id: 'abc', continuation_token: 'x' },
      { lead_id: '99999999999999', continuation_token: 'x' },
    ])
      answers.push(await submitLead(payload, siteA, { body: step({ ...extra, isLastStep: false }), ip: ip() }))
    for (const a of answers) expect(a).toEqual(answers[0])
    expect(answers[0]).toEqual({ status: 404, body: { error: 'Lead not found' } })
  })

  it('a delivered lead cannot be knocked back to in-progress nor re-sent to the dealer, even with its own token (burnt on the last step)', async () => {
    const { id, token } = await startLead()
    expect(
      (await submitLead(payload, siteA, { body: step({ lead_id: id, continuation_token: token }), ip: ip() })).status,
    ).toBe(201)
    const { rows } = await pool().query('SELECT continuation_token_hash FROM leads WHERE id = $1', [id])
    expect(rows[0].continuation_token_hash).toBeNull()
    // the delivery worker marks it delivered
    await payload.update({
      collection: 'leads',
      id: Number(id),
      data: { status: 'delivered', attempts: 1, next_attempt_at: null },
      overrideAccess: true,
    })
    const delivered = await leadRow(id)
    expect(delivered.status).toBe('delivered')
    const knockBack = await submitLead(payload, siteA, {
      body: step({ lead_id: id, continuation_token: token, isLastStep: false }),
      ip: ip(),
    })
    expect(knockBack).toEqual({ status: 404, body: { error: 'Lead not found' } })
    const resend = await submitLead(payload, siteA, {
      body: step({ lead_id: id, continuation_token: token, isLastStep: true }),
      ip: ip(),
    })
    expect(resend).toEqual({ status: 404, body: { error: 'Lead not found' } })
    const after = await leadRow(id)
    expect(after).toMatchObject({ status: 'delivered', attempts: delivered.attempts })
  })

  it('a pending (not yet delivered) lead cannot be reopened either: its token stops at the last step', async () => {
    const { id, token } = await startLead()
    await submitLead(payload, siteA, { body: step({ lead_id: id, continuation_token: token }), ip: ip() })
    expect((await leadRow(id)).status).toBe('pending')
    const reopen = await submitLead(payload, siteA, {
      body: step({ lead_id: id, continuation_token: token, isLastStep: false }),
      ip: ip(),
    })
    expect(reopen.status).toBe(404)
    expect((await leadRow(id)).status).toBe('pending')
  })

  it('the valuation (offer_price) of a lead cannot be set without its token, with another’s, from another tenant, or once it is finished', async () => {
    const { id, token } = await startLead()
    const other = await startLead()
    const value = { kind: 'estimate', offerPrice: 99_999 }
    const notFound = { ok: false, status: 404, error: 'Lead not found' }
    expect(await storeLeadValuation(siteA, id, undefined, value)).toEqual(notFound)
    expect(await storeLeadValuation(siteA, id, other.token, value)).toEqual(notFound)
    expect(await storeLeadValuation(siteB, id, token, value)).toEqual(notFound)
    expect(await storeLeadValuation(siteA, 'nope', token, value)).toEqual(notFound)
    expect((await leadRow(id)).offer_price ?? null).toBeNull()
    expect(await storeLeadValuation(siteA, id, token, { kind: 'estimate', offerPrice: 24_900 })).toEqual({ ok: true })
    expect((await leadRow(id)).offer_price).toBe(24_900)
    await submitLead(payload, siteA, { body: step({ lead_id: id, continuation_token: token }), ip: ip() })
    expect(await storeLeadValuation(siteA, id, token, value)).toEqual(notFound)
    expect((await leadRow(id)).offer_price).toBe(24_900)
  })

  it('an Idempotency-Key replay never stores the token: the same request gets a fresh token (the old one stops), another body gets 409', async () => {
    const key = `sec-replay-${Date.now()}`
    const body = step({ isLastStep: false })
    const first = await submitLead(payload, siteA, { body, idempotencyKey: key, ip: ip() })
    expect(first.body.continuation_token).toEqual(expect.any(String))
    const { rows } = await pool().query(
      'SELECT response_body::text AS body FROM lead_idempotency_keys WHERE key = $1',
      [key],
    )
    expect(rows[0].body).not.toContain(String(first.body.continuation_token))
    const replay = await submitLead(payload, siteA, { body, idempotencyKey: key, ip: ip() })
    expect(replay).toMatchObject({
      status: 201,
      body: { lead_id: first.body.lead_id, continuation_token: expect.any(String) },
    })
    expect(replay.body.continuation_token).not.toBe(first.body.continuation_token)
    const stale = await submitLead(payload, siteA, {
      body: step({ lead_id: first.body.lead_id, continuation_token: first.body.continuation_token }),
      ip: ip(),
    })
    expect(stale.status).toBe(404)
    expect(
      (
        await submitLead(payload, siteA, {
          body: step({ isLastStep: false, subcategory: 'other' }),
          idempotencyKey: key,
          ip: ip(),
        })
      ).status,
    ).toBe(409)
    const fresh = await submitLead(payload, siteA, {
      body: step({ lead_id: first.body.lead_id, continuation_token: replay.body.continuation_token }),
      ip: ip(),
    })
    expect(fresh.status).toBe(201)
  })
})

describe('the lead intake refuses what can never succeed (4xx, never 5xx)', () => {
  const host = () => `${slugA}.localhost:3000`
  const post = (
    handler: (r: NextRequest) => Promise<Response>,
    path: string,
    body: string,
    headers: Record<string, string> = {},
  ) =>
    handler(
      new NextRequest(`http://${host()}${path}`, {
        method: 'POST',
        headers: { host: host(), 'content-type': 'application/json', ...headers },
        body,
      }),
    )

  it('an 8 MiB JSON body is refused with 413 before it is parsed', async () => {
    const big = JSON.stringify(step({ fields: { ...fields, message: 'x'.repeat(8 * 1024 * 1024) } }))
    const res = await post(leadsPOST, '/api/leads', big)
    expect(res.status).toBe(413)
    expect((await res.json()).error).toMatch(/larger than 64 KiB/)
    expect((await post(miscPOST, '/api/miscellaneous', big)).status).toBe(413)
  })

  it('JSON nested 50,000 deep is refused with 400 (no stack overflow hashing it), through the route and when submitLead is called directly', async () => {
    // 20,000 deep fits the 64 KiB body limit; 50,000 deep is over it (413) at the route and checked directly below
    const deep = '['.repeat(20_000) + ']'.repeat(20_000)
    const res = await post(leadsPOST, '/api/leads', `{"category":"Trade-in","valuation":${deep}}`)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/nested more than/)
    let nested: unknown = []
    for (let i = 0; i < 50_000; i++) nested = [nested]
    const direct = await submitLead(payload, siteA, { body: { ...step(), valuation: { x: nested } }, ip: ip() })
    expect(direct.status).toBe(400)
    expect(direct.body.error).toMatch(/nested more than/)
    expect(() => requestHash({ ok: true })).not.toThrow()
  })

  it('a NUL byte or a lone surrogate in a message is refused with 400 and a clear message, nothing stored', async () => {
    for (const bad of ['hello\u0000world', 'hello \ud800 world']) {
      const res = await post(
        leadsPOST,
        '/api/leads',
        JSON.stringify({ category: 'General Enquiry', fields: { ...fields, message: bad } }),
      )
      expect(res.status).toBe(400)
      expect((await res.json()).error).toMatch(/fields\.message/)
    }
  })

  it('a 1 MiB extra form field is refused (413 at the route, 422 when it fits the body limit but not the field’s)', async () => {
    const huge = await post(
      leadsPOST,
      '/api/leads',
      JSON.stringify(step({ fields: { ...fields, 'Vehicle Make': 'x'.repeat(1024 * 1024) } })),
    )
    expect(huge.status).toBe(413)
    const long = await submitLead(payload, siteA, {
      body: step({ fields: { ...fields, 'Vehicle Make': 'x'.repeat(3000) } }),
      ip: ip(),
    })
    expect(long.status).toBe(422)
    expect((long.body.fieldErrors as Doc)['Vehicle Make']).toMatch(/under 2,000 characters/)
    const msg = await submitLead(payload, siteA, {
      body: { category: 'General Enquiry', fields: { ...fields, message: 'y'.repeat(5001) } },
      ip: ip(),
    })
    expect(msg.status).toBe(422)
    expect((msg.body.fieldErrors as Doc).message).toMatch(/under 5,000 characters/)
  })

  it('an unknown extra field is refused with 422 and a field error, never stored or mailed', async () => {
    const before = (
      await payload.count({ collection: 'leads', where: { tenant: { equals: siteA.id } }, overrideAccess: true })
    ).totalDocs
    const out = await submitLead(payload, siteA, {
      body: step({ fields: { ...fields, injected_field: 'mail this to the dealer' } }),
      ip: ip(),
    })
    expect(out).toMatchObject({
      status: 422,
      body: {
        error: 'Please fix the following errors:',
        fieldErrors: { injected_field: 'This field is not part of the form.' },
      },
    })
    expect(
      (await payload.count({ collection: 'leads', where: { tenant: { equals: siteA.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(before)
  })

  it('an oversized valuation, query-parameter record or offer price is refused with 422', async () => {
    const bigValuation = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]))
    expect((await submitLead(payload, siteA, { body: step({ valuation: bigValuation }), ip: ip() })).status).toBe(422)
    const params = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, 'v']))
    expect(
      (await submitLead(payload, siteA, { body: step({ lead_attributes: { linked_query_params: params } }), ip: ip() }))
        .status,
    ).toBe(422)
    expect((await submitLead(payload, siteA, { body: step({ url: 'u'.repeat(2001) }), ip: ip() })).status).toBe(422)
  })

  it('the valuation save refuses a missing token, a bad lead id and a bad body the same way through its route', async () => {
    const { id, token } = await startLead()
    const save = (body: Doc) =>
      post(
        miscPOST,
        '/api/miscellaneous',
        JSON.stringify({ column_name: 'valuation', value: { offerPrice: 5 }, ...body }),
      )
    const noToken = await save({ lead_id: id })
    const wrong = await save({ lead_id: id, continuation_token: 'nope' })
    const unknown = await save({ lead_id: '2147483000', continuation_token: token })
    expect(noToken.status).toBe(404)
    const bodies = [await noToken.json(), await wrong.json(), await unknown.json()]
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(wrong.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect((await save({ lead_id: id, continuation_token: token, value: 'x' })).status).toBe(400)
    const ok = await save({ lead_id: id, continuation_token: token })
    expect(ok.status).toBe(200)
    expect((await leadRow(id)).offer_price).toBe(5)
  })
})

describe('flooding (lead intake abuse)', () => {
  it('a flood from one client is held at its own limit and leaves another client’s lead accepted; refused requests do not use up the tenant’s capacity', async () => {
    const flooder = '198.18.0.1'
    const statuses: number[] = []
    // more than the tenant's whole minute: what the client limit refuses must not be charged to the tenant
    for (let i = 0; i < TENANT_LEADS_PER_MINUTE + 50; i++)
      statuses.push((await submitLead(payload, siteB, { body: step(), ip: flooder })).status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(LEADS_PER_MINUTE)
    expect(statuses.slice(LEADS_PER_MINUTE).every((s) => s === 429)).toBe(true)
    const shopper = await submitLead(payload, siteB, { body: step(), ip: '198.18.0.2' })
    expect(shopper.status).toBe(201)
    // honeypot and too-fast bots: answered as usual and stored, held as suspected spam (never dropped)
    const bot = await submitLead(payload, siteB, { body: step({ form_elapsed_ms: 300 }), ip: '198.18.0.3' })
    expect(bot.status).toBe(201)
    const honey = await submitLead(payload, siteB, { body: step({ website: 'http://spam' }), ip: '198.18.0.4' })
    expect(honey.status).toBe(201)
    for (const answer of [bot, honey]) {
      const row = await payload.findByID({ collection: 'leads', id: Number(answer.body.lead_id), overrideAccess: true })
      expect(row.status).toBe('suspected_spam')
      expect(row.suspected_reason).toEqual(expect.any(String))
    }
    // a person who took their time, and an API client that sends no timing, are both stored
    expect(
      (await submitLead(payload, siteB, { body: step({ form_elapsed_ms: 45_000 }), ip: '198.18.0.5' })).status,
    ).toBe(201)
    expect((await submitLead(payload, siteB, { body: step(), ip: '198.18.0.6' })).status).toBe(201)
  })

  it('the per-client limit keys on the edge’s client address, not a client-sent X-Forwarded-For, and counts an IPv6 /64 as one client', async () => {
    const headers = (xff: string) => ({
      host: `${slugA}.localhost:3000`,
      'content-type': 'application/json',
      'x-forwarded-for': xff,
    })
    const statuses: number[] = []
    for (let i = 0; i < LEADS_PER_MINUTE + 2; i++) {
      const res = await leadsPOST(
        new NextRequest(`http://${slugA}.localhost:3000/api/leads`, {
          method: 'POST',
          headers: headers(`10.9.${i}.1`),
          body: JSON.stringify({ category: 'General Enquiry', fields: { ...fields, message: 'hi', name: '' } }),
        }),
      )
      statuses.push(res.status)
    }
    // without the edge every direct request is the one 'unknown' client, whatever X-Forwarded-For says
    expect(statuses.at(-1)).toBe(429)
    expect(clientKey('2001:db8:1:2:a:b:c:d')).toBe(clientKey('2001:db8:1:2::ffff'))
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(clientKey(null)).toBe('unknown')
  })

  it('the limiter stays bounded under a flood of distinct addresses', () => {
    const limiter = new RateLimiter(10, 60_000, 1000)
    for (let i = 0; i < 5000; i++) limiter.hit(`a${i}`, 1_000_000)
    expect(limiter.size).toBeLessThanOrEqual(1000)
  })
})
