import type { Metadata } from 'next'

import { serviceBookingLinks } from '@/data/locations'
import { LeadPage } from '@/modules/leads/components/LeadPage'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Book a service' }

/**
 * RTE-30: service booking request, sent as a Service Enquiry lead. RTE-37: a dealership that books service on its
 * own external system (Dealerships → External service booking URL) is offered first, in a new tab.
 */
export default async function Page({ params }: { params: HostParams }) {
  const tenant = await tenantPage(params)
  const booking = await serviceBookingLinks(tenant.id)
  return (
    <LeadPage
      tenant={tenant}
      title="Book a service"
      intro="Tell us about your car and when suits you, and our service team will confirm your booking."
      id="service-form"
      category="Service Enquiry"
    >
      {booking.length > 0 ? (
        <section className="service-booking" aria-labelledby="service-booking-heading">
          <h2 id="service-booking-heading">Book your service online</h2>
          <ul>
            {booking.map((b) => (
              <li key={b.url}>
                <a className="button button--primary" href={b.url} target="_blank" rel="noopener noreferrer">
                  Book online with {b.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <p>Or send us a request below and we will call you to arrange it.</p>
        </section>
      ) : null}
    </LeadPage>
  )
}
