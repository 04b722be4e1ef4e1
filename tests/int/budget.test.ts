/**
 * The budget search's reader (src/data/budget.ts) on a real PostgreSQL through the postgres engine: 'All' plus the
 * tenant's body types in stock, most stocked first, each with its cheapest car priced above $1,000 (BUD-05, BUD-13)
 * — the tenant's own cars only.
 */
import { jest } from '@jest/globals'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import type { Tenant } from '../../payload-types'
import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { fixtureVehicle } from './helpers/searchFixtures'

// Next's data cache needs a running server: the loader is called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { budgetBodyOptions } = await import('@/data/budget')
const { toTenantSite } = await import('@/data/tenants')
const { postgresEngine } = await import('@/search')
const { GET: budgetGET } = await import('@/app/(site)/api/budget-search/route')

const CTX = { disableRevalidate: true, skipSearchSync: true }
const NOW = new Date()
let payload: Payload
let tenantA: Doc
let tenantB: Doc

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  tenantA = await createDoc(payload, 'tenants', { name: 'Bud A', slug: `bud-a-${stamp}`, template: 'group' }, CTX)
  // B sets its own finance defaults: 9.49% p.a. over 5 years
  tenantB = await createDoc(
    payload,
    'tenants',
    {
      name: 'Bud B',
      slug: `bud-b-${stamp}`,
      template: 'group',
      finance: { default_rate: 9.49, default_term: 5 },
    },
    CTX,
  )
  const car = (tenant: Doc, key: string, i: number, simple_body: string, price: number) =>
    createDoc(
      payload,
      'vehicles',
      {
        ...fixtureVehicle(tenant.id as number, `bud-${key}-${stamp}`, 0, NOW),
        slug: `bud-${key}-${stamp}-${i}`,
        stocknum: `BUD${key.toUpperCase()}${i}${stamp}`,
        status: 'in_stock',
        simple_body,
        price,
      },
      CTX,
    )
  await car(tenantA, 'a', 1, 'SUV', 500) // a placeholder price: not a budget car
  await car(tenantA, 'a', 2, 'SUV', 15_990)
  await car(tenantA, 'a', 3, 'SUV', 22_500)
  await car(tenantA, 'a', 4, 'Ute', 31_000)
  await car(tenantB, 'b', 1, 'SUV', 9_000) // another tenant's cheaper SUV
  await car(tenantB, 'b', 2, 'Sedan', 4_000)
  const engine = postgresEngine(payload)
  await engine.reindex(String(tenantA.id))
  await engine.reindex(String(tenantB.id))
}, 120_000)

afterAll(async () => {
  await shutdownPayload(payload)
})

const site = async (doc: Doc) =>
  toTenantSite((await payload.findByID({ collection: 'tenants', id: doc.id as number, depth: 0 })) as Tenant)

describe('budget search body options', () => {
  it('BUD-01 BUD-05 BUD-13 All plus the body types most stocked first, each with its cheapest car above $1,000', async () => {
    expect(await budgetBodyOptions(await site(tenantA))).toEqual([
      { body: null, label: 'All', plural: 'Vehicles', minPrice: 15_990 },
      { body: 'SUV', label: 'SUV', plural: 'SUVs', minPrice: 15_990 },
      { body: 'Ute', label: 'Ute', plural: 'Utes', minPrice: 31_000 },
    ])
  })

  it("BUD-13 a tenant's options come from its own stock only", async () => {
    expect(await budgetBodyOptions(await site(tenantB))).toEqual([
      { body: null, label: 'All', plural: 'Vehicles', minPrice: 4_000 },
      // one car each: alphabetical
      { body: 'Sedan', label: 'Sedan', plural: 'Sedans', minPrice: 4_000 },
      { body: 'SUV', label: 'SUV', plural: 'SUVs', minPrice: 9_000 },
    ])
  })
})

describe('GET /api/budget-search, the form without JavaScript', () => {
  const redirect = async (slug: string, query: string) => {
    const host = `${slug}.localhost:3000`
    const res = await budgetGET(new NextRequest(`http://${host}/api/budget-search?${query}`, { headers: { host } }))
    return { status: res.status, location: res.headers.get('location') }
  }

  it("BUD-02 (deliberate difference: counts interest) the budget is worked out at the Host tenant's default rate and term", async () => {
    // A: the group template's 10% over 6 years: 600 a month services 32,387.20; + 2,000 = 34,387
    expect(await redirect(tenantA.slug as string, 'body=SUV&frequency=monthly&repayment=600&deposit=2000')).toEqual({
      status: 303,
      location: '/search/suv?range%5Bprice%5D=1001%3A34387',
    })
    // B: 9.49% over 5 years: 600 a month services 28,575.55; + 2,000 = 30,575 (the spec's formula said 38,000)
    expect(await redirect(tenantB.slug as string, 'body=SUV&frequency=monthly&repayment=600&deposit=2000')).toEqual({
      status: 303,
      location: '/search/suv?range%5Bprice%5D=1001%3A30575',
    })
  })

  it('BUD-06 BUD-11 BUD-12 junk counts as 0 (the 100,000 fallback); a host no dealer site answers on is a 404', async () => {
    expect((await redirect(tenantA.slug as string, 'body=&frequency=x&repayment=abc&deposit=-5')).location).toBe(
      '/search?range%5Bprice%5D=1001%3A100000',
    )
    expect((await redirect('no-such-dealer', 'repayment=600')).status).toBe(404)
  })
})
