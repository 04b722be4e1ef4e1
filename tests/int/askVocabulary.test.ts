/**
 * The understander's vocabulary for a tenant (src/data/askVocabulary.ts) on a real PostgreSQL: the tenant's own makes,
 * models and stored values, and its locations with coordinates, so that a sentence becomes filters that find its
 * cars — the stored values exactly, the postcode's nearest location — and nothing of another tenant's.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { understand } from '@/domain/search/understand'
import { EMPTY_QUERY } from '@/domain/search/urlState'

import { accountTenant } from './helpers/accountCall'
import { createScoped, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'

const nextCache = await import('next/cache')
jest.unstable_mockModule('next/cache', () => ({ ...nextCache, unstable_cache: <T>(fn: T) => fn }))
const { getAskVocabulary } = await import('@/data/askVocabulary')
const { searchStock } = await import('@/data/search')
const { tenantForHost } = await import('@/data/tenants')

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})
afterAll(() => shutdownPayload(payload))

it('a sentence read against the tenant’s own names, values and locations finds its car; another tenant’s make is unknown', async () => {
  const { tenant, host } = await accountTenant(payload, 'ask-a')
  const { tenant: other } = await accountTenant(payload, 'ask-b')
  const site = (await tenantForHost(host))!
  const dealership = (await createScoped(payload, 'dealerships', tenant.id, 'Ask')) as Doc
  const here = `Ask Penrith ${Date.now().toString(36)}`
  for (const [name, address] of [
    [here, { street: '1 High St', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.7507, long: 150.6877 }],
    [
      `${here} North`,
      { street: '9 Pacific Hwy', city: 'Chatswood', state: 'NSW', postcode: '2067', lat: -33.7969, long: 151.1803 },
    ],
  ] as const)
    await payload.create({
      collection: 'locations',
      data: { tenant: tenant.id, dealership: dealership.id, name, address } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  const car = (await createScoped(payload, 'vehicles', tenant.id, 'Ask RAV4', {
    make: 'Toyota',
    model: 'RAV4',
    status: 'in_stock',
    simple_body: 'suv',
    simple_fuel: 'Hybrid',
    colour: 'White',
    location_name: here,
    price: 41990,
  })) as Doc
  await createScoped(payload, 'vehicles', other.id, 'Ask Zebu', { make: 'Zebu', model: 'Hump', status: 'in_stock' })

  const vocabulary = await getAskVocabulary(site)
  expect(vocabulary.makes).toEqual(['Toyota'])
  expect(vocabulary.values).toMatchObject({ body: ['suv'], fuel: ['Hybrid'], colour: ['White'], location_name: [here] })
  expect(vocabulary.locations?.map((l) => l.name).sort()).toEqual([here, `${here} North`])

  const { query, understood } = understand('white hybrid rav4 suv under 45k near 2750', vocabulary, EMPTY_QUERY)
  expect(query.refinements).toEqual({
    make: ['Toyota'],
    model: ['RAV4'],
    colour: ['White'],
    fuel: ['Hybrid'],
    body: ['suv'],
    location_name: [here],
  })
  expect(understood.map((u) => u.kind)).toEqual(['make', 'model', 'body', 'fuel', 'colour', 'price', 'location'])
  const found = await searchStock(site, query)
  expect(found.hits.map((h) => h.id)).toEqual([String(car.id)])

  // another tenant's make is no name here: it stays as words
  expect(understand('zebu hump', vocabulary, EMPTY_QUERY).query).toMatchObject({ query: 'zebu hump', refinements: {} })
})
