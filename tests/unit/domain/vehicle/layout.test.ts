import {
  BOTTOM_BAR_SCROLL,
  bottomBarVisible,
  directionsHref,
  FEATURE_BANNER_LINKS,
  infoTabs,
  locationPageHref,
  INFO_TAB_LABELS,
  locatedAtCity,
  pageSections,
  pdfFileName,
  livePopup,
  popupSessionKey,
  popupStorageKey,
  popupVersion,
  popupVisible,
  printHref,
  revealHref,
  SECTION_LABELS,
  STICKY_HEADER_SCROLL,
  stickyHeaderShown,
  stickyHeaderVisible,
} from '@/domain/vehicle/layout'

describe('page chrome', () => {
  it('VDP-27 the sticky header appears at 500 px of scroll or more', () => {
    expect(STICKY_HEADER_SCROLL).toBe(500)
    expect(stickyHeaderVisible(499)).toBe(false)
    expect(stickyHeaderVisible(500)).toBe(true)
  })

  it('VDP-29 the bottom bar opens above 900 px, only where enabled', () => {
    expect(BOTTOM_BAR_SCROLL).toBe(900)
    expect(bottomBarVisible(900, true)).toBe(false)
    expect(bottomBarVisible(901, true)).toBe(true)
    expect(bottomBarVisible(5000, false)).toBe(false)
  })

  it('VDP-27 VDP-29 the two sticky bars never show together: the header gives way once the bottom bar opens', () => {
    expect(stickyHeaderShown(499, true)).toBe(false)
    expect(stickyHeaderShown(500, true)).toBe(true)
    expect(stickyHeaderShown(900, true)).toBe(true)
    expect(stickyHeaderShown(901, true)).toBe(false)
    for (const y of [0, 500, 901, 5000]) expect(stickyHeaderShown(y, true) && bottomBarVisible(y, true)).toBe(false)
    // without the bottom bar the header stays from 500 px on
    expect(stickyHeaderShown(5000, false)).toBe(true)
  })

  it('VDP-32 VDP-33 information tabs, Features only with a features list, Reserve Online only with a Reserve button', () => {
    expect(infoTabs(3, true).map((t) => INFO_TAB_LABELS[t])).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ])
    expect(infoTabs(0, true)).not.toContain('features')
    expect(infoTabs(3, false)).toEqual(['dealer-comments', 'whats-included', 'why-buy', 'protect-your-car', 'features'])
  })

  it('VDP-34 the sections layout, certified pre-owned only for a certified car, Reserve Online only with a Reserve button', () => {
    expect(pageSections(true, true).map((s) => SECTION_LABELS[s])).toEqual([
      'Key Information',
      'Our Comments',
      'Certified Pre-Owned',
      'Reserve Online',
      'Why Buy From Us',
      'Protect Your Car',
      'Car Summary',
      'All Specifications',
    ])
    expect(pageSections(false, true)).not.toContain('certified-pre-owned')
    expect(pageSections(false, false)).toEqual([
      'key-information',
      'our-comments',
      'why-buy',
      'protect-your-car',
      'car-summary',
      'all-specifications',
    ])
  })

  it('VDP-44 the feature banner links to offers, service and sell your car', () => {
    expect(FEATURE_BANNER_LINKS.map((l) => l.href)).toEqual(['/special-offers', '/service', '/sell-your-car'])
  })

  it("VDP-45 'Located at {city}' only when the car's city differs from the dealership's", () => {
    expect(locatedAtCity('Rockingham', 'Burswood')).toBe('Rockingham')
    expect(locatedAtCity('Burswood', 'burswood')).toBeNull()
    expect(locatedAtCity(null, 'Burswood')).toBeNull()
    expect(locatedAtCity('Rockingham', null)).toBe('Rockingham')
    expect(directionsHref({ lat: -31.9, lng: 115.8 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-31.9%2C115.8',
    )
    expect(directionsHref({ lat: null, lng: null, address: '1 Main St', city: 'Perth' })).toContain(
      '1%20Main%20St%2C%20Perth',
    )
  })

  it('VDP-48: a dismissal is remembered per popup id and version; a changed offer is a new version; one showing per visit', () => {
    const popup = {
      id: '7',
      src: '/demo-images/promo-21.jpg',
      title: 'Runout sale now on',
      description: 'Huge savings',
      linkTo: '/search/new-cars',
      buttonText: 'View offers',
      expiryDate: null,
    }
    const v = popupVersion(popup)
    expect(v).toMatch(/^[0-9a-z]+$/)
    expect(popupVersion({ ...popup })).toBe(v)
    expect(popupVersion({ ...popup, title: 'Runout sale extended' })).not.toBe(v)
    expect(popupStorageKey('7', v)).toBe(`promo-popup-dismissed:7:${v}`)
    expect(popupSessionKey('7', v)).toBe(`promo-popup-seen:7:${v}`)
  })

  it('a popup whose button leads to a page the tenant does not serve is not shown', () => {
    const popup = {
      id: '7',
      src: null,
      title: 'Offers',
      description: null,
      linkTo: '/special-offers',
      buttonText: 'View offers',
      expiryDate: null,
    }
    const live = (href: string) => href !== '/special-offers'
    expect(livePopup(popup, live)).toBeNull()
    expect(livePopup({ ...popup, linkTo: '/service' }, live)).toMatchObject({ linkTo: '/service' })
    expect(livePopup({ ...popup, linkTo: null }, live)).toMatchObject({ title: 'Offers' })
    expect(livePopup(null, live)).toBeNull()
  })

  it('VDP-48 VDP-49 the promo popup hides after expiry or once dismissed', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    expect(popupVisible({ expiryDate: null }, now, false)).toBe(true)
    expect(popupVisible({ expiryDate: '2026-12-01T00:00:00Z' }, now, false)).toBe(true)
    expect(popupVisible({ expiryDate: '2026-11-21T00:00:00Z' }, now, false)).toBe(false)
    expect(popupVisible({ expiryDate: null }, now, true)).toBe(false)
    expect(popupStorageKey('7', 'abc')).toBe('promo-popup-dismissed:7:abc')
  })

  it('VDP-38 VDP-67 VDP-68 endpoints and the PDF file name', () => {
    expect(revealHref('a-b')).toBe('/api/cars/a-b/reveal')
    expect(printHref('a-b')).toBe('/print?car_id=a-b')
    expect(pdfFileName('2022-mazda-cx-5')).toBe('2022-mazda-cx-5.pdf')
  })
})

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
