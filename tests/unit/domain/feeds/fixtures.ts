/** Shared fixtures of the feed builders' unit tests: a search document, a location, a feed vehicle, XML probes. */
import type { SearchDoc } from '@/domain/search/types'
import { toFeedVehicle, type FeedLocation, type FeedVehicleExtra } from '@/domain/feeds/vehicle'

export const ORIGIN = 'https://www.harbourmotors.com.au'

export function searchDoc(over: Partial<SearchDoc> = {}): SearchDoc {
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
    was_price: null,
    price_dropped_at: null,
    subscription_price: null,
    preorder: false,
    price_type: 'drive_away',
    price_range: null,
    weekly_figure: null,
    quote_rate: null,
    quote_comparison_rate: null,
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

export const location: FeedLocation = {
  id: '5',
  name: 'Harbour Parramatta',
  storeCode: 'harbour-parramatta',
  storeCodeSet: true,
  street: '12 Church St',
  city: 'Parramatta',
  state: 'nsw',
  postcode: '2150',
  lat: -33.8151,
  long: 151.0011,
  phone: '02 9000 0000',
  placeId: null,
}

export const extra = (over: Partial<FeedVehicleExtra> = {}): FeedVehicleExtra => ({
  vin: 'mr0fz22g701234567',
  description: null,
  locationId: '5',
  imageUrls: ['/demo-images/a.jpg', '/demo-images/b.jpg', '/demo-images/c.jpg'],
  ...over,
})

export const vehicle = (
  doc: Partial<SearchDoc> = {},
  more: Partial<FeedVehicleExtra> = {},
  loc: FeedLocation | null = location,
) => toFeedVehicle(searchDoc(doc), extra(more), loc, ORIGIN)

export const channel = { title: 'Harbour Motors', link: `${ORIGIN}/`, sellsOnline: false }

/** Every <item>/<listing> block of a feed, as text. */
export const blocks = (xml: string, tag: string) => xml.match(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, 'g')) ?? []
export const field = (block: string, name: string) =>
  new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(block)?.[1]
