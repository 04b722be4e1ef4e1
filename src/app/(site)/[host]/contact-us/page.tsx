import type { Metadata } from 'next'
import Link from 'next/link'

import { contactLocations, leadLocationChoices } from '@/data/leads/availability'
import { LeadPage } from '@/modules/leads/components/LeadPage'
import { LocationDetails } from '@/modules/leads/components/LocationDetails'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Contact us' }

/** RTE-27: the tenant's locations as cards, and the general form with a required location select when there are several (LEAD-16). */
export default async function Page({ params }: { params: HostParams }) {
  const tenant = await tenantPage(params)
  const [details, choices] = await Promise.all([contactLocations(tenant.id), leadLocationChoices(tenant.id)])
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
      {details.length > 0 ? (
        <section aria-labelledby="our-locations">
          <h2 id="our-locations">Our locations</h2>
          <ul className="lead-locations" role="list">
            {details.map((loc) => (
              <li key={loc.slug} className="lead-location">
                <h3 className="lead-location__name">
                  <Link href={`/contact-us/${encodeURIComponent(loc.slug)}`}>{loc.name}</Link>
                </h3>
                <LocationDetails location={loc} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </LeadPage>
  )
}
