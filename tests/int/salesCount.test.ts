/**
 * The sales counter's figure on a real PostgreSQL (src/data/salesCount.ts): the tenant's cars marked sold since the
 * first of this month in its time zone — not those sold last month, not cars in stock, not another tenant's.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { monthStart } from '@/domain/counters/salesCounter'

import { createDoc, createScoped, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { soldThisMonth } = await import('@/data/salesCount')
const { toTenantSite } = await import('@/data/tenants')

let payload: Payload
let tenant: Doc
let other: Doc

beforeAll(async () => {
  payload = await bootPayload()
  const run = stamp()
  tenant = await createDoc(payload, 'tenants', { name: 'Sales A', slug: `sales-a-${run}`, template: 'group' })
  other = await createDoc(payload, 'tenants', { name: 'Sales B', slug: `sales-b-${run}`, template: 'group' })
})

afterAll(() => shutdownPayload(payload))

it("CMS-15 (deliberately differs: real sales) counts the tenant's cars sold since the first of the month in its zone", async () => {
  const site = toTenantSite(
    await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 1, overrideAccess: true }),
  )
  const now = new Date('2026-11-20T03:00:00Z')
  const start = monthStart(now, site.config.timeZone)
  const car = (t: Doc, label: string, status: string, soldAt: Date | null) =>
    createScoped(payload, 'vehicles', t.id, label, {
      status,
      sold: status === 'sold',
      sold_date_timestamp: soldAt?.toISOString() ?? null,
    })
  expect(await soldThisMonth(site, now)).toBe(0)
  await car(tenant, 'Sold first minute', 'sold', start)
  await car(tenant, 'Sold yesterday', 'sold', new Date(now.getTime() - 86_400_000))
  await car(tenant, 'Sold last month', 'sold', new Date(start.getTime() - 60_000))
  await car(tenant, 'In stock', 'in_stock', null)
  await car(other, 'Other tenant sold', 'sold', new Date(now.getTime() - 3_600_000))
  expect(await soldThisMonth(site, now)).toBe(2)
  // on the first of next month the count starts again
  expect(await soldThisMonth(site, new Date('2026-12-01T01:00:00Z'))).toBe(0)
})
