/**
 * Trade-in valuation on a real PostgreSQL: two tenants each with Corollas in stock; the built-in provider estimates
 * from the tenant's own comparables only and looks registrations up in the tenant's own records.
 */
import type { CollectionSlug, Payload } from 'payload'

import { toTenantSite } from '@/data/tenants'
import { submitLead } from '@/data/leads/submit'
import {
  builtInValuationProvider,
  lookupTenantRego,
  storeLeadValuation,
  tenantState,
  tradeInCarPrefill,
  tradeInComparables,
} from '@/data/tradeIn'
import type { TenantSite } from '@/domain/site'
import { CONDITION_QUESTIONS } from '@/domain/tradeIn/questions'
import { defaultRegoState } from '@/domain/tradeIn/rego'

import { createDoc, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const CTX = { disableRevalidate: true, skipSearchSync: true }
const NOW = new Date('2026-06-01T00:00:00Z')
let payload: Payload
let siteA: TenantSite
let siteB: TenantSite

const create = (collection: CollectionSlug, data: Doc) => createDoc(payload, collection, data, CTX)

const best = Object.fromEntries(CONDITION_QUESTIONS.map((q) => [q.id, q.options[0]!.value]))

beforeAll(async () => {
  payload = await bootPayload()
  const stamp = Date.now().toString(36)
  const tenantA = await create('tenants', { name: 'Trade A', slug: `trade-a-${stamp}`, template: 'group' })
  const tenantB = await create('tenants', { name: 'Trade B', slug: `trade-b-${stamp}`, template: 'group' })
  siteA = toTenantSite(tenantA as never)
  siteB = toTenantSite(tenantB as never)
  const car = (tenant: Doc, i: number, data: Doc) =>
    create('vehicles', {
      name: `Corolla ${i}`,
      slug: `trade-${stamp}-${tenant.id}-${i}`,
      car_type: 'used',
      make: 'Toyota',
      model: 'Corolla',
      tenant: tenant.id,
      ...data,
    })
  await car(tenantA, 1, { year: 2022, km: 40_000, price: 30_000, regplate: `TA${stamp.slice(-5)}`.toUpperCase() })
  await car(tenantA, 2, {
    year: 2021,
    km: 50_000,
    price: 27_000,
    autograb_data: { market_range_min: 26_000, market_range_max: 30_000 },
  })
  await car(tenantA, 3, { year: 2023, km: 30_000, price: 33_000 })
  await car(tenantA, 4, { year: 2015, km: 40_000, price: 9_000 })
  // Tenant B's Corollas are far dearer: they must never move tenant A's estimate.
  await car(tenantB, 1, { year: 2022, km: 40_000, price: 90_000, regplate: `TB${stamp.slice(-5)}`.toUpperCase() })
  await car(tenantB, 2, { year: 2022, km: 40_000, price: 95_000 })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('trade-in comparables and estimate', () => {
  it('reads only the tenant’s own cars of the same make and model within 2 years', async () => {
    const a = await tradeInComparables(siteA, { make: 'toyota', model: 'corolla', year: 2022 })
    expect(a.map((c) => c.price).sort()).toEqual([27_000, 30_000, 33_000])
    expect(a.find((c) => c.price === 27_000)).toMatchObject({ marketMin: 26_000, marketMax: 30_000 })
  })

  it('estimates from the tenant’s stock: $24,900 offer, $23,700–$26,100 range', async () => {
    const r = await builtInValuationProvider(siteA, () => NOW).estimate(
      { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000 },
      best,
    )
    expect(r).toMatchObject({ kind: 'estimate', offerPrice: 24_900, low: 23_700, high: 26_100, comparables: 3 })
  })

  it('LEAD-47 declines a car over 100,000 km even with comparables', async () => {
    const r = await builtInValuationProvider(siteA, () => NOW).estimate(
      { make: 'Toyota', model: 'Corolla', year: 2022, km: 100_001 },
      best,
    )
    expect(r.kind === 'declined' && r.reason).toBe('too-many-km')
  })

  it('tenant B with two comparables estimates from its own prices only', async () => {
    const r = await builtInValuationProvider(siteB, () => NOW).estimate(
      { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000 },
      best,
    )
    expect(r).toMatchObject({ kind: 'estimate', comparables: 2 })
  })
})

describe('rego lookup', () => {
  it('finds the tenant’s own car by regplate, ignoring case and spaces, and not another tenant’s', async () => {
    const [a] = (
      await payload.find({
        collection: 'vehicles',
        where: { and: [{ tenant: { equals: siteA.id } }, { regplate: { exists: true } }] },
        overrideAccess: true,
      })
    ).docs as Doc[]
    if (!a) throw new Error('the seeded fixture car is missing')
    const [b] = (
      await payload.find({
        collection: 'vehicles',
        where: { and: [{ tenant: { equals: siteB.id } }, { regplate: { exists: true } }] },
        overrideAccess: true,
      })
    ).docs as Doc[]
    if (!b) throw new Error('the seeded fixture car is missing')
    const found = await lookupTenantRego(siteA, ` ${a.regplate.toLowerCase()} `, 'QLD')
    expect(found).toEqual({
      rego: a.regplate,
      regoState: 'QLD',
      make: 'Toyota',
      model: 'Corolla',
      year: 2022,
      km: 40_000,
      variant: null,
    })
    expect(await lookupTenantRego(siteA, b.regplate, 'QLD')).toBeNull()
    expect(await lookupTenantRego(siteB, b.regplate, 'NSW')).toMatchObject({ rego: b.regplate, regoState: 'NSW' })
  })
})

describe('rego typed with spaces and dashes (LEAD-42)', () => {
  it('LEAD-42 finds a plate stored as ‘Q7X 12’ when typed as ‘q7x-12’ or ‘Q7X12’, and ‘Q7X12’ stored plain when typed ‘Q7X 12’', async () => {
    const stamp = Date.now().toString(36).slice(-3).toUpperCase()
    await create('vehicles', {
      name: 'Spaced',
      slug: `spaced-${stamp}-${siteA.id}`,
      car_type: 'used',
      make: 'Mazda',
      model: 'CX-5',
      year: 2021,
      km: 20_000,
      price: 30_000,
      tenant: siteA.id,
      regplate: `Q${stamp} 12`,
    })
    await create('vehicles', {
      name: 'Plain',
      slug: `plain-${stamp}-${siteA.id}`,
      car_type: 'used',
      make: 'Kia',
      model: 'Cerato',
      year: 2020,
      km: 30_000,
      price: 20_000,
      tenant: siteA.id,
      regplate: `W${stamp}34`,
    })
    for (const typed of [`q${stamp.toLowerCase()}-12`, `Q${stamp}12`, ` Q ${stamp} 1 2 `])
      expect(await lookupTenantRego(siteA, typed, 'VIC')).toMatchObject({
        rego: `Q${stamp}12`,
        make: 'Mazda',
        model: 'CX-5',
      })
    expect(await lookupTenantRego(siteA, `W${stamp} 34`, 'VIC')).toMatchObject({ make: 'Kia' })
    expect(await lookupTenantRego(siteB, `Q${stamp}12`, 'VIC')).toBeNull()
  })
})

describe('storeLeadValuation (POST /api/miscellaneous)', () => {
  it('LEAD-45 LEAD-46 saves the valuation and offer_price on the tenant’s own lead with its continuation token; another tenant’s lead is not found', async () => {
    const out = await submitLead(payload, siteA, {
      body: {
        category: 'Trade-in',
        subcategory: '1. Vehicle Details',
        isLastStep: false,
        fields: {
          name: 'Tess',
          last_name: 'Trader',
          email: 'tess@example.com',
          phone: '0412 345 678',
          postcode: '4000',
          make: 'Toyota',
          model: 'Corolla',
          year: 2022,
          kms: 40000,
        },
      },
      ip: '192.0.2.77',
    })
    expect(out.status).toBe(201)
    const leadId = String(out.body.lead_id)
    const token = String(out.body.continuation_token)
    expect(await storeLeadValuation(siteB, leadId, token, { offerPrice: 1 })).toMatchObject({ ok: false, status: 404 })
    expect(await storeLeadValuation(siteA, 'nope', token, { offerPrice: 1 })).toMatchObject({ ok: false, status: 404 })
    expect(
      await storeLeadValuation(siteA, leadId, token, {
        kind: 'estimate',
        offerPrice: 24_900,
        low: 23_700,
        high: 26_100,
      }),
    ).toEqual({ ok: true })
    const lead = (await payload.findByID({
      collection: 'leads',
      id: Number(leadId),
      depth: 0,
      overrideAccess: true,
    })) as Doc
    expect(lead.offer_price).toBe(24_900)
    expect(lead.valuation).toMatchObject({ offerPrice: 24_900, low: 23_700, high: 26_100 })
  })
})

describe('/cars/trade-in?car_id= prefill', () => {
  it('RTE-13 starts from the tenant’s car by id or slug, never another tenant’s', async () => {
    const [a] = (
      await payload.find({
        collection: 'vehicles',
        where: {
          and: [{ tenant: { equals: siteA.id } }, { year: { equals: 2021 } }, { model: { equals: 'Corolla' } }],
        },
        overrideAccess: true,
        depth: 0,
      })
    ).docs as Doc[]
    if (!a) throw new Error('the seeded fixture car is missing')
    expect(await tradeInCarPrefill(siteA, String(a.id))).toMatchObject({
      carId: String(a.id),
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      kms: 50_000,
    })
    expect(await tradeInCarPrefill(siteA, a.slug)).toMatchObject({ carId: String(a.id), slug: a.slug })
    expect(await tradeInCarPrefill(siteB, String(a.id))).toBeNull()
  })

  it('CONST-01: the rego state starts at the tenant’s own state (its primary location), qld only as fallback', async () => {
    const dealership = await create('dealerships', { name: 'Trade Motors', tenant: siteA.id })
    await create('locations', {
      name: 'Trade Perth',
      tenant: siteA.id,
      dealership: dealership.id,
      address: { street: '1 Hay St', city: 'Perth', state: 'WA', postcode: '6000' },
    })
    expect(await tenantState(siteA)).toBe('WA')
    expect(defaultRegoState(await tenantState(siteA))).toBe('WA')
    // tenant B has no location: the spec's default
    expect(await tenantState(siteB)).toBeNull()
    expect(defaultRegoState(await tenantState(siteB))).toBe('QLD')
  })
})
