import { listKeyOf } from '@/domain/search/listKey'
import { DEFAULT_SORT, type VehicleQuery } from '@/domain/search/types'

import { searchReadTags } from '@/lib/cacheTags'

const query = (over: Partial<VehicleQuery> = {}): VehicleQuery => ({
  query: '',
  refinements: {},
  ranges: {},
  sortBy: DEFAULT_SORT,
  page: 1,
  hitsPerPage: 21,
  ...over,
})

describe('which cars a list page can show (its list key)', () => {
  it('a search narrowed by one make, one body or one car type has that key, whatever the page or the sort', () => {
    expect(listKeyOf(query({ refinements: { make: ['Land Rover'] } }))).toEqual({
      attribute: 'make',
      value: 'land-rover',
    })
    expect(listKeyOf(query({ refinements: { body: ['SUV'] }, page: 3 }))).toEqual({ attribute: 'body', value: 'suv' })
    expect(listKeyOf(query({ refinements: { car_type: ['used'] }, sortBy: 'price:desc' }))).toEqual({
      attribute: 'car_type',
      value: 'used',
    })
  })

  it('any other search shows the whole stock: nothing narrowed, two filters, two values, a range, words, the price sort', () => {
    expect(listKeyOf(query())).toBeNull()
    expect(listKeyOf(query({ refinements: { make: ['Toyota'], body: ['SUV'] } }))).toBeNull()
    expect(listKeyOf(query({ refinements: { make: ['Toyota', 'Mazda'] } }))).toBeNull()
    expect(listKeyOf(query({ refinements: { make: ['Toyota'] }, ranges: { price: { max: 30000 } } }))).toBeNull()
    expect(listKeyOf(query({ refinements: { make: ['Toyota'] }, query: 'hilux' }))).toBeNull()
    expect(listKeyOf(query({ refinements: { make: ['Toyota'] }, sortBy: 'price:asc' }))).toBeNull()
    expect(listKeyOf(query({ refinements: { colour: ['Red'] } }))).toBeNull()
  })

  it("a search's read tags: its key's list and the counts, or the lists as a whole", () => {
    expect(searchReadTags(3, query({ refinements: { make: ['Toyota'] } }))).toEqual([
      't:3:vehicles',
      't:3:vehicle-lists:make:toyota',
      't:3:vehicle-lists:counts',
    ])
    expect(searchReadTags(3, query())).toEqual(['t:3:vehicles', 't:3:vehicle-lists'])
  })
})
