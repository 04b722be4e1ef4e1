import {
  compareDefaultRank,
  locationGroup,
  normalisePreferredLocations,
  orderByPreferredLocation,
  preferredLocationEval,
  preferredLocationWeights,
  usesPreferredLocationSort,
} from '@/domain/search/preferredLocations'

// SRP-39's site: Burswood, Rockingham, Geraldton, Dianella.
const PREFERRED = ['Burswood', 'Rockingham', 'Geraldton', 'Dianella']
const IN_STOCK = 3e10
const SOLD = 1e10
const hit = (id: string, location: string | null, rank: number) => ({ id, location_name: location, custom_rank: rank })

describe('SRP-39 preferred-location sort', () => {
  it('SRP-39 lists Burswood, Rockingham, Geraldton, Dianella first in that order, then the rest', () => {
    const hits = [
      hit('a', 'Perth', IN_STOCK + 900),
      hit('b', 'Dianella', IN_STOCK + 800),
      hit('c', 'Rockingham', IN_STOCK + 700),
      hit('d', 'Geraldton', IN_STOCK + 600),
      hit('e', 'Burswood', IN_STOCK + 500),
      hit('f', null, IN_STOCK + 400),
    ]
    expect(orderByPreferredLocation(hits, PREFERRED).map((h) => h.id)).toEqual(['e', 'c', 'd', 'b', 'a', 'f'])
  })

  it('SRP-39 SRP-24 each group keeps the default rank order (custom_rank desc, then id)', () => {
    const hits = [
      hit('r-old', 'Rockingham', IN_STOCK + 1),
      hit('x-new', 'Midland', IN_STOCK + 99),
      hit('b-sold', 'Burswood', SOLD + 50),
      hit('r-new', 'Rockingham', IN_STOCK + 50),
      hit('b-new', 'Burswood', IN_STOCK + 10),
      hit('x-old', 'Midland', IN_STOCK + 5),
      hit('b-tie2', 'Burswood', IN_STOCK + 10),
    ]
    expect(orderByPreferredLocation(hits, ['Burswood', 'Rockingham']).map((h) => h.id)).toEqual([
      'b-new',
      'b-tie2',
      'b-sold',
      'r-new',
      'r-old',
      'x-new',
      'x-old',
    ])
  })

  it('SRP-39 SRP-24 with no preferred locations the order is the default rank order', () => {
    const hits = [hit('1', 'Burswood', 5), hit('2', 'Dianella', 9), hit('0', 'Perth', 9)]
    expect(orderByPreferredLocation(hits, []).map((h) => h.id)).toEqual(['0', '2', '1'])
    expect([...hits].sort(compareDefaultRank).map((h) => h.id)).toEqual(['0', '2', '1'])
    expect(hits.map((h) => h.id)).toEqual(['1', '2', '0'])
  })

  it('SRP-39 only the default sort is affected, and only when the site lists locations', () => {
    expect(usesPreferredLocationSort('custom_rank:desc', PREFERRED)).toBe(true)
    expect(usesPreferredLocationSort('price:asc', PREFERRED)).toBe(false)
    expect(usesPreferredLocationSort('created_at:desc', PREFERRED)).toBe(false)
    expect(usesPreferredLocationSort('custom_rank:desc', [])).toBe(false)
    expect(usesPreferredLocationSort('custom_rank:desc', ['  ', ''])).toBe(false)
  })

  it('SRP-39 names are trimmed and exact; blanks and repeats in the setting are ignored', () => {
    expect(normalisePreferredLocations([' Burswood ', '', 'Rockingham', 'Burswood', 'Geraldton'])).toEqual([
      'Burswood',
      'Rockingham',
      'Geraldton',
    ])
    expect(locationGroup(' Burswood', PREFERRED)).toBe(0)
    expect(locationGroup('Dianella', PREFERRED)).toBe(3)
    expect(locationGroup('burswood', PREFERRED)).toBe(4)
    expect(locationGroup(null, PREFERRED)).toBe(4)
  })

  it('SRP-39 engines: descending weights and the Typesense _eval clause', () => {
    expect(preferredLocationWeights(PREFERRED)).toEqual([
      { location: 'Burswood', weight: 4 },
      { location: 'Rockingham', weight: 3 },
      { location: 'Geraldton', weight: 2 },
      { location: 'Dianella', weight: 1 },
    ])
    expect(preferredLocationEval(['Westside Used Cars Burswood', 'Rockingham'])).toBe(
      '_eval([(location_name:=`Westside Used Cars Burswood`):2,(location_name:=`Rockingham`):1]):desc',
    )
    expect(preferredLocationEval(['A`B'])).toBe('_eval([(location_name:=`AB`):1]):desc')
    expect(preferredLocationEval([])).toBeNull()
  })
})

describe('the tenant scope carries the setting', () => {
  it('SRP-39 scopeForConfig takes the site’s preferred locations, cleaned, and other sites have none', async () => {
    const { scopeForConfig } = await import('@/search/scope')
    const { resolveSiteConfig } = await import('@/domain/siteConfig')
    const cfg = resolveSiteConfig({
      template: 'group',
      stock: { preferred_locations: ' Burswood , Rockingham,,Burswood' },
    } as never)
    expect(scopeForConfig(1, cfg).preferredLocations).toEqual(['Burswood', 'Rockingham'])
    expect(scopeForConfig(2, resolveSiteConfig({ template: 'group' } as never)).preferredLocations).toEqual([])
  })
})
