/**
 * POST /api/stock-feed on a real PostgreSQL: a dealer's system pushes its stock as CSV or JSON. Who may (a super
 * admin, a group admin of the tenant, by API key or session; not marketing, not another group, not an integration
 * account), what is refused and how (400, 401, 403, 409, 413, 415), and what an accepted feed does: the summary with
 * each rejected row's line, the cars in search, and one purge for the whole feed.
 */
import { randomUUID } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { POST } from '@/app/(payload)/api/stock-feed/route'
import { acquireLease, releaseLease } from '@/lib/db/leases'
import { pgPoolOf } from '@/lib/db/pool'
import { softListsTag } from '@/lib/purgeScope.mjs'

import { createDoc, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { recordPurges } from './helpers/purges'

const PASSWORD = 'a-long-password'
let payload: Payload
let run: string
let tenant: Doc
let other: Doc
let dealer: Doc
const keys = {} as Record<'group' | 'marketing' | 'otherGroup' | 'integration', string>

const CSV_HEADER = 'stocknum,vin,year,make,model,badge,car_type,status,price,km,colour,simple_body'
const csvRow = (n: number, price: number, extra = '') =>
  `FD${n},,2022,Mazda,CX-5,Maxx Sport,used,in_stock,${price},${20000 + n},Soul Red,SUV${extra}`

async function post(
  query: string,
  body: string,
  { key, type = 'text/csv' }: { key?: string | null; type?: string } = {},
): Promise<{ status: number; body: Doc; headers: Headers }> {
  const res = await POST(
    new NextRequest(`http://localhost:3000/api/stock-feed?${query}`, {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'content-type': type,
        ...(key === null ? {} : { authorization: `users API-Key ${key ?? keys.group}` }),
      },
      body,
    }),
  )
  return { status: res.status, body: (await res.json()) as Doc, headers: res.headers }
}

async function user(name: keyof typeof keys, roles: string[], tenantId: unknown): Promise<void> {
  keys[name] = randomUUID()
  await payload.create({
    collection: 'users',
    data: {
      email: `feed-${name}-${run}@example.com`,
      password: PASSWORD,
      roles,
      tenants: [{ tenant: tenantId }],
      enableAPIKey: true,
      apiKey: keys[name],
    },
    overrideAccess: true,
  } as never)
}

beforeAll(async () => {
  payload = await bootPayload()
  run = stamp()
  tenant = await createDoc(payload, 'tenants', { name: 'Feed API', slug: `feed-api-${run}`, template: 'group' })
  other = await createDoc(payload, 'tenants', { name: 'Feed Other', slug: `feed-api-o-${run}`, template: 'group' })
  dealer = await createDoc(payload, 'dealerships', { tenant: tenant.id, name: 'Feed Motors', slug: `fm-${run}` })
  await createDoc(payload, 'locations', {
    tenant: tenant.id,
    name: 'Feed Motors Yard',
    slug: `fm-yard-${run}`,
    dealership: dealer.id,
    primary: true,
  })
  // the first account of an empty database becomes a super admin: not one of these
  await payload.create({
    collection: 'users',
    data: { email: `feed-first-${run}@example.com`, password: PASSWORD, roles: ['super-admin'] },
    overrideAccess: true,
  } as never)
  await user('group', ['group-admin'], tenant.id)
  await user('marketing', ['marketing'], tenant.id)
  await user('otherGroup', ['group-admin'], other.id)
  await user('integration', ['integration'], tenant.id)
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('POST /api/stock-feed', () => {
  it('refuses what can never succeed with a 4xx that says why', async () => {
    const q = `tenant=${tenant.slug}&mode=full`
    const feed = [CSV_HEADER, csvRow(1, 30990)].join('\n')
    expect((await post(q, feed, { key: null })).status).toBe(401)
    for (const who of ['marketing', 'otherGroup', 'integration'] as const) {
      const res = await post(q, feed, { key: keys[who] })
      expect({ who, status: res.status }).toEqual({ who, status: 403 })
    }
    const noMode = await post(`tenant=${tenant.slug}`, feed)
    expect(noMode.status).toBe(400)
    expect(noMode.body.error).toMatch(/mode must be 'full'/)
    expect((await post(`tenant=no-such-site-${run}&mode=full`, feed)).status).toBe(400)
    expect((await post(q, feed, { type: 'text/plain' })).status).toBe(415)
    expect((await post(q, '{"cars": 1}', { type: 'application/json' })).body.error).toMatch(/array of vehicle rows/)
    expect((await post(q, CSV_HEADER)).body.error).toMatch(/no rows/)
    const huge = await post(q, `${CSV_HEADER}\n${'x'.repeat(16 * 1024 * 1024)}`)
    expect(huge.status).toBe(413)
    expect((await post(`${q}&dealership=nope`, feed)).body.error).toMatch(/No dealership 'nope'/)
    // nothing was written by any of these
    const cars = await payload.count({ collection: 'vehicles', where: { tenant: { equals: tenant.id } } })
    expect(cars.totalDocs).toBe(0)
  })

  it('a full CSV feed by a group admin: created, rejected rows with their lines; a partial JSON feed changes one price in one purge', async () => {
    const bad = 'FD9,,3000,Mazda,CX-5,Maxx,used,in_stock,1,1,Red,SUV'
    const full = await post(
      `tenant=${tenant.slug}&mode=full`,
      [CSV_HEADER, csvRow(1, 30990), csvRow(2, 31990), bad, csvRow(3, 32990)].join('\n'),
    )
    expect(full.status).toBe(200)
    expect(full.body).toMatchObject({ created: 3, updated: 0, sold: 0, mode: 'full', dealership: dealer.slug })
    expect((full.body.rejected as { line: number }[]).map((r) => r.line)).toEqual([4])

    const { sent, stop } = recordPurges()
    const partial = await post(
      `tenant=${tenant.slug}&mode=partial`,
      JSON.stringify({
        vehicles: [
          { stocknum: 'FD2', year: 2022, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', car_type: 'used' },
        ].map((r) => ({ ...r, status: 'in_stock', price: 29990, km: 20002, colour: 'Soul Red', simple_body: 'SUV' })),
      }),
      { type: 'application/json' },
    )
    expect(partial.status).toBe(200)
    expect(partial.body).toMatchObject({ created: 0, updated: 1, unchanged: 0, sold: 0, mode: 'partial' })
    stop()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain(`t:${tenant.id}:vehicle-lists`)
    // a feed's purge of the lists is soft: they are served stale while rendered again (src/lib/purgeScope.mjs)
    expect(sent[0]).toContain(softListsTag(tenant.id))
    const fd2 = (
      await payload.find({
        collection: 'vehicles',
        where: { and: [{ tenant: { equals: tenant.id } }, { stocknum: { equals: 'FD2' } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    expect(fd2?.price).toBe(29990)
    // FD1 and FD3, not in the partial feed, are still in stock
    const inStock = await payload.count({
      collection: 'vehicles',
      where: { and: [{ tenant: { equals: tenant.id } }, { status: { equals: 'in_stock' } }] },
    })
    expect(inStock.totalDocs).toBe(3)
  })

  it('a second import of the same dealership while one runs is a 409 with Retry-After', async () => {
    const name = `stock-import:${tenant.id}:${dealer.id}`
    const pool = pgPoolOf(payload)
    expect(await acquireLease(pool, name, `another-instance-${run}`)).toBe(true)
    try {
      const busy = await post(`tenant=${tenant.slug}&mode=partial`, [CSV_HEADER, csvRow(1, 27990)].join('\n'))
      expect(busy.status).toBe(409)
      expect(busy.headers.get('retry-after')).toBe('30')
      expect(busy.body.error).toMatch(/is running/)
    } finally {
      await releaseLease(pool, name, `another-instance-${run}`)
    }
    const after = await post(`tenant=${tenant.slug}&mode=partial`, [CSV_HEADER, csvRow(1, 27990)].join('\n'))
    expect(after.body).toMatchObject({ updated: 1 })
  })
})
