import { locationJsonLd } from '@/domain/locations/jsonLd'

describe('location JSON-LD (AutoDealer)', () => {
  it('has the address, geo, rating and one openingHoursSpecification per open day, Monday first', () => {
    const ld = locationJsonLd({
      name: 'Harbour Toyota',
      url: 'https://harbour.example/contact-us/harbour-toyota',
      street: '1 Main St',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      phone: '02 9000 0000',
      lat: -33.8,
      lng: 151.2,
      averageRating: 4.66,
      reviewCount: 120,
      hours: [
        { weekday: 0, status: 'Closed' },
        { weekday: 6, status: 'Open', open: '09:00', close: '13:00' },
        { weekday: 1, status: 'Open', open: '8:30', close: '17:30' },
      ],
    })
    expect(ld['@type']).toBe('AutoDealer')
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '13:00',
      },
    ])
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 120 })
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -33.8, longitude: 151.2 })
  })
})
