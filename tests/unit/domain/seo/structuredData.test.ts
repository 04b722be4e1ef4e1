import { priceDisplay, type PriceDisplay } from '@/domain/price'
import type { SiteLocation } from '@/domain/locations/siteLocation'
import {
  breadcrumbListJsonLd,
  dealerJsonLd,
  driveWheelConfiguration,
  locationJsonLd,
  offerPrice,
  serializeJsonLd,
  vehicleAvailability,
  vehicleJsonLd,
  vehicleType,
  type JsonLd,
} from '@/domain/seo/structuredData'
import { vehicleBreadcrumbs } from '@/domain/vehicle/breadcrumbs'
import { vehiclePageModel } from '@/domain/vehicle/pageModel'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { resolveSiteConfig } from '@/domain/siteConfig'

import { schemaOrgErrors } from '../../../helpers/schemaOrg'
import { vehicleDetail } from '../../../helpers/vehicleDetail'

const ORIGIN = 'https://www.harbour.example'
const cfg = { subscriptions: true, pricesVisible: true, noPriceText: 'Enquire for price.' }
const site = { name: 'Harbour Auto Group', config: resolveSiteConfig({}) }

/** The page's own price (vehiclePageModel) and the JSON-LD built from it, as the vehicle page does. */
function pageAndLd(overrides: Partial<VehicleDetail>): { price: PriceDisplay | null; ld: JsonLd } {
  const vehicle = vehicleDetail(overrides)
  const page = vehiclePageModel(site, vehicle, new Date('2026-11-26T00:00:00Z'))
  return { price: page.price, ld: vehicleJsonLd({ vehicle, price: page.price, origin: ORIGIN, siteName: site.name }) }
}

const hilux: Partial<VehicleDetail> = {
  simpleBody: 'ute',
  simpleFuel: 'Diesel',
  fuel: 'Diesel',
  simpleTransmission: 'Automatic',
  trans: '6 speed automatic',
  simpleDrive: '4X4',
  engineSizeLitres: 2.8,
  seats: 5,
  doors: 4,
  interiorColour: 'Black',
  dealerComments: 'One owner.|Full service history.',
  images: [{ url: '/demo-images/ute-1.jpg', thumbUrl: '/demo-images/ute-1.jpg?w=300' }],
  dealershipName: 'Harbour Toyota',
  location: {
    id: '3',
    name: 'Harbour Toyota Parramatta',
    slug: 'harbour-toyota-parramatta',
    phone: '02 9000 0000',
    city: 'Parramatta',
    state: 'NSW',
    address: '1 Church St',
    lat: -33.8,
    lng: 151,
  },
}

describe('vehicle JSON-LD', () => {
  it('a car in stock: Google’s recommended vehicle-listing properties, valid against the schema.org vocabulary', () => {
    const { price, ld } = pageAndLd(hilux)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Toyota HiLux SR5',
      url: `${ORIGIN}/cars/2022-toyota-hilux-sr5-hb123`,
      description: 'One owner.\n\nFull service history.',
      image: [`${ORIGIN}/demo-images/ute-1.jpg`],
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'HiLux',
      vehicleModelDate: '2022',
      vehicleIdentificationNumber: 'MR0HA3CD100123456',
      bodyType: 'Ute',
      color: 'White',
      vehicleInteriorColor: 'Black',
      fuelType: 'Diesel',
      vehicleTransmission: 'Automatic',
      driveWheelConfiguration: 'https://schema.org/FourWheelDriveConfiguration',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        fuelType: 'Diesel',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 2.8, unitCode: 'LTR' },
      },
      vehicleSeatingCapacity: 5,
      numberOfDoors: 4,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/cars/2022-toyota-hilux-sr5-hb123`,
        price: 30_000,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: {
          '@type': 'AutoDealer',
          name: 'Harbour Toyota',
          url: `${ORIGIN}/contact-us/harbour-toyota-parramatta`,
          telephone: '02 9000 0000',
          address: { '@type': 'PostalAddress', addressLocality: 'Parramatta', addressRegion: 'NSW' },
        },
      },
    })
    expect(ld).not.toHaveProperty('seatingCapacity')
    // the price in the JSON-LD is the one the page shows
    expect((ld.offers as JsonLd).price).toBe(price!.amount)
    expect(schemaOrgErrors(ld)).toEqual([])
  })

  it('the price offered is the page’s shown price: a reduced price, not the list price', () => {
    const { price, ld } = pageAndLd({ price: 31_990, offerPrice: 29_990, beforePrice: 31_990 })
    expect(price).toMatchObject({ kind: 'offer', amount: 29_990 })
    expect(ld.offers).toMatchObject({ price: 29_990 })
  })

  it.each([
    ['in stock', {}, 'InStock'],
    ['reserved (a deposit holds it)', { reserved: true }, 'Reserved'],
    ['coming soon', { status: 'coming_soon' as const }, 'PreOrder'],
    ['reserved and coming soon', { status: 'coming_soon' as const, reserved: true }, 'Reserved'],
    ['sold', { status: 'sold' as const, reserved: true }, 'SoldOut'],
  ])('availability of a car %s is %s', (_, overrides, expected) => {
    expect(vehicleAvailability(vehicleDetail(overrides))).toBe(expected)
  })

  it('a reserved car with a price: its Offer is Reserved, never InStock', () => {
    const { ld } = pageAndLd({ ...hilux, reserved: true })
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/Reserved', price: 30_000 })
    expect(schemaOrgErrors(ld)).toEqual([])
  })

  it('a coming-soon car with a shown price is offered as a pre-order', () => {
    const { ld } = pageAndLd({ status: 'coming_soon' })
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/PreOrder', price: 30_000 })
  })

  it.each([
    ['motorcycle', 'Motorcycle'],
    ['car', 'Car'],
    ['truck', 'Vehicle'],
    ['caravan', 'Vehicle'],
    [null, 'Vehicle'],
  ])('an item of type %s is a schema.org %s', (itemType, expected) => {
    expect(vehicleType(itemType)).toBe(expected)
  })

  it.each(['motorcycle', 'truck', 'caravan'] as const)('a %s is typed by its item type and valid', (itemType) => {
    const { ld } = pageAndLd({ ...hilux, itemType })
    expect(ld['@type']).toBe(vehicleType(itemType))
    expect(schemaOrgErrors(ld)).toEqual([])
  })

  it('VDP-54: a sold car has no Offer (the page shows no price); it stays a valid Car', () => {
    const { price, ld } = pageAndLd({ ...hilux, status: 'sold', sold: true })
    expect(price).toBeNull()
    expect(ld).not.toHaveProperty('offers')
    expect(ld['@type']).toBe('Car')
    expect(schemaOrgErrors(ld)).toEqual([])
  })

  it('a car shown "Enquire for price." or "PREORDER" has no Offer: an Offer without a price is never written', () => {
    const enquire = pageAndLd({ price: 0 })
    expect(enquire.price).toMatchObject({ kind: 'none', text: 'Enquire for price.' })
    expect(enquire.ld).not.toHaveProperty('offers')
    const preorder = pageAndLd({ price: null, preorder: true, status: 'coming_soon' })
    expect(preorder.price).toMatchObject({ kind: 'preorder', text: 'PREORDER' })
    expect(preorder.ld).not.toHaveProperty('offers')
  })

  it('only a sale or reduced price makes an Offer; a weekly subscription price does not', () => {
    expect(offerPrice(priceDisplay({ price: 45_990 }, cfg))).toBe(45_990)
    expect(offerPrice(priceDisplay({ price: 45_990, offer_price: 43_990 }, cfg))).toBe(43_990)
    expect(offerPrice(priceDisplay({ price: 45_990, subscription_price: 199 }, cfg))).toBeNull()
    expect(offerPrice(priceDisplay({ price: 5 }, cfg))).toBeNull()
    expect(offerPrice(null)).toBeNull()
  })

  it('a new car is NewCondition; pending dealer comments give no description; unknown values are left out', () => {
    const { ld } = pageAndLd({
      carType: 'new',
      dealerComments: '|',
      seats: null,
      doors: 0,
      vin: null,
      km: null,
      images: [],
      simpleDrive: null,
      drive: null,
    })
    expect(ld.itemCondition).toBe('https://schema.org/NewCondition')
    for (const key of [
      'description',
      'vehicleSeatingCapacity',
      'numberOfDoors',
      'vehicleIdentificationNumber',
      'mileageFromOdometer',
      'image',
      'driveWheelConfiguration',
    ])
      expect(ld).not.toHaveProperty(key)
    expect(schemaOrgErrors(ld)).toEqual([])
  })

  it('drive words map to schema.org drive configurations; other text is kept as it reads', () => {
    expect(driveWheelConfiguration('AWD')).toBe('https://schema.org/AllWheelDriveConfiguration')
    expect(driveWheelConfiguration('4x4')).toBe('https://schema.org/FourWheelDriveConfiguration')
    expect(driveWheelConfiguration('Front Wheel Drive')).toBe('https://schema.org/FrontWheelDriveConfiguration')
    expect(driveWheelConfiguration('RWD')).toBe('https://schema.org/RearWheelDriveConfiguration')
    expect(driveWheelConfiguration('Chain')).toBe('Chain')
    expect(driveWheelConfiguration(' ')).toBeNull()
  })

  it('serialises safely inside a script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>\u2028' })
    expect(text).not.toContain('</script>')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' })
  })
})

describe('BreadcrumbList', () => {
  it('VDP-01: equals the visible breadcrumbs: the same names in order, absolute links, the page last', () => {
    const v = vehicleDetail(hilux)
    const crumbs = vehicleBreadcrumbs(v, ['HiLux'])
    const ld = breadcrumbListJsonLd(crumbs, ORIGIN, `/cars/${v.slug}`)
    const items = ld.itemListElement as { position: number; name: string; item: string }[]
    expect(items.map((i) => i.name)).toEqual(crumbs.map((c) => c.label))
    expect(items.map((i) => i.position)).toEqual(crumbs.map((_, i) => i + 1))
    expect(items.map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/search/used-cars`,
      `${ORIGIN}/search/toyota`,
      `${ORIGIN}/search/toyota/hilux`,
      `${ORIGIN}/search/ute`,
      `${ORIGIN}/cars/2022-toyota-hilux-sr5-hb123`,
    ])
    expect(schemaOrgErrors(ld)).toEqual([])
  })
})

const parramatta: SiteLocation = {
  id: 3,
  slug: 'harbour-toyota-parramatta',
  name: 'Harbour Toyota Parramatta',
  type: 'sales',
  subtype: null,
  primary: true,
  dealershipId: 1,
  street: '1 Church St',
  city: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  address: '1 Church St, Parramatta, NSW 2150',
  lat: -33.8,
  lng: 151,
  phones: ['02 9000 0000'],
  hours: [
    { weekday: 0, status: 'Closed' },
    { weekday: 6, status: 'Open', open: '09:00', close: '13:00' },
    { weekday: 1, status: 'Open', open: '8:30', close: '17:30' },
  ],
  specialHours: [
    { date: '2026-12-25', label: 'Christmas Day', status: 'Closed', open: null, close: null },
    { date: '2026-12-24', label: 'Christmas Eve', status: 'Open', open: '9:00', close: '12:00' },
  ],
  averageRating: 4.66,
  reviewCount: 120,
  imageUrl: '/api/media/file/parramatta.jpg',
  placeUrl: 'https://maps.google.com/?cid=1',
  manufacturerIds: [],
  dealerLicence: 'MD 012345',
}

describe('AutoDealer JSON-LD', () => {
  const review = { customerName: 'Priya S.', text: 'Great', rating: 5, reviewDate: '2026-03-12T12:00:00.000Z' }

  it('LOC-11 LOC-13: a location page: address, geo, phone, dealer licence, weekly and holiday hours, rating, reviews', () => {
    const ld = locationJsonLd({
      location: parramatta,
      origin: ORIGIN,
      showRating: true,
      reviews: [review],
      logoUrl: '/logo.svg',
    })
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Harbour Toyota Parramatta',
      url: `${ORIGIN}/contact-us/harbour-toyota-parramatta`,
      logo: `${ORIGIN}/logo.svg`,
      image: `${ORIGIN}/api/media/file/parramatta.jpg`,
      telephone: '02 9000 0000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Church St',
        addressLocality: 'Parramatta',
        addressRegion: 'NSW',
        postalCode: '2150',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.8, longitude: 151 },
      hasMap: 'https://maps.google.com/?cid=1',
      identifier: { '@type': 'PropertyValue', propertyID: 'Motor dealer licence', value: 'MD 012345' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 120 },
      review: [{ '@type': 'Review', datePublished: '2026-03-12' }],
    })
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '13:00',
      },
    ])
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Christmas Day',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Christmas Eve',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '09:00',
        closes: '12:00',
      },
    ])
    expect(schemaOrgErrors(ld)).toEqual([])
  })

  it('no rating or reviews where the page shows no stars', () => {
    const ld = locationJsonLd({ location: parramatta, origin: ORIGIN, showRating: false, reviews: [review] })
    expect(ld).not.toHaveProperty('aggregateRating')
    expect(ld).not.toHaveProperty('review')
  })

  it('the home page of a group: the WebSite, and the dealer with each location as a department', () => {
    const burswood = { ...parramatta, slug: 'burswood', name: 'Harbour Burswood', city: 'Burswood', state: 'WA' }
    const [website, dealer] = dealerJsonLd({
      name: 'Harbour Auto Group',
      origin: ORIGIN,
      logoUrl: '/logo.svg',
      locations: [parramatta, burswood],
    })
    expect(website).toMatchObject({ '@type': 'WebSite', name: 'Harbour Auto Group', url: `${ORIGIN}/` })
    expect(dealer).toMatchObject({ '@type': 'AutoDealer', name: 'Harbour Auto Group', logo: `${ORIGIN}/logo.svg` })
    expect(dealer).not.toHaveProperty('address')
    const departments = dealer!.department as JsonLd[]
    expect(departments.map((d) => [d.name, d.url])).toEqual([
      ['Harbour Toyota Parramatta', `${ORIGIN}/contact-us/harbour-toyota-parramatta`],
      ['Harbour Burswood', `${ORIGIN}/contact-us/burswood`],
    ])
    expect(departments[1]).toMatchObject({ address: { addressLocality: 'Burswood', addressRegion: 'WA' } })
    expect(schemaOrgErrors([website, dealer])).toEqual([])
  })

  it('a dealer with one location is that AutoDealer: its address and hours on the home page', () => {
    const [, dealer] = dealerJsonLd({ name: 'Coastal Mazda', origin: ORIGIN, logoUrl: null, locations: [parramatta] })
    expect(dealer).toMatchObject({ address: { postalCode: '2150' }, telephone: '02 9000 0000' })
    expect(dealer).not.toHaveProperty('department')
    expect(schemaOrgErrors(dealer)).toEqual([])
  })
})

describe('the schema.org vocabulary check', () => {
  it('finds unknown types and properties, properties of other types, and values outside the range', () => {
    expect(
      schemaOrgErrors({
        '@context': 'https://schema.org',
        '@type': 'Car',
        seatingCapacity: 5,
        sitingCapacity: 5,
        headline: 'x',
        vehicleModelDate: 'last year',
        offers: { '@type': 'Offer', availability: 'https://schema.org/Monday' },
        brand: { '@type': 'Brnad', name: 'Toyota' },
      }),
    ).toEqual([
      '$.sitingCapacity: not a schema.org property',
      '$.headline: not a property of Car (domain CreativeWork)',
      '$.vehicleModelDate: "last year" is not a Date',
      '$.offers.availability: "https://schema.org/Monday" is not a ItemAvailability',
      '$.brand: @type Brnad is not a schema.org type',
      '$.brand: Brnad is not a Organization | Brand',
    ])
  })
})
