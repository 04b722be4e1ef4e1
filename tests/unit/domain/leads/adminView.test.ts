import { fieldLabel, fieldValue, leadTitle, leadView } from '@/domain/leads/adminView'

const lead = {
  category: 'Test Drive',
  name: 'Jane',
  email: 'jane@example.com',
  phone: '0400 000 000',
  postcode: '2000',
  fields: {
    name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
    phone: '0400 000 000',
    postcode: '2000',
    message: 'Can I drive it on Saturday?',
    PreferredContactMethod: 'SMS',
    opt_in: false,
    'Test Drive Booking Date': '2026-11-28',
    'do-you-have-a-trade-in': 'Yes',
    make: 'Mazda',
    model: '3',
    year: 2016,
    kms: '82000',
    rego: 'ABC123',
    finance: 'Yes',
    vehiclePriceBudget: 45990,
    stock_number: 'U1234',
  },
  car: {
    id: 12,
    slug: '2023-toyota-rav4',
    year: 2023,
    make: 'Toyota',
    model: 'RAV4',
    stock_number: 'U1234',
    price: 45990,
  },
  valuation: { estimate: 14500 },
  offer_price: 14000,
  additional_services: ['Extended warranty', 'Tinting'],
}

describe('a lead as a salesperson reads it', () => {
  it('labels keys in words, with a readable fallback for an unknown one', () => {
    expect(fieldLabel('PreferredContactMethod')).toBe('Preferred contact')
    expect(fieldLabel('do-you-have-a-trade-in')).toBe('Has a trade-in')
    expect(fieldLabel('serviceType')).toBe('Service type')
    expect(fieldLabel('trade_in_colour')).toBe('Trade in colour')
  })

  it('formats dollars, kilometres and ticks; nested values as labelled pairs', () => {
    expect(fieldValue('vehiclePriceBudget', 45990)).toBe('$45,990')
    expect(fieldValue('kms', '82000')).toBe('82,000 km')
    expect(fieldValue('opt_in', true)).toBe('Yes')
    expect(fieldValue('linked_query_params', { utm_source: 'google' })).toBe('Campaign source: google')
    expect(fieldValue('visited_pages', ['/', '/cars/x'])).toBe('/, /cars/x')
  })

  it('LEAD-11 shows the test drive booking and the preferred service date in words, as the dealership’s clock reads', () => {
    const shown: Array<[key: string, sent: string, words: string]> = [
      ['Test Drive Booking Date', '2026-12-01T10:30', '1 Dec 2026, 10:30 am'],
      ['Test Drive Booking Date', '2027-01-05T16:05', '5 Jan 2027, 4:05 pm'],
      ['Preferred Service Date', '2026-12-03', '3 Dec 2026'],
      // text that is no date is shown as sent, never lost
      ['Test Drive Booking Date', 'Saturday morning', 'Saturday morning'],
      ['Preferred Service Date', '2026-02-31', '2026-02-31'],
    ]
    expect(shown.map(([key, sent]) => fieldValue(key, sent))).toEqual(shown.map(([, , words]) => words))
  })

  it('writes an instant the server stored (a hold’s end) in the dealership’s zone, the zone named', () => {
    // 12:59 UTC on 28 Nov is 11:59 pm in Sydney (AEDT, +11) and 8:59 pm in Perth (AWST, +8)
    expect(fieldValue('held_until', '2026-11-28T12:59:40.917Z', 'Australia/Sydney')).toBe('28 Nov 2026, 11:59 pm AEDT')
    expect(fieldValue('held_until', '2026-11-28T12:59:40.917Z', 'Australia/Perth')).toBe('28 Nov 2026, 8:59 pm AWST')
    const view = leadView(
      { ...lead, fields: { ...lead.fields, held_until: '2026-11-28T12:59:40Z' } },
      'Australia/Perth',
    )
    expect(view.asked).toContainEqual({
      key: 'held_until',
      label: expect.any(String),
      value: '28 Nov 2026, 8:59 pm AWST',
    })
    // without a zone it stays as stored rather than guess one
    expect(fieldValue('held_until', '2026-11-28T12:59:40.917Z')).toBe('2026-11-28T12:59:40.917Z')
  })

  it('puts who, the car, the message, the trade-in and the finance wish each in its section', () => {
    const view = leadView(lead)
    expect(view.who.map((r) => [r.label, r.value])).toEqual([
      ['First name', 'Jane'],
      ['Last name', 'Citizen'],
      ['Phone', '0400 000 000'],
      ['Email', 'jane@example.com'],
      ['Preferred contact', 'SMS'],
      ['Postcode', '2000'],
    ])
    expect(view.car).toEqual({
      title: '2023 Toyota RAV4',
      stockNumber: 'U1234',
      price: '$45,990',
      id: 12,
      slug: '2023-toyota-rav4',
    })
    expect(view.message).toBe('Can I drive it on Saturday?')
    expect(view.tradeIn.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Has a trade-in: Yes',
      'Year: 2016',
      'Make: Mazda',
      'Model: 3',
      'Kilometres: 82,000 km',
      'Registration: ABC123',
      'Estimate: $14,500',
      'Offer: $14,000',
    ])
    expect(view.finance.map((r) => `${r.label}: ${r.value}`)).toEqual(['Wants finance: Yes', 'Finance budget: $45,990'])
    // every other form field, labelled; nothing shown twice
    expect(view.asked.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Wants offers and updates: No',
      'Test drive date: 28 Nov 2026',
      'Stock number: U1234',
      'Extra services: Extended warranty, Tinting',
    ])
  })

  it('titles a lead by person, enquiry and car', () => {
    expect(leadTitle(lead)).toBe('Jane Citizen — Test Drive — 2023 Toyota RAV4')
    expect(leadTitle({ category: 'General Enquiry', email: 'a@b.co' })).toBe('a@b.co — General Enquiry')
    expect(leadTitle({})).toBe('No name given')
  })
})
