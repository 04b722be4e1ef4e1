import {
  formatPhone,
  maskPhone,
  missingPhoneWarning,
  phoneDigits,
  resolveCallPhone,
  telHref,
  type PhoneConfig,
} from '@/domain/vehicle/phone'

const none: PhoneConfig = {
  callOverride: null,
  newPhone: null,
  usedPhone: null,
  demoPhone: null,
  filterByCarType: false,
}
const numbers: PhoneConfig = {
  callOverride: null,
  newPhone: '0290001111',
  usedPhone: '0290002222',
  demoPhone: '0290003333',
  filterByCarType: false,
}

describe('call-button phone resolution', () => {
  it('VDP-40 the explicit override wins over every other number', () => {
    for (const carType of ['new', 'demo', 'used'] as const) {
      expect(
        resolveCallPhone(carType, { ...numbers, callOverride: '1300 000 000', filterByCarType: true }, '0755550000'),
      ).toBe('1300 000 000')
    }
  })

  it('VDP-40 with car-type filtering each type gets its own number', () => {
    const cfg = { ...numbers, filterByCarType: true }
    expect(resolveCallPhone('new', cfg, null)).toBe('0290001111')
    expect(resolveCallPhone('used', cfg, null)).toBe('0290002222')
    expect(resolveCallPhone('demo', cfg, null)).toBe('0290003333')
  })

  it('VDP-40 a demo car falls back to the new number when there is no demo number', () => {
    expect(resolveCallPhone('demo', { ...numbers, demoPhone: null, filterByCarType: true }, '0755550000')).toBe(
      '0290001111',
    )
    expect(resolveCallPhone('demo', { ...numbers, demoPhone: '  ', filterByCarType: true }, null)).toBe('0290001111')
  })

  it('VDP-40 without filtering the new number is used, else the used number', () => {
    expect(resolveCallPhone('used', numbers, '0755550000')).toBe('0290001111')
    expect(resolveCallPhone('demo', { ...numbers, newPhone: null }, '0755550000')).toBe('0290002222')
  })

  it("VDP-40 the car's location phone is the last resort", () => {
    expect(resolveCallPhone('used', none, '07 5555 0000')).toBe('07 5555 0000')
    expect(resolveCallPhone('used', { ...numbers, usedPhone: null, filterByCarType: true }, '0755550000')).toBe(
      '0755550000',
    )
  })

  it('VDP-41 ERR-27 nothing resolves to null and the caller has a warning to log', () => {
    expect(resolveCallPhone('new', none, null)).toBeNull()
    expect(resolveCallPhone('new', none, '')).toBeNull()
    expect(missingPhoneWarning('2022-mazda-cx-5')).toContain('/cars/2022-mazda-cx-5')
  })
})

describe('phone formatting', () => {
  it('VDP-42 VDP-43 a leading +61 becomes 0 and 10 digits group 2-4-4', () => {
    expect(formatPhone('+61298765432')).toBe('02 9876 5432')
    expect(formatPhone('+61 2 9876 5432')).toBe('02 9876 5432')
    expect(formatPhone('0412345678')).toBe('04 1234 5678')
    expect(formatPhone('(02) 9876-5432')).toBe('02 9876 5432')
  })

  it('VDP-43 numbers that are not 10 digits are shown as written', () => {
    expect(formatPhone('131 313')).toBe('131 313')
  })

  it('1300 and 1800 numbers group 4-3-3', () => {
    expect(formatPhone('1300123456')).toBe('1300 123 456')
    expect(formatPhone('1800 123 456')).toBe('1800 123 456')
    expect(formatPhone('131 313')).toBe('131 313')
    expect(formatPhone('+61 1300')).toBe('01300')
  })

  it('VDP-37 the masked form hides the last four digits', () => {
    expect(maskPhone('+61298765432')).toBe('02 9876 XXXX')
    expect(maskPhone('0412345678')).toBe('04 1234 XXXX')
    expect(maskPhone('131 313')).toBe('131 XXX')
  })

  it('tel: links carry digits only', () => {
    expect(phoneDigits('+61 2 9876 5432')).toBe('0298765432')
    expect(phoneDigits('61298765432')).toBe('0298765432')
    expect(telHref('02 9876 5432')).toBe('tel:0298765432')
  })
})
