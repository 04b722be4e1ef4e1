import {
  SUCCESS_NEXT_STEP,
  carEnquiryMessage,
  carTitle,
  friendlyHours,
  parseSuccessParams,
  successHeadline,
  successHref,
  successTypeFor,
  weekdayIn,
} from '@/domain/leads/success'

describe('carEnquiryMessage (the enquiry dialog starts with an editable message)', () => {
  it('LEAD-10 names the car and its stock number', () => {
    expect(
      carEnquiryMessage({ year: 2023, make: 'Toyota', model: 'HiLux', badge: 'SR', stocknum: 'HH12403', name: 'x' }),
    ).toBe('Hi, is the 2023 Toyota HiLux SR (stock HH12403) still available?')
  })
  it('leaves out the stock number and missing parts', () => {
    expect(carEnquiryMessage({ year: null, make: 'Mazda', model: 'CX-5', badge: null, stocknum: ' ' })).toBe(
      'Hi, is the Mazda CX-5 still available?',
    )
  })
  it('falls back to the name, then to "this car"', () => {
    expect(carTitle({ make: 'Kia', name: '2021 Kia Carnival' })).toBe('2021 Kia Carnival')
    expect(carEnquiryMessage({})).toBe('Hi, is the this car still available?')
  })
})

describe('/success context (LEAD-33: the recap survives a reload)', () => {
  it('carries only the kind, the car slug and the location slug', () => {
    expect(successHref({ type: 'enquiry', car: '2023-toyota-hilux-sr-hh12403', location: 'penrith' })).toBe(
      '/success?type=enquiry&car=2023-toyota-hilux-sr-hh12403&location=penrith',
    )
    expect(successHref({})).toBe('/success')
  })
  it("LEAD-60 a finance enquiry carries the car's id and its dealership, so /success shows that dealership's phone", () => {
    const href = successHref({ type: 'finance', car: '12', dealership: 'hyundai-penrith' })
    expect(href).toBe('/success?type=finance&car=12&dealership=hyundai-penrith')
    expect(parseSuccessParams(Object.fromEntries(new URL(href, 'https://x.example').searchParams))).toEqual({
      type: 'finance',
      car: '12',
      dealership: 'hyundai-penrith',
    })
    expect(parseSuccessParams({ dealership: 'a b' })).toEqual({})
  })
  it('drops anything not slug-shaped or unknown', () => {
    expect(successHref({ car: 'a b@c.com', location: '../x' })).toBe('/success')
    expect(parseSuccessParams({ type: 'hack', car: 'jane@example.com', location: ['penrith', 'x'] })).toEqual({
      location: 'penrith',
    })
    expect(parseSuccessParams({ type: 'test-drive', car: 'abc-1' })).toEqual({ type: 'test-drive', car: 'abc-1' })
    expect(parseSuccessParams({ type: 'constructor' })).toEqual({})
  })
  it('names the kind of enquiry, or a generic thank-you', () => {
    expect(successTypeFor('Used Car Enquiry')).toBe('enquiry')
    expect(successTypeFor('General Enquiry', 'Career Enquiry')).toBe('careers')
    expect(successTypeFor('Service Enquiry')).toBe('service')
    expect(successHeadline('test-drive')).toBe('We have received your test drive request.')
    expect(successHeadline(undefined)).toBe('We have received your enquiry.')
    expect(SUCCESS_NEXT_STEP).toBe("We'll call you within one business day.")
  })
  it("finds today's weekday in the location's time zone", () => {
    // Sunday 23:30 UTC is Monday morning in Sydney
    const at = new Date('2026-11-22T23:30:00Z')
    expect(weekdayIn('Australia/Sydney', at)).toBe(1)
    expect(weekdayIn('UTC', at)).toBe(0)
  })
})

describe('friendlyHours', () => {
  it("shows today's hours as the footer does", () => {
    expect(friendlyHours('08:30–17:30')).toBe('8:30 am – 5:30 pm')
    expect(friendlyHours('12:00-00:30')).toBe('12:00 pm – 12:30 am')
    expect(friendlyHours('Closed')).toBe('Closed')
  })
})
