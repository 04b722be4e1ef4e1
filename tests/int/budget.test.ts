/**
 * The budget search's reader (src/data/budget.ts) on a real PostgreSQL through the postgres engine: 'All' plus the
 * tenant's body types in stock, most stocked first, each with its cheapest car priced above $1,000 (BUD-05, BUD-13)
 * — the tenant's own cars only.
 */
import { jest } from '@jest/globals'
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

const CTX = { disableRevalidate: true, skipSearchSync: true }
const NOW = new Date()
let payload: Payload
let tenantA: Doc
let tenantB: Doc

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  tenantA = await createDoc(payload, 'tenants', { name: 'Bud A', slug: `bud-a-${stamp}`, template: 'group' }, CTX)
  tenantB = await createDoc(payload, 'tenants', { name: 'Bud B', slug: `bud-b-${stamp}`, template: 'group' }, CTX)
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

describe('budget search body options (issue 15)', () => {
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
