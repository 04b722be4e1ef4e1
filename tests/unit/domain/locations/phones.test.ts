import { dedupeByPhone, dedupePhones, phoneDigits, telHref } from '@/domain/locations/phones'

describe('phone de-duplication (LOC-18)', () => {
  it('LOC-18: numbers with the same digits are one number; the first spelling is kept', () => {
    expect(phoneDigits('+61 2 9000 0000')).toBe('0290000000')
    expect(dedupePhones(['(02) 9000 0000', '02 9000 0000', '+61 2 9000 0000', '07 3000 1111', null, ''])).toEqual([
      '(02) 9000 0000',
      '07 3000 1111',
    ])
  })

  it('LOC-18: locations sharing phone digits are listed once', () => {
    const locs = [
      { id: 1, phone: '02 9000 0000' },
      { id: 2, phone: '0290000000' },
      { id: 3, phone: null },
      { id: 4, phone: '08 9000 2222' },
    ]
    expect(dedupeByPhone(locs).map((l) => l.id)).toEqual([1, 3, 4])
  })

  it('tel links keep digits and +', () => {
    expect(telHref('(02) 9000 0000')).toBe('tel:0290000000')
  })
})
