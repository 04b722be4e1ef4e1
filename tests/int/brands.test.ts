/**
 * The brands readers (src/data/brands.ts) on a real PostgreSQL: a tenant sees only its own brands, in Order, with the
 * logo falling back to its manufacturer's and the banner URL (CMS-01, CMS-02); a brand's overview is null for another
 * tenant's brand or an unknown slug and lists only the tenant's own live offers for the make (RTE-26, RTE-31).
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { TenantSite } from '@/domain/site'

import { createDoc, stamp, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

// Next's data cache needs a running server: the readers are called uncached here.
const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { brandOverview, exploreModel, siteBrandBySlug, siteBrands } = await import('@/data/brands')
const { toTenantSite } = await import('@/data/tenants')

let payload: Payload
let siteA: TenantSite
let siteB: TenantSite
let s: string
const day = 86_400_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

beforeAll(async () => {
  payload = await bootPayload()
  s = stamp()
  const a = await createDoc(payload, 'tenants', { name: 'Brands A', slug: `brands-a-${s}`, template: 'group' })
  const b = await createDoc(payload, 'tenants', { name: 'Brands B', slug: `brands-b-${s}`, template: 'brand' })
  siteA = toTenantSite(a as never)
  siteB = toTenantSite(b as never)
  const toyota = await createDoc(payload, 'manufacturers', {
    name: `Toyota ${s}`,
    slug: `toyota-${s}`,
    logo_url: `/demo-images/make-toyota.svg?n=Toyota`,
  })
  const kawasaki = await createDoc(payload, 'manufacturers', { name: `Kawasaki ${s}`, slug: `kawasaki-${s}` })
  const brand = (tenant: Doc, data: Doc) => createDoc(payload, 'brands', { tenant: tenant.id, ...data })
  await brand(a, { title: 'Tyres', slug: 'tyres', category: 'group', sort: 3, logo_url: '/tyres.svg' })
  await brand(a, {
    title: 'Toyota',
    slug: 'toyota',
    category: 'car',
    sort: 1,
    manufacturer: toyota.id,
    banner_url: '/demo-images/hero-21.jpg',
    description: 'New and used Toyota.',
  })
  await brand(b, { title: 'Kawasaki', slug: 'kawasaki', category: 'motorcycle', manufacturer: kawasaki.id })
  const offer = (tenant: Doc, name: string, extra: Doc) =>
    createDoc(payload, 'offers', { tenant: tenant.id, name: `${name} ${s}`, ...extra })
  await offer(a, 'Toyota finance', { manufacturer: toyota.id, expires_at: at(10 * day) })
  await offer(a, 'Toyota expired', { manufacturer: toyota.id, starts_at: at(-9 * day), expires_at: at(-day) })
  await offer(a, 'Kawasaki at A', { manufacturer: kawasaki.id })
  await offer(b, 'Toyota at B', { manufacturer: toyota.id })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('brands readers', () => {
  it('CMS-01 CMS-02 siteBrands: the tenant’s own brands in Order, logo falling back to the make’s, banner URL', async () => {
    const a = await siteBrands(siteA.id)
    expect(a.map((b) => b.title)).toEqual(['Toyota', 'Tyres'])
    expect(a[0]).toMatchObject({
      slug: 'toyota',
      category: 'car',
      logoUrl: '/demo-images/make-toyota.svg?n=Toyota',
      bannerUrl: '/demo-images/hero-21.jpg',
      description: 'New and used Toyota.',
      manufacturer: { name: `Toyota ${s}`, slug: `toyota-${s}` },
    })
    expect(a[1]).toMatchObject({ logoUrl: '/tyres.svg', bannerUrl: null, manufacturer: null })
    expect((await siteBrands(siteB.id)).map((b) => b.title)).toEqual(['Kawasaki'])
  })

  it('RTE-26 siteBrandBySlug and brandOverview: another tenant’s brand or an unknown slug is null', async () => {
    expect(await siteBrandBySlug(siteA.id, 'kawasaki')).toBeNull()
    expect(await brandOverview(siteA, 'kawasaki')).toBeNull()
    expect(await brandOverview(siteB, 'toyota')).toBeNull()
    expect(await brandOverview(siteA, 'nope')).toBeNull()
  })

  it('RTE-26 brandOverview: the tenant’s live offers for the brand’s make only; no stock, no models', async () => {
    const overview = await brandOverview(siteA, 'toyota')
    expect(overview?.brand.title).toBe('Toyota')
    expect(overview?.offers.map((o) => o.name)).toEqual([`Toyota finance ${s}`])
    expect(overview?.models).toEqual([])
    expect(overview?.make).toBeNull()
    const group = await brandOverview(siteA, 'tyres')
    expect(group?.offers).toEqual([])
    expect(group?.locations).toEqual([])
  })

  it('RTE-26 exploreModel: a slug naming no model in the tenant’s stock is null', async () => {
    expect(await exploreModel(siteA, `toyota-${s}-hilux`)).toBeNull()
    expect(await exploreModel(siteA, 'not a slug')).toBeNull()
  })
})
