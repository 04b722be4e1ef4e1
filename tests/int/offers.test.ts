/**
 * The offers readers (src/data/offers.ts) on a real PostgreSQL: only the tenant's own live offers (start ≤ now < end),
 * soonest-ending first; a single offer by id is null for another tenant's, an expired or a not-yet-started offer
 * (OFF-01, OFF-02, OFF-06).
 */
import { jest } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'

import type { TenantId } from '@/domain/ids'

import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { armOfferChange, hasLiveOffers, liveOfferById, liveOffers, tenantHasLiveOffers } = await import('@/data/offers')
const { getRouteContext } = await import('@/data/content')
const { toTenantSite } = await import('@/data/tenants')

const CTX = { disableRevalidate: true, skipSearchSync: true }
let payload: Payload
let tenantA: Doc
let tenantB: Doc
let tenantC: Doc
let stamp: string
const ids: Record<string, string> = {}
const day = 86_400_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const create = (collection: CollectionSlug, data: Doc) => createDoc(payload, collection, data, CTX)

beforeAll(async () => {
  payload = await bootPayload()
  stamp = Date.now().toString(36)
  tenantA = await create('tenants', { name: 'Off A', slug: `off-a-${stamp}`, template: 'group' })
  tenantB = await create('tenants', { name: 'Off B', slug: `off-b-${stamp}`, template: 'brand' })
  tenantC = await create('tenants', { name: 'Off C', slug: `off-c-${stamp}`, template: 'used' })
  const make = await create('manufacturers', { name: `Mazda ${stamp}`, slug: `mazda-${stamp}` })
  const offer = async (key: string, tenant: Doc, extra: Doc) => {
    const doc = await create('offers', { name: `${key} ${stamp}`, tenant: tenant.id, ...extra })
    ids[key] = String(doc.id)
  }
  await offer('Later', tenantA, { starts_at: at(-day), expires_at: at(30 * day), manufacturer: make.id })
  await offer('Sooner', tenantA, { starts_at: at(-day), expires_at: at(2 * day), category: 'Finance offer' })
  await offer('Open', tenantA, {})
  await offer('Expired', tenantA, { starts_at: at(-10 * day), expires_at: at(-day) })
  await offer('Future', tenantA, { starts_at: at(day), expires_at: at(10 * day) })
  await offer('Other', tenantB, { expires_at: at(5 * day) })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('offers readers', () => {
  it('OFF-01 liveOffers: the tenant’s own live offers only, soonest-ending first, open-ended last', async () => {
    const a = await liveOffers(tenantA.id as TenantId)
    expect(a.map((o) => o.name)).toEqual([`Sooner ${stamp}`, `Later ${stamp}`, `Open ${stamp}`])
    expect(a[1]!.manufacturer).toEqual({ name: `Mazda ${stamp}`, slug: `mazda-${stamp}` })
    expect(a[0]!.category).toBe('Finance offer')
    expect((await liveOffers(tenantB.id as TenantId)).map((o) => o.name)).toEqual([`Other ${stamp}`])
  })

  it('OFF-02 liveOfferById: null for another tenant’s, expired, future or malformed ids', async () => {
    expect((await liveOfferById(tenantA.id as TenantId, ids.Later!))?.name).toBe(`Later ${stamp}`)
    expect(await liveOfferById(tenantA.id as TenantId, ids.Other!)).toBeNull()
    expect(await liveOfferById(tenantB.id as TenantId, ids.Later!)).toBeNull()
    expect(await liveOfferById(tenantA.id as TenantId, ids.Expired!)).toBeNull()
    expect(await liveOfferById(tenantA.id as TenantId, ids.Future!)).toBeNull()
    expect(await liveOfferById(tenantA.id as TenantId, 'abc')).toBeNull()
  })

  it('OFF-01 hasLiveOffers: true with a live offer, false with none (the Offers links stay hidden)', async () => {
    expect(await hasLiveOffers(tenantA.id as TenantId)).toBe(true)
    expect(await hasLiveOffers(tenantC.id as TenantId)).toBe(false)
  })

  it('OFF-01 RTE-24 the Offers links follow the live offers: getRouteContext carries liveOffers', async () => {
    expect(await tenantHasLiveOffers(tenantA.id as TenantId)).toBe(true)
    expect(await tenantHasLiveOffers(tenantC.id as TenantId)).toBe(false)
    expect((await getRouteContext(toTenantSite(tenantA as never))).liveOffers).toBe(true)
    expect((await getRouteContext(toTenantSite(tenantC as never))).liveOffers).toBe(false)
  })

  it('OFF-01 the pages are purged when the next offer starts or ends (one timer per tenant, the earliest)', async () => {
    const timers = () =>
      (globalThis as Record<symbol, unknown>)[Symbol.for('dealer-platform.offerChangeTimers')] as Map<
        string,
        { at: number; timer: ReturnType<typeof setTimeout> }
      >
    await tenantHasLiveOffers(tenantA.id as TenantId)
    const armed = timers().get(String(tenantA.id))!
    // 'Future' starts in a day: the earliest change of tenant A's offers (Sooner ends in two)
    expect(Math.abs(armed.at - (Date.now() + day + 1000))).toBeLessThan(60_000)
    const now = new Date()
    armOfferChange(
      tenantA.id as TenantId,
      [{ startsAt: null, endsAt: new Date(now.getTime() + 5000).toISOString() }],
      now,
    )
    expect(timers().get(String(tenantA.id))!.at).toBe(now.getTime() + 6000)
    // a later change does not replace an earlier one
    armOfferChange(
      tenantA.id as TenantId,
      [{ startsAt: null, endsAt: new Date(now.getTime() + day).toISOString() }],
      now,
    )
    expect(timers().get(String(tenantA.id))!.at).toBe(now.getTime() + 6000)
    expect(timers().has(String(tenantC.id))).toBe(false)
    for (const { timer } of timers().values()) clearTimeout(timer)
    timers().clear()
  })
})
