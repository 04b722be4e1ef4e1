import { clampRange, KM_SLIDER, PRICE_SLIDER, yearSlider } from '@/domain/search/range'

describe('range sliders', () => {
  it('BUD-09 the price slider runs 5,000 to 250,000 in steps of 500', () => {
    expect(PRICE_SLIDER).toEqual({ lower: 5000, upper: 250000, step: 500 })
    expect(clampRange({ min: 12_345, max: 80_120 }, PRICE_SLIDER)).toEqual({ min: 12_500, max: 80_000 })
    expect(clampRange({ min: 0, max: 1_000_000 }, PRICE_SLIDER)).toEqual({ min: 5_000, max: 250_000 })
  })

  it('BUD-10 the min handle stays below the max handle', () => {
    // Moving the min handle past the max pushes the max up one step.
    expect(clampRange({ min: 60_000, max: 50_000 }, PRICE_SLIDER, 'min')).toEqual({ min: 60_000, max: 60_500 })
    // Moving the max handle below the min pulls the min down one step.
    expect(clampRange({ min: 60_000, max: 50_000 }, PRICE_SLIDER, 'max')).toEqual({ min: 49_500, max: 50_000 })
    // At the ends they still differ by a step.
    expect(clampRange({ min: 250_000, max: 250_000 }, PRICE_SLIDER, 'min')).toEqual({ min: 249_500, max: 250_000 })
    expect(clampRange({ min: 5_000, max: 5_000 }, PRICE_SLIDER, 'max')).toEqual({ min: 5_000, max: 5_500 })
  })

  it('handles missing values as the ends, and other sliders by their own step', () => {
    expect(clampRange({ min: NaN, max: NaN }, KM_SLIDER)).toEqual({ min: 0, max: 300_000 })
    expect(clampRange({ min: 2012.4, max: 2030 }, yearSlider(new Date('2026-11-22')))).toEqual({ min: 2012, max: 2027 })
  })
})
