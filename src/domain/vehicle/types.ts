/**
 * The vehicle as the detail page, the print page and the calculators see it (spec §3 Vehicle), reshaped from the
 * Payload document at the data edge (src/data/vehicles.ts). Spec words for the fields; optional shapes that vary
 * by provider are typed loosely and validated by the rule that reads them.
 */
import type { CarType, VehicleStatus } from '../search/types'

export interface VehicleImage {
  url: string
  thumbUrl: string
}

/** A hotspot on the spinner or the interior image: a description and a position per angle (VDP-15). */
export interface Hotspot {
  description: string
  /** Keyed by frame index for exterior hotspots ('0', '1', …); interior hotspots use key 'interior'. */
  positions: Record<string, { x: number; y: number }>
}

/** One lender's data for the car (FIN-10), keyed by provider in VehicleDetail.financeLenders. */
export interface LenderData {
  deposit?: number | null
  termYears?: number | null
  termMonths?: number | null
  termWeeks?: number | null
  interestRate?: number | null
  comparisonRate?: number | null
  establishmentFees?: number | null
  paymentWeek?: number | null
  paymentMonth?: number | null
  balloon?: number | null
  totalPayable?: number | null
  financeProvider?: string | null
  disclaimer?: string | null
  [term: string]: unknown
}

/** Market data behind the price gauge (PRC-12) and the below-market indicator (PRC-09/10). */
export interface MarketData {
  fill?: number | null
  listing_price?: number | null
  market_range_min?: number | null
  market_range_max?: number | null
  confidence?: number | null
  description?: string | null
  state_average_market_price?: number | null
  average_market_price?: number | null
}

export interface VehicleLocation {
  id: string
  name: string
  slug: string | null
  phone: string | null
  city: string | null
  state: string | null
  address: string | null
  lat: number | null
  lng: number | null
}

export interface VehicleDetail {
  id: string
  tenantId: string
  slug: string
  name: string
  year: number | null
  make: string | null
  model: string | null
  badge: string | null
  series: string | null
  colour: string | null
  interiorColour: string | null
  km: number | null
  price: number | null
  beforePrice: number | null
  /** A price drop's "was" price and when it came (src/domain/vehicle/priceDrop.ts decides whether it shows). */
  wasPrice: number | null
  priceDroppedAt: string | null
  offerPrice: number | null
  subscriptionPrice: number | null
  preorder: boolean
  priceType: string | null
  stocknum: string | null
  vin: string | null
  regplate: string | null
  /** ISO date or null. */
  regoExpiry: string | null
  buildDate: string | null
  complianceDate: string | null
  nvic: string | null
  status: VehicleStatus
  carType: CarType
  itemType: 'car' | 'motorcycle' | 'truck' | 'caravan'
  tag: string | null
  reserved: boolean
  sold: boolean
  certified: boolean
  /** History report link (VDP-60). */
  file: string | null
  views: number
  /** ISO timestamps. */
  createdAt: string
  updatedAt: string
  images: VehicleImage[]
  primaryImageUrl: string | null
  videoUrl: string | null
  externalVideoUrl: string | null
  spinImages: string[]
  spinInteriorImage: string | null
  hotspots: { exterior: Hotspot[]; interior: Hotspot[] }
  standardEquipment: string[]
  dealerComments: string | null
  simpleBody: string | null
  simpleTransmission: string | null
  trans: string | null
  simpleFuel: string | null
  simpleDrive: string | null
  drive: string | null
  fuel: string | null
  seats: number | null
  doors: number | null
  engineSize: number | null
  engineSizeLitres: number | null
  gearnum: number | null
  bodyconfiguration: string | null
  manufacturerBody: string | null
  /** Variant specs (cylinders, fuelconsumptioncombined, …) as stored: values may be strings, numbers or null. */
  variant: Record<string, unknown>
  /** Caravan specifications (VDP-24). */
  specifications: Record<string, unknown>
  location: VehicleLocation | null
  city: string | null
  state: string | null
  dealershipId: string | null
  dealershipSlug: string | null
  dealershipName: string | null
  /** The dealership's primary city, for the 'Located at {city}' bar (VDP-45). */
  dealershipCity: string | null
  dealershipPhone: string | null
  /** VDP-37: this dealership shows its number without a click. */
  dealershipRevealsPhone: boolean
  /** RTE-15: the dealership's own finance enquiry page key (FINANCE_ENQUIRY_PAGES), or null for the site's. */
  dealershipFinancePage?: string | null
  financeLenders: Record<string, LenderData>
  youxQuote: {
    weeklyRepaymentAmount?: number | null
    comparisonRate?: number | null
    advertisedRate?: number | null
  } | null
  market: MarketData
}
