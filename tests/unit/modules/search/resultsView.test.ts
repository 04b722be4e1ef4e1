import type { SearchHit } from '@/domain/search/types'
import { resolveSiteConfig } from '@/domain/siteConfig'
import { FACETS_OPEN_AT_FIRST } from '@/modules/search/facetGroups'
import {
  packResultsView,
  resultsConfig,
  toResultsView,
  unpackResultsView,
  type SearchAnswer,
} from '@/modules/search/resultsView'

const NOW = new Date('2026-11-23T10:00:00Z')

function hit(id: string, over: Partial<SearchHit> = {}): SearchHit {
  return {
    id,
    slug: `car-${id}`,
    name: `Car ${id}`,
    stocknum: null,
    year: 2020,
    make: 'Mazda',
    model: 'CX-5',
    badge: null,
    km: 1000,
    list_price: 30000,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    preorder: false,
    price_type: null,
    weekly_figure: null,
    quote_rate: null,
    quote_comparison_rate: null,
    car_type: 'used',
    status: 'in_stock',
    body: 'suv',
    transmission: 'Automatic',
    fuel: 'Petrol',
    location_name: null,
    tag: null,
    certified: false,
    reserved: false,
    created_at_timestamp: 0,
    primary_image_url: null,
    image_urls: [],
    photos_count: 0,
    filtered_features: ['Sunroof'],
    ...over,
  } as SearchHit
}

const answer: SearchAnswer = {
  hits: [hit('1'), hit('2')],
  count: 2,
  pages: 1,
  facets: {
    car_type: { used: 2 },
    make: { Mazda: 2 },
    make_model: { 'Mazda CX-5': 2 },
    body: { suv: 2 },
    // Facets the panel does not list travel no further than the server.
    model: { 'CX-5': 2 },
    year: { '2020': 2 },
    filtered_features: { Sunroof: 2 },
    categories: { SUV: 2 },
  },
  correction: null,
  relax: null,
  understood: null,
}

describe('results view (the results page gets only what it draws)', () => {
  const cfg = resultsConfig(resolveSiteConfig({ template: 'group' }))

  it('SRP-03 SRP-34 cards, the count as shown, pages and the panel groups', () => {
    const view = toResultsView(answer, { refinements: {} }, cfg, NOW)
    expect(view.cards.map((c) => c.id)).toEqual(['1', '2'])
    expect(view.shown).toBe(2)
    expect(view.pages).toBe(1)
    expect(view.groups.map((g) => g.attribute)).toEqual(['car_type', 'make', 'make_model', 'body'])
    expect(JSON.stringify(view)).not.toContain('Sunroof')
  })

  it('a facet value carries a label only where it differs from the value', () => {
    const view = toResultsView(answer, { refinements: {} }, cfg, NOW)
    const values = Object.fromEntries(view.groups.map((g) => [g.attribute, g.values]))
    expect(values.make).toEqual([{ value: 'Mazda', count: 2 }])
    expect(values.body).toEqual([{ value: 'suv', label: 'SUV', count: 2 }])
    expect(values.car_type).toEqual([{ value: 'used', label: 'Used', count: 2 }])
  })

  it('SRP-37 a selected value stays listed with 0 when it has no count', () => {
    const view = toResultsView(answer, { refinements: { make: ['Toyota'] } }, cfg, NOW)
    expect(view.groups.find((g) => g.attribute === 'make')!.values).toContainEqual({ value: 'Toyota', count: 0 })
  })

  it('SRP-34 above the cap the count shown is the configured stock count', () => {
    const big = { ...answer, count: 5000 }
    expect(toResultsView(big, { refinements: {} }, { ...cfg, stockCount: 1234 }, NOW).shown).toBe(1234)
  })

  it('carries the keyword correction and the empty state suggestion', () => {
    const help = { correction: { original: 'hilxu', corrected: 'HiLux' }, relax: { filterId: 'make:Mazda', count: 3 } }
    expect(toResultsView({ ...answer, ...help }, { refinements: {} }, cfg, NOW)).toMatchObject(help)
  })

  it('the view packed for the page payload unpacks to the same view, and is lighter', () => {
    const help = { correction: { original: 'hilxu', corrected: 'HiLux' }, relax: null }
    const view = toResultsView({ ...answer, ...help }, { refinements: { make: ['Toyota'] } }, cfg, NOW)
    // every group open (each has a value selected): all values travel
    const everyOpen = { refinements: Object.fromEntries(view.groups.map((g) => [g.attribute, ['x']])) }
    const packed = JSON.parse(JSON.stringify(packResultsView(view, everyOpen))) as ReturnType<typeof packResultsView>
    expect(unpackResultsView(packed)).toEqual(view)
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(view).length * 0.75)
    // a model names its make by the make group's index
    expect(JSON.stringify(packed.groups)).not.toContain('Mazda CX-5')
    expect(packed.groups.find(([a]) => a === 'make_model')?.[1]).toEqual([[0, 'CX-5', 2]])
  })

  it('a group closed at first travels as its attribute alone and unpacks as deferred', () => {
    const withFuel = { ...answer, facets: { ...answer.facets, fuel: { Petrol: 2 } } }
    const view = toResultsView(withFuel, { refinements: {} }, cfg, NOW)
    const unpacked = unpackResultsView(packResultsView(view, { refinements: {} }))
    expect(unpacked.groups.map((g) => g.attribute)).toEqual(view.groups.map((g) => g.attribute))
    for (const [i, g] of unpacked.groups.entries()) {
      if (FACETS_OPEN_AT_FIRST.has(g.attribute)) expect(g).toEqual(view.groups[i])
      else expect(g).toEqual({ attribute: g.attribute, label: view.groups[i]!.label, values: [], deferred: true })
    }
    expect(unpacked.groups.some((g) => g.deferred)).toBe(true)
  })
})
