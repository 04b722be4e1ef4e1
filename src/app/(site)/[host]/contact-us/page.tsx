import type { Metadata } from 'next'

import { leadLocationChoices } from '@/data/leads/availability'
import { siteLocations } from '@/data/locations'
import { LeadPage } from '@/modules/leads/components/LeadPage'
import { LocationCard } from '@/modules/locations/components/LocationCard'
import { LocationsCarousel } from '@/modules/locations/components/LocationsCarousel.client'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Contact us' }

/**
 * RTE-27: the tenant's locations in the 'Our Locations' carousel (LOC-01..03), and the general form with a required
 * location select when there are several (LEAD-16).
 */
export default async function Page({ params }: { params: HostParams }) {
  const tenant = await tenantPage(params)
  const [locations, choices] = await Promise.all([siteLocations(tenant.id), leadLocationChoices(tenant.id)])
  const byAppointment = tenant.config.hours.closedAsByAppointment
  return (
    <LeadPage
      tenant={tenant}
      title="Contact us"
      intro="Send us a message and one of our team will get back to you."
      id="contact-form"
      category="General Enquiry"
      locations={choices}
      className="lead-page--contact"
    >
      {locations.length > 0 ? (
        <LocationsCarousel title="Our locations" count={locations.length}>
          {locations.map((loc) => (
            <li key={loc.id} className="loc-carousel__item">
              <LocationCard
                location={loc}
                byAppointment={byAppointment}
                minRating={tenant.config.reviews.minRating}
                tabIndex={0}
              />
            </li>
          ))}
        </LocationsCarousel>
      ) : null}
    </LeadPage>
  )
}
