import type { Metadata } from 'next'

import { serviceBookingLinks } from '@/data/locations'
import type { LeadExtraField } from '@/modules/leads/components/LeadForm.client'
import { LeadPage } from '@/modules/leads/components/LeadPage'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Book a service' }

/** The service form asks the car's rego, the vehicle and a preferred date, stored in the lead's fields. */
const SERVICE_FIELDS: LeadExtraField[] = [
  { name: 'rego', label: 'Registration (rego)', type: 'text', autoComplete: 'off', maxLength: 9 },
  { name: 'make', label: 'Make', type: 'text', autoComplete: 'off', maxLength: 60 },
  { name: 'model', label: 'Model', type: 'text', autoComplete: 'off', maxLength: 60 },
  { name: 'year', label: 'Year', type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 4 },
  { name: 'Preferred Service Date', label: 'Preferred date', type: 'date' },
]

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
      extraFields={SERVICE_FIELDS}
      messageLabel="What does your car need?"
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
