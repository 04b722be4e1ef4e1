/**
 * The locations readers (src/data/locations.ts) on a real PostgreSQL: only the tenant's own visible locations, the
 * neighbours at the same address for the hours dropdown (LOC-05), phones de-duplicated by digits (LOC-18).
 */
import { jest } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'

import type { TenantId } from '@/domain/ids'

import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the readers are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { siteLocationBySlug, siteLocations } = await import('@/data/locations')

const CTX = { disableRevalidate: true, skipSearchSync: true }
let payload: Payload
let tenantA: Doc
let tenantB: Doc
let stamp: string

const create = (collection: CollectionSlug, data: Doc) => createDoc(payload, collection, data, CTX)

beforeAll(async () => {
  payload = await bootPayload()
  stamp = Date.now().toString(36)
  tenantA = await create('tenants', { name: 'Loc A', slug: `loc-a-${stamp}`, template: 'group' })
  tenantB = await create('tenants', { name: 'Loc B', slug: `loc-b-${stamp}`, template: 'used' })
  const dealerA = await create('dealerships', { name: 'Loc Motors', tenant: tenantA.id })
  const dealerB = await create('dealerships', { name: 'Loc Other', tenant: tenantB.id })
  const address = { street: '44 James Ruse Drive', city: 'Rosehill', state: 'NSW', postcode: '2142' }
  await create('locations', {
    name: `Service ${stamp}`,
    tenant: tenantA.id,
    dealership: dealerA.id,
    location_type: 'service',
    primary: true,
    address,
    contact_detail: {
      phone: '02 9630 1150',
      landline_phone: '+61 2 9630 1150',
      opening_hours: [{ weekday: 1, status: 'Open', open: '07:30', close: '17:00' }],
    },
  })
  await create('locations', {
    name: `Parts ${stamp}`,
    tenant: tenantA.id,
    dealership: dealerA.id,
    location_type: 'parts',
    address,
    contact_detail: { opening_hours: [{ weekday: 1, status: 'Open', open: '08:00', close: '16:00' }] },
  })
  await create('locations', {
    name: `Hidden ${stamp}`,
    tenant: tenantA.id,
    dealership: dealerA.id,
    visible: false,
    address,
  })
  await create('locations', { name: `Other ${stamp}`, tenant: tenantB.id, dealership: dealerB.id, address })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('locations readers', () => {
  it('siteLocations: the tenant’s own visible locations only, primary first; LOC-18 phones de-duplicated', async () => {
    const a = await siteLocations(tenantA.id as TenantId)
    expect(a.map((l) => l.name)).toEqual([`Service ${stamp}`, `Parts ${stamp}`])
    expect(a[0]!.phones).toEqual(['02 9630 1150'])
    const b = await siteLocations(tenantB.id as TenantId)
    expect(b.map((l) => l.name)).toEqual([`Other ${stamp}`])
  })

  it('LOC-05 siteLocationBySlug: the location and its neighbours at the same address; another tenant’s or a hidden slug → null', async () => {
    const found = await siteLocationBySlug(tenantA.id as TenantId, `service-${stamp}`)
    expect(found?.atAddress.map((l) => l.type)).toEqual(['service', 'parts'])
    expect(await siteLocationBySlug(tenantB.id as TenantId, `service-${stamp}`)).toBeNull()
    expect(await siteLocationBySlug(tenantA.id as TenantId, `hidden-${stamp}`)).toBeNull()
    expect(await siteLocationBySlug(tenantA.id as TenantId, `other-${stamp}`)).toBeNull()
  })
})
