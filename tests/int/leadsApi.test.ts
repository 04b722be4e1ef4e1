/**
 * Leads through Payload's REST and GraphQL for integrations, on a real PostgreSQL: GET /api/leads (the site's intake
 * route file answers it with Payload's list), filters with `where`, read by id, GraphQL; staff see their tenants'
 * leads on the admin host and nothing on a tenant's host; an integration account (`users API-Key`) polls its one
 * tenant's leads by updatedAt and can neither write nor read other tenants or other collections.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { GET as leadsRouteGet, POST as leadsRoutePost } from '@/app/(site)/api/leads/route'
import { guardPayloadHandler } from '@/lib/adminCredentials'

import type { Doc } from './helpers/fixtures'
import { FIXTURE_CONTEXT } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const PASSWORD = 'Test-Passw0rd-2026'
const ADMIN_HOST = 'localhost:3000'
const handlers = {
  GET: guardPayloadHandler(REST_GET(config)),
  POST: guardPayloadHandler(REST_POST(config)),
  PATCH: guardPayloadHandler(REST_PATCH(config)),
  DELETE: guardPayloadHandler(REST_DELETE(config)),
}
const graphqlPost = guardPayloadHandler(GRAPHQL_POST(config))
const stamp = Date.now().toString(36)

let payload: Payload
let tenantA: Doc
let tenantB: Doc
let staffToken: string
let apiKey: string
let integrationUser: Doc
const leads = {} as Record<'a1' | 'a2' | 'b1', Doc>

type Answer = { status: number; body: Doc }
type Caller = { host?: string; authorization?: string }

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  try {
    return { status: response.status, body: text ? JSON.parse(text) : {} }
  } catch {
    return { status: response.status, body: { raw: text } }
  }
}

function request(method: string, path: string, { host = ADMIN_HOST, authorization }: Caller, body?: unknown) {
  const headers = new Headers({ host, accept: 'application/json' })
  if (authorization) headers.set('authorization', authorization)
  if (body !== undefined) headers.set('content-type', 'application/json')
  return new NextRequest(new URL(path, `http://${host}`), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A request as Next routes it: /api/leads (exactly) to the site's route file, anything else to Payload's catch-all. */
async function call(method: keyof typeof handlers, path: string, caller: Caller, body?: unknown): Promise<Answer> {
  const req = request(method, path, caller, body)
  if (req.nextUrl.pathname === '/api/leads' && method === 'GET') return answer(await leadsRouteGet(req))
  if (req.nextUrl.pathname === '/api/leads' && method === 'POST') return answer(await leadsRoutePost(req))
  const slug = req.nextUrl.pathname.slice('/api/'.length).split('/').filter(Boolean)
  return answer(await handlers[method](req, { params: Promise.resolve({ slug }) }))
}

async function gql(query: string, caller: Caller): Promise<Answer> {
  return answer(await graphqlPost(request('POST', '/api/graphql', caller, { query })))
}

const staff = (): Caller => ({ authorization: `JWT ${staffToken}` })
const integration = (): Caller => ({ authorization: `users API-Key ${apiKey}` })
const ids = (body: Doc) => (body.docs as Doc[]).map((d) => d.id)

async function lead(tenant: Doc, email: string, category: string): Promise<Doc> {
  return (await payload.create({
    collection: 'leads',
    data: { tenant: tenant.id, category, status: 'pending', email, name: 'Jane Citizen', fields: { message: 'Hi' } },
    overrideAccess: true,
    depth: 0,
  } as never)) as Doc
}

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = async (name: string) =>
    (await payload.create({
      collection: 'tenants',
      data: { name, slug: `${name}-${stamp}`, template: 'group' },
      overrideAccess: true,
      context: FIXTURE_CONTEXT,
    } as never)) as Doc
  tenantA = await tenant('lapi-a')
  tenantB = await tenant('lapi-b')
  // the first account of an empty database becomes a super admin (collections/Users/hooks/guardRoleChanges.ts)
  await payload.create({
    collection: 'users',
    data: { email: `lapi-first-${stamp}@example.com`, password: PASSWORD, roles: ['super-admin'] },
    overrideAccess: true,
  } as never)
  const staffEmail = `lapi-staff-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email: staffEmail, password: PASSWORD, roles: ['marketing'], tenants: [{ tenant: tenantA.id }] },
    overrideAccess: true,
  } as never)
  staffToken = (await payload.login({ collection: 'users', data: { email: staffEmail, password: PASSWORD } }))
    .token as string
  apiKey = randomUUID()
  integrationUser = (await payload.create({
    collection: 'users',
    data: {
      email: `lapi-crm-${stamp}@example.com`,
      password: randomUUID(),
      roles: ['integration'],
      tenants: [{ tenant: tenantA.id }],
      enableAPIKey: true,
      apiKey,
    },
    overrideAccess: true,
  } as never)) as Doc
  leads.a1 = await lead(tenantA, `a1-${stamp}@example.com`, 'Test Drive')
  leads.a2 = await lead(tenantA, `a2-${stamp}@example.com`, 'General Enquiry')
  leads.b1 = await lead(tenantB, `b1-${stamp}@example.com`, 'Test Drive')
})
afterAll(() => shutdownPayload(payload))

describe('GET /api/leads on the admin host', () => {
  it("staff list, filter with where and read by id their tenant's leads; another tenant's are not found", async () => {
    const list = await call('GET', '/api/leads?depth=0&sort=createdAt', staff())
    expect(list.status).toBe(200)
    expect(ids(list.body)).toEqual([leads.a1.id, leads.a2.id])
    const filtered = await call('GET', '/api/leads?depth=0&where[category][equals]=Test%20Drive', staff())
    expect(ids(filtered.body)).toEqual([leads.a1.id])
    const one = await call('GET', `/api/leads/${leads.a2.id}?depth=0`, staff())
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: leads.a2.id, email: `a2-${stamp}@example.com`, fields: { message: 'Hi' } })
    expect((await call('GET', `/api/leads/${leads.b1.id}?depth=0`, staff())).status).toBe(404)
    // titled in words wherever the admin names it (a reservation's lead, searches)
    expect(one.body.title).toBe('Jane Citizen — General Enquiry')
    // the continuation token never leaves the server
    expect(one.body).not.toHaveProperty('continuation_token_hash')
  })

  it('POST /api/leads on the admin host is Payload’s: the admin reads leads by it (a reservation’s Lead field), and nobody creates one there', async () => {
    const req = new NextRequest(new URL('/api/leads', `http://${ADMIN_HOST}`), {
      method: 'POST',
      headers: {
        host: ADMIN_HOST,
        authorization: `JWT ${staffToken}`,
        'x-payload-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `depth=0&select[title]=true&where[id][in][0]=${leads.a1.id}`,
    })
    const read = await answer(await leadsRoutePost(req))
    expect(read.status).toBe(200)
    expect(read.body.docs).toEqual([{ id: leads.a1.id, title: 'Jane Citizen — Test Drive' }])
    const created = await call('POST', '/api/leads', staff(), { tenant: tenantA.id, category: 'X', fields: {} })
    expect(created.status).toBe(403)
  })

  it("answers 403 to anyone signed out, and on a tenant's host whatever credentials come with the request", async () => {
    expect((await call('GET', '/api/leads', {})).status).toBe(403)
    const onSite = { ...staff(), host: `lapi-a-${stamp}.localhost:3000` }
    expect((await call('GET', '/api/leads', onSite)).status).toBe(403)
    expect((await call('GET', '/api/leads', { ...integration(), host: onSite.host })).status).toBe(403)
  })

  it("GraphQL lists a staff member's tenant's leads with a where", async () => {
    const res = await gql(`{ Leads(where: { category: { equals: "Test Drive" } }) { docs { id email } } }`, staff())
    expect(res.status).toBe(200)
    expect(res.body.data.Leads.docs).toEqual([{ id: leads.a1.id, email: `a1-${stamp}@example.com` }])
  })
})

describe('An integration account (API key)', () => {
  it("polls its tenant's leads by updatedAt, oldest change first, and sees a change on the next poll", async () => {
    const first = await call('GET', '/api/leads?depth=0&sort=updatedAt&limit=100', integration())
    expect(first.status).toBe(200)
    expect(ids(first.body)).toEqual([leads.a1.id, leads.a2.id])
    const since = (first.body.docs as Doc[]).at(-1)!.updatedAt as string
    const nothingNew = await call(
      'GET',
      `/api/leads?depth=0&sort=updatedAt&where[updatedAt][greater_than]=${encodeURIComponent(since)}`,
      integration(),
    )
    expect(ids(nothingNew.body)).toEqual([])
    await payload.update({
      collection: 'leads',
      id: leads.a1.id,
      data: { status: 'delivered' },
      overrideAccess: true,
    } as never)
    const next = await call(
      'GET',
      `/api/leads?depth=0&sort=updatedAt&where[updatedAt][greater_than]=${encodeURIComponent(since)}`,
      integration(),
    )
    expect(next.body.docs).toEqual([expect.objectContaining({ id: leads.a1.id, status: 'delivered' })])
    const gqlRes = await gql(`{ Leads(sort: "updatedAt") { docs { id } } }`, integration())
    expect(gqlRes.body.data.Leads.docs.map((d: Doc) => d.id)).toEqual([leads.a2.id, leads.a1.id])
  })

  it("never reads another tenant's leads, even when it asks for that tenant", async () => {
    const asked = await call('GET', `/api/leads?depth=0&where[tenant][equals]=${tenantB.id}`, integration())
    expect(asked.status).toBe(200)
    expect(ids(asked.body)).toEqual([])
    expect((await call('GET', `/api/leads/${leads.b1.id}`, integration())).status).toBe(404)
  })

  it('writes nothing: no lead edit or delete, no change to its own account or key', async () => {
    expect((await call('PATCH', `/api/leads/${leads.a2.id}`, integration(), { status: 'delivered' })).status).toBe(403)
    expect((await call('DELETE', `/api/leads/${leads.a2.id}`, integration())).status).toBe(403)
    expect((await call('POST', `/api/leads/${leads.a2.id}/retry-delivery`, integration())).status).toBe(403)
    const self = await call('PATCH', `/api/users/${integrationUser.id}`, integration(), { name: 'Changed' })
    expect(self.status).toBe(403)
    const stored = (await payload.findByID({
      collection: 'users',
      id: integrationUser.id,
      overrideAccess: true,
    })) as Doc
    expect(stored.name ?? null).toBeNull()
    const lead = (await payload.findByID({ collection: 'leads', id: leads.a2.id, overrideAccess: true })) as Doc
    expect(lead.status).toBe('pending')
  })

  it('reads no other collection a CRM does not need: tenants, customers, reservations, destinations, users', async () => {
    for (const slug of ['tenants', 'customers', 'reservations', 'lead-destinations', 'analytics-events']) {
      const res = await call('GET', `/api/${slug}?depth=0`, integration())
      expect([slug, res.status]).toEqual([slug, 403])
    }
    const users = await call('GET', '/api/users?depth=0', integration())
    expect(ids(users.body)).toEqual([integrationUser.id])
    // its key is never read back, not even by itself
    expect((users.body.docs as Doc[])[0]).not.toHaveProperty('apiKey')
  })

  it('is refused the admin panel', async () => {
    expect((await call('GET', '/api/access', staff())).body.canAccessAdmin).toBe(true)
    expect((await call('GET', '/api/access', integration())).body.canAccessAdmin).toBeUndefined()
  })

  it('has the Integration role alone and exactly one tenant (400 naming the field)', async () => {
    const base = { password: randomUUID(), enableAPIKey: true, apiKey: randomUUID() }
    const mixed = payload.create({
      collection: 'users',
      data: { ...base, email: `lapi-mixed-${stamp}@example.com`, roles: ['integration', 'marketing'] },
      overrideAccess: true,
    } as never)
    await expect(mixed).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'roles' }] } })
    const two = payload.create({
      collection: 'users',
      data: {
        ...base,
        email: `lapi-two-${stamp}@example.com`,
        roles: ['integration'],
        tenants: [{ tenant: tenantA.id }, { tenant: tenantB.id }],
      },
      overrideAccess: true,
    } as never)
    await expect(two).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'tenants' }] } })
  })
})
