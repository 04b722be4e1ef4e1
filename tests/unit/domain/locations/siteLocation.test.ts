import {
  directionsUrl,
  LOCATION_TYPE_LABELS,
  sameAddress,
  siteLocationOf,
  upcomingSpecialHours,
} from '@/domain/locations/siteLocation'

const doc = {
  id: 7,
  slug: 'harbour-toyota-parramatta',
  name: 'Harbour Toyota Parramatta',
  dealership: { id: 3 },
  location_type: 'sales' as const,
  location_subtype: ' Express ',
  primary: true,
  manufacturers: [{ id: 10 }, 11],
  image_url: '/demo-images/location-1.jpg',
  dealer_license_number: ' MD 012345 ',
  average_rating: 4.7,
  review_count: 1284,
  address: {
    street: '120 Church Street',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    lat: -33.8148,
    long: 151.0036,
    place_url: 'https://maps.example/x',
  },
  contact_detail: {
    phone: '02 9630 1100',
    landline_phone: '(02) 9630 1100',
    opening_hours: [{ weekday: 1, status: 'Open' as const, open: '08:30', close: '17:30' }],
  },
  special_hours: [
    { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'Closed' as const },
    {
      date: '2026-12-24T00:00:00.000Z',
      label: 'Christmas Eve',
      status: 'Open' as const,
      start_hour: '08:30',
      end_hour: '14:00',
    },
  ],
}

describe('a location as the locations screens show it', () => {
  it('LOC-12 LOC-13: type, subtype, primary, dealership, makes, rating, address with lat/long, phones, hours', () => {
    const l = siteLocationOf(doc)
    expect(l).toMatchObject({
      id: 7,
      type: 'sales',
      subtype: 'Express',
      primary: true,
      dealershipId: 3,
      manufacturerIds: [10, 11],
      averageRating: 4.7,
      reviewCount: 1284,
      address: '120 Church Street, Parramatta, NSW 2150',
      lat: -33.8148,
      lng: 151.0036,
      imageUrl: '/demo-images/location-1.jpg',
      dealerLicence: 'MD 012345',
    })
    // LOC-18: the landline is the same number in another format
    expect(l.phones).toEqual(['02 9630 1100'])
    expect(Object.keys(LOCATION_TYPE_LABELS)).toEqual(['sales', 'service', 'parts', 'car-buying'])
  })

  it('LOC-11: special hours by date with status and hours; only those from today on', () => {
    const l = siteLocationOf(doc)
    expect(l.specialHours).toEqual([
      { date: '2026-12-24', label: 'Christmas Eve', status: 'Open', open: '08:30', close: '14:00' },
      { date: '2026-12-26', label: 'Boxing Day', status: 'Closed', open: null, close: null },
    ])
    expect(upcomingSpecialHours(l.specialHours, '2026-12-25').map((s) => s.label)).toEqual(['Boxing Day'])
  })

  it('LOC-21: directions link out to Google Maps by coordinates (no key needed), else by name and address', () => {
    const l = siteLocationOf(doc)
    expect(directionsUrl(l)).toBe('https://www.google.com/maps/dir/?api=1&destination=-33.8148%2C151.0036')
    expect(directionsUrl({ ...l, lat: null, lng: null })).toContain(encodeURIComponent('120 Church Street'))
  })

  it('LOC-05: the locations at the same street address, the given one first', () => {
    const a = siteLocationOf({ ...doc, id: 1, location_type: 'service' as const })
    const b = siteLocationOf({ ...doc, id: 2, location_type: 'parts' as const })
    const c = siteLocationOf({ ...doc, id: 3, address: { ...doc.address, street: '1 Other St' } })
    expect(sameAddress(b, [a, b, c]).map((l) => l.id)).toEqual([2, 1])
  })
})
