/**
 * A location's structured data: schema.org AutoDealer (a LocalBusiness) with its address, phone, geo point, rating
 * and openingHoursSpecification (one entry per open day). Pure.
 */
import { DAY_NAMES, minutesOf, type HoursRow } from './hours'

export type LocationLdSource = {
  name: string
  url: string
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  phone?: string | null
  lat?: number | null
  lng?: number | null
  image?: string | null
  averageRating?: number | null
  reviewCount?: number | null
  hours: readonly HoursRow[]
}

export function openingHoursSpecification(rows: readonly HoursRow[]) {
  return rows
    .filter((r) => r.status !== 'Closed' && minutesOf(r.open) !== null && minutesOf(r.close) !== null)
    .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))
    .map((r) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[r.weekday]}`,
      opens: r.open!.padStart(5, '0'),
      closes: r.close!.padStart(5, '0'),
    }))
}

export function locationJsonLd(l: LocationLdSource): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: l.name,
    url: l.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: l.street ?? undefined,
      addressLocality: l.city ?? undefined,
      addressRegion: l.state ?? undefined,
      postalCode: l.postcode ?? undefined,
      addressCountry: 'AU',
    },
    openingHoursSpecification: openingHoursSpecification(l.hours),
  }
  if (l.phone) ld.telephone = l.phone
  if (l.image) ld.image = l.image
  if (typeof l.lat === 'number' && typeof l.lng === 'number')
    ld.geo = { '@type': 'GeoCoordinates', latitude: l.lat, longitude: l.lng }
  if (typeof l.averageRating === 'number' && l.averageRating > 0 && (l.reviewCount ?? 0) > 0)
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(l.averageRating * 10) / 10,
      reviewCount: l.reviewCount,
    }
  return ld
}
