/**
 * What the locations screens show of a location document (LOC-13): one shape for the carousel, the location page and
 * the dealer locator. Pure: the data layer reads the tenant's documents and passes them in.
 */
import type { HoursRow } from './hours'
import { dedupePhones } from './phones'

export type LocationType = 'sales' | 'service' | 'parts' | 'car-buying'

export type SpecialHours = {
  date: string
  label: string | null
  status: 'Open' | 'Closed'
  open: string | null
  close: string | null
}

export type SiteLocation = {
  id: number
  slug: string
  name: string
  type: LocationType | null
  subtype: string | null
  primary: boolean
  dealershipId: number | null
  street: string | null
  city: string | null
  state: string | null
  postcode: string | null
  /** '1 Main St, Parramatta, NSW 2150' */
  address: string
  lat: number | null
  lng: number | null
  /** LOC-18: the location's numbers with duplicates (same digits) removed */
  phones: string[]
  hours: HoursRow[]
  specialHours: SpecialHours[]
  averageRating: number | null
  reviewCount: number | null
  imageUrl: string | null
  placeUrl: string | null
  manufacturerIds: number[]
  /** The motor dealer licence the location trades under (LOC-13 dealer_license_number), or null. */
  dealerLicence: string | null
}

/** A location document's address (collections/Locations) as the site reads it. */
export type LocationAddressLike = {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  lat?: number | null
  long?: number | null
  place_id?: string | null
  place_url?: string | null
}

export type LocationDocLike = {
  id: number
  slug?: string | null
  name: string
  dealership?: number | { id: number } | null
  location_type?: LocationType | null
  location_subtype?: string | null
  primary?: boolean | null
  manufacturers?: (number | { id: number })[] | null
  image_url?: string | null
  dealer_license_number?: string | null
  average_rating?: number | null
  review_count?: number | null
  address?: LocationAddressLike | null
  contact_detail?: {
    phone?: string | null
    landline_phone?: string | null
    opening_hours?: HoursRow[] | null
  } | null
  special_hours?:
    | {
        date: string
        label?: string | null
        status: 'Open' | 'Closed'
        start_hour?: string | null
        end_hour?: string | null
      }[]
    | null
}

const idOf = (v: number | { id: number } | null | undefined) => (typeof v === 'number' ? v : (v?.id ?? null))
const text = (v: string | null | undefined) => v?.trim() || null
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export function siteLocationOf(d: LocationDocLike, imageUrl: string | null = null): SiteLocation {
  const a = d.address ?? {}
  return {
    id: d.id,
    slug: d.slug ?? '',
    name: d.name,
    type: d.location_type ?? null,
    subtype: text(d.location_subtype),
    primary: !!d.primary,
    dealershipId: idOf(d.dealership),
    street: text(a.street),
    city: text(a.city),
    state: text(a.state),
    postcode: text(a.postcode),
    address: [a.street, a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    lat: num(a.lat),
    lng: num(a.long),
    phones: dedupePhones([d.contact_detail?.phone, d.contact_detail?.landline_phone]),
    hours: (d.contact_detail?.opening_hours ?? []).map((r) => ({
      weekday: r.weekday,
      status: r.status,
      open: r.open ?? null,
      close: r.close ?? null,
      formated_hours: r.formated_hours ?? null,
    })),
    specialHours: (d.special_hours ?? [])
      .map((s) => ({
        date: s.date.slice(0, 10),
        label: text(s.label),
        status: s.status,
        open: s.start_hour ?? null,
        close: s.end_hour ?? null,
      }))
      .sort((x, y) => x.date.localeCompare(y.date)),
    averageRating: num(d.average_rating),
    reviewCount: num(d.review_count),
    imageUrl: imageUrl ?? text(d.image_url),
    placeUrl: text(a.place_url),
    manufacturerIds: (d.manufacturers ?? []).flatMap((m) => {
      const id = idOf(m)
      return id === null ? [] : [id]
    }),
    dealerLicence: text(d.dealer_license_number),
  }
}

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  'car-buying': 'Car buying',
}

/** Google Maps directions to a location (LOC-01 'Get Directions'): its coordinates, else its address. */
export function directionsUrl(l: Pick<SiteLocation, 'lat' | 'lng' | 'address' | 'name'>): string {
  const dest = l.lat !== null && l.lng !== null ? `${l.lat},${l.lng}` : `${l.name}, ${l.address}`
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(dest)}`
}

/** The locations at the same street address (LOC-05: the hours dropdown by location type), the given one first. */
export function sameAddress(l: SiteLocation, all: readonly SiteLocation[]): SiteLocation[] {
  const key = (x: SiteLocation) => `${(x.street ?? '').toLowerCase()}|${x.postcode ?? ''}`
  return [l, ...all.filter((x) => x.id !== l.id && x.street && key(x) === key(l))]
}

/** Upcoming special hours (today onwards, by date) for the holiday-hours modal (LOC-11). `today` is 'YYYY-MM-DD'. */
export function upcomingSpecialHours(list: readonly SpecialHours[], today: string): SpecialHours[] {
  return list.filter((s) => s.date >= today)
}
