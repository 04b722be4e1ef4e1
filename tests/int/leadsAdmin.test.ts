/**
 * The Leads admin on a real PostgreSQL: the CSV export (GET /api/leads/export-csv) and
 * 'Retry delivery' (POST /api/leads/:id/retry-delivery) through Payload's REST handler, with two tenants and
 * users of each: another tenant's leads never appear, filters narrow the export, 401/403/400 for bad callers.
 */
import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

import { LEAD_CSV_COLUMNS } from '@/domain/leads/csv'

import { parseCsvRecords } from '../helpers/csv'
import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const PASSWORD = 'Test-Passw0rd-2026'
const get = REST_GET(config)
const post = REST_POST(config)

let payload: Payload
let tenantA: Doc
let tenantB: Doc
const tokens = {} as Record<'superAdmin' | 'marketingA' | 'groupAdminB' | 'noRole', string>
const leads = {} as Record<'a1' | 'aDead' | 'aOld' | 'b1' | 'bDead', Doc>
const stamp = Date.now().toString(36)

async function call(method: 'GET' | 'POST', path: string, opts: { token?: string; cookie?: string } = {}) {
  const headers = new Headers({ host: 'localhost:3000' })
  if (opts.token) headers.set('authorization', `JWT ${opts.token}`)
  if (opts.cookie) headers.set('cookie', opts.cookie)
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.slice('/api/'.length).split('/').filter(Boolean)
  const handler = method === 'GET' ? get : post
  const res = await handler(new Request(url, { method, headers }), { params: Promise.resolve({ slug }) })
  const text = await res.text()
  return { status: res.status, text, headers: res.headers, json: () => JSON.parse(text) as Doc }
}

const emails = (text: string) =>
  parseCsvRecords(text)
    .map((r) => r.email ?? '')
    .sort()

async function lead(tenant: Doc, email: string, extra: Doc = {}): Promise<Doc> {
  return (await payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      category: 'General Enquiry',
      status: 'pending',
      email,
      name: 'Jo Smith',
      fields: {
        name: 'Jo',
        last_name: 'Smith',
        email,
        phone: '0400 000 000',
        postcode: '3000',
        message: 'Hello',
        opt_in: true,
      },
      ...extra,
    } as never,
    overrideAccess: true,
    depth: 0,
  })) as Doc
}

async function user(email: string, roles: string[], tenants: Doc[]): Promise<string> {
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles, tenants: tenants.map((t) => ({ tenant: t.id })) } as never,
    overrideAccess: true,
  })
  return (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token as string
}

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = async (name: string) =>
    (await payload.create({
      collection: 'tenants',
      data: { name, slug: `${name}-${stamp}`, template: 'group' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })) as Doc
  tenantA = await tenant('ladm-a')
  tenantB = await tenant('ladm-b')
  tokens.superAdmin = await user(`ladm-super-${stamp}@example.com`, ['super-admin'], [])
  tokens.marketingA = await user(`ladm-mkt-a-${stamp}@example.com`, ['marketing'], [tenantA])
  tokens.groupAdminB = await user(`ladm-ga-b-${stamp}@example.com`, ['group-admin'], [tenantB])
  // a signed-in user without a lead role (roles emptied under the schema's feet)
  const noRoleEmail = `ladm-none-${stamp}@example.com`
  tokens.noRole = await user(noRoleEmail, ['marketing'], [tenantA])
  const pool = (payload.db as unknown as { pool: { query: (s: string, v?: unknown[]) => Promise<unknown> } }).pool
  await pool.query(`DELETE FROM users_roles WHERE parent_id = (SELECT id FROM users WHERE email = $1)`, [noRoleEmail])
  tokens.noRole = (await payload.login({ collection: 'users', data: { email: noRoleEmail, password: PASSWORD } }))
    .token as string

  const alphaToyota = (await payload.create({
    collection: 'dealerships',
    data: { name: 'Alpha Toyota', tenant: tenantA.id } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as Doc
  leads.a1 = await lead(tenantA, `a1-${stamp}@example.com`, {
    category: 'New Car Enquiry',
    dealership: alphaToyota.id,
    fields: {
      name: '=HYPERLINK("http://evil")',
      last_name: 'Smith',
      email: `a1-${stamp}@example.com`,
      phone: '+61 400 000 000',
      postcode: '3000',
      message: 'Is it, "still" here?\nThanks',
      dealership_slug: 'alpha-toyota',
      opt_in: true,
      rego: 'ABC123',
    },
  })
  leads.aDead = await lead(tenantA, `a-dead-${stamp}@example.com`, { status: 'dead_letter', attempts: 6 })
  leads.aOld = await lead(tenantA, `a-old-${stamp}@example.com`, { status: 'delivered' })
  leads.b1 = await lead(tenantB, `b1-${stamp}@example.com`, { category: 'New Car Enquiry' })
  leads.bDead = await lead(tenantB, `b-dead-${stamp}@example.com`, { status: 'dead_letter', attempts: 6 })
  const pool2 = pool as { query: (s: string, v?: unknown[]) => Promise<unknown> }
  await pool2.query(`UPDATE leads SET created_at = '2026-01-15T10:00:00Z' WHERE id = $1`, [leads.aOld.id])
})
afterAll(() => shutdownPayload(payload))

const mine = (text: string) => emails(text).filter((e) => e.endsWith(`${stamp}@example.com`))

describe('Leads CSV export', () => {
  it('LEAD-05 401 when not signed in, 403 for a user whose role may not read leads', async () => {
    expect((await call('GET', '/api/leads/export-csv')).status).toBe(401)
    const noRole = await call('GET', '/api/leads/export-csv', { token: tokens.noRole })
    expect(noRole.status).toBe(403)
    expect(noRole.json().error).toMatch(/role/)
    // the collection itself is closed to that user too
    expect((await call('GET', '/api/leads?depth=0', { token: tokens.noRole })).status).toBe(403)
  })

  it("LEAD-05 TEN-02 a tenant's marketing admin exports only that tenant's leads, in the payload's columns", async () => {
    const res = await call('GET', '/api/leads/export-csv', { token: tokens.marketingA })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(res.text.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(LEAD_CSV_COLUMNS.join(','))
    expect(mine(res.text)).toEqual([
      `a-dead-${stamp}@example.com`,
      `a-old-${stamp}@example.com`,
      `a1-${stamp}@example.com`,
    ])
    // asking for the other tenant gives nothing, never B's rows
    const other = await call('GET', `/api/leads/export-csv?tenant=${tenantB.id}`, { token: tokens.marketingA })
    expect(other.status).toBe(200)
    expect(mine(other.text)).toEqual([])
    const b = await call('GET', '/api/leads/export-csv', { token: tokens.groupAdminB })
    expect(mine(b.text)).toEqual([`b-dead-${stamp}@example.com`, `b1-${stamp}@example.com`])
  })

  it('LEAD-05 escapes cells per RFC 4180 and neutralises formulas', async () => {
    const res = await call('GET', '/api/leads/export-csv?category=New%20Car%20Enquiry', { token: tokens.marketingA })
    const [row] = parseCsvRecords(res.text).filter((r) => r.email === `a1-${stamp}@example.com`)
    expect(row).toMatchObject({
      id: String(leads.a1.id),
      status: 'pending',
      category: 'New Car Enquiry',
      name: `'=HYPERLINK("http://evil")`,
      last_name: 'Smith',
      phone: "'+61 400 000 000",
      message: 'Is it, "still" here?\nThanks',
      dealership: 'Alpha Toyota',
      dealership_slug: 'alpha-toyota',
      opt_in: 'true',
      Rego: 'ABC123',
    })
    expect(res.text).toContain('"Is it, ""still"" here?\nThanks"')
  })

  it('LEAD-05 honours the filters: tenant (param or the admin tenant cookie), category, status, date range and the list where', async () => {
    const su = { token: tokens.superAdmin }
    const all = await call('GET', '/api/leads/export-csv', su)
    expect(mine(all.text)).toHaveLength(5)
    expect(mine((await call('GET', `/api/leads/export-csv?tenant=${tenantA.id}`, su)).text)).toHaveLength(3)
    const cookie = await call('GET', '/api/leads/export-csv', { ...su, cookie: `payload-tenant=${tenantB.id}` })
    expect(mine(cookie.text)).toEqual([`b-dead-${stamp}@example.com`, `b1-${stamp}@example.com`])
    expect(mine((await call('GET', '/api/leads/export-csv?status=dead_letter', su)).text)).toEqual([
      `a-dead-${stamp}@example.com`,
      `b-dead-${stamp}@example.com`,
    ])
    expect(
      mine(
        (await call('GET', '/api/leads/export-csv?status=dead_letter,delivered', { token: tokens.marketingA })).text,
      ),
    ).toEqual([`a-dead-${stamp}@example.com`, `a-old-${stamp}@example.com`])
    expect(mine((await call('GET', '/api/leads/export-csv?category=New%20Car%20Enquiry', su)).text)).toEqual([
      `a1-${stamp}@example.com`,
      `b1-${stamp}@example.com`,
    ])
    expect(mine((await call('GET', '/api/leads/export-csv?from=2026-01-01&to=2026-01-31', su)).text)).toEqual([
      `a-old-${stamp}@example.com`,
    ])
    expect(mine((await call('GET', '/api/leads/export-csv?to=2026-01-15', su)).text)).toEqual([
      `a-old-${stamp}@example.com`,
    ])
    expect(
      mine((await call('GET', `/api/leads/export-csv?from=2026-02-01&tenant=${tenantA.id}`, su)).text),
    ).toHaveLength(2)
    // the admin list's own query string
    const listWhere =
      '/api/leads/export-csv?limit=10&page=1&where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=dead_letter'
    expect(mine((await call('GET', listWhere, { token: tokens.marketingA })).text)).toEqual([
      `a-dead-${stamp}@example.com`,
    ])
    expect(mine((await call('GET', `/api/leads/export-csv?search=a1-${stamp}`, su)).text)).toEqual([
      `a1-${stamp}@example.com`,
    ])
  })

  it('LEAD-05 answers 400 with a clear message for a bad filter, never 500', async () => {
    const su = { token: tokens.superAdmin }
    for (const query of ['status=bogus', 'from=not-a-date', 'tenant=abc', 'where%5Bnope%5D%5Bequals%5D=1']) {
      const res = await call('GET', `/api/leads/export-csv?${query}`, su)
      expect([query, res.status]).toEqual([query, 400])
      expect(res.json().error ?? res.json().errors).toBeTruthy()
    }
  })
})

describe('Retry delivery of a dead-lettered lead', () => {
  it("LEAD resets a dead letter to pending with its next attempt now; only for users who may edit that tenant's leads", async () => {
    const path = (d: Doc) => `/api/leads/${d.id}/retry-delivery`
    expect((await call('POST', path(leads.aDead))).status).toBe(401)
    expect((await call('POST', path(leads.aDead), { token: tokens.noRole })).status).toBe(403)
    // another tenant's lead is not found for a marketing admin of A
    expect((await call('POST', path(leads.bDead), { token: tokens.marketingA })).status).toBe(404)
    expect((await call('POST', '/api/leads/x1/retry-delivery', { token: tokens.marketingA })).status).toBe(400)
    // only dead letters
    expect((await call('POST', path(leads.a1), { token: tokens.marketingA })).status).toBe(409)

    const before = Date.now()
    const res = await call('POST', path(leads.aDead), { token: tokens.marketingA })
    expect(res.status).toBe(200)
    const after = (await payload.findByID({
      collection: 'leads',
      id: leads.aDead.id,
      overrideAccess: true,
      depth: 0,
    })) as Doc
    expect(after).toMatchObject({ status: 'pending', attempts: 0 })
    expect(Math.abs(new Date(after.next_attempt_at).getTime() - before)).toBeLessThan(60_000)
    expect((await call('POST', path(leads.bDead), { token: tokens.groupAdminB })).status).toBe(200)
    const bAfter = (await payload.findByID({
      collection: 'leads',
      id: leads.bDead.id,
      overrideAccess: true,
      depth: 0,
    })) as Doc
    expect(bAfter.status).toBe('pending')
  })
})
