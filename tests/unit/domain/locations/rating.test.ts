import { ratingDisplay } from '@/domain/locations/rating'

describe('rating banner stars (LOC-04, spec §9)', () => {
  it('LOC-04: at most 4 full stars plus a partial, one decimal, count with thousands separators', () => {
    expect(ratingDisplay(4.66, 1234)).toEqual({
      fills: [1, 1, 1, 1, 0.7],
      value: '4.7',
      count: '1,234 reviews',
      label: 'Rated 4.7 out of 5 from 1,234 reviews',
    })
    expect(ratingDisplay(5, 1)!.fills).toEqual([1, 1, 1, 1, 1])
    expect(ratingDisplay(3.2, 12)!.fills).toEqual([1, 1, 1, 0.2, 0])
    expect(ratingDisplay(4, 12)!.fills).toEqual([1, 1, 1, 1, 0])
    expect(ratingDisplay(5, 1)!.count).toBe('1 review')
  })

  it('no rating → no banner', () => {
    expect(ratingDisplay(null, 10)).toBeNull()
    expect(ratingDisplay(0, 0)).toBeNull()
  })
})
