import { contactLocationOf } from '@/domain/leads/contactLocation'

describe('contactLocationOf', () => {
  it('RTE-27 shows a location’s address on one line, its phones and its opening hours as text', () => {
    expect(
      contactLocationOf({
        id: 4,
        name: 'Cairns',
        address: { street: '1 Main St', city: 'Cairns', state: 'QLD', postcode: '4870' },
        contact_detail: {
          phone: '07 4000 0000',
          landline_phone: null,
          opening_hours: [
            { weekday: 1, status: 'Open', open: '09:00', close: '17:00' },
            { weekday: 0, status: 'Closed' },
          ],
        },
      }),
    ).toEqual({
      id: 4,
      name: 'Cairns',
      address: '1 Main St, Cairns, QLD 4870',
      state: 'QLD',
      phone: '07 4000 0000',
      landline: null,
      hours: [
        { weekday: 1, text: 'Monday: 09:00–17:00' },
        { weekday: 0, text: 'Sunday: Closed' },
      ],
    })
  })

  it('RTE-27 leaves out the address parts and details a location does not have', () => {
    expect(contactLocationOf({ id: 5, name: 'Yard', address: { city: 'Perth', postcode: '6000' } })).toEqual({
      id: 5,
      name: 'Yard',
      address: 'Perth, 6000',
      state: null,
      phone: null,
      landline: null,
      hours: [],
    })
  })
})
