import {
  GOOGLE_REQUIRED,
  GOOGLE_VEHICLE_CATEGORY,
  buildGoogleFeed,
  googleCondition,
  googleItem,
  googleMissing,
  linkTemplate,
  skippedSummary,
} from '@/domain/feeds/google'

import { ORIGIN, blocks, channel, field, vehicle } from './fixtures'

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
