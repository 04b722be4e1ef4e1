import {
  activeFilters,
  priceRangeWords,
  shownPriceRange,
  emptySelectionText,
  narrowestFilter,
  rangeLabel,
  selectionHeading,
  withoutAllFilters,
  withoutFilter,
} from '@/domain/search/selection'
import type { VehicleQuery } from '@/domain/search/types'
import { EMPTY_QUERY } from '@/domain/search/urlState'

const q = (extra: Partial<VehicleQuery>): VehicleQuery => ({ ...EMPTY_QUERY, ...extra })

describe('selectionHeading (a heading that names the whole selection)', () => {
  it('names condition, make, model, body, price and place in one phrase', () => {
    expect(selectionHeading(q({}))).toBe('All vehicles')
    expect(selectionHeading(q({ refinements: { car_type: ['used'] } }))).toBe('Used cars')
    expect(selectionHeading(q({ refinements: { car_type: ['used'], make: ['Toyota'] } }))).toBe('Used Toyota cars')
    expect(
      selectionHeading(
        q({ refinements: { car_type: ['new'], make: ['Mazda'], model: ['CX-5'] }, ranges: { price: { max: 50_000 } } }),
      ),
    ).toBe('New Mazda CX-5 cars under $50,000')
    expect(selectionHeading(q({ refinements: { car_type: ['used'], body: ['Ute'], city: ['Perth'] } }))).toBe(
      'Used utes in Perth',
    )
    expect(selectionHeading(q({ refinements: { body: ['SUV'] } }))).toBe('SUVs')
    expect(selectionHeading(q({ refinements: { car_type: ['demo', 'new'] } }))).toBe('New & demo cars')
    expect(selectionHeading(q({ refinements: { car_type: ['new', 'demo', 'used'] } }))).toBe(
      'Cars matching your filters',
    )
    expect(selectionHeading(q({ refinements: { make: ['Toyota', 'Mazda'] } }))).toBe('Toyota & Mazda cars')
    expect(selectionHeading(q({ refinements: { make_model: ['Toyota HiLux'] } }))).toBe('Toyota HiLux cars')
    expect(selectionHeading(q({ refinements: { dealership_name: ['Harbour Mazda Chatswood'] } }))).toBe(
      'Cars at Harbour Mazda Chatswood',
    )
    expect(selectionHeading(q({ query: 'sr5', ranges: { price: { min: 10_000, max: 30_000 } } }))).toBe(
      'Cars from $10,000 to $30,000 matching “sr5”',
    )
    expect(selectionHeading(q({ refinements: { price_range: ['Under $10,000'] } }))).toBe('Cars under $10,000')
    expect(selectionHeading(q({ refinements: { colour: ['Red'] } }))).toBe('Cars matching your filters')
  })

  it('price headings read naturally: under, from … to in round figures, never from $0 or an off-by-one figure', () => {
    // the budget search's quick option 'Under $5,000' links to range[price]=1001:5000 (BUD-05: above $1,000)
    expect(selectionHeading(q({ ranges: { price: { min: 1001, max: 5000 } } }))).toBe('Cars under $5,000')
    expect(
      selectionHeading(q({ refinements: { car_type: ['used'] }, ranges: { price: { min: 0, max: 30_000 } } })),
    ).toBe('Used cars under $30,000')
    expect(selectionHeading(q({ ranges: { price: { min: 1000, max: 5000 } } }))).toBe('Cars from $1,000 to $5,000')
    expect(selectionHeading(q({ ranges: { price: { min: 5001, max: 9999 } } }))).toBe('Cars from $5,000 to $10,000')
    expect(selectionHeading(q({ ranges: { price: { min: 1001 } } }))).toBe('Cars over $1,000')
    expect(selectionHeading(q({ ranges: { price: { min: 20_000 } } }))).toBe('Cars over $20,000')
    // a budget figure that is not round stays as it is
    expect(selectionHeading(q({ ranges: { price: { min: 1001, max: 34_387 } } }))).toBe('Cars under $34,387')
    // price bands: a half-open band reads as from … to
    expect(selectionHeading(q({ refinements: { price_range: ['$10,000 – $20,000'] } }))).toBe(
      'Cars from $10,000 to $20,000',
    )
    expect(selectionHeading(q({ refinements: { price_range: ['$100,000+'] } }))).toBe('Cars $100,000 and over')
    expect(emptySelectionText(q({ ranges: { price: { min: 1001, max: 5000 } } }))).toBe('No cars under $5,000')
    expect(shownPriceRange({ min: 0 })).toEqual({})
    expect(priceRangeWords({ min: 0 })).toBeNull()
  })

  it('price chips use the same round figures', () => {
    expect(rangeLabel('price', { min: 1001, max: 5000 })).toBe('Up to $5,000')
    expect(rangeLabel('price', { min: 0, max: 30_000 })).toBe('Up to $30,000')
    expect(rangeLabel('price', { min: 5001, max: 9999 })).toBe('$5,000 – $10,000')
    expect(rangeLabel('price', { min: 1001 })).toBe('From $1,000')
    expect(rangeLabel('price', { min: 0 })).toBe('Any price')
    expect(rangeLabel('km', { min: 0, max: 50_000 })).toBe('0 km – 50,000 km')
  })

  it('the empty state repeats the selection: "No used Toyota HiLux cars under $20,000"', () => {
    expect(
      emptySelectionText(
        q({
          refinements: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] },
          ranges: { price: { max: 20_000 } },
        }),
      ),
    ).toBe('No used Toyota HiLux cars under $20,000')
    expect(emptySelectionText(q({ refinements: { make: ['Toyota'] } }))).toBe('No Toyota cars')
    expect(emptySelectionText(q({ refinements: { colour: ['Red'] } }))).toBe('No cars match these filters')
  })
})

describe('activeFilters / withoutFilter (removable chips)', () => {
  const query = q({
    query: 'sr5',
    refinements: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'], make_model: ['Toyota HiLux'], seats: ['5'] },
    ranges: { price: { max: 30_000 }, year: { min: 2018 } },
    page: 3,
  })

  it('one chip per keyword, refinement value and range, with readable labels', () => {
    expect(activeFilters(query).map((f) => f.label)).toEqual([
      '“sr5”',
      'Used',
      'Toyota',
      'Toyota HiLux',
      'HiLux',
      '5 seats',
      'Up to $30,000',
      '2018 or newer',
    ])
    expect(new Set(activeFilters(query).map((f) => f.id)).size).toBe(8)
    expect(activeFilters(q({}))).toEqual([])
  })

  it('removing a chip drops that value only (page 1); removing a make drops its models; clear all keeps the sort', () => {
    const [keyword, used, toyota] = activeFilters(query)
    expect(withoutFilter(query, keyword!).query).toBe('')
    expect(withoutFilter(query, used!).refinements.car_type).toBeUndefined()
    expect(withoutFilter(query, used!).page).toBe(1)
    const noToyota = withoutFilter(query, toyota!)
    expect(noToyota.refinements.make).toBeUndefined()
    expect(noToyota.refinements.model).toBeUndefined()
    expect(noToyota.refinements.make_model).toBeUndefined()
    const price = activeFilters(query).find((f) => f.id === 'range:price')!
    expect(withoutFilter(query, price).ranges).toEqual({ year: { min: 2018 } })
    const sorted = { ...query, sortBy: 'price:asc' as const }
    expect(withoutAllFilters(sorted)).toEqual({ ...EMPTY_QUERY, sortBy: 'price:asc' })
  })

  it('range labels', () => {
    expect(rangeLabel('price', { min: 10_000, max: 20_000 })).toBe('$10,000 – $20,000')
    expect(rangeLabel('price', { min: 10_000 })).toBe('From $10,000')
    expect(rangeLabel('km', { max: 50_000 })).toBe('Under 50,000 km')
    expect(rangeLabel('year', { max: 2015 })).toBe('2015 or older')
    expect(rangeLabel('created_at_timestamp', { min: 1 })).toBeNull()
  })
})

describe('narrowestFilter (the empty state suggests removing one filter)', () => {
  const query = q({ refinements: { car_type: ['used'], make: ['Toyota'] }, ranges: { price: { max: 5000 } } })
  const filters = activeFilters(query)

  it('suggests the filter whose removal brings back the most cars; ties go to the last listed; none when none help', () => {
    expect(narrowestFilter(filters, { 'car_type:used': 3, 'make:Toyota': 9, 'range:price': 40 })?.filter.id).toBe(
      'range:price',
    )
    expect(narrowestFilter(filters, { 'car_type:used': 5, 'make:Toyota': 5 })?.filter.id).toBe('make:Toyota')
    expect(narrowestFilter(filters, {})).toBeNull()
  })
})
