/**
 * The pages the edge page cache warms (src/data/warmPaths.ts) on a real PostgreSQL: after a purge a tenant's
 * popular pages; when the server starts also the pages of its cars a shopper can open — in stock or coming soon, shown
 * on the website — newest first, at most as many as asked for, never another tenant's.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { createScoped, stamp as newStamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { warmPaths } = await import('@/data/warmPaths')

let payload: Payload
let tenantA: Doc
let tenantB: Doc
let stamp: string
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  payload = await bootPayload()
  stamp = newStamp()
  const tenant = (name: string, template: string) =>
    payload.create({
      collection: 'tenants',
      data: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}`, template } as never,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    }) as Promise<Doc>
  tenantA = await tenant('Warm A', 'group')
  tenantB = await tenant('Warm B', 'used')
  const car = async (t: Doc, label: string, extra: Record<string, unknown>) => {
    await createScoped(payload, 'vehicles', t.id, `${label} ${stamp}`, { show_on_dealer_website: true, ...extra })
    await sleep(5) // createdAt apart: "newest first" is unambiguous
  }
  await car(tenantA, 'Oldest', { status: 'in_stock' })
  await car(tenantA, 'Sold', { status: 'sold' })
  await car(tenantA, 'Soon', { status: 'coming_soon' })
  await car(tenantA, 'Hidden', { status: 'in_stock', show_on_dealer_website: false })
  await car(tenantA, 'Newest', { status: 'in_stock' })
  await car(tenantB, 'Other', { status: 'in_stock' })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('warm paths', () => {
  it("with `vehicles` the tenant's own shown cars, in stock or coming soon, newest first, up to the number asked", async () => {
    const all = await warmPaths(tenantA.id, { vehicles: 10 })
    expect(all?.vehiclePaths).toEqual([
      `/cars/newest-${stamp}-car`,
      `/cars/soon-${stamp}-car`,
      `/cars/oldest-${stamp}-car`,
    ])
    const two = await warmPaths(tenantA.id, { vehicles: 2 })
    expect(two?.vehiclePaths).toEqual([`/cars/newest-${stamp}-car`, `/cars/soon-${stamp}-car`])
    const other = await warmPaths(tenantB.id, { vehicles: 10 })
    expect(other?.vehiclePaths).toEqual([`/cars/other-${stamp}-car`])
  })

  it('without `vehicles` (the warming after a purge) no car pages; the popular pages on the tenant’s own host', async () => {
    const popular = await warmPaths(tenantA.id)
    expect(popular?.vehiclePaths).toEqual([])
    expect(popular?.paths.slice(0, 2)).toEqual(['/', '/search'])
    expect(popular?.paths).toEqual(expect.arrayContaining(['/search/used-cars']))
    expect(popular?.host).toMatch(new RegExp(`^warm-a-${stamp}\\.localhost(:\\d+)?$`))
    expect(await warmPaths(2_000_000_000, { vehicles: 10 })).toBeNull()
  })
})
