import {
  GOOGLE_REQUIRED,
  GOOGLE_VEHICLE_CATEGORY,
  skippedSummary,
  buildGoogleFeed,
  googleCondition,
  googleItem,
  googleMissing,
  linkTemplate,
} from '@/domain/feeds/google'
import { FEED_PATHS, feedUrl, isFeedToken } from '@/domain/feeds/kinds'
import {
  META_BODY_STYLES,
  META_REQUIRED,
  buildMetaFeed,
  metaBodyStyle,
  metaDrivetrain,
  metaFuelType,
  metaListing,
  metaMissing,
  metaStateOfVehicle,
  metaTransmission,
} from '@/domain/feeds/meta'
import {
  absoluteUrl,
  addressLine,
  feedMileageKm,
  feedPrice,
  isFeedListable,
  normaliseVin,
  plainDescription,
  salePrice,
  toFeedVehicle,
  type FeedLocation,
  type FeedVehicleExtra,
} from '@/domain/feeds/vehicle'
import { renderDocument, renderElement, xmlText } from '@/domain/feeds/xml'
import type { SearchDoc } from '@/domain/search/types'

const ORIGIN = 'https://www.harbourmotors.com.au'

function searchDoc(over: Partial<SearchDoc> = {}): SearchDoc {
  return {
    id: '101',
    tenant_id: '1',
    slug: '2021-toyota-hilux-sr5-101',
    name: '2021 Toyota HiLux SR5',
    stocknum: 'HM101',
    year: 2021,
    make: 'Toyota',
    model: 'HiLux',
    make_model: 'Toyota HiLux',
    badge: 'SR5',
    series: null,
    colour: 'Glacier White',
    km: 45210.4,
    price: 52990,
    list_price: 52990,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    preorder: false,
    price_type: 'drive_away',
    price_range: null,
    weekly_figure: null,
    weekly_price_range: null,
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    body: 'ute',
    transmission: 'Automatic',
    fuel: 'Diesel',
    drive: '4WD',
    seats: 5,
    doors: 4,
    city: 'Parramatta',
    state: 'NSW',
    location_name: 'Harbour Parramatta',
    dealership_name: 'Harbour Toyota',
    dealership_slug: 'harbour-toyota',
    tag: null,
    certified: false,
    reserved: false,
    show_on_dealer_website: true,
    created_at_timestamp: Date.UTC(2026, 10, 2) / 1000,
    sold_at_timestamp: null,
    categories: [],
    filtered_features: [],
    primary_image_url: '/demo-images/a.jpg',
    image_urls: ['/demo-images/a.jpg', '/demo-images/b.jpg'],
    photos_count: 3,
    custom_rank: 0,
    ...over,
  }
}

const location: FeedLocation = {
  id: '5',
  name: 'Harbour Parramatta',
  storeCode: 'harbour-parramatta',
  street: '12 Church St',
  city: 'Parramatta',
  state: 'nsw',
  postcode: '2150',
  lat: -33.8151,
  long: 151.0011,
  phone: '02 9000 0000',
  placeId: null,
}

const extra = (over: Partial<FeedVehicleExtra> = {}): FeedVehicleExtra => ({
  vin: 'mr0fz22g701234567',
  description: null,
  locationId: '5',
  imageUrls: ['/demo-images/a.jpg', '/demo-images/b.jpg', '/demo-images/c.jpg'],
  ...over,
})

const vehicle = (
  doc: Partial<SearchDoc> = {},
  more: Partial<FeedVehicleExtra> = {},
  loc: FeedLocation | null = location,
) => toFeedVehicle(searchDoc(doc), extra(more), loc, ORIGIN)

const channel = { title: 'Harbour Motors', link: `${ORIGIN}/` }

/** Every <item>/<listing> block of a feed, as text. */
const blocks = (xml: string, tag: string) => xml.match(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, 'g')) ?? []
const field = (block: string, name: string) => new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(block)?.[1]

describe('feed values', () => {
  it('prices are the documented ISO 4217 form: amount with two decimals, a space, AUD', () => {
    expect(feedPrice(12990)).toBe('12990.00 AUD')
    expect(feedPrice(52990.5)).toBe('52990.50 AUD')
    expect(feedPrice(0.004)).toBe('0.00 AUD')
  })

  it('mileage is whole kilometres, never negative; unknown stays unknown', () => {
    expect(feedMileageKm(45210.4)).toBe(45210)
    expect(feedMileageKm(-3)).toBe(0)
    expect(feedMileageKm(null)).toBeNull()
    expect(feedMileageKm(Number.NaN)).toBeNull()
  })

  it('a VIN is 17 characters without I, O or Q, upper-cased', () => {
    expect(normaliseVin(' mr0fz22g701234567 ')).toBe('MR0FZ22G701234567')
    expect(normaliseVin('MR0FZ22G70123456')).toBeNull()
    expect(normaliseVin('MR0FZ22G70123456O')).toBeNull()
    expect(normaliseVin(null)).toBeNull()
  })

  it('only available stock is listed: in stock, not reserved, shown on the website', () => {
    expect(isFeedListable(searchDoc())).toBe(true)
    expect(isFeedListable(searchDoc({ status: 'sold' }))).toBe(false)
    expect(isFeedListable(searchDoc({ status: 'coming_soon' }))).toBe(false)
    expect(isFeedListable(searchDoc({ reserved: true }))).toBe(false)
    expect(isFeedListable(searchDoc({ show_on_dealer_website: false }))).toBe(false)
  })

  it('the sale price is the offer price when there is one; none when the site shows no price', () => {
    expect(salePrice(searchDoc())).toBe(52990)
    expect(salePrice(searchDoc({ offer_price: 49990 }))).toBe(49990)
    expect(salePrice(searchDoc({ price: null }))).toBeNull()
    expect(salePrice(searchDoc({ list_price: 0, price: 0 }))).toBeNull()
  })

  it('URLs are absolute on the tenant origin; other schemes and protocol-relative paths are refused', () => {
    expect(absoluteUrl(ORIGIN, '/cars/x')).toBe(`${ORIGIN}/cars/x`)
    expect(absoluteUrl(`${ORIGIN}/`, '/cars/x')).toBe(`${ORIGIN}/cars/x`)
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
    expect(absoluteUrl(ORIGIN, '//evil.example.com/a.jpg')).toBeNull()
    expect(absoluteUrl(ORIGIN, 'javascript:alert(1)')).toBeNull()
  })

  it('descriptions are plain text without markup or links, at most 5000 characters', () => {
    expect(plainDescription('<p>One owner</p>\n\nSee https://x.example now')).toBe('One owner See now')
    expect(plainDescription('Great car.|One  owner.|')).toBe('Great car.\n\nOne owner.')
    expect(plainDescription(' | ')).toBe('')
    const long = plainDescription('word '.repeat(2000))
    expect(long.length).toBeLessThanOrEqual(5000)
    expect(long.endsWith('…')).toBe(true)
  })

  it('a car without dealer comments gets a factual description', () => {
    expect(vehicle().description).toBe(
      'Used 2021 Toyota HiLux SR5, in Glacier White, 45,210 km, automatic diesel. Available now at Harbour Parramatta.',
    )
    expect(vehicle({}, { description: 'Immaculate & serviced' }).description).toBe('Immaculate & serviced')
  })

  it('the address line is street, suburb, state, postcode and country', () => {
    expect(addressLine(location)).toBe('12 Church St, Parramatta NSW 2150, AU')
  })

  it('feed URLs live on the tenant host with the token as a query parameter', () => {
    expect(FEED_PATHS).toEqual({ google: '/api/feeds/google-vehicle-ads.xml', meta: '/api/feeds/meta-catalogue.xml' })
    expect(feedUrl(`${ORIGIN}/`, 'google', 'abc_DEF-123')).toBe(
      `${ORIGIN}/api/feeds/google-vehicle-ads.xml?token=abc_DEF-123`,
    )
    expect(isFeedToken('a'.repeat(43))).toBe(true)
    expect(isFeedToken('short')).toBe(false)
    expect(isFeedToken(`${'a'.repeat(40)}&x=1`)).toBe(false)
  })
})

describe('XML', () => {
  it('escapes the five XML characters and drops characters XML 1.0 forbids', () => {
    expect(xmlText(`Tom & Jerry's <"ute">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;ute&quot;&gt;')
    expect(xmlText('a\u0000b\u0007c\td')).toBe('abc\td')
  })

  it('escapes attribute values and writes one declaration', () => {
    const xml = renderDocument({ name: 'a', attrs: { q: 'x"y&z' }, children: [{ name: 'b', text: '1 < 2' }] })
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<a q="x&quot;y&amp;z">\n  <b>1 &lt; 2</b>\n</a>\n')
    expect(renderElement({ name: 'c' })).toBe('<c/>')
  })

  it('markup in a value cannot break out of its element', () => {
    const { body } = buildGoogleFeed(channel, [
      vehicle({ model: 'HiLux </g:model><g:price>1' }, { description: 'Great </g:description><g:price>1 & more' }),
    ])
    const item = blocks(body, 'item')[0]!
    expect(item.match(/<g:price>/g)).toHaveLength(1)
    expect(field(item, 'g:model')).toBe('HiLux &lt;/g:model&gt;&lt;g:price&gt;1')
    expect(field(item, 'g:description')).toBe('Great 1 &amp; more')
  })
})

describe('Google Vehicle Ads feed', () => {
  it('condition: new stays new; used and demo are used (Google accepts only new and used)', () => {
    expect(googleCondition('new')).toBe('new')
    expect(googleCondition('used')).toBe('used')
    expect(googleCondition('demo')).toBe('used')
  })

  it('every item carries every required attribute, in the documented formats', () => {
    const feed = buildGoogleFeed(channel, [
      vehicle(),
      vehicle({ id: '102', car_type: 'new', km: 10 }),
      vehicle({ id: '103', car_type: 'demo', offer_price: 47990 }),
    ])
    expect(feed.items).toBe(3)
    expect(feed.skipped).toEqual([])
    expect(
      feed.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true)
    const items = blocks(feed.body, 'item')
    expect(items).toHaveLength(3)
    for (const item of items) {
      for (const name of GOOGLE_REQUIRED) expect(item).toContain(`<g:${name}>`)
      expect(field(item, 'g:price')).toMatch(/^\d+\.\d{2} AUD$/)
      expect(field(item, 'g:mileage')).toMatch(/^\d+ km$/)
      expect(field(item, 'g:condition')).toMatch(/^(new|used)$/)
      expect(field(item, 'g:google_product_category')).toBe(GOOGLE_VEHICLE_CATEGORY)
      expect(field(item, 'g:link')).toMatch(/^https:\/\/www\.harbourmotors\.com\.au\/cars\//)
      expect(field(item, 'g:vin')).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(item).toMatch(
        /<g:vehicle_fulfillment>\s*<g:option>in_store<\/g:option>\s*<g:store_code>harbour-parramatta<\/g:store_code>/,
      )
    }
    const [used, fresh, demo] = items as [string, string, string]
    expect(field(used, 'g:price')).toBe('52990.00 AUD')
    expect(field(used, 'g:mileage')).toBe('45210 km')
    expect(field(used, 'g:brand')).toBe('Toyota')
    expect(field(used, 'g:model')).toBe('HiLux')
    expect(field(used, 'g:trim')).toBe('SR5')
    expect(field(used, 'g:year')).toBe('2021')
    expect(field(used, 'g:image_link')).toBe(`${ORIGIN}/demo-images/a.jpg`)
    expect(used.match(/<g:additional_image_link>/g)).toHaveLength(2)
    expect(field(used, 'g:link_template')).toBe(`${ORIGIN}/cars/2021-toyota-hilux-sr5-101?store={store_code}`)
    expect(field(used, 'g:dealership_address')).toBe('12 Church St, Parramatta NSW 2150, AU')
    expect(field(fresh, 'g:condition')).toBe('new')
    expect(field(demo, 'g:condition')).toBe('used')
    expect(field(demo, 'g:price')).toBe('47990.00 AUD')
  })

  it('a car missing a required attribute is left out with the reason, not sent half-filled', () => {
    const feed = buildGoogleFeed(channel, [
      vehicle({ id: '1' }, { vin: null }),
      vehicle({ id: '2', price: null }),
      vehicle({ id: '3', primary_image_url: null, image_urls: [] }, { imageUrls: [] }),
      vehicle({ id: '4' }, {}, null),
      vehicle({ id: '5', km: null }),
      vehicle({ id: '6', car_type: 'new', km: null }),
    ])
    expect(feed.skipped).toEqual([
      { id: '1', missing: ['vin'] },
      { id: '2', missing: ['price'] },
      { id: '3', missing: ['image_link'] },
      { id: '4', missing: ['store_code', 'vehicle_fulfillment', 'dealership_name', 'dealership_address'] },
      { id: '5', missing: ['mileage'] },
    ])
    expect(feed.items).toBe(1)
    expect(skippedSummary(feed.skipped)).toBe(
      '5; dealership_address=1, dealership_name=1, image_link=1, mileage=1, price=1, store_code=1, vehicle_fulfillment=1, vin=1',
    )
    expect(skippedSummary([])).toBe('0')
  })

  it('only passenger vehicles: motorcycles, trucks and caravans are not in the Google feed', () => {
    const feed = buildGoogleFeed(channel, [
      vehicle({ id: '1', item_type: 'motorcycle' }),
      vehicle({ id: '2', item_type: 'truck' }),
      vehicle({ id: '3', item_type: 'caravan' }),
    ])
    expect(feed.items).toBe(0)
    expect(feed.skipped).toEqual([])
  })

  it('the link template keeps an existing query', () => {
    expect(linkTemplate('https://x.au/cars/a?b=1')).toBe('https://x.au/cars/a?b=1&store={store_code}')
  })

  it('googleMissing names what an item lacks', () => {
    const item = googleItem(vehicle())
    expect(googleMissing(item)).toEqual([])
    expect(googleMissing({ ...item, children: item.children!.filter((c) => c.name !== 'g:brand') })).toEqual(['brand'])
  })
})

describe('Meta automotive catalogue feed', () => {
  it('state_of_vehicle: NEW, USED (demo too), CPO for certified used', () => {
    expect(metaStateOfVehicle('new', false)).toBe('NEW')
    expect(metaStateOfVehicle('demo', true)).toBe('USED')
    expect(metaStateOfVehicle('used', false)).toBe('USED')
    expect(metaStateOfVehicle('used', true)).toBe('CPO')
  })

  it('our values map to Meta enums', () => {
    expect(metaBodyStyle('ute')).toBe('PICKUP')
    expect(metaBodyStyle('hatch')).toBe('HATCHBACK')
    expect(metaBodyStyle('SUV')).toBe('SUV')
    expect(metaBodyStyle('tractor')).toBe('OTHER')
    expect(metaBodyStyle(null, 'truck')).toBe('TRUCK')
    for (const b of ['ute', 'suv', 'hatch', 'sedan', 'wagon', 'van', 'convertible', 'coupe'])
      expect(META_BODY_STYLES).toContain(metaBodyStyle(b))
    expect(metaFuelType('Diesel')).toBe('DIESEL')
    expect(metaFuelType('Petrol')).toBe('PETROL')
    expect(metaFuelType('Plug-in Hybrid')).toBe('PLUGIN_HYBRID')
    expect(metaFuelType('Hybrid')).toBe('HYBRID')
    expect(metaFuelType('Electric')).toBe('ELECTRIC')
    expect(metaFuelType('LPG')).toBe('OTHER')
    expect(metaTransmission('Automatic')).toBe('AUTOMATIC')
    expect(metaTransmission('Manual')).toBe('MANUAL')
    expect(metaTransmission(null)).toBe('OTHER')
    expect(metaDrivetrain('4WD')).toBe('4X4')
    expect(metaDrivetrain('AWD')).toBe('AWD')
    expect(metaDrivetrain('FWD')).toBe('FWD')
    expect(metaDrivetrain('RWD')).toBe('RWD')
  })

  it('every listing carries every required field, mileage in KM and the address components', () => {
    const feed = buildMetaFeed(channel, [vehicle(), vehicle({ id: '102', car_type: 'new', km: 5, certified: true })])
    expect(feed.items).toBe(2)
    expect(feed.skipped).toEqual([])
    expect(feed.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<listings>')).toBe(true)
    const listings = blocks(feed.body, 'listing')
    expect(listings).toHaveLength(2)
    for (const l of listings) {
      for (const name of META_REQUIRED) expect(l).toMatch(new RegExp(`<${name}[ >]`))
      expect(l).toMatch(/<mileage>\s*<value>\d+<\/value>\s*<unit>KM<\/unit>\s*<\/mileage>/)
      expect(field(l, 'price')).toMatch(/^\d+\.\d{2} AUD$/)
      expect(l).toContain('<address format="simple">')
      for (const c of ['addr1', 'city', 'region', 'postal_code', 'country'])
        expect(l).toContain(`<component name="${c}">`)
      expect(l).toMatch(/<image>\s*<url>https:\/\/www\.harbourmotors\.com\.au\/demo-images\/a\.jpg<\/url>/)
    }
    const [used, fresh] = listings as [string, string]
    expect(field(used, 'vehicle_id')).toBe('101')
    expect(field(used, 'state_of_vehicle')).toBe('USED')
    expect(field(used, 'body_style')).toBe('PICKUP')
    expect(field(used, 'exterior_color')).toBe('Glacier White')
    expect(field(used, 'vin')).toBe('MR0FZ22G701234567')
    expect(field(used, 'latitude')).toBe('-33.8151')
    expect(field(used, 'value')).toBe('45210')
    expect(used).toContain('<component name="region">NSW</component>')
    expect(used).toContain('<component name="country">AU</component>')
    expect(field(fresh, 'state_of_vehicle')).toBe('NEW')
  })

  it('a listing missing a required field is left out with the reason', () => {
    const feed = buildMetaFeed(channel, [
      vehicle({ id: '1', colour: null }),
      vehicle({ id: '2' }, {}, { ...location, lat: null, long: null }),
      vehicle({ id: '3' }, {}, { ...location, street: null }),
      vehicle({ id: '4', km: null }),
      vehicle({ id: '5', item_type: 'caravan' }),
    ])
    expect(feed.skipped).toEqual([
      { id: '1', missing: ['exterior_color'] },
      { id: '2', missing: ['latitude', 'longitude'] },
      { id: '3', missing: ['address.addr1'] },
      { id: '4', missing: ['mileage'] },
    ])
    expect(feed.items).toBe(0)
  })

  it('metaMissing names nested parts', () => {
    const l = metaListing(vehicle())
    expect(metaMissing(l)).toEqual([])
    const noUnit = {
      ...l,
      children: l.children!.map((c) => (c.name === 'mileage' ? { ...c, children: [c.children![0]!] } : c)),
    }
    expect(metaMissing(noUnit)).toEqual(['mileage.unit'])
  })
})
