import { dedupePhones, phonesShownOnce, phoneDigits, telHref } from '@/domain/locations/phones'

describe('phone de-duplication (LOC-18)', () => {
  it('LOC-18: numbers with the same digits are one number; the first spelling is kept', () => {
    expect(phoneDigits('+61 2 9000 0000')).toBe('0290000000')
    expect(dedupePhones(['(02) 9000 0000', '02 9000 0000', '+61 2 9000 0000', '07 3000 1111', null, ''])).toEqual([
      '(02) 9000 0000',
      '07 3000 1111',
    ])
  })

  it('LOC-18: every location stays listed; a number locations share is shown once, on the one ranked first', () => {
    const locs = [
      { id: 'parts', type: 'parts', phones: ['+61 2 9630 1150'] },
      { id: 'service', type: 'service', phones: ['02 9630 1150', '02 9630 1199'] },
      { id: 'none', type: 'sales', phones: [] },
      { id: 'sales', type: 'sales', phones: ['(02) 9630 1100'] },
      { id: 'sales2', type: 'sales', phones: ['0296301100'] },
    ]
    const rank = (l: { type: string }) => ['sales', 'service', 'parts'].indexOf(l.type)
    const out = phonesShownOnce(locs, rank)
    expect(out.map((l) => l.id)).toEqual(['parts', 'service', 'none', 'sales', 'sales2'])
    expect(Object.fromEntries(out.map((l) => [l.id, l.phones]))).toEqual({
      parts: [],
      service: ['02 9630 1150', '02 9630 1199'],
      none: [],
      sales: ['(02) 9630 1100'],
      sales2: [],
    })
    // without a rank, the first in the list keeps the number
    expect(phonesShownOnce(locs).map((l) => l.phones.length)).toEqual([1, 1, 0, 1, 0])
  })

  it('tel links keep digits and +', () => {
    expect(telHref('(02) 9000 0000')).toBe('tel:0290000000')
  })
})
