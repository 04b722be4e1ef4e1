/**
 * The three demo tenants: their settings, dealerships and locations (plain data, no Payload calls).
 */
import type { Tenant } from '../payload-types'
import { TENANT_LOGOS } from '../src/demo/logos'
import { themedArtFile } from '../src/demo/placeholderImage'
import { FINANCE_CONTENT, MONTHLY_FEES } from './financeContent'

export type TenantSlug = 'harbour' | 'coastal-mazda' | 'westside-used'

type TenantData = Omit<Tenant, 'id' | 'createdAt' | 'updatedAt'>
type Tri = 'default' | 'on' | 'off'

export interface HoursRow {
  weekday: number
  status: 'Open' | 'Closed'
  open?: string
  close?: string
  formated_hours: string
}

export interface LocationDef {
  key: string
  name: string
  location_type: 'sales' | 'service' | 'parts' | 'car-buying'
  location_subtype?: string
  primary?: boolean
  visible?: boolean
  /** Manufacturer slugs this location sells or services. */
  makes: string[]
  dealer_license_number?: string
  motor_vehicle_repairer?: string
  image: number
  average_rating: number
  review_count: number
  address: { street: string; city: string; state: string; postcode: string; lat: number; long: number }
  phone: string
  landline_phone?: string
  hours: HoursRow[]
  /** Keys of other locations of the tenant (test-drive / delivery points). */
  distribution?: string[]
  /** The location's Business Profile store code (Tenants → Feeds → Store codes: Google's store_code, Meta's dealer_id). */
  storeCode?: string
}

export interface DealershipDef {
  key: string
  name: string
  slug: string
  makes: string[]
  average_rating: number
  review_count: number
  phone: string
  reveal_phone_at_once?: boolean
  primary_city: string
  service_booking_url?: string
  /** Two-letter stock number prefix. */
  stockPrefix: string
  locations: LocationDef[]
}

export interface TenantDef {
  slug: TenantSlug
  data: TenantData
  dealerships: DealershipDef[]
}

/** Every flag at 'default'; each tenant overrides a few. */
function flags(overrides: {
  features?: Partial<TenantData['features']>
  gating?: Partial<TenantData['gating']>
  finance?: Partial<TenantData['finance']>
  prices?: Partial<TenantData['prices']>
  stock?: Partial<TenantData['stock']>
  vehicle?: Partial<TenantData['vehicle']>
  phones?: Partial<TenantData['phones']>
  forms?: Partial<TenantData['forms']>
  share?: Partial<TenantData['share']>
  reviews?: TenantData['reviews']
  hours?: Partial<TenantData['hours']>
  chat?: Partial<TenantData['chat']>
  payments?: Partial<TenantData['payments']>
}): Pick<
  TenantData,
  | 'features'
  | 'gating'
  | 'finance'
  | 'prices'
  | 'stock'
  | 'vehicle'
  | 'phones'
  | 'forms'
  | 'share'
  | 'reviews'
  | 'hours'
  | 'chat'
  | 'payments'
> {
  const d: Tri = 'default'
  return {
    features: {
      garage_enabled: d,
      watchlist: d,
      compare: d,
      reserve: d,
      buy_online: d,
      checkout_path: 'default',
      trade_in: d,
      subscriptions: d,
      group_stats: d,
      electric_tag: d,
      used_car_routes: d,
      assistant: d,
      ...overrides.features,
    },
    payments: { provider: 'none', ...overrides.payments },
    gating: { checkout: d, finance: d, spin_to_win: d, trade_in: d, sell_my_car: d, ...overrides.gating },
    finance: {
      calculator: d,
      pre_approval: d,
      quote_provider: d,
      default_frequency: 'default',
      round_up: d,
      disclaimer_collapse: d,
      availability_rule: 'default',
      excluded_site: d,
      amount_max_follows_price: d,
      card_repayment: d,
      enquiry_path: 'default',
      ...overrides.finance,
    },
    prices: { visible: d, price_sort_positive_only: d, ...overrides.prices },
    stock: { random_brand_promos: d, save_used_priced_only: d, ...overrides.stock },
    vehicle: {
      gallery_start_view: 'default',
      layout: 'default',
      sticky_bottom_bar: d,
      show_unregistered: d,
      show_dealership_link: d,
      similar_match: 'default',
      similar_only_load_in_view: d,
      ...overrides.vehicle,
    },
    phones: { filter_by_car_type: d, reveal_at_once: d, ...overrides.phones },
    forms: { enquiry_message_required: d, terms_required: d, enquire_button_text: 'default', ...overrides.forms },
    share: { hide_twitter: d, copy_toast: d, ...overrides.share },
    reviews: { ...overrides.reviews },
    hours: { closed_as_by_appointment: d, ...overrides.hours },
    chat: { enabled: d, ...overrides.chat },
  }
}

function fmt(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const suffix = h >= 12 ? 'pm' : 'am'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`
}

const open = (weekday: number, from: string, to: string): HoursRow => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
  formated_hours: `${fmt(from)} - ${fmt(to)}`,
})
const closed = (weekday: number): HoursRow => ({ weekday, status: 'Closed', formated_hours: 'Closed' })
const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((d) => open(d, from, to))

/** Sales: Mon–Fri 08:30–17:30, Sat 08:30–16:00, Sun closed. */
export const SALES_HOURS: HoursRow[] = [closed(0), ...weekdays('08:30', '17:30'), open(6, '08:30', '16:00')]
/** Service: Mon–Fri 07:30–17:30, closed weekends. */
export const SERVICE_HOURS: HoursRow[] = [closed(0), ...weekdays('07:30', '17:30'), closed(6)]
/** Parts: Mon–Fri 08:00–17:00, Sat 08:00–12:00. */
export const PARTS_HOURS: HoursRow[] = [closed(0), ...weekdays('08:00', '17:00'), open(6, '08:00', '12:00')]

/** Holiday hours every location carries (dates at 00:00 UTC, i.e. that day in Australia). */
export const SPECIAL_HOURS = [
  {
    date: '2026-12-24T00:00:00.000Z',
    label: 'Christmas Eve',
    status: 'Open' as const,
    start_hour: '08:30',
    end_hour: '14:00',
  },
  { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'Closed' as const },
  { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'Closed' as const },
  { date: '2027-01-01T00:00:00.000Z', label: "New Year's Day", status: 'Closed' as const },
]

// No tenant has `domains` here: the demo's sites are {slug}.localhost, and every link the demo makes (emails, canonical
// URLs, feeds) must lead to them. A live tenant's own domains are set in the admin (Tenants → Domains).
export const TENANTS: TenantDef[] = [
  {
    slug: 'harbour',
    data: {
      name: 'Harbour Auto Group',
      slug: 'harbour',
      template: 'group',
      dealer_group: 'harbour-group',
      tagline: "Sydney's home of new and used cars",
      address: { city: 'Parramatta', state: 'nsw' },
      time_zone: 'Australia/Sydney',
      youtube_url: 'https://www.youtube.com/@harbourautogroup',
      theme: { primary: '#0b2545', accent: '#c9a227', surface: '#ffffff', text: '#1a1a1a' },
      ...flags({
        // reserve online with the built-in test processor, the default $200 deposit (RES-04)
        features: { reserve: 'on', reserve_amount: 200 },
        payments: { provider: 'test' },
        phones: {
          new_phone: '02 9630 1100',
          used_phone: '02 9630 1122',
          demo_phone: '02 9630 1133',
          filter_by_car_type: 'on',
        },
        finance: {
          provider_key: 'angle',
          availability_rule: 'year_price_comparison',
          // FIN-16: the group sells cars above $100,000; its calculator's maximum follows the price (1.05 ×)
          amount_max_follows_price: 'on',
          ...FINANCE_CONTENT.harbour,
        },
      }),
    },
    dealerships: [
      {
        key: 'toyota',
        name: 'Harbour Toyota Parramatta',
        slug: 'harbour-toyota-parramatta',
        makes: ['toyota'],
        average_rating: 4.7,
        review_count: 1284,
        phone: '02 9630 1100',
        primary_city: 'Parramatta',
        stockPrefix: 'HT',
        locations: [
          {
            key: 'toyota-sales',
            storeCode: 'HT-PAR-S01',
            name: 'Harbour Toyota Parramatta',
            location_type: 'sales',
            primary: true,
            makes: ['toyota'],
            dealer_license_number: 'MD 012345',
            motor_vehicle_repairer: 'MVRL 45012',
            image: 1,
            average_rating: 4.7,
            review_count: 1284,
            address: {
              street: '120 Church Street',
              city: 'Parramatta',
              state: 'NSW',
              postcode: '2150',
              lat: -33.8148,
              long: 151.0036,
            },
            phone: '02 9630 1100',
            hours: SALES_HOURS,
            distribution: ['mazda-sales', 'hyundai-sales'],
          },
          {
            key: 'toyota-service',
            storeCode: 'HT-ROS-V01',
            name: 'Harbour Toyota Service Centre Rosehill',
            location_type: 'service',
            makes: ['toyota'],
            motor_vehicle_repairer: 'MVRL 45012',
            image: 2,
            average_rating: 4.5,
            review_count: 642,
            address: {
              street: '44 James Ruse Drive',
              city: 'Rosehill',
              state: 'NSW',
              postcode: '2142',
              lat: -33.8207,
              long: 151.0237,
            },
            phone: '02 9630 1150',
            hours: SERVICE_HOURS,
          },
          {
            key: 'toyota-parts',
            storeCode: 'HT-PAR-P01',
            name: 'Harbour Toyota Genuine Parts',
            location_type: 'parts',
            makes: ['toyota'],
            image: 3,
            average_rating: 4.6,
            review_count: 118,
            address: {
              street: '44 James Ruse Drive',
              city: 'Rosehill',
              state: 'NSW',
              postcode: '2142',
              lat: -33.8209,
              long: 151.024,
            },
            // Same number as the service centre in another format: the site de-duplicates phones by digits.
            phone: '+61 2 9630 1150',
            hours: PARTS_HOURS,
          },
        ],
      },
      {
        key: 'mazda',
        name: 'Harbour Mazda Chatswood',
        slug: 'harbour-mazda-chatswood',
        makes: ['mazda'],
        average_rating: 4.6,
        review_count: 873,
        phone: '02 9411 2200',
        primary_city: 'Chatswood',
        stockPrefix: 'HM',
        locations: [
          {
            key: 'mazda-sales',
            storeCode: 'HM-CHA-S01',
            name: 'Harbour Mazda Chatswood',
            location_type: 'sales',
            makes: ['mazda'],
            dealer_license_number: 'MD 023456',
            image: 4,
            average_rating: 4.6,
            review_count: 873,
            address: {
              street: '710 Pacific Highway',
              city: 'Chatswood',
              state: 'NSW',
              postcode: '2067',
              lat: -33.7961,
              long: 151.1799,
            },
            phone: '02 9411 2200',
            hours: SALES_HOURS,
          },
          {
            key: 'mazda-service',
            storeCode: 'HM-ART-V01',
            name: 'Harbour Mazda Service Artarmon',
            location_type: 'service',
            location_subtype: 'service-and-parts',
            makes: ['mazda'],
            motor_vehicle_repairer: 'MVRL 51877',
            image: 5,
            average_rating: 4.4,
            review_count: 391,
            address: {
              street: '18 Reserve Road',
              city: 'Artarmon',
              state: 'NSW',
              postcode: '2064',
              lat: -33.8127,
              long: 151.1853,
            },
            phone: '02 9411 2250',
            hours: SERVICE_HOURS,
          },
        ],
      },
      {
        key: 'hyundai',
        name: 'Harbour Hyundai Penrith',
        slug: 'harbour-hyundai-penrith',
        makes: ['hyundai'],
        average_rating: 4.5,
        review_count: 655,
        phone: '02 4721 3300',
        primary_city: 'Penrith',
        stockPrefix: 'HH',
        locations: [
          {
            key: 'hyundai-sales',
            storeCode: 'HH-PEN-S01',
            name: 'Harbour Hyundai Penrith',
            location_type: 'sales',
            makes: ['hyundai'],
            dealer_license_number: 'MD 034567',
            image: 6,
            average_rating: 4.5,
            review_count: 655,
            address: {
              street: '95 Mulgoa Road',
              city: 'Penrith',
              state: 'NSW',
              postcode: '2750',
              lat: -33.7577,
              long: 150.6858,
            },
            phone: '02 4721 3300',
            hours: SALES_HOURS,
          },
          {
            key: 'hyundai-service',
            storeCode: 'HH-JAM-V01',
            name: 'Harbour Hyundai Service & Parts Jamisontown',
            location_type: 'service',
            location_subtype: 'service-and-parts',
            makes: ['hyundai'],
            motor_vehicle_repairer: 'MVRL 60231',
            image: 7,
            average_rating: 4.3,
            review_count: 208,
            address: {
              street: '12 Batt Street',
              city: 'Jamisontown',
              state: 'NSW',
              postcode: '2750',
              lat: -33.7689,
              long: 150.6803,
            },
            phone: '02 4721 3350',
            hours: SERVICE_HOURS,
          },
        ],
      },
      {
        key: 'trucks-bikes',
        name: 'Harbour Trucks & Bikes Smithfield',
        slug: 'harbour-trucks-bikes-smithfield',
        makes: ['isuzu', 'hino', 'fuso', 'kawasaki', 'yamaha', 'harley-davidson', 'jayco', 'avan'],
        average_rating: 4.4,
        review_count: 317,
        phone: '02 9725 4400',
        primary_city: 'Smithfield',
        stockPrefix: 'HB',
        locations: [
          {
            key: 'trucks-sales',
            storeCode: 'HTB-SMI-S01',
            name: 'Harbour Trucks & Bikes Smithfield',
            location_type: 'sales',
            location_subtype: 'trucks-motorcycles-caravans',
            makes: ['isuzu', 'hino', 'fuso', 'kawasaki', 'yamaha', 'harley-davidson', 'jayco', 'avan'],
            dealer_license_number: 'MD 045678',
            image: 8,
            average_rating: 4.4,
            review_count: 317,
            address: {
              street: '301 The Horsley Drive',
              city: 'Smithfield',
              state: 'NSW',
              postcode: '2164',
              lat: -33.8524,
              long: 150.9385,
            },
            phone: '02 9725 4400',
            hours: SALES_HOURS,
          },
          {
            key: 'trucks-service',
            storeCode: 'HTB-WET-V01',
            name: 'Harbour Truck Service Wetherill Park',
            location_type: 'service',
            makes: ['isuzu', 'hino', 'fuso'],
            motor_vehicle_repairer: 'MVRL 72110',
            image: 9,
            average_rating: 4.2,
            review_count: 96,
            address: {
              street: '7 Cowpasture Place',
              city: 'Wetherill Park',
              state: 'NSW',
              postcode: '2164',
              lat: -33.8434,
              long: 150.8996,
            },
            phone: '02 9725 4450',
            hours: SERVICE_HOURS,
          },
        ],
      },
    ],
  },
  {
    slug: 'coastal-mazda',
    data: {
      name: 'Coastal Mazda',
      slug: 'coastal-mazda',
      template: 'brand',
      dealer_group: 'harbour-group',
      tagline: 'Your Gold Coast Mazda dealer',
      manufacturer_name: 'Mazda',
      address: { city: 'Southport', state: 'qld' },
      time_zone: 'Australia/Brisbane',
      youtube_url: 'https://www.youtube.com/@coastalmazda',
      theme: { primary: '#a6192e', accent: '#36454f', surface: '#ffffff', text: '#1c1c1c' },
      ...flags({
        features: { reserve: 'on', reserve_amount: 500 },
        payments: { provider: 'test' },
        finance: {
          provider_key: 'angle',
          default_rate: 8.5,
          monthly_fee: MONTHLY_FEES['coastal-mazda'],
          availability_rule: 'price_weekly',
          enquiry_path: 'finance_pre_approval',
          ...FINANCE_CONTENT['coastal-mazda'],
        },
        stock: { random_brand_promos: 'on' },
      }),
    },
    dealerships: [
      {
        key: 'coastal',
        name: 'Coastal Mazda',
        slug: 'coastal-mazda-southport',
        makes: ['mazda'],
        average_rating: 4.8,
        review_count: 1046,
        phone: '07 5591 6600',
        primary_city: 'Southport',
        // RTE-37: this brand's service is booked on the manufacturer's dealer booking system
        service_booking_url: 'https://service-booking.coastalmazda.example/southport',
        stockPrefix: 'CM',
        locations: [
          {
            key: 'coastal-sales',
            storeCode: 'CM-SOU-S01',
            name: 'Coastal Mazda Southport',
            location_type: 'sales',
            primary: true,
            makes: ['mazda'],
            dealer_license_number: 'Motor Dealer Licence 3123456',
            image: 10,
            average_rating: 4.8,
            review_count: 1046,
            address: {
              street: '88 Nerang Street',
              city: 'Southport',
              state: 'QLD',
              postcode: '4215',
              lat: -27.9716,
              long: 153.4052,
            },
            phone: '07 5591 6600',
            hours: SALES_HOURS,
          },
          {
            key: 'coastal-service',
            storeCode: 'CM-MOL-V01',
            name: 'Coastal Mazda Service Molendinar',
            location_type: 'service',
            makes: ['mazda'],
            motor_vehicle_repairer: 'MVR 88412',
            image: 11,
            average_rating: 4.6,
            review_count: 402,
            address: {
              street: '25 Hilldon Court',
              city: 'Molendinar',
              state: 'QLD',
              postcode: '4214',
              lat: -27.9739,
              long: 153.3648,
            },
            phone: '07 5591 6650',
            hours: SERVICE_HOURS,
          },
          {
            key: 'coastal-parts',
            storeCode: 'CM-SOU-P01',
            name: 'Coastal Mazda Parts & Accessories',
            location_type: 'parts',
            makes: ['mazda'],
            image: 12,
            average_rating: 4.7,
            review_count: 87,
            address: {
              street: '25 Hilldon Court',
              city: 'Molendinar',
              state: 'QLD',
              postcode: '4214',
              lat: -27.9741,
              long: 153.3651,
            },
            phone: '07 5591 6670',
            hours: PARTS_HOURS,
          },
        ],
      },
    ],
  },
  {
    slug: 'westside-used',
    data: {
      name: 'Westside Used Cars',
      slug: 'westside-used',
      template: 'used',
      dealer_group: 'westside',
      tagline: "Perth's quality used cars, checked and ready",
      address: { city: 'Burswood', state: 'wa' },
      time_zone: 'Australia/Perth',
      theme: { primary: '#1e7d46', accent: '#0f5132', surface: '#ffffff', text: '#14241a' },
      ...flags({
        // buy online (RTE-12) with the test payment provider: the demo's online purchase
        features: { garage_enabled: 'off', buy_online: 'on' },
        payments: { provider: 'test' },
        prices: { no_price_text: "Call for today's price" },
        finance: {
          provider_key: 'manual',
          availability_rule: 'in_stock',
          quote_provider: 'on',
          // FIN-45: the quote provider quotes over 5 years; the site's own figures use the same term
          default_term: 5,
          ...FINANCE_CONTENT['westside-used'],
        },
        stock: {
          preferred_locations:
            'Westside Used Cars Burswood, Westside Used Cars Rockingham, Westside Used Cars Geraldton, Westside Used Cars Dianella',
        },
      }),
    },
    dealerships: [
      {
        key: 'westside',
        name: 'Westside Used Cars',
        slug: 'westside-used-cars',
        makes: [],
        average_rating: 4.5,
        review_count: 1520,
        phone: '08 9361 7700',
        primary_city: 'Burswood',
        stockPrefix: 'WU',
        locations: [
          {
            key: 'burswood',
            storeCode: 'WS-BUR-01',
            name: 'Westside Used Cars Burswood',
            location_type: 'sales',
            primary: true,
            makes: [],
            dealer_license_number: 'DL 12745',
            image: 13,
            average_rating: 4.6,
            review_count: 702,
            address: {
              street: '140 Great Eastern Highway',
              city: 'Burswood',
              state: 'WA',
              postcode: '6100',
              lat: -31.9591,
              long: 115.8934,
            },
            phone: '08 9361 7700',
            hours: SALES_HOURS,
            distribution: ['rockingham', 'geraldton', 'dianella'],
          },
          {
            key: 'rockingham',
            storeCode: 'WS-ROC-01',
            name: 'Westside Used Cars Rockingham',
            location_type: 'sales',
            makes: [],
            dealer_license_number: 'DL 12746',
            image: 14,
            average_rating: 4.4,
            review_count: 356,
            address: {
              street: '21 Dixon Road',
              city: 'Rockingham',
              state: 'WA',
              postcode: '6168',
              lat: -32.2762,
              long: 115.7513,
            },
            phone: '08 9527 7711',
            hours: SALES_HOURS,
          },
          {
            key: 'geraldton',
            storeCode: 'WS-GER-01',
            name: 'Westside Used Cars Geraldton',
            location_type: 'sales',
            makes: [],
            dealer_license_number: 'DL 12747',
            image: 15,
            average_rating: 4.3,
            review_count: 149,
            address: {
              street: '62 Chapman Road',
              city: 'Geraldton',
              state: 'WA',
              postcode: '6530',
              lat: -28.7742,
              long: 114.6178,
            },
            phone: '08 9921 7722',
            hours: SALES_HOURS,
          },
          {
            key: 'dianella',
            storeCode: 'WS-DIA-01',
            name: 'Westside Used Cars Dianella',
            location_type: 'sales',
            makes: [],
            dealer_license_number: 'DL 12748',
            image: 16,
            average_rating: 4.5,
            review_count: 313,
            address: {
              street: '380 Alexander Drive',
              city: 'Dianella',
              state: 'WA',
              postcode: '6059',
              lat: -31.8868,
              long: 115.8662,
            },
            phone: '08 9375 7733',
            hours: SALES_HOURS,
          },
          {
            key: 'westside-buying',
            storeCode: 'WS-BUY-01',
            name: 'Westside Car Buying Centre',
            location_type: 'car-buying',
            makes: [],
            image: 17,
            average_rating: 4.7,
            review_count: 88,
            address: {
              street: '138 Great Eastern Highway',
              city: 'Burswood',
              state: 'WA',
              postcode: '6100',
              lat: -31.9587,
              long: 115.893,
            },
            phone: '08 9361 7790',
            hours: SALES_HOURS,
          },
        ],
      },
    ],
  },
]

/**
 * The tenant's logo as a Media upload (an SVG wordmark from src/demo/logos), for Tenants → theme.logo. The seed
 * creates the media document under the tenant and points theme.logo at it; the header shows it (theme.logoUrl).
 */
export function tenantLogoUpload(slug: TenantSlug): {
  alt: string
  file: { data: Buffer; mimetype: string; name: string; size: number }
} {
  const logo = TENANT_LOGOS[slug]!
  const data = Buffer.from(logo.svg, 'utf8')
  return {
    alt: `${logo.name} logo`,
    file: { data, mimetype: 'image/svg+xml', name: `${slug}-logo.svg`, size: data.length },
  }
}

/**
 * A promo or hero demo picture in the tenant's theme colours, as a plain path:
 * tenantArt('harbour', 'promo', 1) → '/demo-images/promo-1-0b2545-c9a227.jpg'.
 */
export function tenantArt(slug: TenantSlug, kind: 'promo' | 'hero', seed: number): string {
  const theme = TENANTS.find((t) => t.slug === slug)!.data.theme
  return `/demo-images/${themedArtFile(kind, seed, { primary: theme?.primary ?? '#0b3d91', accent: theme?.accent ?? '#f2a900' })}`
}
