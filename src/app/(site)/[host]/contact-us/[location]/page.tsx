import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { contactLocationBySlug } from '@/data/leads/availability'
import { LeadPage } from '@/modules/leads/components/LeadPage'
import { LocationDetails } from '@/modules/leads/components/LocationDetails'

import { siteTenant, tenantPage } from '../../tenantPage'

type Props = { params: Promise<{ host: string; location: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await siteTenant(params)
  const loc = tenant ? await contactLocationBySlug(tenant.id, decodeURIComponent((await params).location)) : null
  return loc ? { title: `Contact ${loc.name}` } : {}
}

/** RTE-27: a location's contact page: its details and the contact form preset to it; unknown or another tenant's slug → 404. */
export default async function Page({ params }: Props) {
  const tenant = await tenantPage(params)
  const loc = await contactLocationBySlug(tenant.id, decodeURIComponent((await params).location))
  if (!loc) notFound()
  return (
    <LeadPage
      tenant={tenant}
      title={`Contact ${loc.name}`}
      intro="Send us a message and one of our team at this location will get back to you."
      id="contact-form"
      category="General Enquiry"
      hiddenFields={{ location_id: String(loc.id), location: loc.name }}
      className="lead-page--contact"
    >
      <section className="lead-location lead-location--page" aria-label={`${loc.name} details`}>
        <LocationDetails location={loc} />
      </section>
    </LeadPage>
  )
}
