import { compareRows } from '@/domain/saved/compare'
import type { ComparedCar } from '@/domain/saved/lists'

const car = (over: Partial<ComparedCar>): ComparedCar => ({
  id: '1',
  name: 'Car',
  slug: 'car',
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: null,
  year: 2022,
  km: 30_000,
  price_text: '$30,000',
  simple_body: 'SUV',
  transmission: 'Automatic',
  fuel: 'Petrol',
  ...over,
})
const row = (rows: ReturnType<typeof compareRows>, label: string) => rows.find((r) => r.label === label)!

describe('comparing cars side by side (SAVE-19)', () => {
  it('SAVE-19 marks the rows that differ and the best car on price, year and kilometres', () => {
    const rows = compareRows([
      car({ id: 'a', year: 2021, km: 40_000, price_text: '$28,990' }),
      car({ id: 'b', year: 2023, km: 12_000, price_text: '$34,500', fuel: 'Hybrid' }),
      car({ id: 'c', year: 2023, km: 25_000, price_text: 'Enquire for price.' }),
    ])
    expect(row(rows, 'Price')).toEqual({
      label: 'Price',
      values: ['$28,990', '$34,500', 'Enquire for price.'],
      differs: true,
      best: [0],
      bestLabel: 'Lowest',
    })
    expect(row(rows, 'Year')).toMatchObject({ differs: true, best: [1, 2], bestLabel: 'Newest' })
    expect(row(rows, 'Kilometres')).toMatchObject({ values: ['40,000 km', '12,000 km', '25,000 km'], best: [1] })
    expect(row(rows, 'Fuel')).toMatchObject({ differs: true, best: [], bestLabel: null })
    expect(row(rows, 'Body')).toMatchObject({ differs: false, best: [] })
  })

  it('no best when the cars are equal, or only one car has a figure', () => {
    const rows = compareRows([car({ km: null, price_text: 'Enquire for price.' }), car({ id: '2', km: 9_000 })])
    expect(row(rows, 'Year')).toMatchObject({ differs: false, best: [] })
    expect(row(rows, 'Kilometres')).toMatchObject({ values: ['–', '9,000 km'], differs: true, best: [] })
    expect(row(rows, 'Price')).toMatchObject({ differs: true, best: [] })
  })
})
