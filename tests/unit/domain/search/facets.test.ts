import {
  PRICE_BANDS,
  WEEKLY_BANDS,
  displayCount,
  orderFacet,
  popularMakes,
  priceRangeOf,
  sumFacet,
  weeklyRangeOf,
} from '@/domain/search/facets'

describe('price and weekly bands', () => {
  it('SRP-35 8 price bands from Under $10,000 to $100,000+', () => {
    expect(PRICE_BANDS.map((b) => b.label)).toEqual([
      'Under $10,000',
      '$10,000 – $20,000',
      '$20,000 – $30,000',
      '$30,000 – $40,000',
      '$40,000 – $50,000',
      '$50,000 – $75,000',
      '$75,000 – $100,000',
      '$100,000+',
    ])
  })

  it('SRP-35 bands are half-open: 9,999 under $10,000; 10,000 in $10,000 – $20,000; 100,000 in $100,000+', () => {
    expect(priceRangeOf(9999)).toBe('Under $10,000')
    expect(priceRangeOf(10000)).toBe('$10,000 – $20,000')
    expect(priceRangeOf(19999.99)).toBe('$10,000 – $20,000')
    expect(priceRangeOf(45990)).toBe('$40,000 – $50,000')
    expect(priceRangeOf(99999)).toBe('$75,000 – $100,000')
    expect(priceRangeOf(100000)).toBe('$100,000+')
    expect(priceRangeOf(2_500_000)).toBe('$100,000+')
  })

  it('PRC-07 no price (null, 0, negative, NaN) has no band', () => {
    expect(priceRangeOf(null)).toBeNull()
    expect(priceRangeOf(undefined)).toBeNull()
    expect(priceRangeOf(0)).toBeNull()
    expect(priceRangeOf(-5)).toBeNull()
    expect(priceRangeOf(Number.NaN)).toBeNull()
  })

  it('SRP-05 weekly bands: Under $100 … $400+', () => {
    expect(WEEKLY_BANDS[0]!.label).toBe('Under $100')
    expect(WEEKLY_BANDS[WEEKLY_BANDS.length - 1]!.label).toBe('$400+')
    expect(weeklyRangeOf(99)).toBe('Under $100')
    expect(weeklyRangeOf(128)).toBe('$100 – $150')
    expect(weeklyRangeOf(150)).toBe('$150 – $200')
    expect(weeklyRangeOf(427)).toBe('$400+')
    expect(weeklyRangeOf(null)).toBeNull()
  })

  it('every positive value falls in exactly one band', () => {
    for (const v of [1, 5000, 10000, 33333, 74999, 75000, 1e7]) {
      expect(PRICE_BANDS.filter((b) => v >= b.min && (b.max === null || v < b.max))).toHaveLength(1)
    }
  })
})

describe('orderFacet', () => {
  it('SRP-35 price ranges are sorted numerically, not alphabetically', () => {
    const counts = {
      '$100,000+': 1,
      'Under $10,000': 9,
      '$20,000 – $30,000': 50,
      '$10,000 – $20,000': 3,
      '$75,000 – $100,000': 2,
    }
    expect(orderFacet('price_range', counts).map(([v]) => v)).toEqual([
      'Under $10,000',
      '$10,000 – $20,000',
      '$20,000 – $30,000',
      '$75,000 – $100,000',
      '$100,000+',
    ])
  })

  it('SRP-35 weekly price ranges are sorted numerically too; unknown labels go by their first number, else last', () => {
    const counts = { '$400+': 5, '$100 – $150': 1, 'Under $100': 2, '$120 – $180': 1, Other: 9 }
    expect(orderFacet('weekly_price_range', counts).map(([v]) => v)).toEqual([
      'Under $100',
      '$100 – $150',
      '$120 – $180',
      '$400+',
      'Other',
    ])
  })

  it('SRP-36 car types are ordered new, demo, used whatever the counts', () => {
    expect(orderFacet('car_type', { used: 300, demo: 2, new: 40 })).toEqual([
      ['new', 40],
      ['demo', 2],
      ['used', 300],
    ])
    expect(orderFacet('car_type', { used: 1, new: 1 }).map(([v]) => v)).toEqual(['new', 'used'])
  })

  it('year is newest first', () => {
    expect(orderFacet('year', { '2019': 10, '2024': 1, '2021': 5 }).map(([v]) => v)).toEqual(['2024', '2021', '2019'])
  })

  it('SRP-37 other facets are sorted by count, then by label', () => {
    expect(orderFacet('make', { Ford: 10, Toyota: 25, Mazda: 10, Kia: 3, Audi: 10 })).toEqual([
      ['Toyota', 25],
      ['Audi', 10],
      ['Ford', 10],
      ['Mazda', 10],
      ['Kia', 3],
    ])
  })

  it('SRP-37 an empty facet gives an empty list', () => {
    expect(orderFacet('body', {})).toEqual([])
  })
})

describe('displayCount', () => {
  it('SRP-34 counts up to 1999 are shown as they are', () => {
    expect(displayCount(1999, { configuredStockCount: 5000, facetSum: 4000 })).toBe(1999)
    expect(displayCount(0)).toBe(0)
  })

  it('SRP-34 a count above 1999 is replaced by the configured stock count', () => {
    expect(displayCount(2000, { configuredStockCount: 5120, facetSum: 4000 })).toBe(5120)
  })

  it('SRP-34 without a configured stock count, by the summed facet counts', () => {
    expect(displayCount(2000, { configuredStockCount: null, facetSum: 4321 })).toBe(4321)
    expect(displayCount(2000, { configuredStockCount: 0, facetSum: 4321 })).toBe(4321)
    expect(displayCount(2000, { facetSum: sumFacet({ new: 1200, demo: 300, used: 2821 }) })).toBe(4321)
  })

  it('SRP-34 with neither, the count stays', () => {
    expect(displayCount(2000)).toBe(2000)
    expect(displayCount(2000, { configuredStockCount: null, facetSum: 0 })).toBe(2000)
    expect(sumFacet(undefined)).toBe(0)
  })
})

describe('popularMakes', () => {
  it('SRP-38 the first 20 makes, by count then name', () => {
    const facet: Record<string, number> = {}
    for (let i = 1; i <= 25; i++) facet[`Make${String(i).padStart(2, '0')}`] = i
    const top = popularMakes(facet, 20)
    expect(top).toHaveLength(20)
    expect(top[0]).toEqual(['Make25', 25])
    expect(top[19]).toEqual(['Make06', 6])
    expect(popularMakes(facet)).toEqual(top)
  })

  it('SRP-38 fewer than 20 makes: all of them; empty names and zero counts are skipped', () => {
    expect(popularMakes({ Toyota: 3, '': 5, Ford: 0, Kia: 3 })).toEqual([
      ['Kia', 3],
      ['Toyota', 3],
    ])
    expect(popularMakes(undefined)).toEqual([])
  })
})

describe('numeric facets', () => {
  it('seats, doors and any all-number facet are ordered as numbers, not by count or as text', () => {
    expect(orderFacet('seats', { '7': 40, '2': 3, '5': 300, '8': 9, '4': 12, '10': 1 }).map(([v]) => v)).toEqual([
      '2',
      '4',
      '5',
      '7',
      '8',
      '10',
    ])
    expect(orderFacet('doors', { '5': 10, '2': 1, '4': 30 }).map(([v]) => v)).toEqual(['2', '4', '5'])
    expect(orderFacet('cylinders', { '8': 1, '12': 1, '4': 9, '6': 5 }).map(([v]) => v)).toEqual(['4', '6', '8', '12'])
    // year stays newest first; text facets stay by count
    expect(orderFacet('year', { '2019': 1, '2024': 1 }).map(([v]) => v)).toEqual(['2024', '2019'])
    expect(orderFacet('make', { Ford: 1, Toyota: 9 }).map(([v]) => v)).toEqual(['Toyota', 'Ford'])
  })
})
