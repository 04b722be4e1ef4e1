/**
 * A dealer site's AI assistant endpoint (POST /api/mcp) on a real PostgreSQL, driven by the MCP SDK's own client over
 * streamable HTTP: the tools it lists, a search that answers what GET /api/search answers for the same words, a car
 * read by id and by stock number, the locations, a test-drive request and an enquiry stored and delivered like a
 * form's (ADF email to the dealer's inbox), what it refuses (no consent, no contact details, another tenant's car),
 * a switched-off tenant's 404 and the call limit.
 */
import fs from 'node:fs'

import { jest } from '@jest/globals'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { outboxDir } from '@/lib/email/adapter'

import { FIXTURE_CONTEXT, createDoc, createScoped, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { fixtureVehicle } from './helpers/searchFixtures'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { POST, GET } = await import('@/app/(site)/api/mcp/route')
const { GET: searchGET } = await import('@/app/(site)/api/search/route')
const { postgresEngine } = await import('@/search')
const { deliverDueLeads } = await import('@/data/leads/deliver')
const { ASSISTANT_CALLS_PER_MINUTE } = await import('@/data/assistant/limits')
const { consentStatement } = await import('@/domain/assistant/tools')

const run = stamp()
const NOW = new Date()
let payload: Payload
let a: Doc
let b: Doc
let locationA: Doc
const inbox = `sales@ask-${run}.example`

/** The route as Next would call it for a request to `host`. */
const route = (host: string) => (url: string | URL, init?: RequestInit) => {
  const headers = new Headers(init?.headers)
  headers.set('host', host)
  const request = new NextRequest(new URL(String(url)), { ...init, headers } as ConstructorParameters<
    typeof NextRequest
  >[1])
  return request.method === 'POST' ? POST(request) : GET()
}

async function connect(tenant: Doc): Promise<Client> {
  const host = `${tenant.slug as string}.localhost:3000`
  const client = new Client({ name: 'int-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://${host}/api/mcp`), { fetch: route(host) as typeof fetch }),
  )
  return client
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult
const valueOf = (result: CallToolResult) => JSON.parse((result.content[0] as { text: string }).text) as Doc

const shopper = {
  first_name: 'Jo',
  last_name: 'Citizen',
  email: `jo-${run}@example.com`,
  phone: '0412 345 678',
  postcode: '2150',
  consent: true,
}

beforeAll(async () => {
  payload = await bootPayload()
  a = await createDoc(payload, 'tenants', { name: 'Ask Motors', slug: `ask-a-${run}`, template: 'group' })
  b = await createDoc(payload, 'tenants', {
    name: 'Quiet Motors',
    slug: `ask-b-${run}`,
    template: 'group',
    features: { assistant: 'off' },
  })
  const dealership = await createScoped(payload, 'dealerships', a.id, 'Ask')
  locationA = await createScoped(payload, 'locations', a.id, 'Parramatta', {
    dealership: dealership.id,
    visible: true,
  })
  await createDoc(payload, 'lead-destinations', {
    tenant: a.id,
    name: 'Sales inbox',
    kind: 'email',
    email: inbox,
    active: true,
  })
  for (let i = 0; i < 12; i++) {
    await createDoc(payload, 'vehicles', fixtureVehicle(a.id as number, `ask-a-${run}`, i, NOW), FIXTURE_CONTEXT)
    await createDoc(payload, 'vehicles', fixtureVehicle(b.id as number, `ask-b-${run}`, i, NOW), FIXTURE_CONTEXT)
  }
  const engine = postgresEngine(payload)
  await engine.reindex(String(a.id))
  await engine.reindex(String(b.id))
}, 180_000)

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('the assistant endpoint (MCP over streamable HTTP)', () => {
  it('lists its five tools; the lead tools carry the consent statement the shopper must agree to', async () => {
    const client = await connect(a)
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_vehicle',
      'list_locations',
      'request_test_drive',
      'search_stock',
      'send_enquiry',
    ])
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]))
    for (const name of ['send_enquiry', 'request_test_drive']) {
      expect(byName[name]!.description).toContain(consentStatement('Ask Motors'))
      expect(byName[name]!.inputSchema.required).toEqual(
        expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'postcode', 'consent']),
      )
    }
    expect(byName.search_stock!.annotations?.readOnlyHint).toBe(true)
    await client.close()
  })

  it('search_stock answers the cars GET /api/search answers for the same words, read the same way', async () => {
    const client = await connect(a)
    const words = 'toyota under 60k'
    const answer = valueOf(await call(client, 'search_stock', { query: words, per_page: 10 }))
    const host = `${a.slug as string}.localhost:3000`
    const res = await searchGET(
      new NextRequest(`http://${host}/api/search?${new URLSearchParams({ query: words, hitsPerPage: '10' })}`, {
        headers: { host },
      }),
    )
    const site = (await res.json()) as Doc
    expect(answer.count).toBe(site.count)
    expect(answer.count).toBeGreaterThan(0)
    expect(answer.cars.map((c: Doc) => c.id)).toEqual(site.hits.map((h: Doc) => h.slug))
    expect(answer.understood).toEqual(['Toyota', 'Under $60,000'])
    for (const car of answer.cars as Doc[]) {
      expect(car.name).toContain('Toyota')
      expect(car.url).toBe(`http://${a.slug as string}.localhost:3000/cars/${car.id as string}`)
      // a priced car's weekly figure comes with the rates it assumes
      if (car.weekly) expect(car.weekly).toMatchObject({ interest_rate: expect.stringMatching(/% p\.a\.$/) })
    }
    await client.close()
  })

  it("never answers another tenant's car: not in a search, not read by id", async () => {
    const client = await connect(a)
    const answer = valueOf(await call(client, 'search_stock', { per_page: 24 }))
    expect(answer.cars.length).toBeGreaterThan(0)
    for (const car of answer.cars as Doc[]) expect(car.id).toMatch(new RegExp(`^ask-a-${run}-`))
    const other = await call(client, 'get_vehicle', { vehicle: `ask-b-${run}-1` })
    expect(other.isError).toBe(true)
    expect(valueOf(other).error).toMatch(/No car for sale here/)
    await client.close()
  })

  it('get_vehicle reads a car by its id and by its stock number, as its page shows it', async () => {
    const client = await connect(a)
    const byId = valueOf(await call(client, 'get_vehicle', { vehicle: `ask-a-${run}-1` }))
    expect(byId).toMatchObject({
      id: `ask-a-${run}-1`,
      status: 'available',
      stock_number: `ASK-A-${run}`.toUpperCase() + '1001',
    })
    const byStock = valueOf(await call(client, 'get_vehicle', { vehicle: byId.stock_number as string }))
    expect(byStock.id).toBe(byId.id)
    expect(byStock.url).toBe(byId.url)
    await client.close()
  })

  it('list_locations lists the dealer’s visible locations with their week of hours', async () => {
    const client = await connect(a)
    const { locations } = valueOf(await call(client, 'list_locations'))
    expect(locations.map((l: Doc) => l.name)).toEqual([locationA.name])
    expect(locations[0].hours).toHaveLength(7)
    expect(locations[0].hours[0].day).toBe('Monday')
    await client.close()
  })

  it('a test drive is stored as the site’s form stores it and delivered to the dealer’s inbox as ADF', async () => {
    const client = await connect(a)
    const sent = await call(client, 'request_test_drive', {
      ...shopper,
      vehicle: `ask-a-${run}-1`,
      preferred_time: '2026-12-05T10:30',
    })
    expect(sent.isError).toBeFalsy()
    const reply = valueOf(sent)
    expect(reply).toMatchObject({ sent: true })
    const lead = (await payload.findByID({
      collection: 'leads',
      id: reply.reference as number,
      overrideAccess: true,
    })) as Doc
    expect(lead).toMatchObject({ category: 'Test Drive', status: 'pending', email: shopper.email })
    expect(lead.fields).toMatchObject({
      'Test Drive Booking Date': '2026-12-05T10:30',
      source: 'AI assistant',
      opt_in: false,
    })
    // the car as search_stock named it (fixture car 1 is a Mazda)
    expect(lead.car).toMatchObject({ make: 'Mazda', stock_number: `ASK-A-${run}1001`.toUpperCase() })
    expect(relation(lead.tenant)).toBe(a.id)

    for (let i = 0; i < 10; i++) {
      await deliverDueLeads(payload)
      const now = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })) as Doc
      if (now.status !== 'pending' && now.status !== 'delivering') break
    }
    const delivered = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })) as Doc
    expect(delivered.status).toBe('delivered')
    const dir = outboxDir(process.env.DATA_DIR ?? '.data')
    const mail = fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(`${dir}/${f}`, 'utf8'))
      .find((eml) => eml.includes(`To: ${inbox}`) && eml.includes(`#${lead.id as number}`))
    expect(mail).toBeDefined()
    expect(mail).toContain('<?adf version="1.0"?>')
    expect(mail).toContain(`<stock>${`ASK-A-${run}1001`.toUpperCase()}</stock>`)
    expect(mail).toContain('Test drive booking: ')
    await client.close()
  })

  it('sends nothing without consent or without a way to reach the shopper, and says what is missing', async () => {
    const client = await connect(a)
    const before = await leadCount()
    const noConsent = await call(client, 'send_enquiry', { ...shopper, consent: false, message: 'Is it available?' })
    expect(noConsent.isError).toBe(true)
    const { email: _email, ...noEmail } = shopper
    const missing = await call(client, 'send_enquiry', { ...noEmail, email: '', message: 'Is it available?' })
    expect(missing.isError).toBe(true)
    expect(valueOf(missing).details).toHaveProperty('email')
    expect(await leadCount()).toBe(before)
    await client.close()
  })

  it('an enquiry about a car is a used or new car enquiry for that car', async () => {
    const client = await connect(a)
    const reply = valueOf(
      await call(client, 'send_enquiry', { ...shopper, vehicle: `ask-a-${run}-2`, message: 'Does it have a towbar?' }),
    )
    const lead = (await payload.findByID({
      collection: 'leads',
      id: reply.reference as number,
      overrideAccess: true,
    })) as Doc
    expect(lead.category).toMatch(/^(New|Used) Car Enquiry$/)
    expect(lead.fields.message).toBe('Does it have a towbar?')
    await client.close()
  })

  it('a tenant whose group admin switched it off answers 404; GET answers 405', async () => {
    const host = `${b.slug as string}.localhost:3000`
    const res = await route(host)(`http://${host}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(res.status).toBe(404)
    const unknown = await route('nobody.localhost:3000')('http://nobody.localhost:3000/api/mcp', {
      method: 'POST',
      body: '{}',
    })
    expect(unknown.status).toBe(404)
    expect((await route(host)(`http://${host}/api/mcp`, { method: 'GET' })).status).toBe(405)
  })

  it(`holds a client to ${ASSISTANT_CALLS_PER_MINUTE} calls a minute (429 with Retry-After)`, async () => {
    const host = `${a.slug as string}.localhost:3000`
    const post = () =>
      route(host)(`http://${host}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      })
    // the calls above count too: within one more than the limit, one is refused
    let refused: Response | null = null
    for (let i = 0; i <= ASSISTANT_CALLS_PER_MINUTE && !refused; i++) {
      const res = await post()
      if (res.status === 429) refused = res
      else expect(res.status).toBe(200)
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

const relation = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Doc).id : v)
const leadCount = async () =>
  (await payload.count({ collection: 'leads', where: { tenant: { equals: a.id } }, overrideAccess: true })).totalDocs
