import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { contactLocationBySlug } from '@/data/leads/availability'
import { resolveHost } from '@/data/tenants'
import { LeadPage } from '@/modules/leads/components/LeadPage'
import { LocationDetails } from '@/modules/leads/components/LocationDetails'

type Props = { params: Promise<{ host: string; location: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, location } = await params
  const resolved = await resolveHost(host)
  if (resolved.kind !== 'tenant') return {}
  const loc = await contactLocationBySlug(resolved.tenant.id, decodeURIComponent(location))
  return loc ? { title: `Contact ${loc.name} | ${resolved.tenant.name}` } : {}
}

/** RTE-27: a location's contact page: its details and the contact form preset to it; unknown or another tenant's slug → 404. */
export default async function Page({ params }: Props) {
  const { host, location } = await params
  const resolved = await resolveHost(host)
  if (resolved.kind !== 'tenant') notFound()
  const loc = await contactLocationBySlug(resolved.tenant.id, decodeURIComponent(location))
  if (!loc) notFound()
  return (
    <LeadPage
      tenant={resolved.tenant}
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
