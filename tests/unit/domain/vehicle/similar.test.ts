import type { SearchHit } from '@/domain/search/types'
import {
  fallbackQuery,
  mergeSimilar,
  similarPriceWindow,
  similarQueries,
  similarTitle,
  type SimilarSubject,
} from '@/domain/vehicle/similar'

const subject: SimilarSubject = {
  id: '10',
  make: 'Toyota',
  model: 'Corolla',
  carType: 'used',
  simpleBody: 'hatch',
  price: 30_000,
}

function hit(id: string, make: string, model: string, status: SearchHit['status'] = 'in_stock'): SearchHit {
  return { id, make, model, status } as SearchHit
}

describe('similar vehicles', () => {
  it('SIM-05 the price window is ±10,000 under 50,000', () => {
    expect(similarPriceWindow(30_000)).toEqual({ min: 20_000, max: 40_000 })
    expect(similarPriceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 })
    expect(similarPriceWindow(8_000)).toEqual({ min: 0, max: 18_000 })
  })

  it('SIM-06 the price window is ±25,000 from 50,000', () => {
    expect(similarPriceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 })
    expect(similarPriceWindow(120_000)).toEqual({ min: 95_000, max: 145_000 })
  })

  it('SIM-05 no price, no window', () => {
    expect(similarPriceWindow(null)).toBeNull()
    expect(similarPriceWindow(0)).toBeNull()
  })

  it('SIM-03 SIM-07 SIM-10 make_model: same make and model, then same make; in stock, limit 10, in the window', () => {
    const [first, second] = similarQueries(subject, 'make_model')
    expect(first).toMatchObject({
      refinements: { status: ['in_stock'], make: ['Toyota'], model: ['Corolla'] },
      ranges: { price: { min: 20_000, max: 40_000 } },
      hitsPerPage: 10,
    })
    expect(second!.refinements).toEqual({ status: ['in_stock'], make: ['Toyota'] })
    expect(similarQueries({ ...subject, make: null }, 'make_model')[0]!.refinements).toEqual({
      status: ['in_stock'],
      car_type: ['used'],
    })
  })

  it('SIM-07 type_body: same car type and body, then same car type', () => {
    const [first, second] = similarQueries(subject, 'type_body')
    expect(first!.refinements).toEqual({ status: ['in_stock'], car_type: ['used'], body: ['hatch'] })
    expect(second!.refinements).toEqual({ status: ['in_stock'], car_type: ['used'] })
  })

  it('SIM-15 the fallback is a plain search of the same car type in stock', () => {
    expect(fallbackQuery(subject)).toMatchObject({
      refinements: { status: ['in_stock'], car_type: ['used'] },
      hitsPerPage: 10,
    })
  })

  it('SIM-01 SIM-04 SIM-11 SIM-12 SIM-13 same model first, without the car itself, de-duplicated, cut to 6', () => {
    const merged = mergeSimilar(subject, [
      [hit('10', 'Toyota', 'Corolla'), hit('1', 'Toyota', 'Yaris'), hit('2', 'Toyota', 'Corolla')],
      [
        hit('2', 'Toyota', 'Corolla'),
        hit('3', 'Toyota', 'Camry'),
        hit('4', 'toyota', 'corolla'),
        hit('5', 'Toyota', 'RAV4'),
        hit('6', 'Toyota', 'C-HR'),
        hit('7', 'Toyota', 'Kluger'),
      ],
    ])
    expect(merged.map((h) => h.id)).toEqual(['2', '4', '1', '3', '5', '6'])
  })

  it('SIM-03 sold or coming-soon hits never appear', () => {
    const merged = mergeSimilar(subject, [
      [hit('1', 'Toyota', 'Corolla', 'sold'), hit('2', 'Toyota', 'Corolla', 'coming_soon'), hit('3', 'Mazda', '3')],
    ])
    expect(merged.map((h) => h.id)).toEqual(['3'])
  })

  it("SIM-09 the title is 'Similar {type}s In-Stock', 'Available' on subscription sites", () => {
    expect(similarTitle('car', false)).toBe('Similar Cars In-Stock')
    expect(similarTitle('motorcycle', false)).toBe('Similar Motorcycles In-Stock')
    expect(similarTitle('car', true)).toBe('Similar Cars Available')
  })
})
