/**
 * Saved searches and the alert job on a real PostgreSQL: the endpoints as Next calls them (Host → tenant, the
 * shopper's session), the job's runs with the real search engine, the outbox transport and the lease — new matches,
 * price drops, nothing new → no email, paused, unconfirmed, unsubscribed, a failed send tried again, two runs at once
 * → one email, a car written after a run read told at the next, and every row kept to its shopper and tenant; price drops on watched cars after the shopper's own
 * opt-in, told once per price reached, and a car both watched and searched for told once.
 */

import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import { accountCaller, accountTenant } from './helpers/accountCall'
import { createScoped, type Doc } from './helpers/fixtures'
import { mailsTo, waitForMails } from './helpers/outbox'
import { bootPayload, shutdownPayload } from './helpers/payload'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const accounts = await import('@/data/accounts')
const { runAlerts } = await import('@/data/alerts/job')
const { optOut } = await import('@/data/marketing')
const { resetLocalLimits } = await import('@/lib/sharedLimits')
const { tenantForHost } = await import('@/data/tenants')
const { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } = await import('@/domain/alerts/savedSearch')
const { POST: registerPOST } = await import('@/app/(site)/api/account/register/route')
const searches = await import('@/app/(site)/api/account/searches/route')
const oneSearch = await import('@/app/(site)/api/account/searches/[id]/route')
const watchAlerts = await import('@/app/(site)/api/account/watch-alerts/route')
const { GET: meGET } = await import('@/app/(site)/api/account/me/route')

let payload: Payload
let hostA: string
let hostB: string
let tenantA: TenantSite
const call = accountCaller(accounts.SESSION_COOKIE)
const PASSWORD = 'correct horse battery'
let make = ''

const address = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** A shopper on a host, their email confirmed (as the link does: tests/int/accountTrust.test.ts). */
async function shopper(host: string, confirmed = true) {
  const email = address('alerts')
  const out = await call(registerPOST, host, { body: { name: 'Alex Alerts', email, password: PASSWORD } })
  expect(out.status).toBe(201)
  await waitForMails(email, 1, '/verify-email?token=')
  if (confirmed)
    await pgPoolOf(payload).query('UPDATE customers SET email_verified_at = now() WHERE id = $1', [out.body.id])
  return { id: out.body.id as number, token: out.token!, email }
}

const alertMails = (email: string) => mailsTo(email).filter((m) => /^List-Unsubscribe:/m.test(m))

/** A car of tenant A of the test's own make, listed now (its search document written by the hooks). */
const car = (label: string, extra: Doc = {}) =>
  createScoped(payload, 'vehicles', tenantA.id, `${label} ${Date.now().toString(36)}`, {
    make,
    model: 'Stripe',
    status: 'in_stock',
    price: 30000,
    ...extra,
  })

async function save(token: string, body: Doc) {
  return call(searches.POST, hostA, {
    body: { name: 'Zebras', query: `refinementList[make][0]=${make}`, frequency: 'instant', alerts: true, ...body },
    cookie: token,
  })
}

const run = (opts: Parameters<typeof runAlerts>[1] = {}) => runAlerts(payload, opts)
/** Listing times are whole seconds: what is listed before this and saved after it is not news. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)))

beforeAll(async () => {
  payload = await bootPayload()
  ;({ host: hostA } = await accountTenant(payload, 'alerts-a'))
  ;({ host: hostB } = await accountTenant(payload, 'alerts-b'))
  tenantA = (await tenantForHost(hostA))!
})
afterAll(() => shutdownPayload(payload))
beforeEach(() => {
  resetLocalLimits()
  make = `Zebra${Math.random().toString(36).slice(2, 7)}`
})

describe('saving a search', () => {
  it('saves the search’s whole state canonically, lists it with its matches, and keeps it to its shopper and tenant', async () => {
    const sam = await shopper(hostA)
    await car('Listed')
    const saved = await save(sam.token, { query: `?range[price]=1000:40000&refinementList[make][0]=${make}` })
    expect([saved.status, saved.body.message]).toEqual([201, SAVED_SEARCH_MESSAGES.saved])
    const again = await save(sam.token, {
      query: `refinementList[make][0]=${make}&range[price]=1000:40000`,
      name: 'Again',
    })
    expect(again.body.id).toBe(saved.body.id)
    const list = await call(searches.GET, hostA, { cookie: sam.token })
    expect(list.body.searches).toEqual([
      expect.objectContaining({
        id: saved.body.id,
        name: 'Again',
        query: `refinementList%5Bmake%5D%5B0%5D=${make}&range%5Bprice%5D=1000%3A40000`,
        frequency: 'instant',
        alerts: true,
        paused: false,
        matches: 1,
      }),
    ])
    // another shopper, or the same cookie on another tenant, sees none of it and cannot change it
    const other = await shopper(hostA)
    expect((await call(searches.GET, hostA, { cookie: other.token })).body.searches).toEqual([])
    expect((await call(searches.GET, hostB, { cookie: sam.token })).status).toBe(401)
    const params = { params: Promise.resolve({ id: String(saved.body.id) }) }
    const stolen = await oneSearch.POST(
      new (await import('next/server')).NextRequest(`http://${hostA}/api/x`, {
        method: 'POST',
        headers: {
          host: hostA,
          'content-type': 'application/json',
          cookie: `${accounts.SESSION_COOKIE}=${other.token}`,
        },
        body: JSON.stringify({ paused: true }),
      }),
      params,
    )
    expect(stolen.status).toBe(404)
  })

  it('bad input is a clear 4xx: an unknown filter, a frequency, an empty name, an unknown field; signed out is 401', async () => {
    const sam = await shopper(hostA)
    for (const body of [
      { query: 'refinementList[nope][0]=x' },
      { frequency: 'hourly' },
      { name: '  ' },
      { extra: true },
      { query: 'q'.repeat(3000) },
    ])
      expect((await save(sam.token, body)).status).toBe(422)
    expect(
      (await call(searches.POST, hostA, { body: { name: 'x', query: '', frequency: 'daily', alerts: true } })).status,
    ).toBe(401)
  })

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per shopper`, async () => {
    const sam = await shopper(hostA)
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      expect((await save(sam.token, { query: `range[price]=0:${10000 + i}` })).status).toBe(201)
    const over = await save(sam.token, { query: 'range[price]=0:99999' })
    expect([over.status, over.body.error]).toEqual([409, SAVED_SEARCH_MESSAGES.tooMany])
  })
})

describe('the alert job', () => {
  it('emails a new match once, with one-click unsubscribe headers; nothing new sends nothing', async () => {
    const sam = await shopper(hostA)
    await car('Before')
    await nextSecond()
    expect((await save(sam.token, {})).status).toBe(201)
    // what was listed before the search was saved is not news
    const quiet = await run()
    expect(quiet.ran).toBe(true)
    expect(alertMails(sam.email)).toEqual([])

    const fresh = (await car('Arrived')) as Doc
    await run()
    const [mail] = alertMails(sam.email)
    expect(mail).toBeDefined()
    // the subject (encoded in its header) is the HTML part's title too
    expect(mail).toContain('<title>A new car for &quot;Zebras&quot; at alerts-a Motors</title>')
    expect(mail).toContain(String(fresh.name))
    expect(mail).toContain(`/cars/${fresh.slug}`)
    expect(mail).toContain('$30,000')
    expect(mail).toMatch(/^List-Unsubscribe:\s+<http:\/\/[^>]+\/api\/marketing\/unsubscribe\?token=[^>]+>$/m)
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(mail).toMatch(/Content-Type: text\/plain/)
    expect(mail).toMatch(/Content-Type: text\/html/)
    const sent = await pgPoolOf(payload).query('SELECT reason, key FROM sent_alerts WHERE customer_id = $1', [sam.id])
    expect(sent.rows).toEqual([{ reason: 'new_match', key: `new_match:${fresh.id}` }])

    await run()
    expect(alertMails(sam.email)).toHaveLength(1)
  })

  it('a price drop the car page shows is emailed once', async () => {
    const sam = await shopper(hostA)
    const listed = (await car('Dropping', { price: 40000 })) as Doc
    await nextSecond()
    expect((await save(sam.token, {})).status).toBe(201)
    await run()
    expect(alertMails(sam.email)).toEqual([])
    // the price stood 30 days, then dropped (the vehicle hook records it, the search document carries it)
    await pgPoolOf(payload).query(
      `UPDATE vehicles SET price_changed_at = now() - interval '30 days', created_at = now() - interval '30 days' WHERE id = $1`,
      [listed.id],
    )
    await payload.update({
      collection: 'vehicles',
      id: listed.id as number,
      data: { price: 37500 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await run()
    const mails = alertMails(sam.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('<title>A price drop for &quot;Zebras&quot; at alerts-a Motors</title>')
    expect(mails[0]).toContain('$37,500, down $2,500 (was $40,000)')
    await run()
    expect(alertMails(sam.email)).toHaveLength(1)
  })

  it('a car listed before a run but written after it read is told at the next run, once, to each shopper of the batch', async () => {
    const sam = await shopper(hostA)
    const kim = await shopper(hostA)
    for (const who of [sam, kim]) expect((await save(who.token, {})).status).toBe(201)
    const pool = pgPoolOf(payload)
    // saved an hour ago, last run now
    await pool.query(
      `UPDATE saved_searches SET created_at = now() - interval '1 hour' WHERE customer_id = ANY($1::int[])`,
      [[sam.id, kim.id]],
    )
    await run()
    const { rows } = await pool.query<{ at: Date }>(
      'SELECT last_run_at AS at FROM saved_searches WHERE customer_id = $1',
      [sam.id],
    )
    // its transaction began two minutes before that run and committed after it: listed then, unseen by the run
    const late = (await car('Late')) as Doc
    const listedAt = Math.floor(new Date(rows[0]!.at).getTime() / 1000) - 120
    await pool.query('UPDATE search_documents SET created_at_timestamp = $2 WHERE id = $1', [String(late.id), listedAt])
    await run()
    for (const who of [sam, kim]) {
      const mails = alertMails(who.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toContain(`/cars/${late.slug}`)
    }
    await run()
    expect([alertMails(sam.email).length, alertMails(kim.email).length]).toEqual([1, 1])
  })

  it('sends nothing for a paused search, an unconfirmed email, emails turned off, or an unsubscribed address', async () => {
    const paused = await shopper(hostA)
    const unconfirmed = await shopper(hostA, false)
    const quiet = await shopper(hostA)
    const gone = await shopper(hostA)
    const id = (await save(paused.token, {})).body.id
    expect(
      (
        await oneSearch.POST(
          new (await import('next/server')).NextRequest(`http://${hostA}/api/x`, {
            method: 'POST',
            headers: {
              host: hostA,
              'content-type': 'application/json',
              cookie: `${accounts.SESSION_COOKIE}=${paused.token}`,
            },
            body: JSON.stringify({ paused: true }),
          }),
          { params: Promise.resolve({ id: String(id) }) },
        )
      ).status,
    ).toBe(200)
    const unconfirmedSave = await save(unconfirmed.token, {})
    expect(unconfirmedSave.body.message).toContain(SAVED_SEARCH_MESSAGES.unverified)
    expect((await save(quiet.token, { alerts: false })).body.message).toBe(SAVED_SEARCH_MESSAGES.savedQuiet)
    await save(gone.token, {})
    await optOut(payload, tenantA.id, gone.email, 'link')
    await car('Nobody hears')
    await run()
    for (const s of [paused, unconfirmed, quiet, gone]) expect(alertMails(s.email)).toEqual([])
  })

  it('a send that fails gives its cars back: the next run sends them', async () => {
    const sam = await shopper(hostA)
    await save(sam.token, {})
    const fresh = (await car('Retry')) as Doc
    const failed = await run({ send: async () => Promise.reject(new Error('SMTP down')) })
    expect(failed.failed).toBe(1)
    expect(alertMails(sam.email)).toEqual([])
    expect((await pgPoolOf(payload).query('SELECT 1 FROM sent_alerts WHERE customer_id = $1', [sam.id])).rowCount).toBe(
      0,
    )
    await run()
    expect(alertMails(sam.email)).toHaveLength(1)
    expect(alertMails(sam.email)[0]).toContain(String(fresh.name))
  })

  it('two runs at once (two instances): one runs, one email', async () => {
    const sam = await shopper(hostA)
    await save(sam.token, {})
    await car('Twice')
    const [a, b] = await Promise.all([run(), run()])
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1)
    await run()
    expect(alertMails(sam.email)).toHaveLength(1)
  })

  it('deleting the account deletes its saved searches and sent alerts', async () => {
    const sam = await shopper(hostA)
    await save(sam.token, {})
    await car('Then gone')
    await run()
    expect(alertMails(sam.email)).toHaveLength(1)
    const { POST: deletePOST } = await import('@/app/(site)/api/account/delete/route')
    expect(
      (await call(deletePOST, hostA, { body: { current_password: PASSWORD, confirm: 'DELETE' }, cookie: sam.token }))
        .status,
    ).toBe(200)
    for (const table of ['saved_searches', 'sent_alerts'])
      expect((await pgPoolOf(payload).query(`SELECT 1 FROM ${table} WHERE customer_id = $1`, [sam.id])).rowCount).toBe(
        0,
      )
  })
})

describe('price drops on watched cars', () => {
  /** A car of tenant A on the shopper's watchlist, its price standing 30 days. */
  async function watched(customerId: number, label: string, extra: Doc = {}) {
    const listed = (await car(label, { price: 40000, ...extra })) as Doc
    await pgPoolOf(payload).query(
      `UPDATE vehicles SET price_changed_at = now() - interval '30 days', created_at = now() - interval '30 days' WHERE id = $1`,
      [listed.id],
    )
    await payload.create({
      collection: 'watchlist',
      data: { tenant: tenantA.id as number, customer: customerId, vehicle: listed.id as number },
      overrideAccess: true,
    })
    return listed
  }
  const drop = (listed: Doc, price = 37500) =>
    payload.update({
      collection: 'vehicles',
      id: listed.id as number,
      data: { price },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  const optIn = (token: string, on: boolean | string = true, host = hostA) =>
    call(watchAlerts.POST, host, { body: { on }, cookie: token })

  it('the shopper opts in themselves; a drop the car page shows is emailed once, under the watchlist', async () => {
    const sam = await shopper(hostA)
    const listed = await watched(sam.id, 'Watched')
    expect((await call(meGET, hostA, { cookie: sam.token })).body.watchAlerts).toBe(false)
    await drop(listed, 39000)
    await run()
    expect(alertMails(sam.email)).toEqual([]) // not opted in
    const on = await optIn(sam.token)
    expect([on.status, on.body]).toEqual([200, { on: true, verified: true, message: SAVED_SEARCH_MESSAGES.watchOn }])
    expect((await call(meGET, hostA, { cookie: sam.token })).body.watchAlerts).toBe(true)
    await run()
    expect(alertMails(sam.email)).toEqual([]) // the drop came before the opt-in
    // a further drop after the opt-in: the price that stood (the drop still shown) stays the reference
    await drop(listed, 37500)
    await run()
    const mails = alertMails(sam.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('<title>A car you watch dropped in price at alerts-a Motors</title>')
    expect(mails[0]).toContain('$37,500, down $2,500 (was $40,000)')
    expect(mails[0]).toContain('Cars you watch')
    // its car link marks the visit as an alert opened; the email is counted for the dealer (aggregate only)
    expect(mails[0]).toMatch(/\/cars\/[a-z0-9-]+\?from=alert/)
    const sent = await pgPoolOf(payload).query(
      `SELECT sum(count)::int AS n FROM insight_counts WHERE tenant_id = $1 AND metric = 'alert_email'`,
      [tenantA.id],
    )
    expect(sent.rows[0].n).toBeGreaterThanOrEqual(1)
    await run()
    expect(alertMails(sam.email)).toHaveLength(1)
    const { rows } = await pgPoolOf(payload).query(
      'SELECT reason, saved_search_id FROM sent_alerts WHERE customer_id = $1',
      [sam.id],
    )
    expect(rows).toEqual([{ reason: 'price_drop', saved_search_id: null }])
  })

  it('a car both watched and found by a saved search is emailed once, in one email', async () => {
    const sam = await shopper(hostA)
    const listed = await watched(sam.id, 'Both')
    await nextSecond()
    expect((await save(sam.token, {})).status).toBe(201)
    await optIn(sam.token)
    await drop(listed)
    await run()
    const mails = alertMails(sam.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('<title>A car you watch dropped in price at alerts-a Motors</title>')
    // listed under the watchlist only: the saved search's group ("Zebras") has nothing left to list
    expect(mails[0]).not.toMatch(/Zebras<\/a>|Zebras \(http/)
    expect((await pgPoolOf(payload).query('SELECT 1 FROM sent_alerts WHERE customer_id = $1', [sam.id])).rowCount).toBe(
      1,
    )
  })

  it('sends nothing when turned off again, to an unconfirmed email, or for a sold car; bad input is a 4xx', async () => {
    const off = await shopper(hostA)
    const unconfirmed = await shopper(hostA, false)
    const soldTo = await shopper(hostA)
    const cars = [
      await watched(off.id, 'Off'),
      await watched(unconfirmed.id, 'Unconfirmed'),
      await watched(soldTo.id, 'Sold'),
    ]
    await optIn(off.token)
    expect((await optIn(off.token, false)).body).toEqual({
      on: false,
      verified: true,
      message: SAVED_SEARCH_MESSAGES.watchOff,
    })
    expect((await optIn(unconfirmed.token)).body.message).toBe(
      `${SAVED_SEARCH_MESSAGES.watchOn} ${SAVED_SEARCH_MESSAGES.unverified}`,
    )
    await optIn(soldTo.token)
    for (const c of cars) await drop(c)
    await payload.update({
      collection: 'vehicles',
      id: cars[2]!.id as number,
      data: { status: 'sold' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await run()
    for (const s of [off, unconfirmed, soldTo]) expect(alertMails(s.email)).toEqual([])
    expect((await optIn(off.token, 'yes')).status).toBe(422)
    expect((await call(watchAlerts.POST, hostA, { body: { on: true } })).status).toBe(401)
    expect((await optIn(off.token, true, hostB)).status).toBe(401)
  })
})
