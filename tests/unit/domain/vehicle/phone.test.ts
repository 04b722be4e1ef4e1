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
  const at = (location: string | null, dealership: string | null = null) => ({ location, dealership })

  it('VDP-40 the explicit override wins over every other number', () => {
    for (const carType of ['new', 'demo', 'used'] as const) {
      expect(
        resolveCallPhone(
          carType,
          { ...numbers, callOverride: '1300 000 000', filterByCarType: true },
          at('0755550000', '0755551111'),
        ),
      ).toBe('1300 000 000')
    }
  })

  it("VDP-40 (adapted: one number per location) the car's location phone wins over the tenant's car-type numbers", () => {
    for (const carType of ['new', 'demo', 'used'] as const) {
      expect(resolveCallPhone(carType, { ...numbers, filterByCarType: true }, at('02 4721 3300'))).toBe('02 4721 3300')
      expect(resolveCallPhone(carType, numbers, at('02 4721 3300', '02 9999 0000'))).toBe('02 4721 3300')
    }
  })

  it("VDP-40 (adapted) a car without a location phone takes its dealership's phone", () => {
    expect(resolveCallPhone('used', { ...numbers, filterByCarType: true }, at(null, '02 9411 2200'))).toBe(
      '02 9411 2200',
    )
    expect(resolveCallPhone('used', none, at('  ', '02 9411 2200'))).toBe('02 9411 2200')
  })

  it('VDP-40 a car with neither: with car-type filtering each type gets its own number', () => {
    const cfg = { ...numbers, filterByCarType: true }
    expect(resolveCallPhone('new', cfg, at(null))).toBe('0290001111')
    expect(resolveCallPhone('used', cfg, at(null))).toBe('0290002222')
    expect(resolveCallPhone('demo', cfg, at(null))).toBe('0290003333')
  })

  it('VDP-40 a demo car falls back to the new number when there is no demo number', () => {
    expect(resolveCallPhone('demo', { ...numbers, demoPhone: null, filterByCarType: true }, at(null))).toBe(
      '0290001111',
    )
    expect(resolveCallPhone('demo', { ...numbers, demoPhone: '  ', filterByCarType: true }, at(''))).toBe('0290001111')
  })

  it('VDP-40 without filtering the new number is used, else the used number', () => {
    expect(resolveCallPhone('used', numbers, at(null))).toBe('0290001111')
    expect(resolveCallPhone('demo', { ...numbers, newPhone: null }, at(null))).toBe('0290002222')
  })

  it("VDP-40 a car type without its own number under filtering gets no other type's number", () => {
    expect(resolveCallPhone('used', { ...numbers, usedPhone: null, filterByCarType: true }, at(null))).toBeNull()
  })

  it('VDP-41 ERR-27 nothing resolves to null and the caller has a warning to log', () => {
    expect(resolveCallPhone('new', none, at(null))).toBeNull()
    expect(resolveCallPhone('new', none, at('', ''))).toBeNull()
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
