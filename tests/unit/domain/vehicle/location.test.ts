import { directionsHref, locationPageHref } from '@/domain/vehicle/layout'

describe('where to see the car', () => {
  it('RTE-27 the location link goes to the location’s contact page, or the locations list', () => {
    expect(locationPageHref('harbour-toyota-parramatta')).toBe('/contact-us/harbour-toyota-parramatta')
    expect(locationPageHref('a b')).toBe('/contact-us/a%20b')
    expect(locationPageHref(null)).toBe('/contact-us')
    expect(locationPageHref('')).toBe('/contact-us')
  })

  it('directions go to the coordinates, else the address', () => {
    expect(directionsHref({ lat: -33.8, lng: 151.0 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.8%2C151',
    )
    expect(directionsHref({ lat: null, lng: null, address: '1 Main St', city: 'Parramatta' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Parramatta',
    )
  })
})
