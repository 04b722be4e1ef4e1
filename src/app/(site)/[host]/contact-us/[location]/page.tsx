import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLdScripts } from '@/components/ui/JsonLdScripts'
import { siteLocationBySlug } from '@/data/locations'
import { shownReviews } from '@/data/reviews'
import { siteOrigin } from '@/data/tenants'
import { timeZoneForState } from '@/domain/locations/hours'
import { LOCATION_TYPE_LABELS } from '@/domain/locations/siteLocation'
import { showsStars } from '@/domain/reviews/reviews'
import { locationJsonLd } from '@/domain/seo/structuredData'
import { LeadPage } from '@/modules/leads/components/LeadPage'
import { HoursPanel } from '@/modules/locations/components/HoursPanel.client'
import { LocationSummary } from '@/modules/locations/components/LocationSummary'
import { ReviewsSection } from '@/modules/reviews/components/ReviewsSection'

import { siteTenant, tenantPage } from '../../tenantPage'

type Props = { params: Promise<{ host: string; location: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await siteTenant(params)
  const found = tenant ? await siteLocationBySlug(tenant.id, decodeURIComponent((await params).location)) : null
  return found ? { title: `Contact ${found.location.name}` } : {}
}

/**
 * RTE-27: a location's page: the rating banner (LOC-04), address, phones, directions, the opening-hours table with a
 * dropdown by location type for the locations at the same address (LOC-05), today's state in the location's own zone,
 * holiday hours (LOC-11), the location's reviews (CMS-11..13), AutoDealer JSON-LD with AggregateRating and Review,
 * and the contact form preset to it. Unknown or another tenant's slug → 404.
 */
export default async function Page({ params }: Props) {
  const tenant = await tenantPage(params)
  const found = await siteLocationBySlug(tenant.id, decodeURIComponent((await params).location))
  if (!found) notFound()
  const { location: loc, atAddress } = found
  const origin = siteOrigin(tenant)
  // Reviews (CMS-11..13): the stars, the AggregateRating and the cards only at or above the tenant's minimum
  const minRating = tenant.config.reviews.minRating
  const summary = { count: loc.reviewCount ?? 0, averageRating: loc.averageRating }
  const showStars = showsStars(summary, minRating)
  const timeZone = timeZoneForState(loc.state)
  const { reviews, full } = await shownReviews(tenant.id, { locationId: loc.id }, { minRating, timeZone })
  const ld = locationJsonLd({ location: loc, origin, showRating: showStars, reviews, logoUrl: tenant.theme.logoUrl })
  const options = atAddress
    .filter((l) => l.hours.length > 0 || l.id === loc.id)
    .map((l) => ({
      id: l.id,
      label: l.type ? LOCATION_TYPE_LABELS[l.type] : l.name,
      timeZone: timeZoneForState(l.state),
      hours: l.hours,
      specialHours: l.specialHours,
    }))
  return (
    <LeadPage
      tenant={tenant}
      title={`Contact ${loc.name}`}
      intro="Visit us, call, or send a message and one of our team at this location will get back to you."
      id="contact-form"
      category="General Enquiry"
      hiddenFields={{ location_id: String(loc.id), location: loc.name }}
      className="lead-page--contact loc-page"
    >
      <JsonLdScripts items={[ld]} />
      <div className="loc-page__grid">
        <LocationSummary location={loc} minRating={minRating} />
        <HoursPanel options={options} byAppointment={tenant.config.hours.closedAsByAppointment} />
      </div>
      {/* the banner above carries the stars; the section repeats none */}
      <ReviewsSection
        heading={`Reviews of ${loc.name}`}
        summary={summary}
        showStars={false}
        reviews={reviews}
        full={full}
        dealerName={loc.name}
        className="loc-page__reviews"
      />
      <h2 className="loc-page__form-title">Send us a message</h2>
    </LeadPage>
  )
}
