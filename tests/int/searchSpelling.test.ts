/**
 * Typo tolerance for make and model names, through the postgres engine. The keyword is corrected against
 * the tenant's own makes and models (read from the engine's facets, as the site's vocabulary is) before the engine
 * runs, so 'hilxu' finds the HiLux cars 'hilux' finds; and an empty search names the filter to drop.
 */
import type { Payload } from 'payload'

import type { SearchEngine, TenantScope, VehicleQuery } from '@/domain/search/types'
import { resolveSiteConfig, type TenantOverrides } from '@/domain/siteConfig'
import { postgresEngine } from '@/search'
import { assistedSearch } from '@/search/assisted'
import { scopeForConfig } from '@/search/scope'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { fixtureVehicle } from './helpers/searchFixtures'
import { vehicleQuery } from '../helpers/search'

const NOW = new Date()
const NO_SYNC = { disableRevalidate: true, skipSearchSync: true }

let payload: Payload
let engine: SearchEngine
let scope: TenantScope

const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => vehicleQuery({ hitsPerPage: 100, ...over })

/** The tenant's makes and models from the engine's facets (what src/data/searchVocabulary.ts does). */
async function vocabulary() {
  const all = await engine.search(scope, q({ hitsPerPage: 1 }))
  const makes = Object.keys(all.facets.make ?? {})
  const models: Record<string, string[]> = {}
  for (const mm of Object.keys(all.facets.make_model ?? {})) {
    const make = makes.find((m) => mm.startsWith(`${m} `))
    if (make) (models[make] ??= []).push(mm.slice(make.length + 1))
  }
  return { makes, models, words: Object.keys(all.facets.body ?? {}) }
}

const assisted = (query: VehicleQuery) =>
  assistedSearch((x) => engine.search(scope, x), { query, understood: null }, vocabulary)
const ids = (r: { hits: { id: string }[] }) => r.hits.map((h) => h.id)

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = (await payload.create({
    collection: 'tenants',
    data: { name: 'spelling', slug: 'spelling-test', template: 'group' } as never,
    overrideAccess: true,
    depth: 0,
    context: NO_SYNC,
  })) as Doc
  for (let i = 0; i < 30; i++) {
    await payload.create({
      collection: 'vehicles',
      data: fixtureVehicle(tenant.id, 'sp', i, NOW) as never,
      overrideAccess: true,
      depth: 0,
      context: NO_SYNC,
    })
  }
  engine = postgresEngine(payload)
  await engine.reindex(String(tenant.id))
  scope = scopeForConfig(tenant.id, resolveSiteConfig(tenant as unknown as TenantOverrides), NOW)
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('typo tolerance through the postgres engine', () => {
  it("'hilxu' finds what 'hilux' finds, and says it searched for HiLux", async () => {
    expect((await engine.search(scope, q({ query: 'hilxu' }))).count).toBe(0)
    const exact = await engine.search(scope, q({ query: 'hilux' }))
    expect(exact.count).toBeGreaterThan(0)
    const typo = await assisted(q({ query: 'hilxu' }))
    expect(typo.correction).toEqual({ original: 'hilxu', corrected: 'HiLux' })
    expect(ids(typo)).toEqual(ids(exact))
  })

  it("'toyta' finds the Toyotas; 'mazda cx5' and 'cx 5' find the CX-5s", async () => {
    const toyota = await engine.search(scope, q({ query: 'toyota' }))
    expect(ids(await assisted(q({ query: 'toyta' })))).toEqual(ids(toyota))
    const cx5 = await engine.search(scope, q({ query: 'mazda CX-5' }))
    expect(cx5.count).toBeGreaterThan(0)
    expect(ids(await assisted(q({ query: 'mazda cx5' })))).toEqual(ids(cx5))
    expect(ids(await assisted(q({ query: 'cx 5' })))).toEqual(ids(await engine.search(scope, q({ query: 'CX-5' }))))
  })

  it('exact matches win, and exact=1 searches the words as typed', async () => {
    expect((await assisted(q({ query: 'hilux' }))).correction).toBeNull()
    const literal = await assisted(q({ query: 'hilxu', exact: true }))
    expect(literal.correction).toBeNull()
    expect(literal.count).toBe(0)
  })

  it('an empty search names the filter whose removal brings back the most cars', async () => {
    const none = await assisted(
      q({ refinements: { make: ['Toyota'], car_type: ['new'] }, ranges: { price: { max: 1 } } }),
    )
    expect(none.count).toBe(0)
    expect(none.relax?.filterId).toBe('range:price')
    expect(none.relax?.count).toBe(
      (await engine.search(scope, q({ refinements: { make: ['Toyota'], car_type: ['new'] } }))).count,
    )
  })
})
