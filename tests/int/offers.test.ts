/**
 * The offers readers (src/data/offers.ts) on a real PostgreSQL: only the tenant's own live offers (start ≤ now < end),
 * soonest-ending first; a single offer by id is null for another tenant's, an expired or a not-yet-started offer
 * (OFF-01, OFF-02, OFF-06). A group admin's group-wide offer shows on the dealer group's other sites too, except the
 * excluded ones (OFF-06 excluded_website_ids), and on no site outside the group.
 */
import { jest } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'

import type { TenantId } from '@/domain/ids'

import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the loaders are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { armOfferChange, hasLiveOffers, liveOfferById, liveOffers, offerChangeTimers, tenantHasLiveOffers } =
  await import('@/data/offers')
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
    const timers = offerChangeTimers
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

describe('group-wide offers (OFF-06 excluded_website_ids)', () => {
  let g1: Doc
  let g2: Doc
  let g3: Doc
  const group: Record<string, string> = {}
  const names = (offers: { name: string }[]) => offers.map((o) => o.name).filter((n) => n.endsWith(`g-${stamp}`))

  beforeAll(async () => {
    const dealer_group = `grp-${stamp}`
    g1 = await create('tenants', { name: 'Grp 1', slug: `grp-1-${stamp}`, template: 'group', dealer_group })
    g2 = await create('tenants', { name: 'Grp 2', slug: `grp-2-${stamp}`, template: 'brand', dealer_group })
    g3 = await create('tenants', { name: 'Grp 3', slug: `grp-3-${stamp}`, template: 'brand', dealer_group })
    const offer = async (key: string, data: Doc) => {
      group[key] = String((await create('offers', { name: `${key} g-${stamp}`, tenant: g1.id, ...data })).id)
    }
    await offer('Shared', { shared_with_group: true, excluded_websites: [g3.id] })
    await offer('Local', {})
  })

  it('OFF-06 shows on its own site, on the group’s other sites, and not on an excluded site', async () => {
    expect(names(await liveOffers(g1.id as TenantId)).sort()).toEqual([`Local g-${stamp}`, `Shared g-${stamp}`])
    expect(names(await liveOffers(g2.id as TenantId))).toEqual([`Shared g-${stamp}`])
    expect(names(await liveOffers(g3.id as TenantId))).toEqual([])
    expect(names(await liveOffers(tenantC.id as TenantId))).toEqual([])
    expect((await liveOfferById(g2.id as TenantId, group.Shared!))?.name).toBe(`Shared g-${stamp}`)
    expect(await liveOfferById(g2.id as TenantId, group.Local!)).toBeNull()
    expect(await liveOfferById(g3.id as TenantId, group.Shared!)).toBeNull()
    expect(await liveOfferById(tenantC.id as TenantId, group.Shared!)).toBeNull()
    // the Offers links follow: g2 has a live offer through the group, g3 none
    expect(await hasLiveOffers(g2.id as TenantId)).toBe(true)
    expect(await hasLiveOffers(g3.id as TenantId)).toBe(false)
    expect(await tenantHasLiveOffers(g2.id as TenantId)).toBe(true)
    expect(await tenantHasLiveOffers(g3.id as TenantId)).toBe(false)
  })

  it('OFF-06 only other sites of the same dealer group can be excluded', async () => {
    const refusal = (excluded: unknown) =>
      create('offers', { name: `Bad g-${stamp}`, tenant: g1.id, shared_with_group: true, excluded_websites: excluded })
        .then(() => null)
        .catch((error: { data?: { errors?: { path?: string; message?: string }[] } }) => error.data?.errors?.[0])
    const message = 'Only other sites of this dealer group can be excluded'
    expect(await refusal([tenantC.id])).toMatchObject({ path: 'excluded_websites', message })
    expect(await refusal([g1.id])).toMatchObject({ path: 'excluded_websites', message })
    // an id that is no site of the group is refused with the rest
    expect(await refusal([g2.id, 999_999_999])).toMatchObject({ path: 'excluded_websites', message })
  })

  it('OFF-06 a marketing user cannot make an offer group-wide (only group admins share across sites)', async () => {
    // the very first user of an empty database becomes a super admin (guardRoleChanges): make sure one exists
    const user = (email: string) =>
      payload.create({
        collection: 'users',
        data: { email, password: 'a-long-password-1', roles: ['marketing'], tenants: [{ tenant: g1.id }] } as never,
        overrideAccess: true,
        context: CTX,
      })
    await user(`first-g-${stamp}@example.com`)
    const marketing = await user(`mk-g-${stamp}@example.com`)
    expect((marketing as { roles?: string[] }).roles).toEqual(['marketing'])
    const made = await payload.create({
      collection: 'offers',
      data: { name: `Marketing g-${stamp}`, tenant: g1.id, shared_with_group: true, _status: 'published' } as never,
      user: { ...marketing, collection: 'users' } as never,
      overrideAccess: false,
      context: CTX,
    })
    expect((made as { shared_with_group?: boolean | null }).shared_with_group).toBeFalsy()
    expect(names(await liveOffers(g2.id as TenantId))).toEqual([`Shared g-${stamp}`])
  })
})
