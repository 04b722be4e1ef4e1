import type { Metadata } from 'next'

import { postcodeGeocoder } from '@/data/geo/geocoder'
import { siteLocations } from '@/data/locations'
import { validatePostcode } from '@/domain/delivery'
import type { LatLng } from '@/domain/delivery'
import { GeocodeError, INVALID_POSTCODE } from '@/domain/locations/geocode'
import { nearestLocations } from '@/domain/locations/nearest'
import { phonesShownOnce } from '@/domain/locations/phones'
import { DealerLocator } from '@/modules/locations/components/DealerLocator'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Find a dealership near you' }

type Search = Promise<Record<string, string | string[] | undefined>>

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''

/**
 * The dealer locator (/dealer-locator and /dealerships): the tenant's locations nearest a postcode (?postcode=, a
 * plain GET form that works without JS) or the shopper's position (?lat=&lng=, from 'Use my location'), by
 * haversine distance, every visible location listed (those without coordinates last). Unknown postcode, or one that
 * names no place → 'Invalid postcode' (ERR-15) and no distances; a malformed one → the 4-digit message. The page's
 * HTML depends only on its URL, so the page cache may keep each query state.
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
  // every location the site counts is listed; LOC-18: a number two locations share is shown once, on the sales
  // yard, else the service centre
  const rank = (l: { type: string | null }) => {
    const i = ['sales', 'service', 'parts'].indexOf(l.type ?? '')
    return i === -1 ? 3 : i
  }
  const listed = phonesShownOnce(locations, rank)
  const results = origin ? nearestLocations(origin, listed) : null
  return (
    <DealerLocator
      postcode={raw}
      {...{ error, originLabel, results }}
      all={listed}
      byAppointment={tenant.config.hours.closedAsByAppointment}
      minRating={tenant.config.reviews.minRating}
    />
  )
}
