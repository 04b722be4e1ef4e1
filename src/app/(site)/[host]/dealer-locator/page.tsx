import type { Metadata } from 'next'

import { postcodeGeocoder } from '@/data/geo/geocoder'
import { siteLocations } from '@/data/locations'
import { validatePostcode } from '@/domain/delivery'
import type { LatLng } from '@/domain/delivery'
import { GeocodeError, INVALID_POSTCODE } from '@/domain/locations/geocode'
import { nearestLocations } from '@/domain/locations/nearest'
import { dedupeByPhone } from '@/domain/locations/phones'
import { DealerLocator } from '@/modules/locations/components/DealerLocator'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Find a dealership near you' }

type Search = Promise<Record<string, string | string[] | undefined>>

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''

/**
 * The dealer locator (/dealer-locator and /dealerships): the tenant's locations nearest a postcode (?postcode=, a
 * plain GET form that works without JS) or the shopper's position (?lat=&lng=, from 'Use my location'), by
 * haversine distance. Unknown postcode → 'Invalid postcode' (ERR-15); a malformed one → the 4-digit message. The
 * page's HTML depends only on its URL, so the page cache may keep each query state.
 */
export default async function Page({ params, searchParams }: { params: HostParams; searchParams: Search }) {
  const tenant = await tenantPage(params)
  const q = await searchParams
  const raw = one(q.postcode)
  const locations = await siteLocations(tenant.id)
  let origin: LatLng | null = null
  let error: string | null = null
  let originLabel: string | null = null
  if (raw) {
    const check = validatePostcode(raw)
    if (!check.ok) error = check.error
    else {
      try {
        origin = await postcodeGeocoder().geocodePostcode(check.postcode)
        originLabel = check.postcode
      } catch (e) {
        error = e instanceof GeocodeError ? e.message : INVALID_POSTCODE
      }
    }
  } else {
    const lat = Number(one(q.lat))
    const lng = Number(one(q.lng))
    if (one(q.lat) && one(q.lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      origin = { lat, lng }
      originLabel = 'your location'
    }
  }
  // LOC-18: one card per phone number; where two share one, the sales yard, then the service centre, is kept
  const rank = (t: string | null) => {
    const i = ['sales', 'service', 'parts'].indexOf(t ?? '')
    return i === -1 ? 3 : i
  }
  const listed = dedupeByPhone(
    [...locations].sort((a, b) => rank(a.type) - rank(b.type)).map((l) => ({ ...l, phone: l.phones[0] ?? null })),
  )
  const results = origin ? nearestLocations(origin, listed) : null
  return (
    <DealerLocator
      postcode={raw}
      error={error}
      originLabel={originLabel}
      results={results}
      all={listed}
      byAppointment={tenant.config.hours.closedAsByAppointment}
      minRating={tenant.config.reviews.minRating}
    />
  )
}
